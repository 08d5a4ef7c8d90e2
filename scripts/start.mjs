// `pnpm start`: builds every package whose build is missing or older than its sources, then
// serves the production builds (scripts/serve.mjs).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const packages = [
  'api',
  'shell',
  'mf-marketing',
  'mf-courses',
  'mf-lesson',
  'mf-billing',
  'mf-account',
];

function newest(dir) {
  if (!existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const sharedChanged = newest(path.join(root, 'shared/src'));
const stale = packages.filter((name) => {
  const dir = path.join(root, name);
  if (!existsSync(path.join(dir, 'package.json'))) return false;
  const built = newest(path.join(dir, 'dist'));
  return built === 0 || Math.max(newest(path.join(dir, 'src')), sharedChanged) > built;
});

if (stale.length > 0) {
  console.log(`Building ${stale.join(', ')}…`);
  execFileSync('pnpm', [...stale.flatMap((name) => ['--filter', `./${name}`]), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
}
spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
}).on('exit', (code) => process.exit(code ?? 0));
