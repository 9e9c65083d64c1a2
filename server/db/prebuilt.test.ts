import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/app';
import type { Database } from './client';
import { Prebuilt } from './prebuilt';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
}, 60_000);
afterAll(() => drop());

describe('a prebuilt statement', () => {
  it('is built once per shape and runs with each call\'s values, a placeholder used twice included', async () => {
    // Arrange
    const built: string[] = [];
    const statement = new Prebuilt((shape: 'one' | 'either') => {
      built.push(shape);
      const name = sql.placeholder('name');
      const skills = sql`(VALUES ('Accounting'), ('Nursing'), ('Tally')) AS skills (name)`;
      return shape === 'one'
        ? sql`SELECT name FROM ${skills} WHERE name = ${name}`
        : sql`SELECT name FROM ${skills} WHERE name IN (${name}, ${sql.placeholder('other')}) OR name = upper(${name})
            ORDER BY 1 LIMIT ${sql.placeholder('limit')}`;
    });

    // Act
    const nursing = await statement.rows<{ name: string }>(database.db, 'one', { name: 'Nursing' });
    const tally = await statement.rows<{ name: string }>(database.db, 'one', { name: 'Tally' });
    const either = await statement.rows<{ name: string }>(database.db, 'either', { name: 'Tally', other: 'Accounting', limit: 5 });
    const first = await statement.rows<{ name: string }>(database.db, 'either', { name: 'Tally', other: 'Accounting', limit: 1 });

    // Assert
    expect(nursing).toEqual([{ name: 'Nursing' }]);
    expect(tally).toEqual([{ name: 'Tally' }]);
    expect(either).toEqual([{ name: 'Accounting' }, { name: 'Tally' }]);
    expect(first).toEqual([{ name: 'Accounting' }]);
    expect(built).toEqual(['one', 'either']);
  });

  it('refuses to run inside a transaction, where it would bypass the transaction', async () => {
    const statement = new Prebuilt(() => sql`SELECT 1 AS one WHERE ${sql.placeholder('x')}::int = 1`);
    await expect(database.db.transaction((tx) => statement.rows(tx as never, 'one', { x: 1 })))
      .rejects.toThrow('A prebuilt statement runs on the database, not inside a transaction.');
  });
});
