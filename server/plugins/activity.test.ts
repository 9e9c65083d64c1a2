// The activity log (docs/teams.md "Activity log"): every write of a `team` operation has a subject; what a change
// records (who, from which session, what, on which application, never secrets); the list, the CSV export, the
// application's timeline, and the append-only trigger.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import en from '../../src/domain/i18n/locales/en';
import { ruleOf } from '../../src/domain/team/rules';
import { loadContract } from '../contract/contract';
import { activityLog, scorecards } from '../db/schema';
import { ACCOUNT_ACTIVITY, ACTIVITY_SUBJECTS, csvCell, withoutSecrets } from '../services/activity';
import { addMember, teamWithApplicant } from '../test/activity-fixtures';
import { bearer, setupTestApp, STRONG_PASSWORD } from '../test/app';

const t = setupTestApp();
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const sessionOf = async (token: string) =>
  ((await t.inject({ method: 'GET', url: '/api/auth/sessions/', headers: bearer(token) })).json().results as { id: string; current: boolean }[])
    .find((s) => s.current)!.id;
const activity = (token: string, query = '') => t.inject({ method: 'GET', url: `/api/employer/activity/${query}`, headers: bearer(token) });
const entriesOf = async (companyId: string) =>
  t.database.db.select().from(activityLog).where(eq(activityLog.companyId, companyId)).orderBy(activityLog.seq);

describe('what the activity log records', () => {
  it('has a subject for every write of a team operation in the contract, and for nothing else', async () => {
    const teamWrites = (await loadContract()).operations
      .filter((op) => WRITES.has(op.method.toUpperCase()) && ruleOf(op.operationId)?.kind === 'team').map((op) => op.operationId);
    expect(teamWrites.length).toBeGreaterThan(30);
    expect(teamWrites.filter((id) => !(id in ACTIVITY_SUBJECTS))).toEqual([]);
    expect(Object.keys(ACTIVITY_SUBJECTS).filter((id) => !teamWrites.includes(id))).toEqual([]);
    expect(Object.keys(ACCOUNT_ACTIVITY).every((id) => ruleOf(id)?.kind === 'account')).toBe(true);
    // The Activity page tells each in words.
    expect([...teamWrites, ...Object.keys(ACCOUNT_ACTIVITY)].filter((id) => !(`activity.action.${id}` in en))).toEqual([]);
  });

  it('appends each change with its member, session, subject and application; a replayed write and a refusal add nothing', async () => {
    const { companyId, job, application, owner } = await teamWithApplicant(t);
    const recruiter = await addMember(t, companyId, 'recruiter', 'Rita Recruiter');
    const before = (await entriesOf(companyId)).length;

    const key = randomUUID();
    const move = () => t.inject({
      method: 'POST', url: `/api/applications/${application.id}/status/`, headers: { ...bearer(recruiter.token), 'idempotency-key': key },
      payload: { status: 'shortlisted' },
    });
    expect((await move()).statusCode).toBe(200);
    const replayed = await move();
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect((await t.inject({ method: 'POST', url: `/api/applications/${application.id}/status/`, headers: bearer(recruiter.token), payload: { status: 'hired' } })).statusCode).toBe(400);
    const commented = await t.inject({ method: 'POST', url: `/api/applications/${application.id}/comments/`, headers: bearer(owner.token), payload: { body: 'Call her' } });
    const edited = await t.inject({ method: 'PATCH', url: `/api/employer/jobs/${job.id}/`, headers: bearer(owner.token), payload: { title: 'Head Nurse' } });
    expect(edited.statusCode).toBe(200);
    const starts = new Date(t.clock.now().getTime() + 86_400_000);
    const booked = await t.inject({
      method: 'POST', url: '/api/employer/events/', headers: bearer(recruiter.token),
      payload: { kind: 'interview', application: application.id, starts_at: starts.toISOString(), ends_at: new Date(starts.getTime() + 3_600_000).toISOString() },
    });
    expect(booked.statusCode).toBe(201);
    expect((await t.inject({ method: 'PATCH', url: '/api/settings/notifications/', headers: bearer(recruiter.token), payload: { weekly_summary: true } })).statusCode).toBe(200);

    const rows = (await entriesOf(companyId)).slice(before);
    expect(rows.map((r) => [r.action, r.subjectType, r.subjectId, r.applicationId])).toEqual([
      ['postApplicationStatus', 'application', application.id, application.id],
      ['createApplicationComment', 'comment', commented.json().id, application.id],
      ['updateJob', 'job', job.id, null],
      ['createCalendarEvent', 'event', booked.json().id, application.id],
      ['updateNotificationSettings', 'settings', null, null],
    ]);
    expect(rows[0]).toMatchObject({ actorUserId: recruiter.userId, actorName: 'Rita Recruiter', sessionId: await sessionOf(recruiter.token), data: { status: 'shortlisted', id: application.id } });
    expect(rows[2]).toMatchObject({ actorUserId: owner.userId, actorName: owner.name, sessionId: await sessionOf(owner.token), data: { title: 'Head Nurse', id: job.id } });
  });

  it('never records passwords, tokens, codes, secrets or card numbers', () => {
    expect(withoutSecrets({ title: 'x', password: 'p', new_password: 'p', nested: [{ otp_code: '1', card_number: '4', keep: 1 }], apiSecret: 's', token: 't' }))
      .toEqual({ title: 'x', nested: [{ keep: 1 }] });
  });

  it('still answers the change when the log cannot be written', async () => {
    const { job, owner } = await teamWithApplicant(t);
    const failing = vi.spyOn(t.app.repos.activity, 'append').mockRejectedValueOnce(new Error('disk full'));
    try {
      const res = await t.inject({ method: 'PATCH', url: `/api/employer/jobs/${job.id}/`, headers: bearer(owner.token), payload: { title: 'Midwife' } });
      expect(res.statusCode).toBe(200);
      expect(failing).toHaveBeenCalledOnce();
    } finally {
      failing.mockRestore();
    }
  });
});

