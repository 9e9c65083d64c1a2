// Backups (docs/deploy.md "Backups"): a stopped PGlite data folder to one file and back into a new folder, every
// row equal; the folder of a running server and a folder with a database are refused. On PostgreSQL, the
// documented pg_dump -Fc / pg_restore round trip, when those programs are installed.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../lib/data-dir-lock';
import { everyRow, seededDataFolder, TEXT_SETTINGS } from '../test/data-folder';
import { BackupError, backupDataDir, restoreDataDir } from './backup';
import { moveToPostgres } from './move';

let folder: Awaited<ReturnType<typeof seededDataFolder>>;
let work: string;
let original: Awaited<ReturnType<typeof everyRow>>;

async function rowsOfFolder(dataDir: string) {
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    await db.exec(TEXT_SETTINGS);
    return await everyRow(async (text) => (await db.query<Record<string, unknown>>(text)).rows);
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  folder = await seededDataFolder();
  work = await mkdtemp(path.join(os.tmpdir(), 'jagir-backup-'));
  original = await rowsOfFolder(folder.dir);
}, 180_000);

afterAll(async () => {
  await folder?.remove();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('npm run db:backup and db:restore (PGlite)', () => {
  it('backs up a stopped data folder and restores it into a new one with every row', async () => {
    const file = path.join(work, 'jagir.tar.gz');
    const { bytes } = await backupDataDir({ dataDir: folder.dir, out: file });
    expect(bytes).toBeGreaterThan(0);
    const restored = path.join(work, 'restored');
    await restoreDataDir({ dataDir: restored, from: file });

    const rows = await rowsOfFolder(restored);
    expect(Object.values(rows.tables).some((r) => r.length > 0)).toBe(true);
    expect(rows).toEqual(original);
    // The lock of the restore is released: a server could start on it now.
    expect(await readdir(restored)).toEqual(['pglite']);
  });

  it('refuses to overwrite a backup file', async () => {
    const file = path.join(work, 'taken.tar.gz');
    await writeFile(file, 'an earlier backup');
    await expect(backupDataDir({ dataDir: folder.dir, out: file })).rejects.toThrow(/exists already; give a new file name/);
  });

  it('refuses the folder of a running server, for a backup and for a restore', async () => {
    const server = await lockDataDir(folder.dir);
    try {
      await expect(backupDataDir({ dataDir: folder.dir, out: path.join(work, 'running.tar.gz') }))
        .rejects.toThrow(/A Jagir server is running on the data folder .* \(pid \d+\)\. Stop it first/);
      expect(existsSync(path.join(work, 'running.tar.gz'))).toBe(false);
      await expect(restoreDataDir({ dataDir: folder.dir, from: path.join(work, 'jagir.tar.gz'), force: true }))
        .rejects.toThrow(/A Jagir server is running on the data folder/);
    } finally {
      await server.release();
    }
  });

  it('restores over a database only with --force, and replaces it then', async () => {
    const occupied = path.join(work, 'occupied');
    await mkdir(path.join(occupied, 'pglite'), { recursive: true });
    await writeFile(path.join(occupied, 'pglite', 'PG_VERSION'), '17');
    const file = path.join(work, 'jagir.tar.gz');

    await expect(restoreDataDir({ dataDir: occupied, from: file })).rejects.toThrow(new BackupError(
      `The data folder ${occupied} already has a database (${path.join(occupied, 'pglite')}). Restore into a new DATA_DIR, or add --force to replace that database.`));
    await restoreDataDir({ dataDir: occupied, from: file, force: true });
    expect(await readdir(occupied)).toEqual(['pglite']);
    expect(await rowsOfFolder(occupied)).toEqual(original);
  });

  it('refuses a file that is not a backup, leaving the folder without a database', async () => {
    const file = path.join(work, 'not-a-backup');
    await writeFile(file, 'hello');
    const target = path.join(work, 'from-garbage');
    await expect(restoreDataDir({ dataDir: target, from: file })).rejects.toThrow(/is not a backup this version can read/);
    expect(existsSync(path.join(target, 'pglite'))).toBe(false);
  });
});

const url = process.env.TEST_DATABASE_URL;
const tools = ['pg_dump', 'pg_restore'].every((tool) => spawnSync(tool, ['--version']).status === 0);

describe.skipIf(!url || !tools)(`pg_dump -Fc and pg_restore (skipped without TEST_DATABASE_URL or without pg_dump and pg_restore installed)`, () => {
  const names = [`jagir_dump_${randomBytes(6).toString('hex')}`, `jagir_restore_${randomBytes(6).toString('hex')}`];
  const urlOf = (name: string) => Object.assign(new URL(url!), { pathname: `/${name}` }).toString();
  const admin = async (text: string, at = url!) => {
    const client = new pg.Client({ connectionString: at });
    await client.connect();
    try {
      return (await client.query(text)).rows;
    } finally {
      await client.end();
    }
  };
  afterAll(async () => {
    for (const name of names) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('round-trips the whole database, as docs/deploy.md says', async () => {
    const [dumped, restored] = names.map(urlOf) as [string, string];
    for (const name of names) await admin(`CREATE DATABASE ${name}`);
    await moveToPostgres({ from: folder.dir, to: dumped });
    const file = path.join(work, 'jagir.dump');
    const dump = spawnSync('pg_dump', ['-Fc', '-f', file, dumped], { encoding: 'utf8' });
    expect(dump.stderr).toBe('');
    const restore = spawnSync('pg_restore', ['--no-owner', '-d', restored, file], { encoding: 'utf8' });
    expect(restore.stderr).toBe('');

    const rowsAt = async (at: string) => {
      const client = new pg.Client({ connectionString: at });
      await client.connect();
      try {
        await client.query(TEXT_SETTINGS);
        return await everyRow(async (text) => (await client.query(text)).rows);
      } finally {
        await client.end();
      }
    };
    expect(await rowsAt(restored)).toEqual(original);
    expect(await admin('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations', restored))
      .toEqual(await admin('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations', dumped));
  });
});
