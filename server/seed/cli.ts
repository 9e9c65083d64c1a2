// `npm run seed -- --companies N --jobs N --seekers N --applications N [--seed S]`: fills an empty database with
// a generated data set (DATA_DIR or DATABASE_URL, like the server; the data folder is locked meanwhile).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config';
import { openDatabase, type Db } from '../db/client';
import { lockDataDir } from '../lib/data-dir-lock';
import { hashPassword } from '../lib/passwords';
import { dataset } from './generate';
import { loadDataset } from './load';

const USAGE = 'Usage: npm run seed -- --companies N --jobs N --seekers N --applications N [--seed S]';

export interface SeedArgs { companies: number; jobs: number; seekers: number; applications: number; seed: string }

/** The command line, or a message saying what is wrong with it. */
export function parseSeedArgs(argv: string[]): SeedArgs | { error: string } {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        companies: { type: 'string', default: '30' },
        jobs: { type: 'string', default: '300' },
        seekers: { type: 'string', default: '2000' },
        applications: { type: 'string', default: '3000' },
        seed: { type: 'string', default: '1' },
      },
      strict: true,
    }));
  } catch (err) {
    return { error: `${(err as Error).message}\n${USAGE}` };
  }
  const counts: Record<string, number> = {};
  for (const name of ['companies', 'jobs', 'seekers', 'applications'] as const) {
    const text = values[name]!;
    if (!/^\d+$/.test(text)) return { error: `--${name} must be a whole number (got "${text}").\n${USAGE}` };
    counts[name] = Number(text);
  }
  const { companies, jobs, seekers, applications } = counts as Omit<SeedArgs, 'seed'>;
  if (jobs > 0 && companies === 0) return { error: 'Jobs need at least one company (--companies).' };
  if (applications > 0 && (jobs === 0 || seekers === 0)) return { error: 'Applications need jobs and job seekers (--jobs, --seekers).' };
  return { companies, jobs, seekers, applications, seed: values.seed! };
}

async function isEmpty(db: Db): Promise<boolean> {
  const result = await db.execute(sql`SELECT (SELECT count(*) FROM jobs) + (SELECT count(*) FROM job_seekers) AS n`);
  return Number((result as unknown as { rows: { n: number | string }[] }).rows[0]!.n) === 0;
}

async function main(): Promise<number> {
  const args = parseSeedArgs(process.argv.slice(2));
  if ('error' in args) {
    console.error(args.error);
    return 2;
  }
  const config = loadConfig();
  const lock = config.databaseUrl ? undefined : await lockDataDir(config.dataDir);
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    await database.migrate();
    if (!(await isEmpty(database.db))) {
      console.error('The database already has jobs or job seekers; seed an empty one (another DATA_DIR or DATABASE_URL).');
      return 1;
    }
    const started = performance.now();
    // Generated employers can log in only after a password reset: their password is random and not kept.
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    const counts = await loadDataset(database.db, dataset({ ...args, now: new Date() }), { passwordHash });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Loaded ${counts.companies} companies, ${counts.jobs} jobs, ${counts.jobSeekers} job seekers, ` +
      `${counts.applications} applications (${counts.statusChanges} status changes) in ${seconds} s ` +
      `into ${database.kind === 'pglite' ? config.dataDir : 'DATABASE_URL'}.`);
    return 0;
  } finally {
    await database.close();
    await lock?.release();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().then((code) => process.exit(code), (err: Error & { cause?: Error }) => {
    // A failed query names the query; the reason is its cause.
    console.error(err instanceof ConfigError ? `Configuration error: ${err.message}` : `Could not seed: ${err.cause?.message ?? err.message}`);
    process.exit(1);
  });
}
