// node-postgres sends every statement unnamed, so PostgreSQL parses and plans it on every call. Drizzle sends the
// same few SQL texts over and over: each text gets a name, node-postgres prepares it once per connection, and
// PostgreSQL keeps its plan. A statement whose table changed shape since it was prepared (another process ran a
// migration) is renamed and run again.
import type pg from 'pg';
import { planChanged, type StatementNames } from './statement-names';

type Query = pg.Client['query'];
interface Config { text?: unknown; name?: unknown; values?: unknown; callback?: unknown }

/** Makes `client.query` name the statements sent with parameters and no name: drizzle's `{ text, … }`, or a text. */
export function nameStatements(client: pg.Client | pg.PoolClient, names: StatementNames): void {
  const plain = client.query.bind(client) as (config: unknown, values?: unknown, callback?: unknown) => Promise<pg.QueryResult>;
  const named = async (config: Config & object, values: unknown): Promise<pg.QueryResult> => {
    const text = config.text as string;
    const name = names.nameOf(text);
    if (name === undefined) return plain(config, values);
    try {
      return await plain({ ...config, name }, values);
    } catch (error) {
      if (!planChanged(error)) throw error;
      names.forget(text);
      return plain({ ...config, name: names.nameOf(text) }, values);
    }
  };
  client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
    // A text with its values (prebuilt.ts sends them so) is the same statement as drizzle's `{ text }`.
    const c = (typeof config === 'string' && Array.isArray(values) ? { text: config } : config) as Config | null;
    // Only statements with parameters: node-postgres sends one without them as a simple query, which may hold
    // several statements (a migration) and could not be prepared.
    const eligible = typeof c === 'object' && c !== null && typeof c.text === 'string' && c.name === undefined
      && Array.isArray(values) && values.length > 0 && c.callback === undefined
      && typeof (c as { submit?: unknown }).submit !== 'function';
    if (!eligible) return plain(config, values, callback);
    const result = named(c as Config & object, values);
    if (typeof callback !== 'function') return result;
    // pg-pool's query() calls its client with a callback.
    result.then((r) => callback(null, r), (e: unknown) => callback(e));
    return undefined;
  }) as unknown as Query;
}
