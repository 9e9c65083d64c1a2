// node-postgres sends every statement unnamed, so PostgreSQL parses and plans it on every call. Drizzle sends the
// same few SQL texts over and over: each text gets a name, node-postgres prepares it once per connection, and
// PostgreSQL keeps its plan. A statement whose table changed shape since it was prepared (another process ran a
// migration) is renamed and run again.
import type pg from 'pg';

/** Past this many distinct texts, new ones run unnamed (neither side's cache grows without bound). */
export const MAX_NAMED_STATEMENTS = 2_000;
/** "cached plan must not change result type". */
const FEATURE_NOT_SUPPORTED = '0A000';

type Query = pg.Client['query'];
interface Config { text?: unknown; name?: unknown; values?: unknown; callback?: unknown }

/** Names shared by every connection of this process (each connection prepares a name the first time it meets it). */
export class StatementNames {
  private readonly names = new Map<string, string>();
  private counter = 0;
  constructor(private readonly max = MAX_NAMED_STATEMENTS) {}

  nameOf(text: string): string | undefined {
    let name = this.names.get(text);
    if (name === undefined && this.names.size < this.max) {
      name = `jagir_${(this.counter++).toString(36)}`;
      this.names.set(text, name);
    }
    return name;
  }

  /** The next use of `text` prepares it again, under a new name. */
  forget(text: string): void {
    this.names.delete(text);
  }
}

/** Makes `client.query` name the statements that drizzle sends as `{ text, … }` with parameters and no name. */
export function nameStatements(client: pg.Client | pg.PoolClient, names: StatementNames): void {
  const plain = client.query.bind(client) as (config: unknown, values?: unknown, callback?: unknown) => Promise<pg.QueryResult>;
  const named = async (config: Config & object, values: unknown): Promise<pg.QueryResult> => {
    const text = config.text as string;
    const name = names.nameOf(text);
    if (name === undefined) return plain(config, values);
    try {
      return await plain({ ...config, name }, values);
    } catch (error) {
      if ((error as { code?: string }).code !== FEATURE_NOT_SUPPORTED) throw error;
      names.forget(text);
      return plain({ ...config, name: names.nameOf(text) }, values);
    }
  };
  client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
    const c = config as Config | null;
    // Only statements with parameters: node-postgres sends one without them as a simple query, which may hold
    // several statements (a migration) and could not be prepared.
    const eligible = typeof config === 'object' && c !== null && typeof c.text === 'string' && c.name === undefined
      && Array.isArray(values) && values.length > 0 && c.callback === undefined
      && typeof (config as { submit?: unknown }).submit !== 'function';
    if (!eligible) return plain(config, values, callback);
    const result = named(c as Config & object, values);
    if (typeof callback !== 'function') return result;
    // pg-pool's query() calls its client with a callback.
    result.then((r) => callback(null, r), (e: unknown) => callback(e));
    return undefined;
  }) as unknown as Query;
}
