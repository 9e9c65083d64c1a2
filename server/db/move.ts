// Moves a stopped PGlite data folder into an empty PostgreSQL database (`npm run db:move`, docs/deploy.md "Moving
// to PostgreSQL"): the same migrations on the target, every table copied in one transaction, the counters carried
// over, and each table's rows counted and checksummed the same way on both sides before committing.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { DataDirInUseError, lockDataDir } from '../lib/data-dir-lock';
import { openDatabase } from './client';

/** A move refused or failed, with what to do about it; nothing was written to the target. */
export class MoveError extends Error {
  constructor(message: string, readonly table?: string) {
    super(message);
    this.name = 'MoveError';
  }
}

export interface TableReport {
  table: string;
  rows: number;
  /** md5 over the md5 of each row's text, in primary-key order (`checksumQuery`). */
  checksum: string;
}

export interface MoveOptions {
  /** The data folder (DATA_DIR) whose `pglite` database is copied. */
  from: string;
  /** The PostgreSQL URL to copy into. */
  to: string;
  /** Progress lines. */
  log?: (line: string) => void;
}

/** Schemas that are PostgreSQL's own or the migrations' bookkeeping, never the portal's data. */
const SYSTEM_SCHEMAS = ['pg_catalog', 'information_schema', 'pg_toast', 'drizzle'];

/**
 * Text output of every type depends on these settings; both sides use the same ones, so a value read as text from
 * one is written back exactly by the other and the checksums compare like with like.
 */
const SESSION = `SET DateStyle TO ISO, YMD; SET TimeZone TO 'UTC'; SET IntervalStyle TO postgres; ` +
  `SET extra_float_digits TO 3; SET bytea_output TO hex`;

/** Rows per INSERT: PostgreSQL takes at most 65535 parameters in one statement. */
const MAX_PARAMETERS = 60_000;
/** Rows fetched at once from a table with binary columns (uploads run to megabytes each). */
const BINARY_BATCH = 20;
const BATCH = 1_000;

interface Table {
  name: string;
  columns: string[];
  /** Columns PostgreSQL fills itself unless told otherwise (GENERATED ALWAYS AS IDENTITY). */
  identity: boolean;
  binary: boolean;
  primaryKey: string[];
  /** Each column's type as PostgreSQL writes it (`uuid`, `timestamp with time zone`). */
  types: Record<string, string>;
  /**
   * Foreign-key columns left empty while the table is copied and filled in once every table is (`fillDeferred`):
   * they close a cycle of references (job_seekers.photo_media_id → media, media.job_seeker_id → job_seekers), so no
   * order of whole tables satisfies every key.
   */
  deferred: string[];
}

