import { describe, expect, it } from 'vitest';
import { CALENDAR_MESSAGES } from '../../src/domain/calendar-rules';
import { bearer, registerEmployer, setupTestApp, type TestApp } from '../test/app';
import { apply, createJob } from '../test/workspace-fixtures';

const t = setupTestApp();
const H = 3_600_000;
/** An instant `hours` after the test clock's now. */
const at = (hours: number) => new Date(t.clock.now().getTime() + hours * H).toISOString();

const create = (token: string, payload: object) => t.inject({ method: 'POST', url: '/api/employer/events/', headers: bearer(token), payload });
const patch = (token: string, id: string, payload: object) => t.inject({ method: 'PATCH', url: `/api/employer/events/${id}/`, headers: bearer(token), payload });
const list = (token: string, query = '') => t.inject({ method: 'GET', url: `/api/employer/events/${query}`, headers: bearer(token) });
const statusOf = async (token: string, applicationId: string) =>
  (await t.inject({ method: 'GET', url: `/api/applications/${applicationId}/`, headers: bearer(token) })).json() as { status: string; history: { from: string; to: string }[] };
const setStatus = (token: string, applicationId: string, status: string, reason?: string) =>
  t.inject({ method: 'PATCH', url: `/api/applications/${applicationId}/status/`, headers: bearer(token), payload: { status, ...(reason && { reason }) } });

async function employerWithApplicant(tt: TestApp = t) {
  const employer = await registerEmployer(tt);
  const job = await createJob(tt, employer.token, { title: 'Staff Nurse' });
  const application = await apply(tt, job.id, { full_name: 'Sita Gurung' });
  return { ...employer, job, application };
}

const mailsTo = (to: string) => t.mailer.sent.filter((m) => m.to === to);

