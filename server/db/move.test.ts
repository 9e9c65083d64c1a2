// Moving a stopped PGlite data folder into an empty PostgreSQL database (docs/deploy.md "Moving to PostgreSQL"):
// every row of every table arrives unchanged, counters included; a target with data and the folder of a running
// server are refused with nothing written.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../lib/data-dir-lock';
import { migratedDump } from '../test/app';
import { ALL_BYTES, everyRow, seededDataFolder, TEXT_SETTINGS } from '../test/data-folder';
import { MoveError, moveSummary, moveToPostgres } from './move';

const url = process.env.TEST_DATABASE_URL;
const databases: string[] = [];
let folder: Awaited<ReturnType<typeof seededDataFolder>> | undefined;

/** A new, uniquely named database on the test server, dropped after the file; its URL. */
async function newDatabase(): Promise<string> {
  const name = `jagir_move_${randomBytes(6).toString('hex')}`;
  await onServer((c) => c.query(`CREATE DATABASE ${name}`));
  databases.push(name);
  const target = new URL(url!);
  target.pathname = `/${name}`;
  return target.toString();
}

async function onServer<T>(work: (client: pg.Client) => Promise<T>, at = url!): Promise<T> {
  const client = new pg.Client({ connectionString: at });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Tables of every schema but PostgreSQL's own: what a refused move must not have touched. */
const userTables = (at: string) => onServer(async (c) => (await c.query(`SELECT table_schema || '.' || table_name AS name
  FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`)).rows.map((r) => r.name as string), at);

beforeAll(async () => {
  if (url) folder = await seededDataFolder();
}, 180_000);

afterAll(async () => {
  await folder?.remove();
  for (const name of databases) await onServer((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
});

describe.skipIf(!url)('npm run db:move (skipped without TEST_DATABASE_URL: it needs a PostgreSQL server)', () => {
  it('copies every row of every table, uploads byte for byte, and carries the counters over', async () => {
    const to = await newDatabase();
    const reports = await moveToPostgres({ from: folder!.dir, to });

    const source = await PGlite.create(path.join(folder!.dir, 'pglite'));
    const before = await (async () => {
      try {
        await source.exec(TEXT_SETTINGS);
        return await everyRow(async (text) => (await source.query<Record<string, unknown>>(text)).rows);
      } finally {
        await source.close();
      }
    })();
    const after = await onServer(async (c) => {
      await c.query(TEXT_SETTINGS);
      return everyRow(async (text) => (await c.query(text)).rows);
    }, to);

    // The demo data and the fill leave no table empty, so every table's copy is compared on real rows.
    const empty = Object.entries(before.tables).filter(([, rows]) => rows.length === 0).map(([name]) => name);
    expect(empty, 'a table with no row is not compared: give it one in FILL (server/test/data-folder.ts)').toEqual([]);
    expect(Object.keys(before.tables).length).toBeGreaterThan(40);
    expect(after.tables).toEqual(before.tables);
    expect(after.sequences).toEqual(before.sequences);
    expect(Object.values(before.sequences).every((v) => v !== null)).toBe(true);
    expect(Object.fromEntries(reports.map((r) => [r.table, r.rows]))).toEqual(
      Object.fromEntries(Object.entries(before.tables).map(([name, rows]) => [name, rows.length])));

    const bytes = await onServer(async (c) => (await c.query(`SELECT bytes FROM media WHERE bytes IS NOT NULL`)).rows, to);
    expect(bytes.map((r) => new Uint8Array(r.bytes as Buffer))).toEqual([ALL_BYTES]);
    // The identity counters continue after the copied rows: a new event gets the next number.
    const [max, next] = await onServer(async (c) => {
      const m = (await c.query('SELECT max(seq)::text AS n FROM application_events')).rows[0].n as string;
      const n = (await c.query(`INSERT INTO application_events (application_id, to_status, actor, at)
        SELECT id, status, 'employer', now() FROM applications LIMIT 1 RETURNING seq::text AS n`)).rows[0].n as string;
      return [m, n];
    }, to);
    expect(BigInt(next)).toBe(BigInt(max) + 1n);

    const summary = moveSummary(reports, folder!.dir, to.replace('postgres://postgres@', 'postgres://postgres:secret@'));
    expect(summary).toContain(`job_seekers`);
    expect(summary).toContain('DATABASE_URL=postgres://postgres:***@');
    expect(summary).not.toContain('secret');
  });

  it('refuses a database that has data, and writes nothing to it', async () => {
    const to = await newDatabase();
    await onServer((c) => c.query(`CREATE TABLE notes (body text); INSERT INTO notes VALUES ('kept')`), to);

    await expect(moveToPostgres({ from: folder!.dir, to })).rejects.toThrow(new MoveError(
      'The PostgreSQL database is not empty (public.notes has rows). Move into a new, empty database; nothing was written.'));
    expect(await userTables(to)).toEqual(['public.notes']);
  });

  it('rolls the whole copy back when a table fails, and names it', async () => {
    // A damaged folder: a company whose user is missing, which PostgreSQL's foreign key refuses.
    const damaged = await mkdtemp(path.join(os.tmpdir(), 'jagir-damaged-'));
    try {
      const db = await PGlite.create(path.join(damaged, 'pglite'), { loadDataDir: await migratedDump() });
      await db.exec(`SET session_replication_role = replica;
        INSERT INTO users (email, password_hash, created_at, updated_at) VALUES ('kept@example.com', 'x', now(), now());
        INSERT INTO companies (user_id, full_name, industry_type, created_at, updated_at)
          VALUES ('00000000-0000-4000-8000-00000000dead', 'Orphan', 'it', now(), now());`);
      await db.close();
      const to = await newDatabase();

      const failed = await moveToPostgres({ from: damaged, to }).catch((err: unknown) => err as MoveError);
      expect(failed).toBeInstanceOf(MoveError);
      expect((failed as MoveError).table).toBe('companies');
      expect((failed as MoveError).message).toMatch(/^The move failed at table companies and was rolled back.*foreign key/);
      // users was copied before companies failed: rolled back with it.
      expect(await onServer(async (c) => (await c.query('SELECT count(*)::int AS n FROM users')).rows[0].n as number, to)).toBe(0);
    } finally {
      await rm(damaged, { recursive: true, force: true });
    }
  });

  it('refuses the data folder of a running server, and writes nothing', async () => {
    const to = await newDatabase();
    const server = await lockDataDir(folder!.dir); // as a running server holds it
    try {
      await expect(moveToPostgres({ from: folder!.dir, to })).rejects.toThrow(/A Jagir server is running on the data folder .* \(pid \d+\)\. Stop it first/);
    } finally {
      await server.release();
    }
    expect(await userTables(to)).toEqual([]);
  });
});
