// `npm run check:status-history`: replays every application's status history in the database the server would use
// (DATABASE_URL, else the PGlite data directory DATA_DIR) against the status machine; prints each history the machine
// would not allow and exits 1 if there is any (docs/teams.md "Replaying status histories").
import { withConfiguredDatabase } from '../server/db/command-line';
import { StatusHistoriesRepository } from '../server/repositories/status-histories';
import { disallowedSteps, statusHistoryReport } from '../server/services/status-history';

await withConfiguredDatabase(async (database) => {
  const result = await disallowedSteps(new StatusHistoriesRepository(database.db).all());
  console.log(statusHistoryReport(result));
  process.exitCode = result.disallowed.length ? 1 : 0;
});
