/** `npm run db:seed`: applies migrations, then fills an empty database with the demo data. */
import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { migrate } from '../migrate';
import { demoAccounts, seedDemoData } from './index';

try {
  const config = loadConfig(process.env, { sendsMail: false });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    console.log(
      `Database: ${database.kind === 'pglite' ? `embedded (PGlite) in ${config.dataDir}` : 'Postgres server'}`,
    );
    await migrate(database);
    console.log('Migrations applied.');
    const result = await seedDemoData(database.db, { log: (msg) => console.log(msg) });
    if (result.seeded) {
      for (const a of demoAccounts) console.log(`  ${a.role.padEnd(8)} ${a.email.padEnd(28)} ${a.fullName}`);
    }
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`Seeding failed: ${describe(error)}`);
  process.exitCode = 1;
}

/** The message and its causes: drizzle wraps driver errors ("Failed query: ...") around the useful part. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause === undefined ? '' : `\n  caused by: ${describe(error.cause)}`;
  return `${error.message.trim()}${cause}`;
}
