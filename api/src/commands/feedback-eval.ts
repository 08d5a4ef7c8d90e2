import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { VERDICTS, type Verdict } from '@lingualoop/shared/contracts';
import { evaluateAnswer } from '../feedback/engine';
import { baselineVerdict } from '../feedback/evaluation/baseline';
import { agreement, pearson, VERDICT_RANK } from '../feedback/evaluation/metrics';
import type { FeedbackLanguage } from '../feedback/text';

/**
 * `pnpm --filter @lingualoop/api feedback:eval FILE`: one JSON line in, one out, in order —
 * `{"language","references","answer"}` (optionally `prompt`, `prompt_language`, `id`,
 * `label`) in; `{score, verdict, findings, baseline}` out. When the lines carry labels, a
 * summary goes to stderr: agreement with the labels and the correlation of scores with them,
 * for the engine and for the within-one-edit baseline. No database is needed.
 */
const LANGUAGES = ['vi', 'en', 'zh'];
const file = process.argv[2];
if (!file) {
  console.error('Usage: feedback:eval FILE   (JSON lines: {"language","references","answer"})');
  process.exit(2);
}

interface Case {
  id?: string;
  language: FeedbackLanguage;
  references: string[];
  answer: string;
  prompt?: string;
  prompt_language?: FeedbackLanguage;
  label?: Verdict;
}

function parseLine(line: string, number: number): Case {
  const value = JSON.parse(line) as Partial<Case>;
  const problem = (what: string) => new Error(`${file}:${number}: ${what}`);
  if (!LANGUAGES.includes(value.language ?? '')) throw problem('language must be vi, en or zh');
  if (!Array.isArray(value.references) || value.references.some((r) => typeof r !== 'string')) {
    throw problem('references must be a list of strings');
  }
  if (typeof value.answer !== 'string') throw problem('answer must be a string');
  if (value.label !== undefined && !VERDICTS.includes(value.label)) {
    throw problem('label must be correct, almost or incorrect');
  }
  return value as Case;
}

const lines = readFileSync(file, 'utf8')
  .split('\n')
  .map((line, index) => ({ line: line.trim(), number: index + 1 }))
  .filter(({ line }) => line.length > 0);

const results = [];
const times: number[] = [];
for (const { line, number } of lines) {
  const item = parseLine(line, number);
  const started = performance.now();
  const feedback = evaluateAnswer({
    answer: item.answer,
    language: item.language,
    references: item.references,
    prompt: item.prompt,
    promptLanguage: item.prompt_language,
  });
  times.push(performance.now() - started);
  const baseline = baselineVerdict(item.answer, item.references);
  const out = {
    ...(item.id ? { id: item.id } : {}),
    score: feedback.score,
    verdict: feedback.verdict,
    findings: feedback.findings,
    baseline,
  };
  process.stdout.write(`${JSON.stringify(out)}\n`);
  results.push({ item, feedback, baseline });
}

const labelled = results.filter((r) => r.item.label);
if (labelled.length > 0) {
  const labels = labelled.map((r) => r.item.label!);
  const ranks = labels.map((label) => VERDICT_RANK[label]);
  const line = (name: string, verdicts: Verdict[], scores: number[]) =>
    `${name.padEnd(9)} agreement ${(100 * agreement(verdicts.map((verdict, i) => ({ verdict, label: labels[i]! })))).toFixed(1)} %   correlation ${pearson(scores, ranks).toFixed(3)}`;
  const sorted = [...times].sort((a, b) => a - b);
  const p99 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
  console.error(
    [
      `${labelled.length} labelled cases`,
      line(
        'engine',
        labelled.map((r) => r.feedback.verdict),
        labelled.map((r) => r.feedback.score),
      ),
      line(
        'baseline',
        labelled.map((r) => r.baseline.verdict),
        labelled.map((r) => r.baseline.score),
      ),
      `engine time per answer: p50 ${sorted[Math.floor(sorted.length / 2)]?.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms`,
    ].join('\n'),
  );
}
