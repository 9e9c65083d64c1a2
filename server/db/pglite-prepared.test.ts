// The prepared-statement path must answer exactly as PGlite's own query() does: same rows and types, same errors,
// same waiting for transactions, same notifications; only faster.
import { PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withPreparedStatements } from './pglite-prepared';

let client: PGlite;
/** PGlite's own path, for comparison. */
const plainQuery = <T>(text: string, params?: unknown[], options?: QueryOptions) =>
  PGlite.prototype.query.call(client, text, params, options) as Promise<Results<T>>;
const ourStatements = async () =>
  (await plainQuery<{ n: number }>(`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name LIKE 'jagir_%'`)).rows[0]!.n;

beforeEach(async () => {
  client = await PGlite.create();
  await client.exec(`CREATE TABLE items (id uuid PRIMARY KEY, name text NOT NULL UNIQUE, tags text[] NOT NULL,
    price numeric(10, 2), at timestamptz NOT NULL, doc jsonb, big bigint, ok boolean)`);
  withPreparedStatements(client, { maxStatements: 3 });
});

afterEach(async () => {
  await client.close();
});

const ID_A = '0b6f5d5e-4f0a-4c9e-9a55-2f1c7e0d2a11';
const ID_B = '9d1d7c1e-3a57-47d6-8f0b-6c2b1d8e9f22';
const insert = `INSERT INTO items VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`;

describe('withPreparedStatements', () => {
  it('answers every type as PGlite query() does, in object and array row modes', async () => {
    // Arrange
    const at = new Date('2026-11-24T05:15:00.000Z');
    await client.query(insert, [ID_A, 'Tea', ['hot', 'Nepali "chiya"'], '120.50', at, { kind: 'drink', n: [1, 2] }, 2n ** 40n, true]);
    await client.query(insert, [ID_B, 'Momo', [], null, at, null, null, null]);
    const read = `SELECT *, to_jsonb(i) AS whole FROM items i WHERE id = ANY($1::uuid[]) OR name = $2 ORDER BY name`;

    // Act
    const ours = await client.query(read, [[ID_A, ID_B], 'nobody']);
    const again = await client.query(read, [[ID_B], 'Tea']);
    const arrays = await client.query(read, [[ID_A], null], { rowMode: 'array' });

    // Assert
    expect(ours.rows).toEqual((await plainQuery(read, [[ID_A, ID_B], 'nobody'])).rows);
    expect(ours.fields).toEqual((await plainQuery(read, [[ID_A, ID_B], 'nobody'])).fields);
    expect(ours.rows).toHaveLength(2);
    expect(ours.rows[1]).toMatchObject({ name: 'Tea', tags: ['hot', 'Nepali "chiya"'], at, doc: { kind: 'drink', n: [1, 2] }, ok: true });
    expect(again.rows.map((r) => (r as { name: string }).name)).toEqual(['Momo', 'Tea']);
    expect(arrays.rows).toEqual([expect.arrayContaining([ID_A, 'Tea'])]);
  });

  it('gives the whole result as PGlite does: own parsers, command, counts', async () => {
    // Arrange: drizzle passes parsers that keep timestamps as text
    const options: QueryOptions = { rowMode: 'array', parsers: { 1184: (v: string) => v } };
    await client.query(insert, [ID_A, 'Tea', ['hot'], '1.00', new Date('2026-11-24T05:15:00Z'), null, null, true]);
    const update = `UPDATE items SET ok = $1 WHERE name <> $2`;
    const read = `SELECT at, tags, ok FROM items WHERE name = $1`;

    // Act
    const ours = [];
    const theirs = [];
    for (const [text, params, opts] of [[read, ['Tea'], options], [update, [false, 'x']], [`SELECT 1 WHERE $1::int = 2`, [1]]] as const) {
      ours.push(await client.query(text, [...params], opts));
      theirs.push(await plainQuery(text, [...params], opts));
    }

    // Assert
    expect(ours).toEqual(theirs);
    expect(ours[0]!.rows).toEqual([['2026-11-24 05:15:00+00', ['hot'], true]]);
    expect(ours[1]).toMatchObject({ command: 'UPDATE', affectedRows: 1, rowCount: 1 });
  });

  it('prepares each text once and runs it again without preparing', async () => {
    // Arrange
    await client.query(insert, [ID_A, 'Tea', [], null, new Date(), null, null, null]);

    // Act
    for (let i = 0; i < 5; i++) await client.query('SELECT name FROM items WHERE id = $1', [ID_A]);

    // Assert: the insert and the select
    expect(await ourStatements()).toBe(2);
  });

  it('runs texts past the cap unprepared, with the same answers', async () => {
    // Act
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await client.query<{ n: number }>(`SELECT $1::int + ${i} AS n`, [10])).rows[0]!.n);

    // Assert
    expect(answers).toEqual([10, 11, 12, 13, 14]);
    expect(await ourStatements()).toBe(3);
  });

  it('rejects as PGlite does, with the code and the statement, and goes on working', async () => {
    // Arrange
    await client.query(insert, [ID_A, 'Tea', [], null, new Date(), null, null, null]);

    // Act
    const duplicate = client.query(insert, [ID_B, 'Tea', [], null, new Date(), null, null, null]);
    const syntax = client.query('SELEC 1');

    // Assert
    await expect(duplicate).rejects.toMatchObject({ code: '23505', query: insert });
    await expect(syntax).rejects.toMatchObject({ code: '42601', query: 'SELEC 1' });
    expect((await client.query('SELECT count(*)::int AS n FROM items')).rows).toEqual([{ n: 1 }]);
  });

  it('answers with the new shape after a table it read has changed', async () => {
    // Arrange
    await client.query(insert, [ID_A, 'Tea', [], null, new Date(), null, null, null]);
    await client.query('SELECT * FROM items');

    // Act
    await client.exec(`ALTER TABLE items ADD COLUMN origin text NOT NULL DEFAULT 'Ilam'`);
    const after = await client.query<{ origin: string }>('SELECT * FROM items');

    // Assert
    expect(after.rows[0]!.origin).toBe('Ilam');
  });

  it('waits for a transaction in progress instead of reading inside it', async () => {
    // Arrange
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    let inserted!: () => void;
    const insertDone = new Promise<void>((resolve) => { inserted = resolve; });
    const transaction = client.transaction(async (tx) => {
      await tx.query(insert, [ID_A, 'Tea', [], null, new Date(), null, null, null]);
      inserted();
      await held;
      await tx.rollback();
    });
    await insertDone;

    // Act
    const count = client.query<{ n: number }>('SELECT count(*)::int AS n FROM items');
    release();
    await transaction;

    // Assert: the rolled-back row was never seen
    expect((await count).rows).toEqual([{ n: 0 }]);
  });

  it('hands NOTIFY over before the statement answers, as the session cache relies on', async () => {
    // Arrange
    const heard: string[] = [];
    await client.listen('jagir_test', (payload) => heard.push(payload));

    // Act
    await client.query(`SELECT pg_notify('jagir_test', $1)`, ['ended']);

    // Assert
    expect(heard).toEqual(['ended']);
  });
});
