import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedReferenceData } from '../db/seed';

/** `pnpm --filter @lingualoop/api seed`: migrate and load the reference data. Idempotent. */
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
await database.migrate();
await seedReferenceData(database.db);
await database.close();
console.log('Reference data is up to date.');
