// autovacuum's work on PGlite: tables past its thresholds are vacuumed and analyzed, others are left alone.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { openTestDatabase } from '../test/app';
import { vacuumWhereNeeded } from './pglite-vacuum';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await drop();
});

const rowsOf = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute(query) as unknown as { rows: T[] }).rows;

// PGlite only: the server runs it only there (PostgreSQL has autovacuum, and flushes other connections' statistics late).
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('vacuumWhereNeeded', () => {
  it('vacuums a table full of dead rows and leaves a quiet one alone', async () => {
    // Arrange: 500 rows, each then replaced; a second table barely touched
    await database.db.execute(sql`CREATE TABLE busy (id int PRIMARY KEY, v int)`);
    await database.db.execute(sql`CREATE TABLE quiet (id int PRIMARY KEY)`);
    await database.db.execute(sql`INSERT INTO busy SELECT g, 0 FROM generate_series(1, 500) g`);
    await database.db.execute(sql`UPDATE busy SET v = 1`);
    await database.db.execute(sql`INSERT INTO quiet VALUES (1)`);
    await vacuumWhereNeeded(database.db); // statistics of earlier work (migrations) out of the way

    await database.db.execute(sql`UPDATE busy SET v = 2`);
    await database.db.execute(sql`INSERT INTO quiet VALUES (2)`);

    // Act
    const vacuumed = await vacuumWhereNeeded(database.db);

    // Assert
    expect(vacuumed).toContain('busy');
    expect(vacuumed).not.toContain('quiet');
    const [busy] = await rowsOf<{ visible: number; pages: number }>(sql`SELECT relallvisible AS visible, relpages AS pages FROM pg_class WHERE relname = 'busy'`);
    expect(busy!.pages).toBeGreaterThan(0);
    expect(busy!.visible).toBe(busy!.pages);
  });
});
