// Rows the database sends as JSON (`row_to_json(t)`, or `json_agg(t)`), turned into the shape drizzle's selects give:
// camelCase keys and Dates. One JSON value per answer is far cheaper for PGlite to hand over than many fields.
import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

/** Per table: its columns (key, name), and the keys of its timestamp columns. */
const shapes = new WeakMap<Table, { columns: [key: string, name: string][]; times: Set<string> }>();

function shapeOf(table: Table) {
  let shape = shapes.get(table);
  if (!shape) {
    const all = Object.entries(getTableColumns(table));
    shape = {
      columns: all.map(([key, c]) => [key, c.name]),
      times: new Set(all.filter(([, c]) => c.columnType === 'PgTimestamp').map(([key]) => key)),
    };
    shapes.set(table, shape);
  }
  return shape;
}

export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const { columns, times } = shapeOf(table);
  const row: Record<string, unknown> = {};
  for (const [key, name] of columns) {
    const value = json[name] ?? null;
    row[key] = value !== null && times.has(key) ? new Date(value as string) : value;
  }
  return row as InferSelectModel<T>;
}

/** A json/jsonb column: PGlite and node-postgres parse it; a string (another driver setting) is parsed here. */
export function jsonColumn<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
