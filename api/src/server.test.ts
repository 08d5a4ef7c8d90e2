import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

// The real process, as `pnpm start` runs it: configuration, persistence across restarts,
// migrations and seed on every start, and a clean exit on SIGTERM.
const dataDir = mkdtempSync(path.join(tmpdir(), 'lingualoop-server-test-'));
const running: ChildProcess[] = [];
afterEach(() => {
  // A failed test must not leave a server behind.
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', ...env },
  });
  running.push(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function addressOf(server: Started): Promise<string> {
  for (let i = 0; i < 1200; i += 1) {
    const match = /LinguaLoop API: (http:\/\/\S+)\/api/.exec(server.output());
    if (match) return match[1]!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start:\n${server.output()}`);
}

describe('the server process', () => {
  it('refuses to start on bad configuration, saying what is wrong', async () => {
    const server = startServer({ PORT: 'eighty', NODE_ENV: 'production' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toContain('PORT must be an integer');
    expect(server.output()).toContain('JWT_SECRET is required in production');
  });

  // A first start creates the embedded database (initdb in WASM): allow a slow machine.
  it('keeps its data across a graceful restart', { timeout: 180_000 }, async () => {
    const first = startServer({});
    const url = await addressOf(first);
    const register = await fetch(`${url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstname: 'Hoa',
        lastname: 'Lê',
        email: 'hoa@example.com',
        password: 'persisted',
      }),
    });
    expect(register.status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = startServer({});
    const again = await addressOf(second);
    const login = await fetch(`${again}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'hoa@example.com', password: 'persisted' }),
    });
    expect(login.status).toBe(200);
    const plans = (await (await fetch(`${again}/api/pricing_plan/list`)).json()) as unknown[];
    expect(plans).toHaveLength(3);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});
