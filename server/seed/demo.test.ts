// The demo employer's first login, read through the API the portal's screens use: nothing opens empty, the plan
// covers the company's jobs, and what the data says agrees with itself.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { planById, priceWithVat } from '../../src/domain/plans';
import { scorerFor } from '../services/matching';
import { bearer, openTestDatabase, setupTestApp } from '../test/app';
import { DEMO_EMAIL, seedDemo } from './demo';

const t = setupTestApp();
let token = '';
const DAY_MS = 86_400_000;

async function get<T = Record<string, unknown>>(url: string): Promise<T> {
  const res = await t.inject({ method: 'GET', url, headers: bearer(token) });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as T;
}
const rowsOf = async <T>(query: ReturnType<typeof sql>) => (await t.database.db.execute(query) as unknown as { rows: T[] }).rows;

interface Conversation { id: string; unread_count: number; job_title: string | null; last_message: { sender: string } | null }
interface CalendarEvent { kind: string; status: string; starts_at: string; application: string | null; candidate_name: string | null }

let demoPassword = '';

beforeAll(async () => {
  const demo = await seedDemo(t.database.db, t.clock.now());
  demoPassword = demo!.password;
  const login = await t.inject({ method: 'POST', url: '/api/auth/login/', payload: { email: DEMO_EMAIL, password: demo!.password } });
  token = login.json().token;
}, 60_000);

