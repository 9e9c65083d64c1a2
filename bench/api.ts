// `npm run bench:api`: generates 5K companies, 50K jobs, 100K job seekers and 300K applications into a temporary
// PGlite data folder, starts the server in this process on a loopback port, and measures candidate search (filters
// and match ranking), the job list and the dashboard stats under 20 concurrent requests sent from a child process
// (so the load generator does not share the server's event loop), after a warm-up; then the same against
// PostgreSQL when one answers (a fresh database `jagir_bench_<random>`, dropped afterwards). Prints figures, not a
// test; req/s is what the one server process answered, the figure docs/deploy.md "Sizing" divides the load by.
// Knobs: BENCH_SCALE (fraction of the data set, e.g. 0.2 while iterating), BENCH_DATABASES (`pglite,postgres`),
// BENCH_CONCURRENCY, BENCH_REQUESTS, BENCH_WARM_UP.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fork } from 'node:child_process';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { dataset } from '../server/seed/generate';
import { createRng } from '../server/seed/rng';
import { loadDataset } from '../server/seed/load';
import { SessionsRepository } from '../server/repositories/sessions';
import { createSession } from '../server/services/sessions';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const SIZE = Object.fromEntries(Object.entries({ companies: 5_000, jobs: 50_000, seekers: 100_000, applications: 300_000 })
  .map(([k, n]) => [k, Math.round(n * SCALE)])) as { companies: number; jobs: number; seekers: number; applications: number };
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2_000);
/**
 * Requests sent to an endpoint before measuring it. A server's CPU per request keeps falling over its first few
 * thousand answers of an endpoint (JIT tiers, caches), then stays flat. A short warm-up measures mostly that climb,
 * which a running server is long past.
 */
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 2_000);
/**
 * Every endpoint is measured this many times, round after round, and the median of each figure is reported. This
 * machine's speed varies from minute to minute (the same code measures much slower in one run than in another): a short
 * slow spell then moves one round's figures, not the verdict; a long one shows in every round. Every round's p95
 * is printed.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Each endpoint stops after this long even if not all requests were sent. */
const TIME_LIMIT_MS = 120_000;
const EMPLOYERS = 200;
const TARGET_P95_MS = { 'candidate search': 50, 'job list': 20, 'dashboard stats': 50 } as const;
const GENERATION_TARGET_S = 120;
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Endpoint = keyof typeof TARGET_P95_MS;
interface Employer { token: string; jobs: { id: string; province: string; district: string; skills: string[] }[] }

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const ms = (n: number) => n.toFixed(1).padStart(7);

async function load(database: Database): Promise<void> {
  await database.migrate();
  const started = performance.now();
  const counts = await loadDataset(database.db, dataset({ seed: 'bench', now: new Date(), ...SIZE }), { passwordHash: 'x' });
  const seconds = (performance.now() - started) / 1000;
  console.log(`  generated and loaded ${counts.companies} companies, ${counts.jobs} jobs, ${counts.jobSeekers} job seekers, ` +
    `${counts.applications} applications (${counts.statusChanges} status changes) in ${seconds.toFixed(1)} s ` +
    `(target < ${GENERATION_TARGET_S} s: ${seconds < GENERATION_TARGET_S ? 'met' : 'MISSED'})`);
  // The load's pages written out now, not by the checkpointer in the background while requests are measured.
  await database.db.execute(sql`CHECKPOINT`);
}

/** Sessions for employers that have published jobs, with those jobs (for ranking and filters). */
async function employers(database: Database): Promise<Employer[]> {
  const result = await database.db.execute(sql`
    SELECT c.user_id, json_agg(json_build_object('id', j.id, 'province', j.province, 'district', j.district, 'skills', j.skills)) AS jobs
    FROM companies c JOIN jobs j ON j.company_id = c.id AND j.status = 'published'
    GROUP BY c.user_id ORDER BY md5(c.user_id::text) LIMIT ${EMPLOYERS}`);
  const rows = (result as unknown as { rows: { user_id: string; jobs: Employer['jobs'] | string }[] }).rows;
  const now = new Date();
  const sessions = new SessionsRepository(database.db);
  const out: Employer[] = [];
  for (const row of rows) {
    const token = await createSession(sessions, row.user_id, { ip: '127.0.0.1', userAgent: 'bench' }, now);
    out.push({ token, jobs: typeof row.jobs === 'string' ? JSON.parse(row.jobs) : row.jobs });
  }
  return out;
}

