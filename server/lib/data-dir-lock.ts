import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

const LOCK_FILE = '.jagir.lock';

/** The data folder is held by a process that still runs: a server, or another command on it. */
export class DataDirInUseError extends Error {
  constructor(readonly dir: string, readonly pid: number) {
    super(`Another Jagir server is already using the data folder ${dir} (pid ${pid}). Stop it, or set DATA_DIR to another folder.`);
    this.name = 'DataDirInUseError';
  }
}

/** Lock files this process holds, so a pid in a lock file that is our own can be told apart from a stale one. */
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'; // exists, owned by another user
  }
}

async function readPid(path: string): Promise<number | undefined> {
  try {
    const pid = Number((await readFile(path, 'utf8')).trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined; // vanished or unreadable: treated as stale
  }
}

/**
 * PGlite has no lock between processes, so two servers on one data folder would lose writes. Take an exclusive
 * lock file holding our pid; a lock left by a process that no longer runs is taken over.
 */
export async function lockDataDir(dir: string): Promise<{ release(): Promise<void> }> {
  await mkdir(dir, { recursive: true });
  const path = resolve(join(dir, LOCK_FILE));
  const pid = String(process.pid);

  for (let attempt = 0; ; attempt++) {
    try {
      await writeFile(path, pid, { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 2) throw err;
    }
    const owner = await readPid(path);
    // Our own pid in a lock we do not hold is a leftover of an earlier process with the same pid (containers).
    const ownerRuns = owner !== undefined && (owner === process.pid ? held.has(path) : isAlive(owner));
    if (ownerRuns) throw new DataDirInUseError(dir, owner);
    await unlink(path).catch(() => {}); // stale: take over
  }

  held.add(path);
  return {
    async release() {
      if (!held.delete(path)) return;
      if ((await readPid(path)) === process.pid) await unlink(path).catch(() => {});
    },
  };
}
