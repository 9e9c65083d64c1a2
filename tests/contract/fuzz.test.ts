// Contract-driven fuzzing: every operation in openapi/openapi.yaml, with an employer's token and without, gets
// hostile values for each parameter and body field by its schema type. No answer may be a 5xx, every 4xx body is in
// Django REST Framework's shape, and a refused write stores nothing. A new operation is covered without editing
// this file. FUZZ_RUNS (requests per operation and caller) and FUZZ_SEED make a longer or another run
// (`npm run fuzz`); docs/decisions.md "Hostile input".
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_FILE, loadContract, type JsonSchema, type Operation } from '../../server/contract/contract';
import { bearer, createTestApp, registerEmployer, type TestApp } from '../../server/test/app';
import { PNG } from '../../server/test/images';

const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
const SEED = Number(process.env.FUZZ_SEED ?? 20_250_414);

const { operations } = await loadContract();

/** Operations answering a stream (server-sent events) never end while the token is valid. */
const STREAMING = new Set<string>();
{
  const doc = parse(await readFile(CONTRACT_FILE, 'utf8')) as { paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, unknown> }> }>> };
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const types = Object.values(op.responses ?? {}).flatMap((r) => Object.keys(r.content ?? {}));
      if (types.includes('text/event-stream')) STREAMING.add(`${method.toUpperCase()} ${path}`);
    }
  }
}

// ---- hostile values ----

const BIG = 'x'.repeat(100_000);
const BIG_NEPALI = 'नेपाल'.repeat(20_000);
const HOSTILE_TEXT = [
  'a\u0000b', '\u0000', '\uD800', 'x\uDFFFy', '\uDBFF\uDBFF', '😀🇳🇵👩‍💻', 'नेपाल काठमाडौं', 'NaN', 'Infinity', '-Infinity', '1e308',
  '-1e308', '9223372036854775808', '-9223372036854775809', '2147483648', '0x1F', '1.5', '-0', ' ', '', '\t\n',
  '../../etc/passwd', '<script>alert(1)</script>', '\' OR 1=1 --', '%00', '\\u0000', 'null', 'true', '[]', '{}',
  '0000-01-01', '0000-00-00', '9999-12-31', '275760-09-13', '2025-02-30', '2025-04-14T25:00:00Z',
  '0001-01-01T00:00:00Z', '9999-12-31T23:59:59+14:00', '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff', 'a@b', 'a@b.co\u0000', `${'a'.repeat(300)}@example.com`,
];
const HOSTILE_NUMBERS = [
  2 ** 63, -(2 ** 63), 2 ** 64, 2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 1e308, -1e308, Number.MAX_VALUE, Number.MIN_VALUE,
  Number.MAX_SAFE_INTEGER + 2, -0, 0.5, 1e-7, 0, -1, 1,
];
const WRONG_TYPES: unknown[] = [null, true, false, [], {}, [1, 'a'], { a: 1 }, JSON.parse('{"__proto__": {"polluted": 1}}')];

const text = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 1, arbitrary: fc.constantFrom(BIG, BIG_NEPALI) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
);
const anyValue: fc.Arbitrary<unknown> = fc.oneof(text, fc.constantFrom(...HOSTILE_NUMBERS), fc.constantFrom(...WRONG_TYPES), fc.double());

/** Ids known to exist (collected from the lists), so a path or a field can name a real row. */
const knownIds: string[] = ['00000000-0000-4000-8000-000000000000'];
// Read when a value is drawn: the list fills up once the app has data.
const uuid = fc.oneof(fc.uuid(), fc.nat().map((i) => knownIds[i % knownIds.length]!));

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid': return uuid;
    case 'email': return fc.constantFrom('seeker@example.com', 'Employer.One@Example.com');
    case 'date': return fc.constantFrom('2025-05-01', '2025-04-14', '2026-12-31');
    case 'date-time': return fc.constantFrom('2025-05-01T10:00:00+05:45', '2025-04-20T04:15:00Z');
    case 'uri': return fc.constant('https://example.com/x');
  }
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : 50;
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const plain = fc.string({ minLength: Math.min(min, max), maxLength: Math.min(max, Math.max(min, 30)) });
  if (typeof schema.pattern !== 'string') return plain;
  try {
    const re = new RegExp(schema.pattern);
    // Lengths are not forced onto a pattern (filtering could wait forever): a wrong length is one more refusal.
    return fc.stringMatching(re, { size: 'small' });
  } catch {
    return plain;
  }
}

