import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** The processes serving the builds, shared by global setup, tests and teardown. */
export const ROOT = path.resolve(import.meta.dirname, '..', '..');
const STATE_DIR = path.join(ROOT, 'e2e', '.state');
const STATE_FILE = path.join(STATE_DIR, 'servers.json');

/** The suite runs 1000 above the usual ports, so it can run beside `pnpm start` or `pnpm dev`. */
export const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 1000);
export const PORTS = {
  shell: 8080 + PORT_OFFSET,
  mf_marketing: 8081 + PORT_OFFSET,
  mf_courses: 8082 + PORT_OFFSET,
  mf_account: 8085 + PORT_OFFSET,
  api: 8090 + PORT_OFFSET,
} as const;
export type ServerName = 'shell' | 'mf_marketing' | 'mf_courses' | 'mf_account';

type State = Partial<Record<ServerName, number>> & { dataDir?: string };

export function readState(): State {
  return existsSync(STATE_FILE) ? (JSON.parse(readFileSync(STATE_FILE, 'utf8')) as State) : {};
}

function writeState(state: State): void {
  mkdirSync(STATE_DIR, { recursive: true });
  writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));
}

export function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function waitForPort(port: number, open = true, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await portOpen(port)) === open) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`port ${port} did not ${open ? 'open' : 'close'} within ${timeoutMs} ms`);
}

/** Starts one server process (the shell's also runs the API) and waits until it answers. */
export async function startServer(
  name: ServerName,
  env: Record<string, string> = {},
): Promise<void> {
  const args = name === 'shell' ? ['--only=shell'] : ['--no-api', `--only=${name}`];
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/serve.mjs'), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT_OFFSET: String(PORT_OFFSET) },
    stdio: 'ignore',
    detached: true,
  });
  child.unref();
  writeState({ ...readState(), [name]: child.pid });
  await waitForPort(PORTS[name]);
  if (name === 'shell') await waitForPort(PORTS.api);
}

/** Stops one server as a crash or a deploy would, and waits until its port is closed. */
export async function stopServer(name: ServerName): Promise<void> {
  const pid = readState()[name];
  if (pid) {
    try {
      // The whole process group: serve.mjs and, for the shell, the API it started.
      process.kill(-pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  await waitForPort(PORTS[name], false);
  if (name === 'shell') await waitForPort(PORTS.api, false);
  const state = readState();
  delete state[name];
  writeState(state);
}

export function rememberDataDir(dataDir: string): void {
  writeState({ ...readState(), dataDir });
}