describe('the demo employer\'s first login', () => {
  it('shows interviews in the coming week on the overview and in the calendar, each with a candidate at the interview stage', async () => {
    const now = t.clock.now();
    const stats = await get<{ upcoming_interviews: number; active_jobs: number; total_applications: number }>('/api/dashboard/stats/');
    expect(stats.upcoming_interviews).toBeGreaterThanOrEqual(3);
    expect(stats.active_jobs).toBeGreaterThan(5);
    const week = new URLSearchParams({ from: now.toISOString(), to: new Date(now.getTime() + 7 * DAY_MS).toISOString() });
    const { results } = await get<{ results: CalendarEvent[] }>(`/api/employer/events/?${week}`);
    const interviews = results.filter((e) => e.kind === 'interview' && e.status === 'scheduled');
    expect(interviews.length).toBeGreaterThanOrEqual(3);
    for (const e of interviews) {
      const application = await get<{ status: string }>(`/api/applications/${e.application}/`);
      expect(application.status).toBe('interview');
    }
  });

  it('has the reminders of its upcoming interviews scheduled, as booking them would', async () => {
    const now = t.clock.now();
    const upcoming = await rowsOf<{ id: string }>(sql`select id from calendar_events where kind = 'interview' and status = 'scheduled' and starts_at > ${now.toISOString()}::timestamptz`);
    expect(upcoming.length).toBeGreaterThanOrEqual(3);
    const reminders = await rowsOf<{ dedupe_key: string; status: string }>(sql`select dedupe_key, status from queue_jobs where kind = 'interview_reminder'`);
    for (const { id } of upcoming) {
      expect(reminders.filter((r) => r.dedupe_key.startsWith(`${id}:`)).map((r) => r.status)).toContain('pending');
    }
    const laterThanAnHour = await rowsOf<{ id: string }>(sql`select id from calendar_events where kind = 'interview' and status = 'scheduled' and starts_at > ${new Date(now.getTime() + 3_600_000).toISOString()}::timestamptz`);
    expect(reminders.filter((r) => r.dedupe_key.endsWith(':hour_before'))).toHaveLength(laterThanAnHour.length);
  });

  it('has conversations with unread replies from candidates', async () => {
    const { results } = await get<{ results: Conversation[] }>('/api/employer/conversations/');
    const unread = results.filter((c) => c.unread_count > 0);
    expect(unread.length).toBeGreaterThanOrEqual(2);
    for (const c of unread) expect(c.last_message?.sender).toBe('job_seeker');
    expect(results.every((c) => c.job_title)).toBe(true);
    expect((await get<{ unread: number }>('/api/employer/messages/unread/')).unread).toBeGreaterThanOrEqual(2);
  });

  it('has saved candidates with notes', async () => {
    const { results } = await get<{ results: { note: string; job_title: string | null }[] }>('/api/employer/saved-applicants/');
    expect(results.filter((s) => s.note.trim().length > 20 && s.job_title).length).toBeGreaterThanOrEqual(3);
  });

  it('is on a paid plan that covers its jobs with room to publish more, with the invoices of that plan', async () => {
    const billing = await get<{ plan: { id: string }; period_end: string | null; usage: { active_jobs: number; featured_jobs: number }; details_complete: boolean }>('/api/employer/billing/');
    const plan = planById(billing.plan.id)!;
    expect(plan.pricePaisa).toBeGreaterThan(0);
    expect(new Date(billing.period_end!).getTime()).toBeGreaterThan(t.clock.now().getTime() + 7 * DAY_MS);
    expect(billing.usage.active_jobs).toBeLessThan(plan.limits.activeJobs);
    expect(billing.usage.featured_jobs).toBeGreaterThan(0);
    expect(billing.usage.featured_jobs).toBeLessThanOrEqual(plan.limits.featuredJobs);
    expect(billing.details_complete).toBe(true);

    const { results: invoices } = await get<{ results: { plan: string; total_paisa: number; period_start: string; period_end: string }[] }>('/api/employer/invoices/');
    expect(invoices.length).toBeGreaterThanOrEqual(1);
    for (const invoice of invoices) {
      expect(invoice.plan).toBe(plan.id);
      expect(invoice.total_paisa).toBe(priceWithVat(plan.pricePaisa).total);
    }
    const now = t.clock.now().getTime();
    expect(invoices.some((i) => Date.parse(i.period_start) <= now && Date.parse(i.period_end) > now)).toBe(true);
    const [paid] = await rowsOf<{ n: number }>(sql`SELECT count(*)::int AS n FROM payments WHERE status = 'completed'`);
    expect(paid!.n).toBe(invoices.length);
  });

  it('can publish a new job at once', async () => {
    const { results } = await get<{ results: { id: string; is_open: boolean }[] }>('/api/employer/jobs/?status=published');
    const open = results.find((j) => j.is_open)!;
    const { id: _id, is_open: _o, created_at: _c, updated_at: _u, published_at: _p, views_count: _v, applications_count: _a, featured: _f, ...fields } =
      await get<Record<string, unknown>>(`/api/employer/jobs/${open.id}/`);
    const res = await t.inject({
      method: 'POST', url: '/api/employer/jobs/', headers: bearer(token), payload: { ...fields, title: 'Store Assistant', status: 'published' },
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('has an answered support ticket', async () => {
    const { results } = await get<{ results: { status: string; last_reply_by: string }[] }>('/api/employer/support/tickets/');
    expect(results.filter((r) => r.status === 'answered' && r.last_reply_by === 'staff').length).toBeGreaterThanOrEqual(1);
  });

  it('tells candidates the interview times the calendar has', async () => {
    const rows = await rowsOf<{ body: string; starts_at: Date | string }>(sql`SELECT m.body, e.starts_at FROM messages m
      JOIN conversations c ON c.id = m.conversation_id JOIN calendar_events e ON e.application_id = c.application_id
      WHERE m.body LIKE '%for an interview on %' AND e.status = 'scheduled'`);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const r of rows) {
      const startsAt = new Date(r.starts_at);
      const local = new Date(startsAt.getTime() + (5 * 60 + 45) * 60_000);
      const hour = local.getUTCHours();
      const said = `${local.getUTCDate()} ${local.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' })} at ${hour % 12 || 12}:${String(local.getUTCMinutes()).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
      expect(r.body).toContain(said);
    }
  });

  it('has applicants whose match scores spread like real ones: some excellent, most middling, a few poor', async () => {
    const rows = await rowsOf<Record<string, never>>(sql`SELECT j.skills AS "jobSkills", j.province AS "jobProvince", j.district AS "jobDistrict",
      j.remote_allowed AS "remoteAllowed", j.experience_min_years AS "experienceMinYears", j.education_level AS "jobEducation",
      s.skills, s.province, s.district, s.experience_years AS "experienceYears", s.education_level AS "educationLevel"
      FROM applications a JOIN jobs j ON j.id = a.job_id JOIN job_seekers s ON s.id = a.job_seeker_id
      JOIN companies c ON c.id = a.company_id JOIN users u ON u.id = c.user_id WHERE u.email = ${DEMO_EMAIL}`);
    const scores = rows.map((r: Record<string, unknown>) => scorerFor({
      skills: r.jobSkills as string[], province: r.jobProvince as string, district: r.jobDistrict as string,
      remoteAllowed: r.remoteAllowed as boolean, experienceMinYears: r.experienceMinYears as number, educationLevel: r.jobEducation as string,
    })({
      skills: r.skills as string[], province: r.province as string, district: r.district as string,
      experienceYears: r.experienceYears as number, educationLevel: r.educationLevel as string,
    }).score).sort((a, b) => a - b);
    const share = (lo: number, hi: number) => scores.filter((s) => s >= lo && s < hi).length / scores.length;
    const at = (q: number) => scores[Math.floor(q * (scores.length - 1))]!;
    expect(scores.length).toBeGreaterThan(100);
    expect(share(80, 101)).toBeGreaterThan(0.1);
    expect(share(80, 101)).toBeLessThan(0.45);
    expect(share(50, 80)).toBeGreaterThan(0.4);
    expect(share(0, 50)).toBeGreaterThan(0.02);
    expect(share(0, 50)).toBeLessThan(0.25);
    expect(at(0.5)).toBeGreaterThanOrEqual(55);
    expect(at(0.5)).toBeLessThanOrEqual(80);
  });
});

describe('the demo seeded late on a Saturday (Nepal\'s day off)', () => {
  it('still has interviews in the coming week, and no message from the future, out of order or in the night', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      const now = new Date('2025-04-19T14:30:00Z'); // 20:15 in Kathmandu
      await seedDemo(database.db, now);
      const read = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute(query) as unknown as { rows: T[] }).rows;
      const [{ n } = { n: 0 }] = await read<{ n: number }>(sql`SELECT count(*)::int AS n FROM calendar_events
        WHERE kind = 'interview' AND status = 'scheduled' AND starts_at > ${now} AND starts_at < ${new Date(now.getTime() + 7 * DAY_MS)}`);
      expect(n).toBeGreaterThanOrEqual(3);
      const late = await read(sql`SELECT id FROM messages WHERE created_at > ${now} OR read_at > ${now}`);
      expect(late).toEqual([]);
      const disorder = await read(sql`SELECT a.id FROM messages a JOIN messages b ON b.conversation_id = a.conversation_id
        AND b.seq > a.seq AND b.created_at <= a.created_at`);
      expect(disorder).toEqual([]);
      const night = await read(sql`SELECT id FROM messages
        WHERE extract(hour FROM created_at AT TIME ZONE 'Asia/Kathmandu') NOT BETWEEN 7 AND 21`);
      expect(night).toEqual([]);
      const saturday = await read(sql`SELECT id FROM calendar_events WHERE status = 'scheduled' AND kind = 'interview'
        AND extract(dow FROM starts_at AT TIME ZONE 'Asia/Kathmandu') = 6`);
      expect(saturday).toEqual([]);
    } finally {
      await drop();
    }
  }, 60_000);
});

describe('the demo hiring team', () => {
  const signIn = async (email: string) => {
    const res = await t.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password: demoPassword } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().token as string;
  };
  const as = async <T>(email: string, url: string) => {
    const res = await t.inject({ method: 'GET', url, headers: bearer(await signIn(email)) });
    return { status: res.statusCode, body: res.json() as T };
  };

  it('signs in as each role with the demo password', async () => {
    const { results } = await get<{ results: { email: string; role: string }[] }>('/api/employer/team/members/');
    expect(results.map((m) => [m.role, m.email])).toEqual([
      ['owner', DEMO_EMAIL], ['admin', 'demo.admin@jagir.example'], ['recruiter', 'demo.recruiter@jagir.example'],
      ['hiring_manager', 'demo.manager@jagir.example'],
    ]);
    expect((await as('demo.recruiter@jagir.example', '/api/employer/billing/')).status).toBe(403);
    expect((await as('demo.admin@jagir.example', '/api/employer/billing/')).status).toBe(200);
  });

  it('gives the hiring manager two jobs, an interview of theirs that ended with their scorecard owed, and a comment asking for it', async () => {
    const me = await as<{ job_ids: string[] }>('demo.manager@jagir.example', '/api/employer/team/me/');
    expect(me.body.job_ids).toHaveLength(2);
    const jobs = await as<{ count: number }>('demo.manager@jagir.example', '/api/employer/jobs/');
    expect(jobs.body.count).toBe(2);
    const [ended] = await rowsOf<{ application_id: string }>(sql`SELECT DISTINCT e.application_id FROM calendar_events e
      JOIN event_interviewers i ON i.event_id = e.id WHERE e.status = 'done' AND e.ends_at < ${t.clock.now()}`);
    const cards = await get<{ scorecards: { author: { full_name: string } }[]; pending: { member: { full_name: string } }[] }>(
      `/api/applications/${ended!.application_id}/scorecards/`);
    expect(cards.scorecards.map((c) => c.author.full_name)).toEqual(['Bikash Thapa']);
    expect(cards.pending.map((p) => p.member.full_name)).toEqual(['Ramesh Karki']);
    const comments = await get<{ results: { mentions: { full_name: string }[] }[] }>(`/api/applications/${ended!.application_id}/comments/`);
    expect(comments.results[0]!.mentions.map((m) => m.full_name)).toEqual(['Ramesh Karki']);
    const activity = await get<{ count: number }>('/api/employer/activity/');
    expect(activity.count).toBeGreaterThanOrEqual(6);
  });
});
