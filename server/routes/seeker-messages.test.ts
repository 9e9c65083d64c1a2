// docs/seekers.md "Messages": the job seeker reads and answers employers' messages in their own space.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MESSAGE_BODY_MAX } from '../../src/domain/constants';
import { bearer, registerEmployer, setupTestApp, type TestApp } from '../test/app';
import { apply, createJob, seekerByEmail, signInSeeker } from '../test/workspace-fixtures';

/** An employer with a job, an applicant signed in to their space, and a conversation about the application. */
async function withConversation(app: TestApp, o: { company?: string; title?: string; name?: string } = {}) {
  const employer = await registerEmployer(app, { fullName: o.company ?? 'Himalayan Java Coffee Pvt. Ltd.' });
  const job = await createJob(app, employer.token, { title: o.title ?? 'Barista' });
  const applied = await apply(app, job.id, { full_name: o.name ?? 'Gita Rai' });
  const seeker = (await seekerByEmail(app, applied.email))!;
  const started = await app.inject({
    method: 'POST', url: '/api/employer/conversations/', headers: bearer(employer.token), payload: { job_seeker: seeker.id, application: applied.id },
  });
  const conversation = started.json().id as string;
  const seekerToken = await signInSeeker(app, applied.email);
  return { employer, job, applied, seeker, conversation, seekerToken };
}

const employerSends = (app: TestApp, token: string, id: string, body: string) => app.inject({
  method: 'POST', url: `/api/employer/conversations/${id}/messages/`, headers: bearer(token), payload: { body, client_key: randomUUID() },
});
const list = (app: TestApp, token: string) => app.inject({ method: 'GET', url: '/api/seeker/conversations/', headers: bearer(token) });
const open = (app: TestApp, token: string, id: string) => app.inject({ method: 'GET', url: `/api/seeker/conversations/${id}/`, headers: bearer(token) });
const answer = (app: TestApp, token: string, id: string, body: string, key: string = randomUUID(), headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST', url: `/api/seeker/conversations/${id}/messages/`, headers: { ...bearer(token), ...headers }, payload: { body, client_key: key },
  });

