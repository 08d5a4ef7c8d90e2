import { rmSync } from 'node:fs';
import { readState, stopServer, type ServerName } from './servers';

export default async function globalTeardown(): Promise<void> {
  const state = readState();
  for (const name of ['mf_marketing', 'mf_courses', 'mf_account', 'shell'] as ServerName[]) {
    if (state[name]) await stopServer(name).catch(() => {});
  }
  if (state.dataDir) rmSync(state.dataDir, { recursive: true, force: true });
}
