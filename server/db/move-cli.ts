// `npm run db:move -- --to postgres://… [--from DATA_DIR]`: moves the stopped PGlite database of a data folder into
// an empty PostgreSQL database (docs/deploy.md "Moving to PostgreSQL"). The work is moveToPostgres (move.ts).
import { parseArgs } from 'node:util';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { MoveError, moveSummary, moveToPostgres } from './move';

const USAGE = 'Usage: npm run db:move -- --to postgres://USER:PASSWORD@HOST:PORT/DATABASE [--from DATA_DIR]';

try {
  const { values } = parseArgs({ options: { to: { type: 'string' }, from: { type: 'string' } }, strict: true });
  if (!values.to || !/^postgres(ql)?:\/\//.test(values.to)) {
    console.error(`--to must be a PostgreSQL URL.\n${USAGE}`);
    process.exit(2);
  }
  const from = values.from ? path.resolve(values.from) : loadConfig().dataDir;
  const reports = await moveToPostgres({ from, to: values.to, log: (line) => console.log(line) });
  console.log(`\n${moveSummary(reports, from, values.to)}`);
} catch (err) {
  if (err instanceof MoveError) console.error(err.message);
  else if (err instanceof ConfigError) console.error(`Configuration error: ${err.message}`);
  else console.error(`${(err as Error).message}\n${USAGE}`);
  process.exit(1);
}
