import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedCourses } from '../content/import';
import { seedReferenceData } from '../db/seed';

/**
 * `pnpm --filter @lingualoop/api seed`: migrate, load the reference data and import the course
 * files of api/content. Idempotent: run it again after editing a course file.
 */
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
await database.migrate();
await seedReferenceData(database.db);
const summary = await seedCourses(database.db);
await database.close();
console.log('Reference data is up to date.');
console.log(
  `Courses: ${summary.imported.length} imported or updated, ${summary.unchanged.length} unchanged, ` +
    `${summary.unpublished.length} unpublished (their files are gone).`,
);