/** A fitting string with NUL or a lone surrogate slipped in: it passes every other rule, so only that check stops it. */
const injected = (base: fc.Arbitrary<string>) => fc.tuple(base, fc.constantFrom('\u0000', '\uD800', '\uDFFF'), fc.nat()).map(([v, bad, at]) => {
  const i = v.length ? at % (v.length + 1) : 0;
  return `${v.slice(0, i)}${bad}${v.slice(i)}`;
});

/** Values that fit `schema`, so a request reaches its handler and the database. */
function fitting(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.constant(null);
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives) return fc.oneof(...alternatives.map((s) => fitting(s, depth + 1)));
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  const types = [schema.type ?? 'object'].flat() as string[];
  return fc.oneof(...types.map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string': return validString(schema);
      case 'integer': return fc.integer({
        min: typeof schema.minimum === 'number' ? schema.minimum : -(2 ** 31),
        max: typeof schema.maximum === 'number' ? Math.min(schema.maximum, Number.MAX_SAFE_INTEGER) : 2 ** 31 - 1,
      });
      case 'number': return fc.double({ noNaN: true, noDefaultInfinity: true });
      case 'boolean': return fc.boolean();
      case 'null': return fc.constant(null);
      case 'array': return fc.array(fitting(schema.items as JsonSchema | undefined, depth + 1), { maxLength: 3 });
      default: return objectFor(schema, depth, fitting);
    }
  }));
}

/** Values that do not fit `schema`, or fit it but carry hostile text. */
function hostile(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const strings = schema && [schema.type].flat().includes('string') && !schema.enum ? [{ weight: 3, arbitrary: injected(validString(schema)) }] : [];
  const arrays = schema && [schema.type].flat().includes('array')
    ? [{ weight: 2, arbitrary: fc.array(hostile(schema.items as JsonSchema | undefined, depth + 1), { minLength: 1, maxLength: 3 }) }] : [];
  return fc.oneof({ weight: 3, arbitrary: anyValue }, ...strings, ...arrays);
}

/** Mostly fitting, often hostile, sometimes the wrong type. */
function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: fitting(schema, depth) }, { weight: 2, arbitrary: hostile(schema, depth) });
}

const EXTRA_KEYS = ['extra', 'id', 'company_id', 'is_staff', 'a\u0000b', '\uD800', '__proto__', 'constructor'];

const MISSING = Symbol('missing');

/** defineProperty: "__proto__" and "constructor" become plain own fields, as JSON.parse makes them. */
function put(out: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
}

function objectFor(schema: JsonSchema, depth: number, field: (s: JsonSchema, depth: number) => fc.Arbitrary<unknown>): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  // Every required field, and optional ones half the time.
  const fields = Object.fromEntries(Object.entries(properties).map(([name, s]) =>
    [name, required.has(name) ? field(s, depth + 1) : fc.option(field(s, depth + 1), { nil: MISSING })]));
  return fc.record(fields).map((record) => {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(record)) if (v !== MISSING) put(out, k, v);
    return out;
  });
}

/**
 * A request body: a fitting one with exactly one thing wrong (a hostile field, a missing required one, an extra
 * one), which only that one check can refuse; a fitting one; or one where every field may be wrong.
 */
function bodyFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const names = Object.keys(properties);
  const base = fitting(schema);
  if (schema.type !== 'object' || !names.length) return fc.oneof(base, hostile(schema));
  const oneWrong = fc.tuple(base, fc.constantFrom(...names)).chain(([body, name]) => fc.oneof(
    { weight: 4, arbitrary: hostile(properties[name]).map((v) => { const out = { ...(body as object) }; put(out, name, v); return out; }) },
    { weight: 1, arbitrary: fc.constant(Object.fromEntries(Object.entries(body as object).filter(([k]) => k !== name))) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...EXTRA_KEYS), anyValue).map(([k, v]) => { const out = { ...(body as object) }; put(out, k, v); return out; }) },
  ));
  return fc.oneof({ weight: 5, arbitrary: oneWrong }, { weight: 2, arbitrary: base }, { weight: 2, arbitrary: objectFor(schema, 0, valueFor) }, { weight: 1, arbitrary: anyValue });
}

