import { describe, expect, it } from 'vitest';
import { OTP_MAX_WRONG_TRIES } from '../../src/domain/constants';
import { OTP_MESSAGES } from '../services/otp';
import { bearer, registerEmployer, setupTestApp, uniqueEmail, type TestApp } from '../test/app';
import { apply, createJob } from '../test/workspace-fixtures';

const t = setupTestApp();

const sendCode = (email: string, headers: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url: '/api/seeker/auth/send-otp/', payload: { email }, headers });
const verify = (email: string, otp_code: string) =>
  t.inject({ method: 'POST', url: '/api/seeker/auth/verify-otp/', payload: { email, otp_code } });

/** Signs the job seeker of `email` in; the resend wait for that e-mail then runs. */
async function signIn(app: TestApp, email: string): Promise<string> {
  const sent = await sendCode(email);
  expect(sent.statusCode).toBe(200);
  const res = await verify(email, app.mailer.lastCode(email));
  expect(res.statusCode).toBe(200);
  return (res.json() as { token: string }).token;
}

/** An employer with a job, and a job seeker who applied to it. */
async function applied(o: { email?: string } = {}) {
  const employer = await registerEmployer(t, { fullName: 'Himalayan Java Coffee Pvt. Ltd.' });
  const job = await createJob(t, employer.token, { title: 'Barista' });
  const application = await apply(t, job.id, o);
  return { employer, job, application };
}

const move = (token: string, id: string, status: string, reason?: string) =>
  t.inject({ method: 'PATCH', url: `/api/applications/${id}/status/`, headers: bearer(token), payload: { status, ...(reason && { reason }) } });

