import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packageRoot } from '../config';

const dir = mkdtempSync(path.join(tmpdir(), 'feedback-eval-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('feedback:eval', () => {
  it('writes one JSON line per input, in order, without a database', () => {
    const file = path.join(dir, 'cases.jsonl');
    const cases = [
      { language: 'en', references: ['I like coffee.'], answer: 'I like coffee', label: 'correct' },
      {
        language: 'vi',
        references: ['Tôi thích cà phê.'],
        answer: 'toi thich ca phe',
        label: 'almost',
      },
      { language: 'zh', references: ['我喜欢咖啡。'], answer: '', label: 'incorrect' },
    ];
    writeFileSync(file, cases.map((c) => JSON.stringify(c)).join('\n') + '\n');
    const result = execFileSync(
      process.execPath,
      ['--import', 'tsx', path.join(packageRoot(), 'src/commands/feedback-eval.ts'), file],
      {
        cwd: packageRoot(),
        encoding: 'utf8',
        env: { ...process.env, DATABASE_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const lines = result
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((l) => l.verdict)).toEqual(['correct', 'almost', 'incorrect']);
    for (const line of lines) expect(line.score).toEqual(expect.any(Number));
  });
});
