// A statement that a hot endpoint sends on every request, written with drizzle (names from the schema, values as
// placeholders), built into SQL text once per shape and then handed to the driver with each request's values.
// Drizzle's builder costs a few µs per part and per parameter: for the job list about a tenth of its CPU time.
// The driver's query() is the prepared-statement path of pglite-prepared.ts and pg-prepared.ts, as drizzle's is.
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

const dialect = new PgDialect();

/** What both drivers' clients (PGlite, node-postgres' pool) answer to. */
interface Queryable {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}

export class Prebuilt<Shape extends string | number> {
  private readonly built = new Map<Shape, { sql: string; params: unknown[] }>();

  /** `build` must give the same SQL for the same shape; shapes must be few (one text is kept per shape). */
  constructor(private readonly build: (shape: Shape) => SQL) {}

  /** The rows of `shape` run on `db` with `values` for its placeholders (`sql.placeholder(name)`). */
  async rows<T>(db: Db, shape: Shape, values: Record<string, unknown>): Promise<T[]> {
    const { sql, params } = this.query(shape);
    // A transaction has no client of its own to send to: its statements go through drizzle.
    const client = (db as unknown as { $client?: Queryable }).$client;
    if (!client) throw new Error('A prebuilt statement runs on the database, not inside a transaction.');
    return (await client.query(sql, fillPlaceholders(params, values))).rows as T[];
  }

  private query(shape: Shape) {
    let query = this.built.get(shape);
    if (!query) {
      query = dialect.sqlToQuery(this.build(shape));
      this.built.set(shape, query);
    }
    return query;
  }
}
