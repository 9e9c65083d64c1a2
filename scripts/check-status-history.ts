// `npm run check:status-history`: replays every application's status history in the database the server would use
// (DATABASE_URL, else the PGlite data directory DATA_DIR) against the status machine; prints each history the machine
// would not allow and exits 1 if there is any (docs/teams.md "Replaying status histories").
import { ConfigError, loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { lockDataDir } from '../server/lib/data-dir-lock';
import { StatusHistoriesRepository } from '../server/repositories/status-histories';
import { disallowedSteps, statusHistoryReport } from '../server/services/status-history';

try {
  const config = loadConfig();
  const lock = config.databaseUrl ? undefined : await lockDataDir(config.dataDir);
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    const result = await disallowedSteps(new StatusHistoriesRepository(database.db).all());
    console.log(statusHistoryReport(result));
    process.exitCode = result.disallowed.length ? 1 : 0;
  } finally {
    await database.close();
    await lock?.release();
  }
} catch (err) {
  console.error(err instanceof ConfigError ? `Configuration error: ${err.message}` : (err as Error).message);
  process.exit(1);
}
