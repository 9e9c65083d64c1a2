// Builds the app for tests on a fresh database per test file: in-memory PGlite, or a new, uniquely named
// PostgreSQL database when TEST_DATABASE_URL is set (dropped afterwards).
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import os from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { MIGRATIONS_DIR, openDatabase, type Database } from '../db/client';
import type { MailMessage, Mailer } from '../services/mail';

export interface TestClock {
  now(): Date;
  advance(ms: number): void;
  set(date: Date): void;
}

export function createTestClock(start = new Date('2025-04-14T04:15:00Z')): TestClock {
  let t = start.getTime();
  return { now: () => new Date(t), advance: (ms) => { t += ms; }, set: (d) => { t = d.getTime(); } };
}

/** A mailer that keeps what it is given. */
export interface CapturingMailer extends Mailer {
  sent: MailMessage[];
  /** The 6-digit code in the last mail to `to`. */
  lastCode(to: string): string;
}

export function createCapturingMailer(): CapturingMailer {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(msg) { sent.push(msg); },
    async close() {},
    lastCode(to) {
      const msg = sent.filter((m) => m.to === to).at(-1);
      const code = msg && /\b(\d{6})\b/.exec(msg.text)?.[1];
      if (!code) throw new Error(`no code was mailed to ${to}`);
      return code;
    },
  };
}

/**
 * A fresh PGlite takes seconds to initialise; one loaded from a dump of a migrated database takes well under
 * one. The dump is kept in the temp folder, named by the migrations it holds.
 */
export async function migratedDump(): Promise<Blob> {
  const hash = createHash('sha256');
  for (const f of (await readdir(MIGRATIONS_DIR, { recursive: true })).sort()) {
    if (f.endsWith('.sql') || f.endsWith('.json')) hash.update(f).update(await readFile(path.join(MIGRATIONS_DIR, f)));
  }
  const dir = path.join(os.tmpdir(), 'jagir-test-pglite');
  const file = path.join(dir, `${hash.digest('hex').slice(0, 16)}.tar`);
  const saved = await readFile(file).catch(() => undefined);
  if (saved) return new Blob([saved]);
  const client = await PGlite.create();
  await (await openDatabase({ pglite: client })).migrate();
  const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  await client.close();
  await mkdir(dir, { recursive: true });
  const part = `${file}.${process.pid}.part`;
  await writeFile(part, dump);
  await rename(part, file);
  return new Blob([dump]);
}

async function freshPglite(): Promise<PGlite> {
  return PGlite.create({ loadDataDir: await migratedDump() });
}

export async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ pglite: await freshPglite() });
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  const name = `jagir_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString() });
  await database.migrate();
  return {
    database,
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  mailer: CapturingMailer;
  database: Database;
  config: Config;
  /** Answers that did not match openapi/openapi.yaml. */
  mismatches: string[];
  inject(opts: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  mailer?: Mailer;
  env?: NodeJS.ProcessEnv;
  distDir?: string;
}

export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  const clock = createTestClock();
  const mailer = createCapturingMailer();
  // Route tests send many public writes from one address; the rate-limit tests set their own limits.
  const config = loadConfig({
    DATA_DIR: path.join(os.tmpdir(), 'jagir-test-unused'), RATE_LIMIT_PER_ADDRESS: '1000000', RATE_LIMIT_PER_EMAIL: '1000000', ...opts.env,
  });
  const mismatches: string[] = [];
  const app = await buildApp({
    database,
    config,
    clock,
    mailer: opts.mailer ?? mailer,
    distDir: opts.distDir ?? path.join(os.tmpdir(), 'jagir-no-dist'),
    onResponseMismatch: (p) => mismatches.push(p),
  });
  await app.ready();
  return {
    app, clock, mailer, database, config, mismatches,
    inject: (o) => app.inject(o),
    async close() {
      await app.close();
      await drop();
    },
  };
}

/**
 * One app per test file, built before the first test; after each test, every answer must have matched the
 * contract.
 */
export function setupTestApp(opts: TestAppOptions = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => { Object.assign(t, await createTestApp(opts)); });
  afterEach(() => { expect(t.mismatches.splice(0)).toEqual([]); });
  afterAll(async () => { await t.close?.(); });
  return t;
}

export const bearer = (token: string) => ({ authorization: `Token ${token}` });

let counter = 0;
/** A fresh, valid e-mail for one test. */
export const uniqueEmail = (label = 'employer') => `${label}.${Date.now().toString(36)}${(counter++).toString(36)}@example.com`;

export const STRONG_PASSWORD = 'Kathmandu-2081';

/** Registers an employer through the API (send-otp → register with the mailed code). */
export async function registerEmployer(t: TestApp, o: { email?: string; password?: string; fullName?: string } = {}) {
  const email = o.email ?? uniqueEmail();
  const password = o.password ?? STRONG_PASSWORD;
  const sent = await t.inject({ method: 'POST', url: '/api/auth/send-otp/', payload: { email, purpose: 'email_verification', user_type: 'employer', otp_type: 'registration' } });
  if (sent.statusCode !== 200) throw new Error(`send-otp: ${sent.statusCode} ${sent.body}`);
  const res = await t.inject({
    method: 'POST',
    url: '/api/auth/register/',
    payload: {
      email, user_type: 'employer', password, password_confirm: password, full_name: o.fullName ?? 'Everest Tech Pvt. Ltd.',
      otp_code: t.mailer.lastCode(email), companyData: {},
    },
  });
  if (res.statusCode !== 201) throw new Error(`register: ${res.statusCode} ${res.body}`);
  const body = res.json() as { token: string; user: { id: string; email: string; full_name: string } };
  return { email, password, token: body.token, user: body.user };
}
