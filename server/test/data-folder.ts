// A stopped PGlite data folder (DATA_DIR) holding the demo data and a row in every table the demo leaves empty,
// for the tests of moving and backing up a database (docs/deploy.md "Moving to PostgreSQL", "Backups").
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { seedDemo } from '../seed/demo';
import { migratedDump } from './app';

/** Every byte value once: an upload must come back byte for byte. */
export const ALL_BYTES = Uint8Array.from({ length: 256 }, (_, i) => i);
const hex = `\\x${Buffer.from(ALL_BYTES).toString('hex')}`;

/**
 * One row for each table the demo data leaves empty, with the values that are easy to lose on the way: microseconds,
 * Devanagari, nulls, every byte value, JSON.
 */
const FILL = [
  `INSERT INTO sessions (id, user_id, token_hash, user_agent, ip, created_at, last_used_at)
   SELECT '00000000-0000-4000-8000-000000000001', id, 'session-hash', 'Firefox/128 नेपाली', '10.0.0.1', '2025-04-14 04:15:00.123456+00', '2025-04-14 05:00:00.000001+00' FROM users WHERE email = 'demo@jagir.example'`,
  `INSERT INTO otps (email, purpose, code_hash, wrong_tries, created_at, expires_at, verified_at, consumed_at)
   VALUES ('राम@example.com', 'signup', 'otp-hash', 2, '2025-04-14 04:15:00.5+00', '2025-04-14 04:25:00.5+00', NULL, NULL)`,
  `INSERT INTO login_failures (email, ip, at) VALUES ('demo@jagir.example', '2001:db8::1', '2025-04-14 04:15:00.999999+00')`,
  `INSERT INTO rate_limit_counters (key, hits, reset_at) VALUES ('login:10.0.0.1', 7, '2025-04-14 04:30:00+00'), ('Login:Z', 1, '2025-04-14 04:30:00+00')`,
  `INSERT INTO media (id, owner_id, kind, mime, ext, size, sha256, bytes, created_at)
   SELECT '00000000-0000-4000-8000-000000000002', id, 'logo', 'image/png', 'png', 256, 'sha', '${hex}', '2025-04-14 04:15:00+00' FROM users WHERE email = 'demo@jagir.example'`,
  `INSERT INTO media (id, owner_id, kind, mime, ext, size, sha256, bytes, created_at)
   SELECT '00000000-0000-4000-8000-000000000003', id, 'logo', 'image/png', 'png', NULL, NULL, NULL, '2025-04-14 04:15:00+00' FROM users WHERE email = 'demo@jagir.example'`,
  `INSERT INTO media_variants (media_id, size, format, mime, width, height, sha256, bytes)
   VALUES ('00000000-0000-4000-8000-000000000002', 'small', 'webp', 'image/webp', 64, 64, 'sha', '${hex}'),
          ('00000000-0000-4000-8000-000000000002', 'small', 'avif', 'image/avif', 64, 64, 'sha', '\\x')`,
  `INSERT INTO contact_messages (name, email, subject, message, ip, mailed, created_at)
   VALUES ('सीता', 'sita@example.com', 'नमस्ते', E'Line one\\nline "two", \\\\ and a tab\\t.', '10.0.0.2', true, '2025-04-14 04:15:00+00')`,
  `INSERT INTO resumes (job_seeker_id, filename, size, sha256, bytes, created_at)
   SELECT id, 'बायोडाटा.pdf', 256, 'sha', '${hex}', '2025-04-14 04:15:00+00' FROM job_seekers ORDER BY id LIMIT 1`,
  // A profile's own photo and résumé: job_seekers and media (and resumes) refer to each other both ways.
  `UPDATE job_seekers SET photo_media_id = '00000000-0000-4000-8000-000000000002',
     resume_id = (SELECT id FROM resumes ORDER BY job_seeker_id, id LIMIT 1)
   WHERE id = (SELECT job_seeker_id FROM resumes ORDER BY job_seeker_id, id LIMIT 1)`,
  `INSERT INTO saved_searches (job_seeker_id, filters, frequency, last_sent_at, created_at)
   SELECT id, '{"q": "नर्स", "province": "Bagmati"}', 'weekly', '2025-04-14 04:15:00+00', '2025-04-13 04:15:00+00' FROM job_seekers ORDER BY id LIMIT 1`,
  `INSERT INTO seeker_sessions (job_seeker_id, token_hash, created_at, last_used_at)
   SELECT id, 'seeker-session-hash', '2025-04-14 04:15:00+00', '2025-04-14 04:16:00+00' FROM job_seekers ORDER BY id LIMIT 1`,
  `INSERT INTO seeker_consents (job_seeker_id, purpose, privacy_version, application_id, at)
   SELECT job_seeker_id, 'apply', '2025-01', id, '2025-04-14 04:15:00+00' FROM applications ORDER BY id LIMIT 1`,
  `INSERT INTO swipe_decisions (company_id, key, kind, mode, job_seeker_id, job_id, application_id, created_at)
   SELECT company_id, '00000000-0000-4000-8000-000000000004', 'shortlist', 'applicants', job_seeker_id, job_id, id, '2025-04-14 04:15:00+00'
   FROM applications ORDER BY id LIMIT 1`,
  `INSERT INTO message_reply_tokens (conversation_id, token_hash, created_at)
   SELECT id, 'reply-hash', '2025-04-14 04:15:00+00' FROM conversations ORDER BY id LIMIT 1`,
  `INSERT INTO calendar_feeds (company_id, token_hash, created_at) SELECT id, 'feed-hash', '2025-04-14 04:15:00+00' FROM companies ORDER BY id LIMIT 1`,
  `INSERT INTO notification_settings (user_id, weekly_summary, updated_at) SELECT id, true, '2025-04-14 04:15:00+00' FROM users WHERE email = 'demo@jagir.example'`,
  `INSERT INTO idempotency_keys (company_id, key, claim, fingerprint, status_code, headers, body, locked_until, created_at, expires_at)
   SELECT id, 'key-1', '00000000-0000-4000-8000-000000000005', 'fp', 201, '{"content-type": "application/json", "x-नाम": "मान"}', '${hex}',
          '2025-04-14 04:15:00+00', '2025-04-14 04:15:00+00', '2025-04-15 04:15:00+00' FROM companies ORDER BY id LIMIT 1`,
  `INSERT INTO server_keys (name, value, created_at) VALUES ('vapid', '{"publicKey": "pub", "privateKey": "priv"}', '2025-04-14 04:15:00+00')`,
  `INSERT INTO push_subscriptions (company_id, user_id, session_id, endpoint, p256dh, auth, created_at, updated_at)
   SELECT c.id, s.user_id, s.id, 'https://push.example/1', 'p256dh', 'auth', '2025-04-14 04:15:00+00', '2025-04-14 04:15:00+00'
   FROM sessions s JOIN companies c ON c.user_id = s.user_id LIMIT 1`,
  `INSERT INTO team_invitations (company_id, email, role, job_ids, token_hash, created_at, sent_at, expires_at)
   SELECT id, 'new@example.com', 'recruiter', '[]', 'invite-hash', '2025-04-14 04:15:00+00', '2025-04-14 04:15:00+00', '2025-04-21 04:15:00+00'
   FROM companies ORDER BY id LIMIT 1`,
  `INSERT INTO support_attachments (ticket_id, message_id, position, filename, mime, size, sha256, bytes, created_at)
   SELECT ticket_id, id, 0, 'screenshot.png', 'image/png', 256, 'sha', '${hex}', '2025-04-14 04:15:00+00' FROM support_messages ORDER BY id LIMIT 1`,
  `INSERT INTO scorecard_criteria (company_id, job_id, name, source, position) SELECT company_id, id, 'संचार', 'custom', 1 FROM jobs ORDER BY id LIMIT 1`,
];

