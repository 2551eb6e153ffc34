import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { exitOnUncaught } from './crash';
import { backupOnSignal, removePidFile, writePidFile } from './db/backups';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { seedDemoData } from './db/seed';

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrate(database);
const app = await buildApp({ database, config });
exitOnUncaught(app.log);
if (database.pglite) {
  // db:backup and db:restore look for this to know the data dir is in use.
  await writePidFile(config.dataDir);
  backupOnSignal(database.pglite, config.dataDir, app.log);
}

// Demo accounts share a published password: 'auto' never seeds a production deployment.
const shouldSeed =
  config.seedDemoData === 'always' ||
  (config.seedDemoData === 'auto' && database.kind === 'pglite' && config.env !== 'production');
if (shouldSeed) {
  await seedDemoData(database.db, { log: (msg) => app.log.info(msg) });
}

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received: closing`);
  const force = setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, 10_000);
  force.unref();
  try {
    // Stops accepting, lets in-flight requests and running jobs finish (the job runner hands back the
    // rest after 5 s), closes sockets; only then may the database go.
    await app.close();
    await database.close();
    if (database.pglite) await removePidFile(config.dataDir);
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'error during shutdown');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
const shown = config.publicUrlFixed ? config.publicUrl : `http://localhost:${config.port}`;
app.log.info(
  `KaziStay is ready at ${shown} (database: ${database.kind === 'pglite' ? `embedded, ${config.dataDir}` : 'postgres'})`,
);
