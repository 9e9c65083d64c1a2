import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, sharedBuffersMb } from './client';

const GB = 2 ** 30;

describe('PGlite shared buffers', () => {
  it('takes a quarter of the memory, from 128 MB to 512 MB', () => {
    expect(sharedBuffersMb(0.25 * GB)).toBe(128);
    expect(sharedBuffersMb(1 * GB)).toBe(256);
    expect(sharedBuffersMb(1.5 * GB)).toBe(384);
    expect(sharedBuffersMb(24 * GB)).toBe(512);
  });

  it('starts a data folder with them', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'jagir-buffers-'));
    const database = await openDatabase({ dataDir: dir });
    try {
      const { rows } = await database.db.execute(sql`SHOW shared_buffers`) as unknown as { rows: { shared_buffers: string }[] };
      expect(rows[0]!.shared_buffers).toBe(`${sharedBuffersMb()}MB`);
    } finally {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
