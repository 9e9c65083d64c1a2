import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_SIZE, seedDemo } from './demo';
import { verifyPassword } from '../lib/passwords';
import { openTestDatabase, setupTestApp } from '../test/app';
import { parseSeedArgs } from './cli';
import { dataset, type ApplicationRow } from './generate';
import { loadDataset } from './load';

const t = setupTestApp();
const now = new Date('2025-04-14T04:15:00Z');
const rowsOf = async <T>(query: ReturnType<typeof sql>) => (await t.database.db.execute(query) as unknown as { rows: T[] }).rows;

describe('loadDataset', () => {
  it('writes every generated row, with the counters and histories the API reads', async () => {
    const size = { companies: 12, jobs: 60, seekers: 150, applications: 400 };
    const histories = new Map<string, ApplicationRow['history']>();
    const batches = [...dataset({ seed: 3, now, ...size, batchSize: 50 })];
    for (const b of batches) if (b.table === 'applications') for (const a of b.rows) histories.set(a.id, a.history);

    const counts = await loadDataset(t.database.db, batches, { passwordHash: 'not-a-real-hash' });
    expect(counts).toEqual({
      companies: 12, jobs: 60, jobSeekers: 150, applications: 400, statusChanges: [...histories.values()].flat().length,
    });

    const [tables] = await rowsOf<Record<string, number>>(sql`SELECT
      (SELECT count(*)::int FROM companies) AS companies, (SELECT count(*)::int FROM jobs) AS jobs,
      (SELECT count(*)::int FROM job_seekers) AS seekers, (SELECT count(*)::int FROM applications) AS applications`);
    expect(tables).toEqual(size);
    const wrongCounters = await rowsOf(sql`SELECT j.id FROM jobs j
      WHERE j.applications_count <> (SELECT count(*) FROM applications a WHERE a.job_id = j.id)`);
    expect(wrongCounters).toEqual([]);
    const withoutOwner = await rowsOf(sql`SELECT c.id FROM companies c LEFT JOIN company_members m
      ON m.company_id = c.id AND m.user_id = c.user_id AND m.role = 'owner' WHERE m.user_id IS NULL`);
    expect(withoutOwner).toEqual([]);
    const wrongCompany = await rowsOf(sql`SELECT a.id FROM applications a JOIN jobs j ON j.id = a.job_id WHERE a.company_id <> j.company_id`);
    expect(wrongCompany).toEqual([]);
    const [sample] = [...histories.entries()].filter(([, h]) => h.length > 2);
    const stored = await rowsOf<{ to_status: string }>(sql`SELECT to_status FROM application_events WHERE application_id = ${sample![0]} ORDER BY seq`);
    expect(stored.map((e) => e.to_status)).toEqual(sample![1].map((h) => h.to));
    const keys = await rowsOf<{ skills: string[]; skill_keys: string[] }>(sql`SELECT skills, skill_keys FROM job_seekers LIMIT 1`);
    expect(keys[0]!.skill_keys).toEqual(keys[0]!.skills.map((s) => s.toLowerCase()));
  });

  it('leaves nothing behind when a batch fails', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      const batches = [...dataset({ seed: 4, now, companies: 3, jobs: 5, seekers: 5, applications: 5 })];
      const broken = batches.map((b) => (b.table === 'jobs' ? { ...b, rows: b.rows.map((r) => ({ ...r, companyId: '00000000-0000-4000-8000-000000000000' })) } : b));
      await expect(loadDataset(database.db, broken as typeof batches, { passwordHash: 'x' })).rejects.toThrow();
      const [{ n }] = (await database.db.execute(sql`SELECT count(*)::int AS n FROM companies`) as unknown as { rows: [{ n: number }] }).rows;
      expect(n).toBe(0);
    } finally {
      await drop();
    }
  });
});

describe('seedDemo', () => {
  it('loads the demo set once, the busiest company becoming the demo employer who can log in', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      const demo = await seedDemo(database.db, now);
      expect(demo).toMatchObject({ email: DEMO_EMAIL, password: expect.stringMatching(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/) });
      const [mine] = (await database.db.execute(sql`SELECT count(*)::int AS jobs, sum(j.applications_count)::int AS applications
        FROM jobs j JOIN companies c ON c.id = j.company_id JOIN users u ON u.id = c.user_id WHERE u.email = ${DEMO_EMAIL}`) as unknown as { rows: { jobs: number; applications: number }[] }).rows;
      expect(mine!.jobs).toBeGreaterThan(3);
      expect(mine!.applications).toBeGreaterThan(10);
      const [{ n }] = (await database.db.execute(sql`SELECT count(*)::int AS n FROM job_seekers`) as unknown as { rows: [{ n: number }] }).rows;
      expect(n).toBe(DEMO_SIZE.seekers);
      const [row] = (await database.db.execute(sql`SELECT password_hash FROM users WHERE email = ${DEMO_EMAIL}`) as unknown as { rows: { password_hash: string }[] }).rows;
      expect(await verifyPassword(row!.password_hash, demo!.password)).toBe(true);
      expect(await seedDemo(database.db, now)).toBeUndefined();
    } finally {
      await drop();
    }
  });
});

describe('parseSeedArgs', () => {
  it('reads the counts and the seed', () => {
    expect(parseSeedArgs(['--companies', '5', '--jobs', '50', '--seekers', '100', '--applications', '300', '--seed', 'x'])).toEqual({
      companies: 5, jobs: 50, seekers: 100, applications: 300, seed: 'x',
    });
  });

  it('says what is wrong', () => {
    expect(parseSeedArgs(['--jobs', 'many'])).toEqual({ error: expect.stringMatching(/^--jobs must be a whole number \(got "many"\)\./) });
    expect(parseSeedArgs(['--colour', 'red'])).toEqual({ error: expect.stringContaining("Unknown option '--colour'") });
    expect(parseSeedArgs(['--jobs', '5', '--companies', '0'])).toEqual({ error: 'Jobs need at least one company (--companies).' });
    expect(parseSeedArgs(['--jobs', '0', '--applications', '5'])).toEqual({ error: 'Applications need jobs and job seekers (--jobs, --seekers).' });
  });
});