/** Request paths per endpoint: employer, job, filter and page drawn anew each time (the server keeps no answers). */
function paths(list: Employer[]): Record<Endpoint, (i: number) => { url: string; token: string }> {
  const rng = createRng('bench-requests');
  const pick = <T>(items: T[]) => items[rng.int(0, items.length - 1)]!;
  const words = ['sharma', 'thapa', 'acc', 'dev', 'engineer', 'nurse', 'gurung', 'teacher'];
  const educations = ['+2', 'Bachelor', 'Master'];
  return {
    'candidate search': () => {
      const employer = pick(list);
      const job = pick(employer.jobs);
      const filters = [
        `province=${encodeURIComponent(job.province)}`,
        `skills=${encodeURIComponent(pick(job.skills))}`,
        `experience_min=${rng.int(0, 5)}&education=${encodeURIComponent(pick(educations))}`,
        `district=${encodeURIComponent(job.district)}&experience_min=${rng.int(0, 3)}`,
        `q=${pick(words)}`,
      ];
      const page = rng.chance(0.8) ? 1 : rng.int(2, 5);
      return { token: employer.token, url: `/api/employer/jobseekers/?job=${job.id}&${pick(filters)}&page=${page}` };
    },
    'job list': () => {
      const employer = pick(list);
      const status = pick(['', 'status=published&', 'status=closed&', 'search=a&']);
      return { token: employer.token, url: `/api/employer/jobs/?${status}page_size=20` };
    },
    'dashboard stats': () => ({ token: pick(list).token, url: '/api/dashboard/stats/' }),
  };
}

interface Measured { latencies: number[]; failures: number; seconds: number }

/** The load from a child process: the server keeps this process (its event loop and CPU time) to itself. */
function measureFromChild(base: string, requests: { url: string; token: string }[]): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./api/load-client.mjs', import.meta.url), { execArgv: [], stdio: 'inherit' });
    let result: Measured | undefined;
    child.once('message', (m: Measured) => { result = m; });
    child.once('error', reject);
    child.once('exit', (code) => (result ? resolve(result) : reject(new Error(`load client exited with ${code}`))));
    child.send({ base, requests, concurrency: CONCURRENCY, timeLimitMs: TIME_LIMIT_MS });
  });
}

async function sendLoad(base: string, requests: { url: string; token: string }[]) {
  const { latencies, failures, seconds } = await measureFromChild(base, requests);
  latencies.sort((a, b) => a - b);
  return { count: latencies.length, failures, seconds, p50: quantile(latencies, 0.5), p95: quantile(latencies, 0.95), p99: quantile(latencies, 0.99) };
}

/** A warm-up of other requests, not measured: the first answers of an endpoint compile its code (the JIT) and
 * prepare its statements, which a running server has long done. */
async function warmUp(base: string, make: (i: number) => { url: string; token: string }) {
  await sendLoad(base, Array.from({ length: WARM_UP }, (_, i) => make(-1 - i)));
}

async function measure(base: string, make: (i: number) => { url: string; token: string }) {
  const requests = Array.from({ length: REQUESTS }, (_, i) => make(i));
  const cpu0 = process.cpuUsage();
  const result = await sendLoad(base, requests);
  const cpu = process.cpuUsage(cpu0);
  // Server CPU per request (this process: Node and PGlite): steadier than latency on a busy machine, and with
  // PGlite's one query at a time p95 ≈ concurrency × this on a quiet one.
  return { ...result, cpuMs: (cpu.user + cpu.system) / 1000 / Math.max(1, result.count) };
}

