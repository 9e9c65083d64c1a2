// `npm run db:migrate`: apply the migrations to the configured database without starting the server.
import { ConfigError, loadConfig } from '../config';
import { lockDataDir } from '../lib/data-dir-lock';
import { openDatabase } from './client';

try {
  const config = loadConfig();
  const lock = config.databaseUrl ? undefined : await lockDataDir(config.dataDir);
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    await database.migrate();
    console.log(`Migrations applied (${database.kind === 'pglite' ? config.dataDir : 'DATABASE_URL'}).`);
  } finally {
    await database.close();
    await lock?.release();
  }
} catch (err) {
  console.error(err instanceof ConfigError ? `Configuration error: ${err.message}` : (err as Error).message);
  process.exit(1);
}
