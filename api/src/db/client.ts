import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { packageRoot } from '../config';
import { openPgliteThread } from './pglite-thread';
import * as schema from './schema';

// Both drivers give the same query builder; the result type differs only in driver details.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Database = PgDatabase<any, typeof schema>;
/** A database or an open transaction in it: repository functions accept either. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = () => path.join(packageRoot(), 'drizzle');

/**
 * Opens the configured database: a real PostgreSQL when a URL is given, otherwise the
 * embedded PGlite, persisted in `pgliteDir` or kept in memory when that is 'memory://'.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  pgliteDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: migrationsFolder() }),
      close: () => pool.end(),
    };
  }
  if (!options.pgliteDir.startsWith('memory://')) mkdirSync(options.pgliteDir, { recursive: true });
  // On its own thread: a query must not stop the API from answering other requests.
  const client = await openPgliteThread(options.pgliteDir);
  // drizzle's PGlite driver uses only `query` and `transaction`, which the thread client has.
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
  };
}

/** PostgreSQL's code for a unique-constraint violation. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  // drizzle wraps driver errors; the PostgreSQL fields sit on the cause.
  const candidates = [error, (error as { cause?: unknown })?.cause];
  return candidates.some((e) => {
    const pgError = e as { code?: string; constraint?: string } | undefined;
    return pgError?.code === '23505' && (!constraint || pgError.constraint === constraint);
  });
}
