// `npm run db:migrate`: apply the migrations to the configured database without starting the server.
import { withConfiguredDatabase } from './command-line';

await withConfiguredDatabase(async (database, config) => {
  await database.migrate();
  console.log(`Migrations applied (${database.kind === 'pglite' ? config.dataDir : 'DATABASE_URL'}).`);
});
