import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

/** The pid of a process that has already exited. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  if (!pid) throw new Error('could not start a child process');
  return pid;
}

describe('lockDataDir', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'jagir-lock-'));
  });
  afterEach(async () => rm(root, { recursive: true, force: true }));

  it('creates the folder and a lock file holding our pid', async () => {
    // Arrange
    const dir = join(root, 'data', 'nested');

    // Act
    const lock = await lockDataDir(dir);

    // Assert
    expect(await readFile(join(dir, '.jagir.lock'), 'utf8')).toBe(String(process.pid));
    await lock.release();
  });

  it('refuses a second lock on the same folder while the first is held', async () => {
    // Arrange
    const dir = join(root, 'data');
    const first = await lockDataDir(dir);

    // Act
    const second = lockDataDir(dir);

    // Assert
    await expect(second).rejects.toThrow(
      `Another Jagir server is already using the data folder ${dir} (pid ${process.pid}). Stop it, or set DATA_DIR to another folder.`,
    );
    await first.release();
  });

  it('allows locking again after release, and removes the lock file', async () => {
    // Arrange
    const dir = join(root, 'data');
    const first = await lockDataDir(dir);

    // Act
    await first.release();
    const lockFileAfterRelease = await readFile(join(dir, '.jagir.lock'), 'utf8').catch(() => null);
    const again = await lockDataDir(dir);

    // Assert
    expect(lockFileAfterRelease).toBeNull();
    await again.release();
  });

  it('takes over a stale lock left by a process that no longer runs', async () => {
    // Arrange
    const dir = join(root, 'data');
    const lockFile = join(dir, '.jagir.lock');
    await lockDataDir(dir).then((l) => l.release()); // creates the folder
    await writeFile(lockFile, String(deadPid()));

    // Act
    const lock = await lockDataDir(dir);

    // Assert
    expect(await readFile(lockFile, 'utf8')).toBe(String(process.pid));
    await lock.release();
  });

  it('takes over a lock holding our own pid that this process does not hold (a restarted container)', async () => {
    // Arrange
    const dir = join(root, 'data');
    await lockDataDir(dir).then((l) => l.release());
    await writeFile(join(dir, '.jagir.lock'), String(process.pid));

    // Act
    const lock = await lockDataDir(dir);

    // Assert
    await expect(lockDataDir(dir)).rejects.toThrow('Another Jagir server is already using the data folder');
    await lock.release();
  });

  it('refuses when a lock file names another process that is running', async () => {
    // Arrange: the test runner's parent process is alive and is not us.
    const dir = join(root, 'data');
    await lockDataDir(dir).then((l) => l.release());
    await writeFile(join(dir, '.jagir.lock'), String(process.ppid));

    // Act
    const attempt = lockDataDir(dir);

    // Assert
    await expect(attempt).rejects.toThrow(`(pid ${process.ppid})`);
    expect(await readFile(join(dir, '.jagir.lock'), 'utf8')).toBe(String(process.ppid));
  });

  it('treats an empty or garbled lock file as stale', async () => {
    const dir = join(root, 'data');
    await lockDataDir(dir).then((l) => l.release());
    await writeFile(join(dir, '.jagir.lock'), 'not a pid');
    const lock = await lockDataDir(dir);
    expect(await readFile(join(dir, '.jagir.lock'), 'utf8')).toBe(String(process.pid));
    await lock.release();
  });
});
