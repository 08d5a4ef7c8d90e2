import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PORTS, ROOT, portOpen, rememberDataDir, startServer } from './servers';

/** Builds what is missing, then serves the builds on their ports with a fresh database. */
export default async function globalSetup(): Promise<void> {
  for (const port of Object.values(PORTS)) {
    if (await portOpen(port)) {
      throw new Error(`port ${port} is in use: stop what is running there before the e2e suite`);
    }
  }
  const packages = ['api', 'shell', 'mf-marketing', 'mf-courses', 'mf-account'];
  const missing = packages.filter((name) => !existsSync(path.join(ROOT, name, 'dist')));
  if (missing.length > 0) {
    execFileSync('pnpm', [...missing.flatMap((name) => ['--filter', `./${name}`]), 'build'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lingualoop-e2e-'));
  rememberDataDir(dataDir);
  const env = { DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '10000', LOG_LEVEL: 'warn' };
  // Remotes first, as a deployment does: the shell's server reads their first paints at start.
  await startServer('mf_marketing');
  await startServer('mf_courses');
  await startServer('mf_account');
  await startServer('shell', env);
}
