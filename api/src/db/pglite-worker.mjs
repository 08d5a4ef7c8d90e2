// @ts-check
/**
 * The embedded database's thread. PGlite is PostgreSQL compiled to WebAssembly: every query
 * runs on the thread that owns it. Here that is a worker, so the API's event loop keeps
 * parsing requests and writing responses while a query runs, and the two cores share the work.
 *
 * Plain JavaScript on purpose: Node starts it as it is, under tsx, Vitest and the built server.
 * The other side of every message is `pglite-thread.ts`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

if (!parentPort) throw new Error('pglite-worker.mjs runs only as a worker thread');
const port = parentPort;

const db = await PGlite.create(workerData.dataDir);

/**
 * Open transactions by id: the PGlite transaction, and how to end its callback.
 * @type {Map<number, { tx: import('@electric-sql/pglite').Transaction, commit: () => void, rollback: (e: Error) => void, done: Promise<unknown> }>}
 */
const transactions = new Map();
let lastTransactionId = 0;

/** Identity parsers for the given type ids: the caller wants those values as PostgreSQL's text. */
const identityParsers = (/** @type {number[]} */ typeIds) =>
  Object.fromEntries(typeIds.map((id) => [id, (/** @type {string} */ value) => value]));

/**
 * A PostgreSQL error keeps its fields (code, constraint, detail…) across the thread boundary.
 * Only text and numbers cross: PGlite also attaches the query's options, parsers included,
 * and functions cannot be sent.
 */
const serializeError = (/** @type {any} */ error) => {
  /** @type {Record<string, string | number>} */
  const fields = {};
  for (const [key, value] of Object.entries(error ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { ...fields, name: error?.name ?? 'Error', message: error?.message ?? String(error) };
};

const reply = (/** @type {number} */ id, /** @type {unknown} */ result) =>
  port.postMessage({ id, result });
const fail = (/** @type {number} */ id, /** @type {unknown} */ error) =>
  port.postMessage({ id, error: serializeError(error) });

/** A result that cannot be sent (it never should) fails its call, not the thread. */
const send = (/** @type {() => void} */ post, /** @type {number} */ id) => {
  try {
    post();
  } catch (error) {
    fail(id, error);
  }
};

/** @param {any} message */
async function handle(message) {
  switch (message.type) {
    case 'query': {
      const target = message.transactionId ? transactions.get(message.transactionId)?.tx : db;
      if (!target) throw new Error('The transaction is closed');
      const result = await target.query(message.sql, message.params, {
        rowMode: message.rowMode,
        parsers: identityParsers(message.rawTypes),
      });
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'begin': {
      const id = ++lastTransactionId;
      // PGlite holds its transaction lock until the callback settles: the callback waits for
      // the commit or rollback message, and other queries wait for the lock meanwhile.
      return await new Promise((started, failedToStart) => {
        /** @type {any} */
        const open = {};
        open.done = db
          .transaction(
            (tx) =>
              new Promise((commit, rollback) => {
                Object.assign(open, { tx, commit: () => commit(undefined), rollback });
                transactions.set(id, open);
                started(id);
              }),
          )
          .finally(() => transactions.delete(id));
        // Before the start this is the reason it failed; after it, commit and rollback report.
        open.done.catch(failedToStart);
      });
    }
    case 'commit':
    case 'rollback': {
      const open = transactions.get(message.transactionId);
      if (!open) throw new Error('The transaction is closed');
      if (message.type === 'commit') {
        open.commit();
        await open.done;
      } else {
        open.rollback(new Error('rolled back'));
        await open.done.catch(() => {});
      }
      return null;
    }
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`Unknown message ${message.type}`);
  }
}

port.on('message', (message) => {
  handle(message).then(
    (result) => send(() => reply(message.id, result), message.id),
    (error) => send(() => fail(message.id, error), message.id),
  );
});
port.postMessage({ ready: true });
