// Lists read their page in an index's order and stop at the page: no sort of every match. An index whose NULLS
// order differs from the ORDER BY's cannot give that order, and drizzle's desc() alone makes DESC NULLS LAST while
// ORDER BY ... DESC means NULLS FIRST: the public list once sorted every open job for each page, and nothing else
// would notice.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, registerEmployer, setupTestApp } from '../test/app';
import { apply, createJob, seekerByEmail } from '../test/workspace-fixtures';

const t = setupTestApp();

interface Client {
  query(text: string | { text: string; values?: unknown[] }, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** The statements (text and values) that answering `url` sends to the database. */
async function statementsOf(url: string, headers: Record<string, string> = {}): Promise<{ text: string; values: unknown[] }[]> {
  const client = (t.database.db as unknown as { $client: Client }).$client;
  const sent: { text: string; values: unknown[] }[] = [];
  const query = client.query;
  client.query = function (this: Client, ...args: Parameters<Client['query']>) {
    const [text, values] = args;
    sent.push(typeof text === 'string' ? { text, values: values ?? [] } : { text: text.text, values: text.values ?? values ?? [] });
    return query.apply(this, args);
  };
  try {
    expect((await t.inject({ method: 'GET', url, headers })).statusCode).toBe(200);
  } finally {
    client.query = query;
  }
  return sent;
}

type PlanNode = { 'Node Type': string; Plans?: PlanNode[] };
const nodeTypes = (node: PlanNode): string[] => [node['Node Type'], ...(node.Plans ?? []).flatMap(nodeTypes)];

/** A statement's value as SQL text: the lists here take numbers, strings and nulls (anything else is refused). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return `'${value.replace(/'/g, "''")}'`;
  throw new Error(`no literal for ${JSON.stringify(value)}`);
}

let planned = 0;

/** The plan's node types with sequential and bitmap scans ruled out, as on a table too big to read whole. */
async function planOf(statement: { text: string; values: unknown[] }): Promise<string[]> {
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql.raw('SET LOCAL enable_seqscan = off'));
    await tx.execute(sql.raw('SET LOCAL enable_bitmapscan = off'));
    // EXPLAIN takes no parameters over the wire on PostgreSQL: a prepared statement run with the values as literals.
    const name = `planned_${planned++}`;
    await tx.execute(sql.raw(`PREPARE ${name} AS ${statement.text}`));
    const args = statement.values.length ? `(${statement.values.map(literal).join(', ')})` : '';
    const result = await tx.execute(sql.raw(`EXPLAIN (FORMAT JSON) EXECUTE ${name}${args}`));
    await tx.execute(sql.raw(`DEALLOCATE ${name}`));
    const plan = (result as unknown as { rows: Record<string, unknown>[] }).rows[0]!['QUERY PLAN'];
    return nodeTypes((typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan);
  });
}

/** The statements that read rows of `table` in an order (the others count, check ownership, read the session). */
const ordered = (statements: { text: string; values: unknown[] }[], table: string) => {
  const found = statements.filter((s) => /ORDER BY/i.test(s.text) && new RegExp(`from "${table}"`, 'i').test(s.text));
  expect(found.length, table).toBeGreaterThan(0);
  return found;
};

/** The node types of each ordered read of `table` in answering `url`. */
async function plansOf(url: string, table: string, headers: Record<string, string> = {}): Promise<string[][]> {
  return Promise.all(ordered(await statementsOf(url, headers), table).map(planOf));
}

describe('pages read in index order', () => {
  it('the public list, with and without a place or category, sorts nothing', async () => {
    const { token } = await registerEmployer(t);
    await createJob(t, token, { province: 'Gandaki', district: 'Kaski' });
    for (const url of ['/api/jobs/', '/api/jobs/?province=Gandaki', '/api/jobs/?district=Kaski', '/api/jobs/?category=Construction']) {
      const [plan] = await plansOf(url, 'jobs');
      expect(plan, url).not.toContain('Sort');
      expect(plan, url).toContain('Index Scan');
    }
  });

  it('the employer\'s job list in its default order sorts nothing', async () => {
    const { token } = await registerEmployer(t);
    await createJob(t, token);
    const [plan] = await plansOf('/api/employer/jobs/', 'jobs', bearer(token));
    // The page is aggregated into JSON in its order: only that aggregate may order, not a sort of the rows.
    expect(plan).not.toContain('Sort');
  });

  it('an employer\'s applications of a job by status, saved applicants, conversations and messages sort nothing', async () => {
    const employer = await registerEmployer(t);
    const h = bearer(employer.token);
    const job = await createJob(t, employer.token);
    const applied = await apply(t, job.id);
    const seeker = (await seekerByEmail(t, applied.email))!;
    await t.inject({ method: 'POST', url: '/api/employer/save-applicant/', headers: h, payload: { job_seeker: seeker.id } });
    const conversation = (await t.inject({ method: 'POST', url: '/api/employer/conversations/', headers: h, payload: { job_seeker: seeker.id } })).json().id;
    for (const [url, table] of [
      [`/api/employer/jobs/${job.id}/applications/?status=applied`, 'applications'],
      ['/api/employer/saved-applicants/', 'saved_applicants'],
      ['/api/employer/conversations/', 'conversations'],
      [`/api/employer/conversations/${conversation}/messages/`, 'messages'],
    ] as const) {
      for (const plan of await plansOf(url, table, h)) expect(plan, url).not.toContain('Sort');
    }
  });
});