interface Query {
  query<R>(text: string, params?: unknown[]): Promise<R[]>;
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The same query on both sides: row count, and an md5 of the rows' md5s in primary-key order (compared as text in
 * the "C" collation, so the two servers' locales cannot order them differently).
 */
export function checksumQuery(table: { name: string; columns: string[]; primaryKey: string[] }): string {
  const row = `md5(ROW(${table.columns.map((c) => `${ident(c)}::text`).join(', ')})::text)`;
  const order = table.primaryKey.length > 0 ? table.primaryKey.map((c) => `${ident(c)}::text COLLATE "C"`).join(', ') : `${row} COLLATE "C"`;
  return `SELECT count(*)::text AS rows, md5(coalesce(string_agg(${row}, '' ORDER BY ${order}), '')) AS checksum FROM ${ident(table.name)}`;
}

async function checksum(side: Query, table: Table): Promise<{ rows: number; checksum: string }> {
  const [result] = await side.query<{ rows: string; checksum: string }>(checksumQuery(table));
  return { rows: Number(result!.rows), checksum: result!.checksum };
}

/** The portal's tables, from the target's catalogue after its migrations, parents before the tables that refer to them. */
async function tablesOf(side: Query): Promise<Table[]> {
  const columns = await side.query<{ table: string; column: string; identity: string; type: string }>(`
    SELECT c.relname AS table, a.attname AS column, a.attidentity AS identity, format_type(a.atttypid, a.atttypmod) AS type
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace JOIN pg_attribute a ON a.attrelid = c.oid
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
    ORDER BY c.relname, a.attnum`);
  const keys = await side.query<{ table: string; column: string }>(`
    SELECT c.relname AS table, a.attname AS column
    FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    CROSS JOIN LATERAL unnest(k.conkey) WITH ORDINALITY AS u(attnum, position)
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = u.attnum
    WHERE n.nspname = 'public' AND k.contype = 'p' ORDER BY c.relname, u.position`);
  const references = await side.query<{ child: string; parent: string; columns: string[]; nullable: boolean }>(`
    SELECT c.relname AS child, p.relname AS parent,
      array(SELECT a.attname::text FROM unnest(k.conkey) AS u(attnum) JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = u.attnum ORDER BY a.attname) AS columns,
      NOT EXISTS (SELECT 1 FROM unnest(k.conkey) AS u(attnum) JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = u.attnum WHERE a.attnotnull) AS nullable
    FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND k.contype = 'f' AND c.oid <> p.oid
    ORDER BY c.relname, p.relname, k.conname`);

  const tables = new Map<string, Table>();
  for (const c of columns) {
    const table = tables.get(c.table) ?? { name: c.table, columns: [], identity: false, binary: false, primaryKey: [], types: {}, deferred: [] };
    table.columns.push(c.column);
    table.types[c.column] = c.type;
    if (c.identity === 'a') table.identity = true;
    if (c.type === 'bytea') table.binary = true;
    tables.set(c.table, table);
  }
  for (const k of keys) tables.get(k.table)?.primaryKey.push(k.column);

  // Parents first; a table waits until every table it refers to is placed. Where tables wait on each other, one
  // reference whose columns may be empty is filled in afterwards instead, until one of them can go.
  const ordered: Table[] = [];
  const placed = new Set<string>();
  const pending = [...tables.keys()].sort();
  let waitingOn = references;
  while (pending.length > 0) {
    const ready = pending.filter((t) => waitingOn.every((r) => r.child !== t || placed.has(r.parent)));
    if (ready.length === 0) {
      const breakable = waitingOn.find((r) => r.nullable && pending.includes(r.child) && pending.includes(r.parent));
      if (!breakable) throw new MoveError(`The tables ${pending.join(', ')} refer to each other in a cycle; they cannot be copied one after another.`);
      tables.get(breakable.child)!.deferred.push(...breakable.columns);
      waitingOn = waitingOn.filter((r) => r !== breakable);
      continue;
    }
    for (const t of ready) {
      ordered.push(tables.get(t)!);
      placed.add(t);
      pending.splice(pending.indexOf(t), 1);
    }
  }
  return ordered;
}

async function migrationsOf(side: Query): Promise<string[] | undefined> {
  const [exists] = await side.query<{ present: boolean }>(`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`);
  if (!exists!.present) return undefined;
  return (await side.query<{ hash: string }>('SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at, id')).map((r) => r.hash);
}

/** The first table (outside PostgreSQL's own schemas) that has a row, if any. */
async function firstNonEmptyTable(side: Query): Promise<string | undefined> {
  const tables = await side.query<{ name: string }>(`
    SELECT format('%I.%I', n.nspname, c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p') AND n.nspname <> ALL ($1::text[]) AND n.nspname NOT LIKE 'pg_temp%' ORDER BY 1`, [SYSTEM_SCHEMAS]);
  for (const { name } of tables) {
    const [row] = await side.query<{ present: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${name}) AS present`);
    if (row!.present) return name;
  }
  return undefined;
}

function pgliteSide(db: PGlite): Query {
  return { query: async <R>(text: string, params?: unknown[]) => (await db.query<R>(text, params)).rows };
}

function postgresSide(client: pg.Client): Query {
  return { query: async <R>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as R[] };
}

/** Copies one table's rows as text (exact for every type under SESSION), a cursor's batch at a time. */
async function copyTable(source: PGlite, target: pg.Client, table: Table): Promise<void> {
  const columns = table.columns.map(ident).join(', ');
  const perInsert = Math.max(1, Math.floor(MAX_PARAMETERS / table.columns.length));
  const batch = Math.min(table.binary ? BINARY_BATCH : BATCH, perInsert);
  const overriding = table.identity ? ' OVERRIDING SYSTEM VALUE' : '';
  const read = table.columns.map((c) => (table.deferred.includes(c) ? 'NULL::text' : `${ident(c)}::text`)).join(', ');
  await source.query(`DECLARE move_rows NO SCROLL CURSOR FOR SELECT ${read} FROM ${ident(table.name)}`);
  try {
    for (;;) {
      const { rows } = await source.query<unknown[]>(`FETCH ${batch} FROM move_rows`, [], { rowMode: 'array' });
      if (rows.length === 0) break;
      const values = rows.map((_, r) => `(${table.columns.map((_c, c) => `$${r * table.columns.length + c + 1}`).join(', ')})`);
      await target.query(`INSERT INTO ${ident(table.name)} (${columns})${overriding} VALUES ${values.join(', ')}`, rows.flat());
    }
  } finally {
    await source.query('CLOSE move_rows');
  }
}

/** Fills in the columns `copyTable` left empty, now that the rows they refer to are there. */
async function fillDeferred(source: PGlite, target: pg.Client, table: Table): Promise<void> {
  if (table.deferred.length === 0) return;
  const key = table.primaryKey;
  const wanted = [...key, ...table.deferred];
  const anySet = table.deferred.map((c) => `${ident(c)} IS NOT NULL`).join(' OR ');
  const { rows } = await source.query<unknown[]>(
    `SELECT ${wanted.map((c) => `${ident(c)}::text`).join(', ')} FROM ${ident(table.name)} WHERE ${anySet}`, [], { rowMode: 'array' });
  const set = table.deferred.map((c, i) => `${ident(c)} = $${key.length + i + 1}::${table.types[c]}`).join(', ');
  const where = key.map((c, i) => `${ident(c)} = $${i + 1}::${table.types[c]}`).join(' AND ');
  // The table's own triggers would take the update for a change of the row (job_seekers' change_seq moves on).
  await target.query(`ALTER TABLE ${ident(table.name)} DISABLE TRIGGER USER`);
  for (const row of rows) await target.query(`UPDATE ${ident(table.name)} SET ${set} WHERE ${where}`, row);
  await target.query(`ALTER TABLE ${ident(table.name)} ENABLE TRIGGER USER`);
}

/** Sets each of the target's sequences (identity counters included) where the source's stands. */
async function copySequences(source: Query, target: pg.Client): Promise<void> {
  const sequences = await source.query<{ name: string; last_value: string | null; start_value: string }>(`
    SELECT format('%I.%I', schemaname, sequencename) AS name, last_value::text, start_value::text
    FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`);
  for (const s of sequences) {
    // Never used: the next value is its start, as on a new database.
    await target.query('SELECT setval($1::regclass, $2::bigint, $3)', [s.name, s.last_value ?? s.start_value, s.last_value !== null]);
  }
}

function failure(err: unknown): string {
  const e = err as Error & { cause?: Error };
  return e.cause?.message ?? e.message;
}

/**
 * Moves the PGlite database of the stopped data folder `from` into the empty PostgreSQL database `to`. Refuses (a
 * `MoveError`, nothing written) when a server holds the folder or the target has data; a failure while copying
 * rolls the copy back and names the table. Returns each table's rows and checksum, equal on both sides.
 */
export async function moveToPostgres({ from, to, log = () => {} }: MoveOptions): Promise<TableReport[]> {
  const pgliteDir = path.join(from, 'pglite');
  if (!existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
    throw new MoveError(`There is no PGlite database in ${from} (no ${pgliteDir}). Give the data folder with --from.`);
  }
  const lock = await lockDataDir(from).catch((err: unknown) => {
    if (err instanceof DataDirInUseError) {
      throw new MoveError(`A Jagir server is running on the data folder ${from} (pid ${err.pid}). Stop it first: only a stopped database is moved, so no write is lost.`);
    }
    throw err;
  });
  const target = new pg.Client({ connectionString: to });
  let source: PGlite | undefined;
  try {
    try {
      await target.connect();
    } catch (err) {
      throw new MoveError(`Could not connect to the PostgreSQL database: ${failure(err)}`);
    }
    const targetSide = postgresSide(target);
    const occupied = await firstNonEmptyTable(targetSide);
    if (occupied) {
      throw new MoveError(`The PostgreSQL database is not empty (${occupied} has rows). Move into a new, empty database; nothing was written.`);
    }

    source = await PGlite.create(pgliteDir);
    const sourceSide = pgliteSide(source);
    const sourceMigrations = await migrationsOf(sourceSide);
    if (!sourceMigrations) throw new MoveError(`The database in ${pgliteDir} is not a Jagir database (it has no migrations).`);

    log('Applying the migrations to the PostgreSQL database…');
    const migrator = await openDatabase({ url: to });
    try {
      await migrator.migrate();
    } finally {
      await migrator.close();
    }
    const targetMigrations = (await migrationsOf(targetSide))!;
    if (sourceMigrations.join() !== targetMigrations.join()) {
      throw new MoveError(sourceMigrations.length < targetMigrations.length && targetMigrations.join().startsWith(sourceMigrations.join())
        ? `The database in ${from} is older than this version of Jagir. Bring it up to date first (DATA_DIR=${from} npm run db:migrate), then move it.`
        : `The database in ${from} was made by another version of Jagir (its migrations differ); move it with that version.`);
    }
    const tables = await tablesOf(targetSide);
    const sourceTables = await tablesOf(sourceSide);
    const shape = (ts: Table[]) => ts.map((t) => `${t.name}(${t.columns.join(',')})`).sort().join(' ');
    if (shape(tables) !== shape(sourceTables)) throw new MoveError(`The tables in ${from} differ from the migrated PostgreSQL schema; nothing was copied.`);

    await source.exec(`${SESSION}; BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY`);
    await target.query(SESSION);
    await target.query('BEGIN');
    const reports: TableReport[] = [];
    let current: string | undefined;
    try {
      for (const table of tables) {
        current = table.name;
        log(`Copying ${table.name}…`);
        await copyTable(source, target, table);
      }
      for (const table of tables) {
        current = table.name;
        await fillDeferred(source, target, table);
      }
      current = undefined;
      await copySequences(sourceSide, target);
      for (const table of tables) {
        current = table.name;
        const [here, there] = [await checksum(sourceSide, table), await checksum(targetSide, table)];
        if (here.rows !== there.rows || here.checksum !== there.checksum) {
          throw new MoveError(`The copy of ${table.name} differs from the original (rows ${here.rows} / ${there.rows}, checksum ${here.checksum} / ${there.checksum}).`, table.name);
        }
        reports.push({ table: table.name, ...here });
      }
      await target.query('COMMIT');
    } catch (err) {
      await target.query('ROLLBACK').catch(() => {});
      const where = current ? ` at table ${current}` : ' setting the counters';
      throw new MoveError(`The move failed${where} and was rolled back; the PostgreSQL database has the empty schema and no rows. ${failure(err)}`, current);
    } finally {
      await source.exec('ROLLBACK').catch(() => {});
    }
    return reports;
  } finally {
    await source?.close();
    await target.end().catch(() => {});
    await lock.release();
  }
}

/** The URL with its password hidden, for printing. */
export function withoutPassword(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(the URL given with --to)';
  }
}

/** What the command prints: each table's rows and checksum, then what to set next. */
export function moveSummary(reports: TableReport[], from: string, to: string): string {
  const width = Math.max(5, ...reports.map((r) => r.table.length));
  const rowsWidth = Math.max(4, ...reports.map((r) => String(r.rows).length));
  const lines = [
    `${'table'.padEnd(width)}  ${'rows'.padStart(rowsWidth)}  checksum (md5, same on both sides)`,
    ...reports.map((r) => `${r.table.padEnd(width)}  ${String(r.rows).padStart(rowsWidth)}  ${r.checksum}`),
    '',
    `Moved ${reports.reduce((n, r) => n + r.rows, 0)} rows in ${reports.length} tables; every table's count and checksum match.`,
    '',
    'What to set next:',
    `  DATABASE_URL=${withoutPassword(to)}   (with its password) wherever the server runs, then start it.`,
    `  The PGlite database in ${path.join(from, 'pglite')} is no longer used once DATABASE_URL is set:`,
    `  keep it, untouched, as a backup. DATA_DIR itself stays in use for the server's files (the outbox).`,
  ];
  return lines.join('\n');
}
