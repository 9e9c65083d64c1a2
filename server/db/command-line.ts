// The database a command-line tool (`npm run db:migrate`, `npm run check:status-history`) works on: the one the
// server would use (DATABASE_URL, else the PGlite data directory, locked so no server opens it meanwhile).
import type { Config } from '../config';
import { ConfigError, loadConfig } from '../config';
import { lockDataDir } from '../lib/data-dir-lock';
import { openDatabase, type Database } from './client';

/** Runs `work` on the configured database, then closes it; a failure is printed and exits 1. */
export async function withConfiguredDatabase(work: (database: Database, config: Config) => Promise<void>): Promise<void> {
  try {
    const config = loadConfig();
    const lock = config.databaseUrl ? undefined : await lockDataDir(config.dataDir);
    const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
    try {
      await work(database, config);
    } finally {
      await database.close();
      await lock?.release();
    }
  } catch (err) {
    console.error(err instanceof ConfigError ? `Configuration error: ${err.message}` : (err as Error).message);
    process.exit(1);
  }
}