describe('messages in the job seeker\'s space', () => {
  const t = setupTestApp();

  it('lists the conversations with the company, the job, the last message and what the seeker has not read', async () => {
    const { employer, conversation, seekerToken } = await withConversation(t);
    expect((await list(t, seekerToken)).json()).toEqual({
      results: [{ id: conversation, company_name: 'Himalayan Java Coffee Pvt. Ltd.', job_title: 'Barista', last_message: null, unread_count: 0, updated_at: expect.any(String) }],
    });
    await employerSends(t, employer.token, conversation, 'Namaste Gita, are you free on Sunday?');
    t.clock.advance(1000);
    await employerSends(t, employer.token, conversation, 'At 10 in Jhamsikhel.');
    const [entry] = (await list(t, seekerToken)).json().results;
    expect(entry).toMatchObject({ unread_count: 2, last_message: { sender: 'employer', body: 'At 10 in Jhamsikhel.' } });
  });

  it('opens a conversation oldest first and marks the employer\'s messages read on both sides', async () => {
    const { employer, conversation, seekerToken } = await withConversation(t);
    await employerSends(t, employer.token, conversation, 'First');
    t.clock.advance(1000);
    await employerSends(t, employer.token, conversation, 'Second');
    const res = await open(t, seekerToken, conversation);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: conversation, company_name: 'Himalayan Java Coffee Pvt. Ltd.', job_title: 'Barista' });
    expect(res.json().messages.map((m: { body: string }) => m.body)).toEqual(['First', 'Second']);
    expect((await list(t, seekerToken)).json().results[0].unread_count).toBe(0);
    // The employer sees that the job seeker read them.
    const employerView = await t.inject({ method: 'GET', url: `/api/employer/conversations/${conversation}/messages/`, headers: bearer(employer.token) });
    expect(employerView.json().results.every((m: { read_at: string | null }) => m.read_at !== null)).toBe(true);
  });

  it('sends a reply once per client_key, which the employer sees unread and is mailed about', async () => {
    const { employer, conversation, seekerToken } = await withConversation(t);
    await employerSends(t, employer.token, conversation, 'Can you start on Monday?');
    await open(t, seekerToken, conversation);
    const key = randomUUID();
    const mailsBefore = t.mailer.sent.length;
    const sent = await answer(t, seekerToken, conversation, '  Yes, I can.  ', key);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ conversation, sender: 'job_seeker', body: 'Yes, I can.', client_key: key });
    expect(t.mailer.sent.slice(mailsBefore).map((m) => m.to)).toEqual([employer.email]);
    const again = await answer(t, seekerToken, conversation, 'Yes, I can.', key);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(sent.json().id);
    expect(t.mailer.sent.length).toBe(mailsBefore + 1);
    const employerList = await t.inject({ method: 'GET', url: '/api/employer/conversations/', headers: bearer(employer.token) });
    expect(employerList.json().results[0]).toMatchObject({ id: conversation, unread_count: 1, last_message: { sender: 'job_seeker', body: 'Yes, I can.' } });
    const [entry] = (await list(t, seekerToken)).json().results;
    expect(entry).toMatchObject({ unread_count: 0, last_message: { sender: 'job_seeker', body: 'Yes, I can.' } });
  });

  it('refuses a blank or too long reply as the reply link does', async () => {
    const { conversation, seekerToken } = await withConversation(t);
    const blank = await answer(t, seekerToken, conversation, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ body: ['This field may not be blank.'] });
    const long = await answer(t, seekerToken, conversation, 'x'.repeat(MESSAGE_BODY_MAX + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ body: [`Ensure this field has no more than ${MESSAGE_BODY_MAX} characters.`] });
  });

  it('shows a job seeker only their own conversations: another seeker gets 404, an employer\'s token 401', async () => {
    const mine = await withConversation(t);
    const theirs = await withConversation(t, { company: 'Everest Bank Ltd.', name: 'Hari Shrestha' });
    expect((await list(t, theirs.seekerToken)).json().results.map((c: { id: string }) => c.id)).toEqual([theirs.conversation]);
    expect((await open(t, theirs.seekerToken, mine.conversation)).statusCode).toBe(404);
    expect((await answer(t, theirs.seekerToken, mine.conversation, 'Hello')).statusCode).toBe(404);
    expect((await open(t, mine.seekerToken, randomUUID())).statusCode).toBe(404);
    for (const res of [
      await list(t, mine.employer.token), await open(t, mine.employer.token, mine.conversation),
      await answer(t, mine.employer.token, mine.conversation, 'Hello'),
    ]) expect(res.statusCode).toBe(401);
    const thread = await open(t, mine.seekerToken, mine.conversation);
    expect(thread.json().messages).toEqual([]);
  });

  it('answers 404 once the employer deleted their account and the conversation with it', async () => {
    const { employer, conversation, seekerToken } = await withConversation(t);
    await employerSends(t, employer.token, conversation, 'Hello');
    const deleted = await t.inject({
      method: 'DELETE', url: '/api/account/delete/', headers: bearer(employer.token), payload: { password: employer.password },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await list(t, seekerToken)).json().results).toEqual([]);
    expect((await answer(t, seekerToken, conversation, 'Are you there?')).statusCode).toBe(404);
  });
});

describe('rate limits on the job seeker\'s replies', () => {
  const t = setupTestApp({ env: { RATE_LIMIT_PER_ADDRESS: '3' } });

  it('counts replies per job seeker as the reply link counts them per link, whatever the address', async () => {
    const { conversation, seekerToken } = await withConversation(t);
    for (let i = 0; i < 3; i++) expect((await answer(t, seekerToken, conversation, `Reply ${i}`)).statusCode).toBe(201);
    const fourth = await answer(t, seekerToken, conversation, 'One more', randomUUID(), { 'x-forwarded-for': '203.0.113.9' });
    const elsewhere = await t.inject({
      method: 'POST', url: `/api/seeker/conversations/${conversation}/messages/`, headers: bearer(seekerToken),
      payload: { body: 'From elsewhere', client_key: randomUUID() }, remoteAddress: '203.0.113.7',
    });
    expect(fourth.statusCode).toBe(429);
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.headers['retry-after']).toBeDefined();
  });
});
