import type { Verdict } from '@lingualoop/shared/contracts';

/** A verdict as a number, for correlating scores with a teacher's labels. */
export const VERDICT_RANK: Record<Verdict, number> = { incorrect: 0, almost: 1, correct: 2 };

/** Share of cases where the verdict equals the label, 0–1. */
export function agreement(pairs: readonly { verdict: Verdict; label: Verdict }[]): number {
  if (pairs.length === 0) return 0;
  return pairs.filter((p) => p.verdict === p.label).length / pairs.length;
}

/** Pearson's correlation of two equally long series; 0 when either does not vary. */
export function pearson(xs: readonly number[], ys: readonly number[]): number {
  const n = xs.length;
  if (n === 0 || n !== ys.length) return 0;
  const mean = (v: readonly number[]) => v.reduce((a, b) => a + b, 0) / n;
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = xs[i]! - mx;
    const dy = ys[i]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx === 0 || syy === 0 ? 0 : sxy / Math.sqrt(sxx * syy);
}