describe('the log for owners and admins', () => {
  it('lists newest first, filtered by member, subject and dates, in pages; other roles are refused', async () => {
    const { companyId, job, owner } = await teamWithApplicant(t);
    const admin = await addMember(t, companyId, 'admin', 'Anu Admin');
    const recruiter = await addMember(t, companyId, 'recruiter', 'Rita Recruiter');
    t.clock.set(new Date(t.clock.now().getTime() + 60_000));
    const from = t.clock.now();
    for (const title of ['One', 'Two', 'Three']) {
      await t.inject({ method: 'PATCH', url: `/api/employer/jobs/${job.id}/`, headers: bearer(recruiter.token), payload: { title } });
    }
    await t.inject({ method: 'PATCH', url: '/api/employer/team/me/', headers: bearer(admin.token), payload: { full_name: 'Anu A.' } });

    const all = await activity(owner.token, `?page_size=2&from=${encodeURIComponent(from.toISOString())}`);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ count: 4, previous: null, next: expect.stringContaining('page=2') });
    expect(all.json().results.map((e: { action: string }) => e.action)).toEqual(['updateTeamMe', 'updateJob']);
    expect(all.json().results[0]).toMatchObject({ actor: { user_id: admin.userId, full_name: 'Anu Admin' }, subject_type: 'member', subject_id: admin.userId });

    const byRecruiter = (await activity(admin.token, `?actor=${recruiter.userId}&subject_type=job`)).json();
    expect(byRecruiter.results.map((e: { data: { title: string } }) => e.data.title)).toEqual(['Three', 'Two', 'One']);
    const later = new Date(t.clock.now().getTime() + 1000).toISOString();
    expect((await activity(owner.token, `?from=${encodeURIComponent(later)}`)).json().count).toBe(0);
    expect((await activity(owner.token, `?to=${encodeURIComponent(new Date(from.getTime() - 1).toISOString())}&actor=${recruiter.userId}`)).json().count).toBe(0);

    expect((await activity(recruiter.token)).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: '/api/employer/activity/export/', headers: bearer(recruiter.token) })).statusCode).toBe(403);
  });

  it('exports CSV for Excel: BOM, oldest first, quoted, formulas kept as text', async () => {
    const { companyId, job, owner } = await teamWithApplicant(t);
    const sly = await addMember(t, companyId, 'recruiter', '=HYPERLINK("http://evil.example")');
    await t.inject({ method: 'PATCH', url: `/api/employer/jobs/${job.id}/`, headers: bearer(sly.token), payload: { title: 'Nurse, "senior"' } });
    await t.inject({ method: 'PATCH', url: `/api/employer/jobs/${job.id}/`, headers: bearer(owner.token), payload: { title: 'Nurse' } });
    const res = await t.inject({ method: 'GET', url: `/api/employer/activity/export/?subject_type=job&actor=${sly.userId}`, headers: bearer(owner.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="activity.csv"');
    expect(res.body.startsWith('\uFEFFat,actor,actor_email,session,action,subject_type,subject_id,application,details\r\n')).toBe(true);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,"'=HYPERLINK(""http://evil.example"")",${sly.email},`);
    expect(lines[1]).toContain(',updateJob,job,');
    expect(lines[1]).toContain(',""title"":""Nurse, \\""senior\\""""}"');

    const both = await t.inject({ method: 'GET', url: '/api/employer/activity/export/?subject_type=job', headers: bearer(owner.token) });
    const actions = both.body.trimEnd().split('\r\n').slice(1).map((l) => l.includes(sly.email));
    expect(actions.slice(-2)).toEqual([true, false]);
  });

  it('keeps cells a spreadsheet would run as formulas as text', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', 'plain', 'a,b', 'say "hi"', 'two\nlines'].map(csvCell))
      .toEqual(["'=1+1", "'+1", "'-1", "'@SUM(A1)", "'\tx", 'plain', '"a,b"', '"say ""hi"""', '"two\nlines"']);
  });
});

describe('an application\'s timeline', () => {
  it('merges status changes, activity, comments and scorecards, oldest first, each with who', async () => {
    const { companyId, application, owner } = await teamWithApplicant(t, 'Maya Tamang');
    const recruiter = await addMember(t, companyId, 'recruiter', 'Rita Recruiter');
    const step = () => t.clock.set(new Date(t.clock.now().getTime() + 60_000));
    step();
    await t.inject({ method: 'POST', url: `/api/applications/${application.id}/status/`, headers: bearer(recruiter.token), payload: { status: 'shortlisted' } });
    step();
    await t.inject({ method: 'POST', url: `/api/applications/${application.id}/comments/`, headers: bearer(owner.token), payload: { body: 'Good', mentions: [recruiter.userId] } });
    step();
    const starts = new Date(t.clock.now().getTime() + 86_400_000);
    await t.inject({
      method: 'POST', url: '/api/employer/events/', headers: bearer(recruiter.token),
      payload: { kind: 'interview', application: application.id, starts_at: starts.toISOString(), ends_at: new Date(starts.getTime() + 3_600_000).toISOString() },
    });
    step();
    await t.database.db.insert(scorecards).values({
      companyId, applicationId: application.id, userId: owner.userId, authorName: owner.name, ratings: [], recommendation: 'yes',
      createdAt: t.clock.now(), updatedAt: new Date(t.clock.now().getTime() + 1000),
    });

    const res = await t.inject({ method: 'GET', url: `/api/applications/${application.id}/timeline/`, headers: bearer(recruiter.token) });
    expect(res.statusCode).toBe(200);
    const items = res.json().results as { kind: string; action: string; actor: { full_name: string }; data: Record<string, unknown> }[];
    expect(items.map((i) => [i.kind, i.action, i.actor.full_name])).toEqual([
      ['status', 'status', 'Maya Tamang'],
      ['status', 'status', 'Rita Recruiter'],
      ['comment', 'comment', owner.name],
      // Booking the interview moved the application too.
      ['status', 'status', 'Rita Recruiter'],
      ['activity', 'createCalendarEvent', 'Rita Recruiter'],
      ['scorecard', 'submitted', owner.name],
      ['scorecard', 'updated', owner.name],
    ]);
    expect(items[1]!.data).toMatchObject({ from: 'applied', to: 'shortlisted' });
    expect(items[2]!.data).toMatchObject({ body: 'Good', mentions: [{ user_id: recruiter.userId, full_name: 'Rita Recruiter' }] });
    const other = await teamWithApplicant(t);
    expect((await t.inject({ method: 'GET', url: `/api/applications/${application.id}/timeline/`, headers: bearer(other.owner.token) })).statusCode).toBe(404);
  });
});

describe('the append-only log', () => {
  it('refuses UPDATE and DELETE, but goes with the company when its account is deleted', async () => {
    const { companyId, job, owner } = await teamWithApplicant(t);
    await t.inject({ method: 'PATCH', url: `/api/employer/jobs/${job.id}/`, headers: bearer(owner.token), payload: { title: 'Changed' } });
    expect((await entriesOf(companyId)).length).toBeGreaterThan(0);
    await expect(t.database.db.update(activityLog).set({ actorName: 'forged' }).where(eq(activityLog.companyId, companyId))).rejects.toThrow();
    await expect(t.database.db.delete(activityLog).where(eq(activityLog.companyId, companyId))).rejects.toThrow();

    const gone = await t.inject({ method: 'DELETE', url: '/api/account/delete/', headers: bearer(owner.token), payload: { password: STRONG_PASSWORD } });
    expect(gone.statusCode).toBe(204);
    expect(await entriesOf(companyId)).toEqual([]);
  });
});
