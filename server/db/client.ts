// Opens the database: PGlite in DATA_DIR (or in memory) unless a PostgreSQL URL is given. One schema, one set
// of migrations for both.
import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { nameStatements } from './pg-prepared';
import { withPreparedStatements } from './pglite-prepared';
import * as schema from './schema';
import { StatementNames } from './statement-names';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What a transaction callback receives; the same query API as `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /**
   * Runs `work` while holding the lock called `name`, across every process on the database (a PostgreSQL
   * session-level advisory lock; PGlite serves one process, so it just runs). Start-up work that many processes
   * begin at once (migrations, the demo data) waits its turn, then finds it done.
   */
  exclusively<T>(name: string, work: () => Promise<T>): Promise<T>;
  /**
   * PostgreSQL only (PGlite serves one process): hear `NOTIFY channel` on a dedicated connection, reconnecting
   * when it drops; resolves once listening, to a function that stops.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** PostgreSQL only: the pool's connections, for the metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** PostgreSQL only: `pg_notify(channel, payload)`, heard by every process listening (this one too). */
  notify?(channel: string, payload: string): Promise<void>;
}

/** A 64-bit key for PostgreSQL's advisory locks, from a name. */
export const lockKey = (name: string) => createHash('sha256').update(name).digest().readBigInt64BE(0);

/** The lock migrations run under (docs/deploy.md "Several processes"). */
const MIGRATION_LOCK = 'jagir:migrations';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * PGlite reads a page missing from its buffers with a file read through Emscripten's file system, a system call
 * from JavaScript each time; with PostgreSQL's default 128 MB, candidate search spent an eighth of its time there
 * on the benchmark's data set. A quarter of the machine's memory, as PostgreSQL's tuning advice goes, from 128 MB
 * to 512 MB.
 */
export function sharedBuffersMb(totalBytes = os.totalmem()): number {
  return Math.min(512, Math.max(128, Math.floor(totalBytes / 4 / 2 ** 20)));
}

export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true } | { pglite: PGlite };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => {});
    const names = new StatementNames();
    pool.on('connect', (client) => nameStatements(client, names));
    const db = drizzlePg({ client: pool, schema });
    const exclusively = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
      // One connection holds the lock for the whole work, which may use the pool's others.
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock($1::bigint)', [lockKey(name).toString()]);
        try {
          return await work();
        } finally {
          await holder.query('select pg_advisory_unlock($1::bigint)', [lockKey(name).toString()]);
        }
      } finally {
        holder.release();
      }
    };
    const migrate = () => exclusively(MIGRATION_LOCK, () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }));
    const database = wrap(db as unknown as Db, 'postgres', migrate, () => pool.end());
    return {
      ...database,
      exclusively,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      listen: (channel, onPayload) => listenOn(target.url, channel, onPayload),
      async notify(channel, payload) {
        await pool.query('select pg_notify($1, $2)', [channel, payload]);
      },
    };
  }
  let client: PGlite;
  if ('dataDir' in target) {
    const dir = path.join(target.dataDir, 'pglite');
    await mkdir(dir, { recursive: true });
    client = await PGlite.create(dir, { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb()}MB`] });
  } else if ('pglite' in target) {
    client = target.pglite;
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite({ client: withPreparedStatements(client), schema });
  return wrap(db as unknown as Db, 'pglite', () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }), () => client.close());
}

function wrap(db: Db, kind: Database['kind'], migrate: () => Promise<void>, close: () => Promise<void>): Database {
  let closed = false;
  return {
    db,
    kind,
    migrate,
    exclusively: (_name, work) => work(),
    async ping() {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await close();
    },
  };
}

const LISTEN_RETRY_MS = 1_000;

/** One connection that LISTENs on `channel`; a dropped connection is replaced until stopped. */
async function listenOn(url: string, channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const reconnect = () => {
    if (!stopped) retry = setTimeout(() => void connect().catch(reconnect), LISTEN_RETRY_MS);
  };
  const connect = async () => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
    });
    const lost = () => {
      if (client !== c) return;
      client = undefined;
      void c.end().catch(() => {});
      reconnect();
    };
    c.on('error', lost);
    c.on('end', lost);
    await c.connect();
    await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (stopped) {
      await c.end();
      return;
    }
    client = c;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const c = client;
    client = undefined;
    await c?.end().catch(() => {});
  };
}
