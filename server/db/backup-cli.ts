// `npm run db:backup -- --out FILE`: the PGlite database of the stopped DATA_DIR as one file (docs/deploy.md
// "Backups"). The work is backupDataDir (backup.ts).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { BackupError, backupDataDir } from './backup';

const USAGE = 'Usage: npm run db:backup -- --out FILE   (the database of DATA_DIR, with the server stopped)';

try {
  const { values } = parseArgs({ options: { out: { type: 'string' } }, strict: true });
  if (!values.out) {
    console.error(`--out is missing.\n${USAGE}`);
    process.exit(2);
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new BackupError('DATABASE_URL is set: the database is PostgreSQL, backed up with pg_dump (docs/deploy.md "Backups").');
  }
  const out = path.resolve(values.out);
  const { bytes } = await backupDataDir({ dataDir: config.dataDir, out });
  console.log(`Backed up the database of ${config.dataDir} to ${out} (${(bytes / 2 ** 20).toFixed(1)} MB).`);
  console.log(`Restore it with: DATA_DIR=<a new folder> npm run db:restore -- --from ${out}`);
} catch (err) {
  if (err instanceof BackupError) console.error(err.message);
  else if (err instanceof ConfigError) console.error(`Configuration error: ${err.message}`);
  else console.error(`${(err as Error).message}\n${USAGE}`);
  process.exit(1);
}
