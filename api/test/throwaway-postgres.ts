import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './local-http';

export interface ThrowawayPostgres {
  /** Superuser URL of the cluster's `postgres` database. */
  url: string;
  stop(): void;
}

/** Debian puts the server binaries in /usr/lib/postgresql/<major>/bin, off the PATH. */
function findBinDir(): string {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const majors = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    for (const major of majors) {
      const bin = path.join(root, major, 'bin');
      if (existsSync(path.join(bin, 'initdb'))) return bin;
    }
  }
  try {
    return path.dirname(execFileSync('which', ['initdb'], { encoding: 'utf8' }).trim());
  } catch {
    throw new Error('PostgreSQL server binaries not found: install Debian package "postgresql"');
  }
}

/**
 * Starts a PostgreSQL cluster in a temporary folder on a free loopback port, for tests and
 * the bench. PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = findBinDir();
  const dir = mkdtempSync(path.join(tmpdir(), 'lingualoop-pg-'));
  const isRoot = process.getuid?.() === 0;
  const asOwner = (command: string, args: string[]) => {
    const [file, fileArgs] = isRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]]
      : [path.join(bin, command), args];
    execFileSync(file, fileArgs, { stdio: 'pipe' });
  };
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const dataDir = path.join(dir, 'data');
  asOwner('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  const port = await freePort();
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=200`;
  asOwner('pg_ctl', [
    '-D',
    dataDir,
    '-o',
    options,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        asOwner('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
