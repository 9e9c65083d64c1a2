// PGlite's query() makes six calls into the database for every statement (parse, describe, bind, describe, execute,
// sync) and plans it anew each time. Drizzle sends the same few SQL texts over and over, so each text is prepared
// once as a named statement and then runs as one bind–execute–sync call, with PostgreSQL's plan cache: the database's
// part of a job list costs about a third of what it did. Same locks, parsers, serializers, errors, notifications and
// file-system sync as query(); transactions (PGlite's own `tx.query`) and COPY (`blob`) keep PGlite's path.
import { parse, protocol, types, type messages, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { MAX_NAMED_STATEMENTS, planChanged, StatementNames } from './statement-names';

const { serialize } = protocol;

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

type ValueParser = (value: string, typeId: number) => unknown;
type Parsers = Record<number, ValueParser | undefined>;
const COUNTED = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * One statement's answer, as PGlite's parseResults gives it. That one copies the whole parser table (300-odd
 * types) into a new object whenever a query passes parsers, as drizzle's always do, which costs more than many
 * of our statements themselves.
 */
function resultOf<T>(answer: readonly unknown[], base: Parsers, options: QueryOptions | undefined): Results<T> {
  const own = options?.parsers as Parsers | undefined;
  const fallback = types.parsers as unknown as Parsers;
  const asArrays = options?.rowMode === 'array';
  let fields: { name: string; dataTypeID: number }[] = [];
  let parsers: (ValueParser | undefined)[] = [];
  const rows: unknown[] = [];
  const result: Results<T> = { rows: rows as Results<T>['rows'], fields, affectedRows: 0 };
  for (const m of answer as { name: string }[]) {
    if (m.name === 'rowDescription') {
      const message = m as InstanceType<typeof messages.RowDescriptionMessage>;
      fields = message.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }));
      parsers = fields.map((f) => own?.[f.dataTypeID] ?? base[f.dataTypeID] ?? fallback[f.dataTypeID]);
      result.fields = fields;
    } else if (m.name === 'dataRow') {
      const message = m as InstanceType<typeof messages.DataRowMessage>;
      const values = message.fields.map((v, i) => {
        const parser = parsers[i];
        return v === null || !parser ? v : parser(v, fields[i]!.dataTypeID);
      });
      if (asArrays) rows.push(values);
      else {
        const row: Record<string, unknown> = {};
        for (let i = 0; i < fields.length; i++) row[fields[i]!.name] = values[i];
        rows.push(row);
      }
    } else if (m.name === 'commandComplete') {
      const message = m as InstanceType<typeof messages.CommandCompleteMessage>;
      const words = message.text.split(' ');
      const count = parseInt(words[words.length - 1]!, 10);
      result.command = words[0];
      if (COUNTED.has(words[0]!)) result.affectedRows = count;
      if (!Number.isNaN(count)) result.rowCount = count;
    }
  }
  return result;
}

/** Gives the error what PGlite's query() gives it: the statement, its parameters and options. */
function withQuery(error: unknown, query: string, params: unknown[], options: QueryOptions | undefined): unknown {
  if (error && typeof error === 'object') Object.assign(error, { query, params, queryOptions: options });
  return error;
}

const wrapped = new WeakSet<PGlite>();

/** Replaces `client.query` with the prepared-statement path (once per client); returns the client. */
export function withPreparedStatements(client: PGlite, { maxStatements = MAX_NAMED_STATEMENTS } = {}): PGlite {
  if (wrapped.has(client)) return client;
  wrapped.add(client);
  const plain = client.query.bind(client);
  const names = new StatementNames(maxStatements);
  /** Parameter type OIDs (for the serializers) of each statement prepared. */
  const paramTypes = new Map<string, number[]>();

  const call = (parts: Uint8Array[]) => client.execProtocolStream(joined(parts), { syncToFs: false });

  async function prepare(name: string, text: string, options: QueryOptions | undefined): Promise<number[]> {
    const described = await call([
      serialize.parse({ name, text, ...(options?.paramTypes && { types: options.paramTypes }) }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    const found = parse.parseDescribeStatementResults(described);
    paramTypes.set(name, found);
    return found;
  }

  async function run<T>(name: string, text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const typeIds = paramTypes.get(name) ?? await prepare(name, text, options);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = typeIds[i]!;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const answer = await call([
      serialize.bind({ statement: name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    return resultOf<T>(answer, client.parsers as Parsers, options);
  }

  client.query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    const name = options?.blob ? undefined : names.nameOf(text);
    if (name === undefined) return plain<T>(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() => client.runExclusive(async () => {
      try {
        const result = await run<T>(name, text, params, options).catch(async (error: unknown) => {
          if (!paramTypes.has(name) || !planChanged(error)) throw error;
          paramTypes.delete(name);
          names.forget(text);
          await call([serialize.close({ type: 'S', name }), serialize.sync()]);
          return run<T>(names.nameOf(text)!, text, params, options);
        });
        await client.syncToFs();
        return result;
      } catch (error) {
        throw withQuery(error, text, params, options);
      }
    }));
  };
  return client;
}