/** Percent-encodes like encodeURIComponent, but sends a lone surrogate as its raw (WTF-8) bytes instead of throwing. */
function encode(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(ch);
    }
  }
  return out;
}

const asParam = (v: unknown) => (typeof v === 'string' ? v : v === undefined ? '' : JSON.stringify(v) ?? String(v));

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

function multipartBody(fields: Record<string, unknown>, files: { name: string; filename: string; bytes: Buffer }[]) {
  const boundary = '----jagirfuzz';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${asParam(value)}\r\n`));
  }
  for (const f of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`), f.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function requestFor(op: Operation): fc.Arbitrary<FuzzRequest> {
  const asRecord = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? v as Record<string, unknown> : {});
  const pathArb = op.params ? bodyFor(op.params).map(asRecord) : fc.constant<Record<string, unknown>>({});
  const queryArb = op.query ? bodyFor(op.query).map(asRecord) : fc.constant<Record<string, unknown>>({});
  const json = op.body['application/json'];
  const form = op.body['multipart/form-data'];
  const bodyArb: fc.Arbitrary<Pick<FuzzRequest, 'payload' | 'headers'>> = !json && !form ? fc.constant({ headers: {} }) : fc.oneof(
    ...(json ? [{ weight: 6, arbitrary: bodyFor(json).map((v) => ({ payload: JSON.stringify(v) ?? 'null', headers: { 'content-type': 'application/json' } })) }] : []),
    ...(form ? [{
      weight: 6,
      arbitrary: fc.tuple(
        bodyFor(form),
        fc.array(fc.record({
          name: fc.constantFrom(...Object.keys((form.properties ?? {}) as object), 'extra'),
          filename: fc.oneof(fc.constantFrom('a.png', 'cv.pdf', 'a\u0000.png', '\uD800.pdf', '../../x', '😀.png'), fc.string({ maxLength: 20 })),
          bytes: fc.oneof(fc.constantFrom(PNG, PDF, Buffer.alloc(0)), fc.uint8Array({ maxLength: 2000 }).map((a) => Buffer.from(a))),
        }), { maxLength: 2 }),
      ).map(([fields, files]) => {
        const text = fields && typeof fields === 'object' ? Object.entries(fields).filter(([, v]) => typeof v !== 'object' || v === null) : [];
        const body = multipartBody(Object.fromEntries(text), files);
        return { payload: body.payload, headers: { 'content-type': body.type } };
      }),
    }] : []),
    // Garbage: not JSON, a broken form, a content type nobody takes.
    { weight: 1, arbitrary: fc.constantFrom(
      { payload: '{"title": "x",', headers: { 'content-type': 'application/json' } },
      { payload: '\u0000\u0001', headers: { 'content-type': 'application/json' } },
      { payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb', headers: { 'content-type': 'multipart/form-data; boundary=x' } },
      { payload: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    ) },
  );
  return fc.tuple(pathArb, queryArb, bodyArb, fc.ipV4()).map(([path, q, body, ip]) => {
    const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encode(asParam(path[name])));
    const search = Object.entries(q).filter(([, v]) => v !== undefined).map(([k, v]) => `${encode(k)}=${encode(asParam(v))}`).join('&');
    // Each request from its own address, so per-address limits do not end the run early.
    return { method: op.method, url: search ? `${url}?${search}` : url, headers: { ...body.headers, 'x-fuzz-ip': ip }, payload: body.payload };
  });
}

// ---- what must hold ----

function drfShape(body: unknown): boolean {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  const entries = Object.entries(body);
  if (typeof (body as { detail?: unknown }).detail === 'string') return true;
  return entries.length > 0 && entries.every(([, v]) => Array.isArray(v) && v.every((m) => typeof m === 'string'));
}

