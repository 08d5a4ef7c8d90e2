import type { FeedbackLanguage, Token } from './text';

/**
 * One step of turning the answer's tokens into the reference's:
 * - `match`: the same word;
 * - `tone`: the same Vietnamese syllable with other tone marks;
 * - `typo`: the same word misspelt by a letter (or two in a long word);
 * - `substitute`: another word in its place;
 * - `extra`: a word the reference does not have; `missing`: a word the answer does not have;
 * - `moved`: a word both have, in another place.
 */
export type AlignmentStep =
  | { kind: 'match' | 'tone' | 'typo' | 'substitute'; answer: number; reference: number }
  | { kind: 'extra' | 'moved'; answer: number }
  | { kind: 'missing'; reference: number };

/** Damerau–Levenshtein distance with adjacent transpositions (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const rows = x.length + 1;
  const cols = y.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
      }
    }
  }
  return d[x.length]![y.length]!;
}

/** A misspelling rather than another word: one letter off in a word of 4+ letters, two in 8+. */
export function isTypo(answer: string, reference: string, language: FeedbackLanguage): boolean {
  const length = Math.min([...answer].length, [...reference].length);
  const distance = editDistance(answer, reference);
  // Chinese tokens are characters: a wrong character is a wrong word (早到 for 晚到) as often as
  // a slip of the keyboard, so it is not excused as one.
  if (language === 'zh') return false;
  return (length >= 4 && distance === 1) || (length >= 8 && distance === 2);
}

function pairKind(a: Token, b: Token, language: FeedbackLanguage) {
  if (a.key === b.key) return 'match' as const;
  if (language === 'vi' && a.bare === b.bare) return 'tone' as const;
  if (isTypo(language === 'vi' ? a.bare : a.key, language === 'vi' ? b.bare : b.key, language)) {
    return 'typo' as const;
  }
  return 'substitute' as const;
}

const COST = { match: 0, tone: 0.3, typo: 0.4, substitute: 1, gap: 1 };

/**
 * Aligns the answer's tokens to the reference's with the fewest, cheapest edits, then calls a
 * word that is extra in one place and missing in another "moved".
 */
export function alignTokens(
  answer: readonly Token[],
  reference: readonly Token[],
  language: FeedbackLanguage,
): AlignmentStep[] {
  const n = answer.length;
  const m = reference.length;
  const cost: number[][] = Array.from({ length: n + 1 }, (_, i) =>
    Array.from({ length: m + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0) * COST.gap),
  );
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      const pair = COST[pairKind(answer[i - 1]!, reference[j - 1]!, language)];
      cost[i]![j] = Math.min(
        cost[i - 1]![j - 1]! + pair,
        cost[i - 1]![j]! + COST.gap,
        cost[i]![j - 1]! + COST.gap,
      );
    }
  }
  const steps: AlignmentStep[] = [];
  let i = n;
  let j = m;
  while (i > 0 || j > 0) {
    if (i > 0 && j > 0) {
      const kind = pairKind(answer[i - 1]!, reference[j - 1]!, language);
      if (cost[i]![j] === cost[i - 1]![j - 1]! + COST[kind]) {
        steps.push({ kind, answer: i - 1, reference: j - 1 });
        i -= 1;
        j -= 1;
        continue;
      }
    }
    if (i > 0 && cost[i]![j] === cost[i - 1]![j]! + COST.gap) {
      steps.push({ kind: 'extra', answer: i - 1 });
      i -= 1;
    } else {
      steps.push({ kind: 'missing', reference: j - 1 });
      j -= 1;
    }
  }
  steps.reverse();
  return markMoves(steps, answer, reference);
}

/**
 * A word the answer has in the wrong place shows as extra here and missing there (or as two
 * substitutions for a swapped pair). Each such pair becomes one "moved" word; what is left
 * of a substitution whose half was paired is an extra or a missing word.
 */
function markMoves(
  steps: AlignmentStep[],
  answer: readonly Token[],
  reference: readonly Token[],
): AlignmentStep[] {
  const movedAnswer = new Set<number>();
  const coveredReference = new Set<number>();
  const open = steps.flatMap((step, index) =>
    step.kind === 'missing' || step.kind === 'substitute'
      ? [{ index, key: reference[step.reference]!.key }]
      : [],
  );
  steps.forEach((step, index) => {
    if (step.kind !== 'extra' && step.kind !== 'substitute') return;
    const key = answer[step.answer]!.key;
    const partner = open.find(
      (r) => r.key === key && r.index !== index && !coveredReference.has(r.index),
    );
    if (!partner) return;
    movedAnswer.add(index);
    coveredReference.add(partner.index);
  });
  return steps.flatMap((step, index): AlignmentStep[] => {
    const moved = movedAnswer.has(index);
    const covered = coveredReference.has(index);
    switch (step.kind) {
      case 'extra':
        return [{ kind: moved ? 'moved' : 'extra', answer: step.answer }];
      case 'missing':
        return covered ? [] : [step];
      case 'substitute':
        if (!moved && !covered) return [step];
        return [
          { kind: moved ? 'moved' : 'extra', answer: step.answer },
          ...(covered ? [] : [{ kind: 'missing' as const, reference: step.reference }]),
        ];
      default:
        return [step];
    }
  });
}
