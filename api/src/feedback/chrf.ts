/**
 * chrF++ (Popović 2015, 2017): the F-score of character n-grams (1–6) and word n-grams (1–2)
 * shared by an answer and a reference, recall weighted β = 2 times as much as precision, so
 * leaving words out costs more than adding some.
 */

export const CHAR_ORDER = 6;
export const WORD_ORDER = 2;
export const BETA = 2;

export interface ChrfInput {
  /** The sentence's compared words, in order. */
  words: string[];
}

function ngramCounts(items: readonly string[], n: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i + n <= items.length; i++) {
    const gram = items.slice(i, i + n).join('\u0001');
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

function orderF(hypothesis: readonly string[], reference: readonly string[], n: number) {
  const hyp = ngramCounts(hypothesis, n);
  const ref = ngramCounts(reference, n);
  let hypTotal = 0;
  let refTotal = 0;
  let matches = 0;
  for (const count of hyp.values()) hypTotal += count;
  for (const [gram, count] of ref) {
    refTotal += count;
    matches += Math.min(count, hyp.get(gram) ?? 0);
  }
  return { hypTotal, refTotal, matches };
}

/**
 * 0–100. Characters are taken without spaces, as in the metric's definition. An order counts
 * when the reference has n-grams of it: an answer too short to have any scores 0 there,
 * rather than the order being skipped as if the answer were complete.
 */
export function chrfPlusPlus(hypothesis: ChrfInput, reference: ChrfInput): number {
  const hypChars = [...hypothesis.words.join('')];
  const refChars = [...reference.words.join('')];
  const orders = [
    ...Array.from({ length: CHAR_ORDER }, (_, i) => orderF(hypChars, refChars, i + 1)),
    ...Array.from({ length: WORD_ORDER }, (_, i) =>
      orderF(hypothesis.words, reference.words, i + 1),
    ),
  ];
  let total = 0;
  let counted = 0;
  const beta2 = BETA * BETA;
  for (const { hypTotal, refTotal, matches } of orders) {
    if (refTotal === 0) continue;
    counted += 1;
    if (hypTotal === 0 || matches === 0) continue;
    const precision = matches / hypTotal;
    const recall = matches / refTotal;
    total += ((1 + beta2) * precision * recall) / (beta2 * precision + recall);
  }
  return counted === 0 ? 0 : (100 * total) / counted;
}