/** Tables a refused request may still write: attempt counters and the session's last use. */
const ATTEMPT_TABLES = /^(sessions|otps|login_failures)$|rate|limit|attempt|throttle/;

let t: TestApp;
let token: string;
let email: string;
let password: string;
let fingerprintSql = '';

async function fingerprint(): Promise<Record<string, string>> {
  const res = await t.database.db.execute(sql.raw(fingerprintSql));
  return (res as unknown as { rows: Record<string, string>[] }).rows[0]!;
}

/** A GET every signed-in employer may call without parameters: tells whether the token still works. */
const whoAmI = operations.find((o) => o.method === 'GET' && o.requiresToken && !o.params && !o.query && !STREAMING.has(`GET ${o.path}`))!;

async function ensureSignedIn() {
  const res = await t.inject({ method: 'GET', url: whoAmI.path, headers: bearer(token) });
  if (res.statusCode !== 401) return;
  const login = await t.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password, user_type: 'employer' } });
  if (login.statusCode === 200) token = login.json<{ token: string }>().token;
  else ({ token, email, password } = await registerEmployer(t));
}

function collectIds(value: unknown) {
  if (Array.isArray(value)) value.forEach(collectIds);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'id' && typeof v === 'string' && /^[0-9a-f-]{36}$/.test(v) && !knownIds.includes(v)) knownIds.push(v);
      else collectIds(v);
    }
  }
}

beforeAll(async () => {
  t = await createTestApp();
  ({ token, email, password } = await registerEmployer(t));
  // A little data, so ids in paths can name rows that exist.
  await t.inject({ method: 'POST', url: '/api/employer/jobs/', headers: bearer(token), payload: { title: 'Cook' } });
  for (const op of operations.filter((o) => o.method === 'GET' && !o.params && !STREAMING.has(`GET ${o.path}`))) {
    const res = await t.inject({ method: 'GET', url: op.path, headers: bearer(token) });
    if (String(res.headers['content-type']).startsWith('application/json')) collectIds(res.json());
  }
  const rows = await t.database.db.execute(sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`);
  const tables = (rows as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name).filter((n) => !ATTEMPT_TABLES.test(n) && !n.startsWith('__'));
  fingerprintSql = `SELECT ${tables.map((n) => `(SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) FROM "${n}" x) AS "${n}"`).join(', ')}`;
}, 120_000);
afterAll(async () => { await t?.close(); });

const cases = operations.flatMap((op, i) => [
  { op, signedIn: true, seed: SEED + 2 * i },
  { op, signedIn: false, seed: SEED + 2 * i + 1 },
]).map((c) => ({ ...c, name: `${c.op.method} ${c.op.path} ${c.signedIn ? 'with a token' : 'without'}` }));

describe('every operation, fuzzed from the contract', () => {
  it.each(cases)('$name', async ({ op, signedIn, seed }) => {
    // A stream answers for as long as its token is valid: only its refusals are fuzzed.
    if (signedIn && STREAMING.has(`${op.method} ${op.path}`)) return;
    const write = op.method !== 'GET';
    await fc.assert(fc.asyncProperty(requestFor(op), async (req) => {
      if (signedIn) await ensureSignedIn();
      const { 'x-fuzz-ip': remoteAddress, ...sent }: Record<string, string> = { ...req.headers, ...(signedIn ? bearer(token) : {}) };
      const before = write ? await fingerprint() : undefined;
      const res = await t.inject({ method: req.method as 'GET', url: req.url, headers: sent, payload: req.payload, remoteAddress });
      const what = `${req.method} ${req.url.slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
      expect(res.statusCode, what).toBeLessThan(500);
      if (res.statusCode >= 400) {
        expect(res.headers['content-type'], what).toMatch(/^application\/json/);
        expect(drfShape(res.json()), what).toBe(true);
        if (before) expect(await fingerprint(), what).toEqual(before);
      }
    }), { seed, numRuns: RUNS, endOnFailure: true });
    // Every answer, refusals included, is one the contract describes.
    expect(t.mismatches.splice(0).slice(0, 5)).toEqual([]);
  }, 120_000);
});