describe('a job seeker signs in with an e-mailed code', () => {
  it('is the person who applied: the same e-mail, any case, finds the same job seeker', async () => {
    const { application } = await applied();
    t.clock.advance(120_000);
    const res = await sendCode(application.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(t.mailer.sent.at(-1)).toMatchObject({ to: application.email, subject: 'Your code to sign in to Jagir' });
    const signedIn = await verify(application.email, t.mailer.lastCode(application.email));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ seeker: { full_name: 'Ram Bahadur Thapa', email: application.email } });
    const me = await t.inject({ method: 'GET', url: '/api/seeker/me/', headers: bearer(signedIn.json().token) });
    expect(me.json()).toMatchObject({ email: application.email, full_name: 'Ram Bahadur Thapa' });
  });

  it('answers an e-mail nobody applied with as any other, and tells its owner by mail that there is nothing yet', async () => {
    const email = uniqueEmail('never-applied');
    const res = await sendCode(email);
    expect(res.statusCode).toBe(200);
    const { application } = await applied();
    t.clock.advance(120_000);
    const known = await sendCode(application.email);
    expect(res.json()).toEqual(known.json());
    const letter = t.mailer.sent.find((m) => m.to === email)!;
    expect(letter.text).toContain('no application has been sent with it yet');
    expect(letter.text).not.toMatch(/\b\d{6}\b/);
    // No code was mailed, so none can be right; a guess is refused like a wrong code.
    expect((await verify(email, '000000')).json()).toEqual({ otp_code: [OTP_MESSAGES.wrong] });
    // Signing in created no profile for the candidates' search.
    expect(await t.app.repos.jobSeekers.findByEmail(email)).toBeUndefined();
  });

  it('keeps the OTP rules of employers: a resend wait, at most 5 wrong tries, single use', async () => {
    const { application } = await applied();
    t.clock.advance(120_000);
    const email = application.email;
    expect((await sendCode(email)).statusCode).toBe(200);
    const again = await sendCode(email);
    expect(again.statusCode).toBe(429);
    expect(again.json().detail).toBe('Please wait 120 seconds before requesting a new OTP.');
    const code = t.mailer.lastCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i < OTP_MAX_WRONG_TRIES; i += 1) expect((await verify(email, wrong)).json()).toEqual({ otp_code: [OTP_MESSAGES.wrong] });
    expect((await verify(email, wrong)).json()).toEqual({ otp_code: [OTP_MESSAGES.tooManyTries] });
    expect((await verify(email, code)).json()).toEqual({ otp_code: [OTP_MESSAGES.tooManyTries] });

    t.clock.advance(120_000);
    await sendCode(email);
    const fresh = t.mailer.lastCode(email);
    expect((await verify(email, fresh)).statusCode).toBe(200);
    expect((await verify(email, fresh)).json()).toEqual({ otp_code: [OTP_MESSAGES.missing] });
  });

  it('does not take an apply code, nor an employer\'s registration code, as a sign-in code', async () => {
    const employer = await registerEmployer(t);
    const job = await createJob(t, employer.token);
    const email = uniqueEmail('applicant');
    await t.inject({ method: 'POST', url: `/api/jobs/${job.id}/apply/send-otp/`, payload: { email } });
    expect((await verify(email, t.mailer.lastCode(email))).json()).toEqual({ otp_code: [OTP_MESSAGES.missing] });
  });

  it('signs out: the token stops working at once', async () => {
    const { application } = await applied();
    t.clock.advance(120_000);
    const token = await signIn(t, application.email);
    expect((await t.inject({ method: 'POST', url: '/api/seeker/auth/logout/', headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/api/seeker/applications/', headers: bearer(token) })).statusCode).toBe(401);
  });
});

describe('a job seeker\'s applications', () => {
  it('lists only their own, across companies, with the job, the company and the seeker-facing status', async () => {
    const { employer, job, application } = await applied();
    const other = await registerEmployer(t, { fullName: 'Nabil Bank Ltd.' });
    const otherJob = await createJob(t, other.token, { title: 'Teller' });
    t.clock.advance(120_000);
    const second = await apply(t, otherJob.id, { email: application.email });
    await apply(t, otherJob.id); // someone else's
    await move(employer.token, application.id, 'shortlisted');
    t.clock.advance(120_000);
    const token = await signIn(t, application.email);

    const res = await t.inject({ method: 'GET', url: '/api/seeker/applications/', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([
      expect.objectContaining({ id: second.id, job: otherJob.id, job_title: 'Teller', company_name: 'Nabil Bank Ltd.', status: 'applied', can_withdraw: true }),
      expect.objectContaining({ id: application.id, job: job.id, job_title: 'Barista', company_name: 'Himalayan Java Coffee Pvt. Ltd.', status: 'in_review', can_withdraw: true }),
    ]);
  });

  it('shows one application\'s timeline in the seeker\'s words, never the employer\'s reasons, notes or scores', async () => {
    const { employer, application } = await applied();
    await t.inject({ method: 'POST', url: `/api/applications/${application.id}/comments/`, headers: bearer(employer.token), payload: { body: 'Sounds arrogant on the phone.' } });
    await move(employer.token, application.id, 'shortlisted');
    t.clock.advance(60_000);
    await move(employer.token, application.id, 'rejected', 'Too expensive for us.');
    t.clock.advance(120_000);
    const token = await signIn(t, application.email);

    const res = await t.inject({ method: 'GET', url: `/api/seeker/applications/${application.id}/`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'not_selected', can_withdraw: false });
    expect(res.json().timeline.map((s: { status: string }) => s.status)).toEqual(['applied', 'in_review', 'not_selected']);
    expect(res.body).not.toContain('Too expensive');
    expect(res.body).not.toContain('arrogant');
    expect(res.body).not.toContain('shortlisted');
    expect(Object.keys(res.json()).sort()).toEqual(
      ['applied_at', 'can_withdraw', 'company_name', 'id', 'job', 'job_title', 'status', 'timeline', 'updated_at']);
  });

  it('finds another job seeker\'s application nowhere', async () => {
    const mine = await applied();
    const theirs = await applied();
    t.clock.advance(120_000);
    const token = await signIn(t, mine.application.email);
    const get = await t.inject({ method: 'GET', url: `/api/seeker/applications/${theirs.application.id}/`, headers: bearer(token) });
    expect(get.statusCode).toBe(404);
    const withdraw = await t.inject({ method: 'POST', url: `/api/seeker/applications/${theirs.application.id}/withdraw/`, headers: bearer(token) });
    expect(withdraw.statusCode).toBe(404);
    const employerView = await t.inject({ method: 'GET', url: `/api/applications/${theirs.application.id}/`, headers: bearer(theirs.employer.token) });
    expect(employerView.json().status).toBe('applied');
  });
});

describe('withdrawing', () => {
  it('moves the application to withdrawn and records it in the history the employer reads', async () => {
    const { employer, application } = await applied();
    await move(employer.token, application.id, 'shortlisted');
    await move(employer.token, application.id, 'interview');
    t.clock.advance(120_000);
    const token = await signIn(t, application.email);
    const res = await t.inject({ method: 'POST', url: `/api/seeker/applications/${application.id}/withdraw/`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'withdrawn', can_withdraw: false });
    expect(res.json().timeline.map((s: { status: string }) => s.status)).toEqual(['applied', 'in_review', 'interview', 'withdrawn']);

    const employerView = (await t.inject({ method: 'GET', url: `/api/applications/${application.id}/`, headers: bearer(employer.token) })).json();
    expect(employerView.status).toBe('withdrawn');
    expect(employerView.history.at(-1)).toMatchObject({ from: 'interview', to: 'withdrawn', by: 'job_seeker', by_member: null, reason: null });
    expect(employerView.allowed_transitions).toEqual([]);
    // Final: neither side moves it again.
    expect((await t.inject({ method: 'POST', url: `/api/seeker/applications/${application.id}/withdraw/`, headers: bearer(token) })).statusCode).toBe(400);
    expect((await move(employer.token, application.id, 'applied')).statusCode).toBe(400);
  });

  it('is refused once hired, with the status machine\'s words', async () => {
    const { employer, application } = await applied();
    for (const status of ['shortlisted', 'interview', 'offered', 'hired']) await move(employer.token, application.id, status);
    t.clock.advance(120_000);
    const token = await signIn(t, application.email);
    const res = await t.inject({ method: 'POST', url: `/api/seeker/applications/${application.id}/withdraw/`, headers: bearer(token) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ['An application cannot move from hired to withdrawn'] });
  });
});
