import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedCourses } from './content/import';
import { seedReferenceData } from './db/seed';
import path from 'node:path';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  await database.migrate();
  await seedReferenceData(database.db);
  // The courses in api/content: quick when nothing changed (each course's hash is kept).
  await seedCourses(database.db);

  const app = await buildApp({ config, database });
  // On SIGINT/SIGTERM stop taking connections, finish the requests in flight, close the
  // database; give up after 10 s so a stuck request cannot keep the process alive.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  const address = await app.listen({ port: config.port, host: config.host });
  const where =
    database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  app.log.info({ address, database: database.kind }, 'LinguaLoop API started');
  // The log lines are JSON for machines; this is for the person who typed `pnpm start`.
  console.log(
    `\n  LinguaLoop API: ${address}/api\n  Reference:      ${address}/api/docs\n  Database:       ${where}\n`,
  );
}

main().catch((error: unknown) => {
  console.error('LinguaLoop API failed to start:', error);
  process.exit(1);
});
