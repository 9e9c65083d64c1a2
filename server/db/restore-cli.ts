// `npm run db:restore -- --from FILE [--force]`: a backup made by `npm run db:backup` into DATA_DIR, which must
// hold no database unless --force (docs/deploy.md "Backups"). The work is restoreDataDir (backup.ts).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { BackupError, restoreDataDir } from './backup';

const USAGE = 'Usage: DATA_DIR=FOLDER npm run db:restore -- --from FILE [--force]   (--force replaces a database already there)';

try {
  const { values } = parseArgs({ options: { from: { type: 'string' }, force: { type: 'boolean', default: false } }, strict: true });
  if (!values.from) {
    console.error(`--from is missing.\n${USAGE}`);
    process.exit(2);
  }
  const config = loadConfig();
  const from = path.resolve(values.from);
  await restoreDataDir({ dataDir: config.dataDir, from, force: values.force });
  console.log(`Restored ${from} into ${config.dataDir}; start the server with DATA_DIR=${config.dataDir}.`);
} catch (err) {
  if (err instanceof BackupError) console.error(err.message);
  else if (err instanceof ConfigError) console.error(`Configuration error: ${err.message}`);
  else console.error(`${(err as Error).message}\n${USAGE}`);
  process.exit(1);
}
