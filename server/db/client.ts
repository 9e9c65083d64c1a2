// Opens the database: PGlite in DATA_DIR (or in memory) unless a PostgreSQL URL is given. One schema, one set
// of migrations for both.
import { mkdir } from 'node:fs/promises';
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
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What a transaction callback receives; the same query API as `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true } | { pglite: PGlite };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema });
    return wrap(db as unknown as Db, 'postgres', () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }), () => pool.end());
  }
  let client: PGlite;
  if ('dataDir' in target) {
    const dir = path.join(target.dataDir, 'pglite');
    await mkdir(dir, { recursive: true });
    client = await PGlite.create(dir);
  } else if ('pglite' in target) {
    client = target.pglite;
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite({ client, schema });
  return wrap(db as unknown as Db, 'pglite', () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }), () => client.close());
}

function wrap(db: Db, kind: Database['kind'], migrate: () => Promise<void>, close: () => Promise<void>): Database {
  let closed = false;
  return {
    db,
    kind,
    migrate,
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
