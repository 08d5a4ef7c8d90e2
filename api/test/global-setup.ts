import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres';

/**
 * With TEST_POSTGRES=1 the whole suite runs against a throwaway PostgreSQL cluster instead of
 * PGlite (each test file gets its own database on it). TEST_DATABASE_URL may name an
 * existing server instead.
 */
export default async function setup(): Promise<(() => void) | undefined> {
  if (process.env.TEST_POSTGRES !== '1' || process.env.TEST_DATABASE_URL) return undefined;
  const cluster: ThrowawayPostgres = await startThrowawayPostgres();
  process.env.TEST_DATABASE_URL = cluster.url;
  console.log(`API tests run against a throwaway PostgreSQL at ${cluster.url}`);
  return () => cluster.stop();
}
