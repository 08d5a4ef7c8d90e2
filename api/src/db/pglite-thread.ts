import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { packageRoot } from '../config';

/** What drizzle's PGlite driver asks of its client: queries, and transactions of queries. */
interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
}
interface QueryResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}
export interface PgliteQueryClient {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
}
export interface PgliteThreadClient extends PgliteQueryClient {
  transaction<T>(callback: (tx: PgliteQueryClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

type Reply = {
  id: number;
  result?: unknown;
  error?: Record<string, unknown> & { message: string };
};

/**
 * Opens PGlite on its own thread (`pglite-worker.mjs`) and gives drizzle a client with the
 * same calls. Queries then cost the API's event loop only a message each way.
 */
export async function openPgliteThread(dataDir: string): Promise<PgliteThreadClient> {
  const worker = new Worker(path.join(packageRoot(), 'src', 'db', 'pglite-worker.mjs'), {
    workerData: { dataDir },
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let lastId = 0;
  let stopped: Error | undefined;

  // The worker keeps the process alive only while a call waits for it: a command that has
  // finished exits even if it forgot to close, and one that is waiting does not exit early.
  const holdProcess = () => (pending.size > 0 ? worker.ref() : worker.unref());

  const stop = (error: Error) => {
    stopped ??= error;
    for (const call of pending.values()) call.reject(stopped);
    pending.clear();
  };

  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', () => {
      worker.off('error', reject);
      resolve();
    });
  });

  worker.on('message', (reply: Reply) => {
    const call = pending.get(reply.id);
    if (!call) return;
    pending.delete(reply.id);
    holdProcess();
    if (reply.error) call.reject(toError(reply.error));
    else call.resolve(reply.result);
  });
  worker.on('error', (error) => stop(error));
  worker.on('exit', () => stop(new Error('The embedded database has stopped')));
  holdProcess();

  const call = <T>(message: Record<string, unknown>): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = ++lastId;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      holdProcess();
      worker.postMessage({ ...message, id });
    });
  };

  const queryIn =
    (transactionId: number | undefined) =>
    // async: a refused parser rejects the call like any other failure.
    async (sql: string, params: unknown[] = [], options: QueryOptions = {}) =>
      call<QueryResult>({
        type: 'query',
        transactionId,
        sql,
        params,
        rowMode: options.rowMode ?? 'object',
        rawTypes: rawTypeIds(options.parsers),
      });

  return {
    query: queryIn(undefined),
    async transaction(callback) {
      const transactionId = await call<number>({ type: 'begin' });
      let result;
      try {
        result = await callback({ query: queryIn(transactionId) });
      } catch (error) {
        await call({ type: 'rollback', transactionId }).catch(() => {});
        throw error;
      }
      await call({ type: 'commit', transactionId });
      return result;
    },
    async close() {
      if (stopped) return;
      await call({ type: 'close' });
      stop(new Error('The embedded database is closed'));
      await worker.terminate();
    },
  };
}

/**
 * Functions cannot cross to the worker. drizzle's parsers only keep some types (timestamps,
 * dates, intervals) as PostgreSQL's text, so the worker is told which types to keep; any
 * other kind of parser is refused rather than silently ignored.
 */
function rawTypeIds(parsers: QueryOptions['parsers']): number[] {
  if (!parsers) return [];
  return Object.entries(parsers).map(([typeId, parse]) => {
    const probe = '2026-01-01 00:00:00+00';
    if (parse(probe, Number(typeId)) !== probe) {
      throw new Error(`Only parsers that keep the text are supported (type ${typeId})`);
    }
    return Number(typeId);
  });
}

/** Rebuilds the worker's error with PostgreSQL's fields, which callers read (code, constraint). */
function toError(fields: Record<string, unknown> & { message: string }): Error {
  return Object.assign(new Error(fields.message), fields);
}
