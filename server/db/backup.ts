// Backups of the embedded database (`npm run db:backup`, `npm run db:restore`; docs/deploy.md "Backups"): the
// PGlite database of a stopped data folder as one compressed tar file, and back into a new data folder.
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DataDirInUseError, lockDataDir } from '../lib/data-dir-lock';

/** A backup or restore refused or failed, with what to do about it. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

const pgliteOf = (dataDir: string) => path.join(dataDir, 'pglite');

/** Locks the folder as a server would; a running server's folder is refused, its database being in use. */
async function lockStopped(dataDir: string, doing: string) {
  return lockDataDir(dataDir).catch((err: unknown) => {
    if (err instanceof DataDirInUseError) {
      throw new BackupError(`A Jagir server is running on the data folder ${dataDir} (pid ${err.pid}). Stop it first: ${doing}.`);
    }
    throw err;
  });
}

/** The Jagir database answers: its migrations table is there. */
async function checkOpens(db: PGlite, where: string): Promise<void> {
  const { rows } = await db.query<{ present: boolean }>(`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`);
  if (!rows[0]?.present) throw new BackupError(`${where} holds no Jagir database (no migrations table).`);
}

/**
 * Writes the PGlite database of the stopped data folder `dataDir` to `out` (a gzip-compressed tar of the database
 * files, consistent because nothing else has it open). Refuses to overwrite an existing file. Returns its size.
 */
export async function backupDataDir({ dataDir, out }: { dataDir: string; out: string }): Promise<{ bytes: number }> {
  if (!existsSync(path.join(pgliteOf(dataDir), 'PG_VERSION'))) throw new BackupError(`There is no PGlite database in ${dataDir} (no ${pgliteOf(dataDir)}).`);
  if (existsSync(out)) throw new BackupError(`${out} exists already; give a new file name (an earlier backup is never overwritten).`);
  const lock = await lockStopped(dataDir, 'a backup is taken of a stopped database, so that it is consistent');
  try {
    const db = await PGlite.create(pgliteOf(dataDir));
    let tar: Blob;
    try {
      await checkOpens(db, pgliteOf(dataDir));
      tar = await db.dumpDataDir('gzip');
    } finally {
      await db.close();
    }
    // Written beside, then renamed: a file named `out` is always a whole backup.
    const part = `${out}.part`;
    await writeFile(part, Buffer.from(await tar.arrayBuffer()));
    await rename(part, out);
    return { bytes: (await stat(out)).size };
  } finally {
    await lock.release();
  }
}

/**
 * Restores the backup `from` into the data folder `dataDir`, which must hold no database unless `force` (then the
 * database there is replaced, once the restored one has opened). Refuses while a server runs on the folder.
 */
export async function restoreDataDir({ dataDir, from, force = false }: { dataDir: string; from: string; force?: boolean }): Promise<void> {
  const tar = await readFile(from).catch(() => {
    throw new BackupError(`Cannot read the backup ${from}.`);
  });
  const target = pgliteOf(dataDir);
  const occupied = existsSync(target) && (await readdir(target)).length > 0;
  if (occupied && !force) {
    throw new BackupError(`The data folder ${dataDir} already has a database (${target}). Restore into a new DATA_DIR, or add --force to replace that database.`);
  }
  const lock = await lockStopped(dataDir, 'a database in use is never replaced');
  const restoring = `${target}.restoring`;
  try {
    await rm(restoring, { recursive: true, force: true });
    let db: PGlite;
    try {
      db = await PGlite.create(restoring, { loadDataDir: new Blob([tar]) });
    } catch (err) {
      throw new BackupError(`${from} is not a backup this version can read: ${(err as Error).message}`);
    }
    try {
      await checkOpens(db, from);
    } finally {
      await db.close();
    }
    await rm(target, { recursive: true, force: true });
    await rename(restoring, target);
  } finally {
    await rm(restoring, { recursive: true, force: true });
    await lock.release();
  }
}