type Measurement = Awaited<ReturnType<typeof measure>>;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
/** The medians of the rounds' figures (requests: all rounds together). */
const mediansOf = (rounds: Measurement[]) => ({
  count: rounds.reduce((n, r) => n + r.count, 0),
  rate: median(rounds.map((r) => r.count / r.seconds)),
  cpuMs: median(rounds.map((r) => r.cpuMs)),
  p50: median(rounds.map((r) => r.p50)),
  p95: median(rounds.map((r) => r.p95)),
  p99: median(rounds.map((r) => r.p99)),
  failures: rounds.reduce((n, r) => n + r.failures, 0),
});
const row = (name: string, r: ReturnType<typeof mediansOf>) =>
  `  ${name.padEnd(20)} ${String(r.count).padStart(9)} ${r.rate.toFixed(0).padStart(6)} ${ms(r.cpuMs)}  ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)}`;
const perRound = (rounds: Measurement[]) => `p95 by round: ${rounds.map((r) => r.p95.toFixed(1)).join(', ')}`;

async function run(label: string, database: Database, dataDir: string) {
  console.log(`\n${label}`);
  await load(database);
  const list = await employers(database);
  const app = await buildApp({
    database,
    config: loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false' }),
    clock: { now: () => new Date() },
    mailer: { send: async () => {}, close: async () => {} },
    distDir: path.join(dataDir, 'no-dist'),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  try {
    const made = paths(list);
    // The first candidate search reads every job seeker into the in-memory index.
    const t0 = performance.now();
    const first = made['candidate search'](0);
    await (await fetch(base + first.url, { headers: { authorization: `Token ${first.token}` } })).arrayBuffer();
    console.log(`  candidate index built on the first search in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    // What the machine and the HTTP stack cost with next to no work (the health check: one trivial query), so
    // the figures can be read against it.
    const floor = 'floor: health check';
    const endpoints = { ...made, [floor]: () => ({ url: '/api/health/', token: list[0]!.token }) };
    const names = Object.keys(endpoints) as (Endpoint | typeof floor)[];
    for (const name of names) await warmUp(base, endpoints[name]);
    console.log(`  ${CONCURRENCY} concurrent requests from a child process after ${WARM_UP} to warm up, ` +
      `${ROUNDS} rounds of up to ${REQUESTS} per endpoint (medians); latency in ms over HTTP`);
    const rounds = new Map(names.map((name) => [name, [] as Measurement[]]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const name of names) rounds.get(name)!.push(await measure(base, endpoints[name]));
    }
    console.log('  endpoint              requests  req/s  cpu/req     p50     p95     p99   p95 target   (req/s: one process)');
    for (const [name, measured] of rounds) {
      const r = mediansOf(measured);
      const failed = r.failures ? `  (${r.failures} failed)` : '';
      if (name === floor) {
        console.log(`${row(name, r)}   (reference; ${perRound(measured)})${failed}`);
        continue;
      }
      const target = TARGET_P95_MS[name];
      console.log(`${row(name, r)}   ≤ ${target} ${r.p95 <= target ? 'met' : `MISSED by ${(r.p95 - target).toFixed(1)}`}` +
        `  (${perRound(measured)})${failed}`);
    }
  } finally {
    await app.close();
  }
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'jagir-bench-'));
console.log(`Jagir API benchmark (${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')})` +
  (SCALE !== 1 ? `, BENCH_SCALE=${SCALE}` : ''));
try {
  if (DATABASES.includes('pglite')) {
    const pglite = await openDatabase({ dataDir });
    try {
      await run(`PGlite (embedded, ${dataDir})`, pglite, dataDir);
    } finally {
      await pglite.close();
    }
  }
  if (!DATABASES.includes('postgres')) {
    // Left out on request.
  } else if (await postgresReachable()) {
    // Its own name: two benchmarks on one server (two checkouts) must not drop each other's database.
    const name = `jagir_bench_${randomBytes(4).toString('hex')}`;
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE ${name}`);
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    const postgres = await openDatabase({ url: url.toString() });
    try {
      await run(`PostgreSQL (${url.host}, database ${name})`, postgres, dataDir);
    } finally {
      await postgres.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  } else {
    console.log(`\nPostgreSQL: not reachable at ${PG_ADMIN_URL.replace(/\/\/[^@]*@/, '//…@')}; skipped (set BENCH_PG_URL).`);
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
