// Several server processes started at the same moment on a new, empty PostgreSQL database (docs/deploy.md
// "Several processes"): migrations and the demo data run once, under an advisory lock; every process becomes ready.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { RUNNING_AT, startServerProcess } from './test/server-process';

const url = process.env.TEST_DATABASE_URL;
const running = new Set<ChildProcess>();
const name = `jagir_start_${randomBytes(6).toString('hex')}`;
const dataDirs: string[] = [];

async function admin<T>(work: (client: pg.Client) => Promise<T>, database?: string): Promise<T> {
  const target = new URL(url!);
  if (database) target.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  if (url) await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
});

describe.skipIf(!url)('processes started together on an empty PostgreSQL database', () => {
  it('all become ready: the schema is migrated once and the demo employer seeded once', async () => {
    await admin((c) => c.query(`CREATE DATABASE ${name}`));
    const target = new URL(url!);
    target.pathname = `/${name}`;
    const processes = Array.from({ length: 3 }, () => {
      // Each its own data folder (outbox files), all on one database.
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jagir-together-'));
      dataDirs.push(dataDir);
      return startServerProcess({ DATABASE_URL: target.toString(), DATA_DIR: dataDir, SEED_DEMO: 'true' }, running);
    });

    const bases = await Promise.all(processes.map(async (p) => (await p.waitFor(RUNNING_AT))[1]!));
    for (const base of bases) expect((await fetch(`${base}api/health/`)).status).toBe(200);
    expect(processes.filter((p) => p.output().includes('Demo employer created'))).toHaveLength(1);

    const { demo, migrations } = await admin(async (c) => ({
      demo: (await c.query(`select count(*)::int as n from users where email = 'demo@jagir.example'`)).rows[0].n as number,
      migrations: (await c.query('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0].n as number,
    }), name);
    expect(demo).toBe(1);
    const journal = (await import('./db/migrations/meta/_journal.json', { with: { type: 'json' } })).default as { entries: unknown[] };
    expect(migrations).toBe(journal.entries.length);

    for (const p of processes) p.child.kill('SIGTERM');
    expect(await Promise.all(processes.map((p) => p.exit))).toEqual([0, 0, 0]);
  }, 180_000);
});