describe('booking an interview', () => {
  it('moves an applied application through shortlisted to interview, mails the candidate with the .ics and warns of overlaps', async () => {
    const { token, application, job } = await employerWithApplicant();
    const free = (await create(token, { kind: 'event', title: 'Team lunch', starts_at: at(24), ends_at: at(26) })).json();
    const res = await create(token, {
      kind: 'interview', application: application.id, starts_at: at(25), ends_at: at(26),
      location: 'Patan Hospital, Room 4', meeting_url: 'https://meet.example.com/abc', notes: 'Ask about night shifts',
    });
    expect(res.statusCode).toBe(201);
    const booked = res.json();
    expect(booked).toMatchObject({
      kind: 'interview', application: application.id, candidate_name: 'Sita Gurung', candidate_email: application.email,
      job_title: job.title, title: `Interview: Sita Gurung (${job.title})`, status: 'scheduled',
      overlaps: [{ id: free.id, title: 'Team lunch' }],
    });
    const detail = await statusOf(token, application.id);
    expect(detail.status).toBe('interview');
    expect(detail.history.slice(-2).map((h) => `${h.from}>${h.to}`)).toEqual(['applied>shortlisted', 'shortlisted>interview']);

    const [mail] = mailsTo(application.email).filter((m) => m.attachments);
    expect(mail!.subject).toBe('Interview invitation from Everest Tech Pvt. Ltd.');
    expect(mail!.text).toContain('Patan Hospital, Room 4');
    expect(mail!.text).toMatch(/Nepal time/);
    expect(mail!.text).not.toContain('night shifts');
    const ics = String(mail!.attachments![0]!.content);
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain(`UID:${booked.id}@jagir-calendar`);
    expect(ics).toContain(`DTSTART:${at(25).replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
    expect(ics).not.toContain('night shifts');
  });

  it('keeps an application already at interview there, and refuses one the status rules do not allow', async () => {
    const { token, application } = await employerWithApplicant();
    expect((await create(token, { kind: 'interview', application: application.id, starts_at: at(2), ends_at: at(3) })).statusCode).toBe(201);
    expect((await create(token, { kind: 'interview', application: application.id, starts_at: at(30), ends_at: at(31) })).statusCode).toBe(201);
    expect((await statusOf(token, application.id)).status).toBe('interview');

    const other = await employerWithApplicant();
    expect((await setStatus(other.token, other.application.id, 'rejected', 'Not enough experience')).statusCode).toBe(200);
    const refused = await create(other.token, { kind: 'interview', application: other.application.id, starts_at: at(2), ends_at: at(3) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ non_field_errors: ['An application cannot move from rejected to interview'] });
    expect((await list(other.token)).json().count).toBe(0);
  });

  it('lists every failing field', async () => {
    const { token, application } = await employerWithApplicant();
    const bad = await create(token, { kind: 'event', title: '  ', starts_at: at(5), ends_at: at(4), meeting_url: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      title: [CALENDAR_MESSAGES.titleRequired], ends_at: [CALENDAR_MESSAGES.endBeforeStart], meeting_url: [CALENDAR_MESSAGES.badUrl],
    });
    const long = await create(token, { kind: 'interview', starts_at: at(-1), ends_at: at(30) });
    expect(long.json()).toEqual({
      ends_at: [CALENDAR_MESSAGES.tooLong], starts_at: [CALENDAR_MESSAGES.interviewInPast], application: [CALENDAR_MESSAGES.applicationRequired],
    });
    const eventWithApplication = await create(token, { kind: 'event', title: 'x', application: application.id, starts_at: at(1), ends_at: at(2) });
    expect(eventWithApplication.json()).toEqual({ application: [CALENDAR_MESSAGES.applicationForEvent] });
    const unknownField = await create(token, { kind: 'event', title: 'x', starts_at: at(1), ends_at: at(2), colour: 'red' });
    expect(unknownField.statusCode).toBe(400);
  });

  it('refuses an interview ending at or before its start, booked or moved, on the end time, and keeps the application where it was', async () => {
    const { token, application } = await employerWithApplicant();
    for (const ends of [at(25), at(26)]) {
      const refused = await create(token, { kind: 'interview', application: application.id, starts_at: at(26), ends_at: ends });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ ends_at: [CALENDAR_MESSAGES.endBeforeStart] });
    }
    expect((await statusOf(token, application.id)).status).toBe('applied');
    expect((await list(token)).json().count).toBe(0);

    const id = (await create(token, { kind: 'interview', application: application.id, starts_at: at(26), ends_at: at(27) })).json().id;
    const moved = await patch(token, id, { starts_at: at(30), ends_at: at(29) });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual({ ends_at: [CALENDAR_MESSAGES.endBeforeStart] });
    expect((await patch(token, id, { starts_at: at(28) })).json()).toEqual({ ends_at: [CALENDAR_MESSAGES.endBeforeStart] });
  });

  it('lists the calendar rules beside what the contract refuses, in one answer', async () => {
    const { token } = await registerEmployer(t);
    const res = await create(token, { kind: 'interview', title: 42, starts_at: at(-1), ends_at: at(30), colour: 'red' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      title: ['Not a valid string.'], colour: ['Unknown field.'],
      ends_at: [CALENDAR_MESSAGES.tooLong], starts_at: [CALENDAR_MESSAGES.interviewInPast], application: [CALENDAR_MESSAGES.applicationRequired],
    });
  });

  it('is 404 for another employer\'s application', async () => {
    const owner = await employerWithApplicant();
    const other = await registerEmployer(t);
    const res = await create(other.token, { kind: 'interview', application: owner.application.id, starts_at: at(2), ends_at: at(3) });
    expect(res.statusCode).toBe(404);
    expect((await statusOf(owner.token, owner.application.id)).status).toBe('applied');
  });
});

describe('rescheduling and cancelling', () => {
  it('mails the candidate when the interview moves or is cancelled, keeps it visible as cancelled and frozen', async () => {
    const { token, application } = await employerWithApplicant();
    const id = (await create(token, { kind: 'interview', application: application.id, starts_at: at(24), ends_at: at(25) })).json().id;
    const before = mailsTo(application.email).length;

    const notes = await patch(token, id, { notes: 'Bring certificates' });
    expect(notes.json()).toMatchObject({ notes: 'Bring certificates' });
    expect(mailsTo(application.email).length).toBe(before);

    const moved = await patch(token, id, { starts_at: at(48), ends_at: at(49) });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ starts_at: at(48), ends_at: at(49), status: 'scheduled' });
    const changed = mailsTo(application.email).at(-1)!;
    expect(changed.subject).toBe('Your interview with Everest Tech Pvt. Ltd. has changed');
    expect(String(changed.attachments![0]!.content)).toContain('SEQUENCE:1');

    const cancelled = await patch(token, id, { status: 'cancelled' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', overlaps: [] });
    const gone = mailsTo(application.email).at(-1)!;
    expect(gone.subject).toBe('Your interview with Everest Tech Pvt. Ltd. is cancelled');
    const ics = String(gone.attachments![0]!.content);
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain('SEQUENCE:2');

    expect((await list(token)).json().results).toMatchObject([{ id, status: 'cancelled' }]);
    const frozen = await patch(token, id, { starts_at: at(60), ends_at: at(61) });
    expect(frozen.statusCode).toBe(400);
    expect(frozen.json()).toEqual({ non_field_errors: [CALENDAR_MESSAGES.cancelledIsFinal] });
  });

  it('edits a free event without mail, reports overlaps, and checks the new times', async () => {
    const { token } = await registerEmployer(t);
    const a = (await create(token, { kind: 'event', title: 'Board meeting', starts_at: at(10), ends_at: at(12) })).json();
    const b = (await create(token, { kind: 'event', title: 'Site visit', starts_at: at(12), ends_at: at(13) })).json();
    expect(b.overlaps).toEqual([]); // touching ends do not overlap
    const sent = t.mailer.sent.length;
    const moved = await patch(token, b.id, { starts_at: at(11), title: 'Site visit (Pokhara)' });
    expect(moved.json()).toMatchObject({ title: 'Site visit (Pokhara)', overlaps: [{ id: a.id, title: 'Board meeting' }] });
    expect((await t.inject({ method: 'GET', url: `/api/employer/events/${a.id}/`, headers: bearer(token) })).json().overlaps)
      .toEqual([expect.objectContaining({ id: b.id })]);
    const done = await patch(token, a.id, { status: 'done' });
    expect(done.json()).toMatchObject({ status: 'done', overlaps: [] });
    expect(t.mailer.sent.length).toBe(sent);
    const bad = await patch(token, b.id, { ends_at: at(10), title: '' });
    expect(bad.json()).toEqual({ title: [CALENDAR_MESSAGES.titleRequired], ends_at: [CALENDAR_MESSAGES.endBeforeStart] });
    // A change the contract refuses is still read against the stored event.
    const refused = await patch(token, b.id, { ends_at: at(10), meeting_url: 'javascript:alert(1)', status: 'maybe' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      status: [expect.any(String)], ends_at: [CALENDAR_MESSAGES.endBeforeStart], meeting_url: [CALENDAR_MESSAGES.badUrl],
    });
  });

  it('is 404 for another employer\'s event on every route', async () => {
    const owner = await registerEmployer(t);
    const other = await registerEmployer(t);
    const id = (await create(owner.token, { kind: 'event', title: 'Mine', starts_at: at(1), ends_at: at(2) })).json().id;
    for (const [method, url, payload] of [
      ['GET', `/api/employer/events/${id}/`],
      ['PATCH', `/api/employer/events/${id}/`, { status: 'cancelled' }],
      ['GET', `/api/employer/events/${id}/ics/`],
    ] as const) {
      const res = await t.inject({ method, url, headers: bearer(other.token), ...(payload && { payload }) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await list(other.token)).json().count).toBe(0);
    expect((await list(owner.token)).json().results).toMatchObject([{ id, status: 'scheduled' }]);
  });
});

describe('listing', () => {
  it('filters by range, application and status, pages, and bounds the range', async () => {
    const { token, application } = await employerWithApplicant();
    const ids: string[] = [];
    for (const h of [5, 30, 200]) ids.push((await create(token, { kind: 'event', title: `At ${h}`, starts_at: at(h), ends_at: at(h + 1) })).json().id);
    const interview = (await create(token, { kind: 'interview', application: application.id, starts_at: at(6), ends_at: at(7) })).json().id;
    const range = `?from=${encodeURIComponent(at(0))}&to=${encodeURIComponent(at(48))}`;
    const inRange = (await list(token, range)).json();
    expect(inRange.results.map((r: { id: string }) => r.id)).toEqual([ids[0], interview, ids[1]]);
    // An event that started before the range but runs into it is in it.
    expect((await list(token, `?from=${encodeURIComponent(at(5.5))}&to=${encodeURIComponent(at(5.9))}`)).json().results)
      .toMatchObject([{ id: ids[0] }]);
    expect((await list(token, `?application=${application.id}`)).json().results).toMatchObject([{ id: interview, kind: 'interview' }]);
    await patch(token, ids[1]!, { status: 'cancelled' });
    expect((await list(token, '?status=cancelled')).json().results).toMatchObject([{ id: ids[1] }]);
    const page = (await list(token, '?page_size=2&page=2')).json();
    expect(page).toMatchObject({ count: 4, previous: '/api/employer/events/?page_size=2', next: null });

    expect((await list(token, `?from=${encodeURIComponent(at(0))}`)).json()).toEqual({ non_field_errors: [CALENDAR_MESSAGES.rangeIncomplete] });
    expect((await list(token, `?from=${encodeURIComponent(at(5))}&to=${encodeURIComponent(at(1))}`)).json()).toEqual({ to: [CALENDAR_MESSAGES.rangeOrder] });
    expect((await list(token, `?from=${encodeURIComponent(at(0))}&to=${encodeURIComponent(at(24 * 101))}`)).json()).toEqual({ to: [CALENDAR_MESSAGES.rangeTooLong] });
    expect((await list(token, '?from=yesterday&to=today')).statusCode).toBe(400);
  });
});

describe('.ics and the subscription feed', () => {
  it('downloads one event as an .ics attachment', async () => {
    const { token, application } = await employerWithApplicant();
    const id = (await create(token, {
      kind: 'interview', application: application.id, starts_at: '2025-04-20T04:15:00.000Z', ends_at: '2025-04-20T05:00:00.000Z',
      location: 'Putalisadak, Kathmandu', notes: 'Second round; bring portfolio',
    })).json().id;
    const res = await t.inject({ method: 'GET', url: `/api/employer/events/${id}/ics/`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="interview-2025-04-20.ics"');
    expect(res.body).toContain('BEGIN:VCALENDAR');
    expect(res.body).toContain('METHOD:PUBLISH');
    expect(res.body).toContain('DTSTART:20250420T041500Z');
    expect(res.body).toContain('DTEND:20250420T050000Z');
    expect(res.body).toContain('LOCATION:Putalisadak\\, Kathmandu');
    expect(res.body).toContain('Second round\\; bring portfolio');
    expect(res.body).toContain('STATUS:CONFIRMED');
  });

  it('makes a private feed URL, serves the company\'s events there, and a new URL ends the old one', async () => {
    const { token } = await registerEmployer(t);
    const other = await registerEmployer(t);
    await create(token, { kind: 'event', title: 'Open day', starts_at: at(3), ends_at: at(5) });
    await create(other.token, { kind: 'event', title: 'Not theirs', starts_at: at(3), ends_at: at(5) });
    const feedUrl = '/api/employer/calendar/feed/';
    expect((await t.inject({ method: 'GET', url: feedUrl, headers: bearer(token) })).json())
      .toEqual({ active: false, created_at: null, url: null, webcal_url: null });

    const made = await t.inject({ method: 'POST', url: feedUrl, headers: bearer(token) });
    expect(made.statusCode).toBe(201);
    const feed = made.json();
    expect(feed).toMatchObject({ active: true, created_at: t.clock.now().toISOString() });
    const path = new URL(feed.url, 'http://x').pathname;
    expect(path).toMatch(/^\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed.webcal_url).toMatch(/^webcal:\/\//);
    // Only a hash is kept: the URL is not shown again.
    expect((await t.inject({ method: 'GET', url: feedUrl, headers: bearer(token) })).json()).toMatchObject({ active: true, url: null });

    const ics = await t.inject({ method: 'GET', url: path });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(ics.body).toContain('SUMMARY:Open day');
    expect(ics.body).not.toContain('Not theirs');

    const rotated = (await t.inject({ method: 'POST', url: feedUrl, headers: bearer(token) })).json();
    expect(rotated.url).not.toBe(feed.url);
    expect((await t.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    const newPath = new URL(rotated.url, 'http://x').pathname;
    expect((await t.inject({ method: 'GET', url: newPath })).statusCode).toBe(200);

    expect((await t.inject({ method: 'DELETE', url: feedUrl, headers: bearer(token) })).statusCode).toBe(204);
    expect((await t.inject({ method: 'GET', url: newPath })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/api/calendar/feed/short.ics' })).statusCode).toBe(404);
  });
});

describe('the overview', () => {
  it('counts scheduled interviews still to come', async () => {
    const { token, application, job } = await employerWithApplicant();
    const second = await apply(t, job.id, { full_name: 'Hari Tamang' });
    await create(token, { kind: 'interview', application: application.id, starts_at: at(2), ends_at: at(3) });
    const later = (await create(token, { kind: 'interview', application: second.id, starts_at: at(50), ends_at: at(51) })).json().id;
    await create(token, { kind: 'event', title: 'Not an interview', starts_at: at(2), ends_at: at(3) });
    const stats = async () => (await t.inject({ method: 'GET', url: '/api/dashboard/stats/', headers: bearer(token) })).json().upcoming_interviews;
    expect(await stats()).toBe(2);
    await patch(token, later, { status: 'cancelled' });
    expect(await stats()).toBe(1);
    t.clock.advance(4 * H);
    expect(await stats()).toBe(0);
  });
});
