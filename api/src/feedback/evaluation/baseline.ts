import { editDistance } from '../align';
import { normaliseText } from '../text';

/**
 * The baseline the engine is measured against: accept an answer within one character edit of
 * a reference (after case, spaces and punctuation are folded), reject anything else.
 */
export function baselineVerdict(answer: string, references: readonly string[]) {
  const fold = (text: string) =>
    normaliseText(text)
      .toLowerCase()
      .replace(/[\p{P}\p{S}\s]+/gu, ' ')
      .trim();
  const typed = fold(answer);
  const accepted = references.some((reference) => editDistance(typed, fold(reference)) <= 1);
  return accepted
    ? { verdict: 'correct' as const, score: 100 }
    : { verdict: 'incorrect' as const, score: 0 };
}