/**
 * Makes `DATA_DIR/pglite` from the migrated database, seeds the demo data at `now`, fills the tables it leaves empty,
 * and closes it again (a stopped server's folder).
 */
export async function seededDataFolder(now = new Date('2025-04-14T04:15:00Z')): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'jagir-data-'));
  const client = await PGlite.create(path.join(dir, 'pglite'), { loadDataDir: await migratedDump() });
  const database = await openDatabase({ pglite: client });
  try {
    await database.migrate();
    await seedDemo(database.db, now);
    for (const statement of FILL) await database.db.execute(sql.raw(statement));
  } finally {
    await database.close();
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Text output settings both sides share, so the same values read the same. */
export const TEXT_SETTINGS = `SET DateStyle TO ISO, YMD; SET TimeZone TO 'UTC'; SET IntervalStyle TO postgres; SET extra_float_digits TO 3; SET bytea_output TO hex`;

/** Each public table's rows, every column as text, sorted; and each sequence's position. */
export async function everyRow(query: (text: string) => Promise<Record<string, unknown>[]>): Promise<{
  tables: Record<string, string[]>;
  sequences: Record<string, string | null>;
}> {
  const names = await query(`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY 1`);
  const tables: Record<string, string[]> = {};
  for (const { name } of names as { name: string }[]) {
    tables[name] = (await query(`SELECT t::text AS r FROM "${name}" t ORDER BY t::text COLLATE "C"`)).map((row) => row.r as string);
  }
  const sequences: Record<string, string | null> = {};
  for (const s of await query(`SELECT sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public'`)) {
    sequences[s.name as string] = s.value as string | null;
  }
  return { tables, sequences };
}
