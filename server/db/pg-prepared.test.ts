// Named statements on PostgreSQL: prepared once per connection, same answers and errors, a changed table is
// prepared again, and texts past the cap or without parameters go unnamed. Runs in the PostgreSQL pass only.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nameStatements } from './pg-prepared';
import { StatementNames } from './statement-names';

const url = process.env.TEST_DATABASE_URL;
const database = `jagir_t_${randomBytes(6).toString('hex')}`;

async function admin(text: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

describe.skipIf(!url)('nameStatements (PostgreSQL)', () => {
  let pool: pg.Pool;
  let names: StatementNames;
  const prepared = async () => {
    const { rows } = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name LIKE 'jagir_%'`);
    return rows[0]!.n;
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${database}`);
  });
  afterAll(async () => {
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  beforeEach(async () => {
    const target = new URL(url!);
    target.pathname = `/${database}`;
    // One connection, so pg_prepared_statements (per session) sees every statement.
    pool = new pg.Pool({ connectionString: target.toString(), max: 1 });
    names = new StatementNames(3);
    pool.on('connect', (client) => nameStatements(client, names));
    await pool.query('DROP TABLE IF EXISTS items; CREATE TABLE items (id int PRIMARY KEY, name text NOT NULL)');
  });
  afterEach(async () => {
    await pool.end();
  });

  it('prepares a text with parameters once and answers as before', async () => {
    // Act
    await pool.query({ text: 'INSERT INTO items VALUES ($1, $2)' }, [1, 'Tea']);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await pool.query({ text: 'SELECT name FROM items WHERE id = $1' }, [1])).rows);
    const client = await pool.connect();
    const fromClient = await client.query({ text: 'SELECT name FROM items WHERE id = $1', rowMode: 'array' }, [1]);
    client.release();

    // Assert
    expect(answers).toEqual(Array(4).fill([{ name: 'Tea' }]));
    expect(fromClient.rows).toEqual([['Tea']]);
    expect(await prepared()).toBe(2);
    // The same text given as a string (prebuilt.ts) is the same statement.
    expect((await pool.query('SELECT name FROM items WHERE id = $1', [1])).rows).toEqual([{ name: 'Tea' }]);
    expect((await pool.query('SELECT id FROM items WHERE name = $1', ['Tea'])).rows).toEqual([{ id: 1 }]);
    expect(await prepared()).toBe(3);
  });

  it('leaves statements without parameters, and texts past the cap, unnamed', async () => {
    // Act
    await pool.query({ text: 'SELECT 1' });
    for (let i = 0; i < 5; i++) expect((await pool.query({ text: `SELECT $1::int + ${i} AS n` }, [1])).rows).toEqual([{ n: 1 + i }]);

    // Assert
    expect(await prepared()).toBe(3);
  });

  it('rejects with the database error', async () => {
    // Arrange
    await pool.query({ text: 'INSERT INTO items VALUES ($1, $2)' }, [1, 'Tea']);

    // Act
    const duplicate = pool.query({ text: 'INSERT INTO items VALUES ($1, $2)' }, [1, 'Momo']);

    // Assert
    await expect(duplicate).rejects.toMatchObject({ code: '23505' });
  });

  it('prepares again when a table it read has changed shape', async () => {
    // Arrange
    await pool.query({ text: 'INSERT INTO items VALUES ($1, $2)' }, [1, 'Tea']);
    await pool.query({ text: 'SELECT * FROM items WHERE id = $1' }, [1]);

    // Act
    await pool.query(`ALTER TABLE items ADD COLUMN origin text NOT NULL DEFAULT 'Ilam'`);
    const after = await pool.query({ text: 'SELECT * FROM items WHERE id = $1' }, [1]);

    // Assert
    expect(after.rows).toEqual([{ id: 1, name: 'Tea', origin: 'Ilam' }]);
  });
});
