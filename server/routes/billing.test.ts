import { randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES, PLANS } from '../../src/domain/plans';
import { DEMO_SELLER } from '../config';
import { endLapsedFeatures } from '../services/billing';
import en from '../../src/domain/i18n/locales/en';
import { esewaSignature } from '../services/payments/esewa';
import { GATEWAY_REASONS } from '../services/payments/gateway';
import { bearer, registerEmployer, setupTestApp, type TestApp } from '../test/app';
import { startFakeEsewa, startFakeKhalti } from '../test/fake-gateways';
import { BILLING_MESSAGES } from './billing';
import { addSeeker, createJob, dayFrom, fullJob } from '../test/workspace-fixtures';

const KHALTI_KEY = 'test-khalti-secret-key';
const ESEWA_KEY = '8gBm/:&EnhH.1/q';
const SELLER_ENV = { SELLER_LEGAL_NAME: 'Himal Hiring Pvt. Ltd.', SELLER_PAN: '612345678', SELLER_ADDRESS: 'Lazimpat, Kathmandu' };
const STARTER = PLANS.find((p) => p.id === 'starter')!;
const GROWTH = PLANS.find((p) => p.id === 'growth')!;

// The app without gateway keys offers the test gateway; the other talks to local Khalti and eSewa servers.
const t = setupTestApp();
const gatewayEnv: NodeJS.ProcessEnv = {};
let khalti: Awaited<ReturnType<typeof startFakeKhalti>>;
let esewa: Awaited<ReturnType<typeof startFakeEsewa>>;
beforeAll(async () => {
  khalti = await startFakeKhalti(KHALTI_KEY);
  esewa = await startFakeEsewa();
  Object.assign(gatewayEnv, {
    KHALTI_SECRET_KEY: KHALTI_KEY, KHALTI_BASE_URL: khalti.url,
    ESEWA_PRODUCT_CODE: 'EPAYTEST', ESEWA_SECRET_KEY: ESEWA_KEY,
    ESEWA_FORM_URL: `${esewa.url}/api/epay/main/v2/form`, ESEWA_STATUS_URL: `${esewa.url}/api/epay/transaction/status/`,
    ...SELLER_ENV,
  });
});
const g = setupTestApp({ env: gatewayEnv });
afterAll(async () => { await khalti?.close(); await esewa?.close(); });

const get = (app: TestApp, token: string, url: string) => app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (app: TestApp, token: string, url: string, payload: object) => app.inject({ method: 'POST', url, headers: bearer(token), payload });
const confirm = (app: TestApp, token: string, gateway: string, query: string) =>
  post(app, token, '/api/employer/billing/payments/confirm/', { gateway, query });

/** An employer whose billing details are complete, so it may buy. */
async function buyer(app: TestApp) {
  const employer = await registerEmployer(app);
  const res = await app.inject({
    method: 'PATCH', url: '/api/employer/billing/details/', headers: bearer(employer.token),
    payload: { legal_name: 'Everest Tech Pvt. Ltd.', pan_number: '601234567', address: 'Baneshwor, Kathmandu', billing_email: 'accounts@everest.example' },
  });
  expect(res.statusCode).toBe(200);
  return employer;
}

const checkout = (app: TestApp, token: string, plan: string, gateway: string) => post(app, token, '/api/employer/billing/checkout/', { plan, gateway });

/** The text drawn in a PDF: every content stream inflated, the strings of each TJ/Tj joined. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try { content = inflateSync(pdf.subarray(start, end)).toString('latin1'); } catch { continue; }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hex = tj[1] ? [...tj[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('') : tj[2]!;
      out.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return out.join('\n');
}

describe('plans', () => {
  it('lists every plan publicly with its price, 13% VAT in paisa and its limits', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/plans/' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.vat_percent).toBe(13);
    expect(body.results.map((p: { id: string }) => p.id)).toEqual(['free', 'starter', 'growth', 'enterprise']);
    expect(body.results[1]).toMatchObject({ id: 'starter', price_paisa: 2_500_00, vat_paisa: 325_00, total_paisa: 2_825_00, limits: { active_jobs: 10, featured_jobs: 1, swipes_per_day: 100 } });
    expect(body.results[0]).toMatchObject({ price_paisa: 0, vat_paisa: 0, limits: { active_jobs: 5, featured_jobs: 0, swipes_per_day: 25 } });
  });
});

describe('billing details', () => {
  it('starts from the company and account, lists every failing field, keeps what it saved', async () => {
    const { token, email } = await registerEmployer(t, { fullName: 'Annapurna Foods' });
    expect((await get(t, token, '/api/employer/billing/details/')).json()).toEqual({ legal_name: 'Annapurna Foods', pan_number: '', address: '', billing_email: email, complete: false });
    const bad = await t.inject({ method: 'PATCH', url: '/api/employer/billing/details/', headers: bearer(token), payload: { legal_name: ' ', pan_number: '12345', billing_email: 'nope' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ legal_name: ['Legal name is required.'], pan_number: ['PAN/VAT number must be 9 digits.'], billing_email: ['Please enter a valid email address'] });
    const ok = await t.inject({ method: 'PATCH', url: '/api/employer/billing/details/', headers: bearer(token), payload: { pan_number: ' 301234567 ', address: 'Lakeside, Pokhara' } });
    expect(ok.json()).toEqual({ legal_name: 'Annapurna Foods', pan_number: '301234567', address: 'Lakeside, Pokhara', billing_email: email, complete: true });
    expect((await get(t, token, '/api/employer/billing/')).json().details_complete).toBe(true);
    const other = await registerEmployer(t);
    expect((await get(t, other.token, '/api/employer/billing/details/')).json().pan_number).toBe('');
  });
});

describe('checkout with the test gateway (no keys set)', () => {
  it('offers only the test gateway and refuses what cannot be bought', async () => {
    const { token } = await registerEmployer(t);
    const billing = (await get(t, token, '/api/employer/billing/')).json();
    expect(billing).toMatchObject({ plan: { id: 'free' }, period_end: null, gateways: [{ id: 'test', test: true }], usage: { active_jobs: 0, featured_jobs: 0, swipes_today: 0 } });
    expect((await checkout(t, token, 'starter', 'test')).json()).toEqual({ non_field_errors: [BILLING_MESSAGES.detailsFirst] });
    const ready = await buyer(t);
    expect((await checkout(t, ready.token, 'free', 'test')).json()).toEqual({ plan: [BILLING_MESSAGES.freePlan] });
    expect((await checkout(t, ready.token, 'starter', 'khalti')).json()).toEqual({ gateway: [BILLING_MESSAGES.noGateway] });
    expect((await checkout(t, ready.token, 'gold', 'test')).json()).toEqual({ plan: ['Choose one of the plans on offer.'] });
    // Everything at once, also beside what the contract refuses.
    expect((await checkout(t, token, 'free', 'khalti')).json()).toEqual({
      non_field_errors: [BILLING_MESSAGES.detailsFirst], plan: [BILLING_MESSAGES.freePlan], gateway: [BILLING_MESSAGES.noGateway],
    });
    expect((await checkout(t, token, 'gold', 'khalti')).json()).toEqual({
      plan: ['Choose one of the plans on offer.'], non_field_errors: [BILLING_MESSAGES.detailsFirst], gateway: [BILLING_MESSAGES.noGateway],
    });
  });

  it('pays once: the plan is granted, a replayed return grants nothing more, the invoice PDF carries the VAT', async () => {
    const { token } = await buyer(t);
    const other = await buyer(t);
    const started = await checkout(t, token, 'starter', 'test');
    expect(started.statusCode).toBe(201);
    const { payment, redirect } = started.json();
    expect(payment).toMatchObject({ status: 'pending', plan: 'starter', gateway: 'test', subtotal_paisa: 2_500_00, vat_paisa: 325_00, total_paisa: 2_825_00, invoice: null });
    expect(redirect).toEqual({ method: 'GET', url: `/employer/payment/test-gateway/${payment.id}`, fields: {} });

    expect((await get(t, other.token, `/api/employer/billing/test-gateway/${payment.id}/`)).statusCode).toBe(404);
    expect((await post(t, other.token, `/api/employer/billing/test-gateway/${payment.id}/`, { action: 'pay' })).statusCode).toBe(404);
    // Coming back before paying grants nothing.
    expect((await confirm(t, token, 'test', `payment=${payment.id}`)).json()).toMatchObject({ status: 'pending', failure_reason: GATEWAY_REASONS.notConfirmed });

    const paid = await post(t, token, `/api/employer/billing/test-gateway/${payment.id}/`, { action: 'pay' });
    expect(paid.json()).toEqual({ return_url: `/employer/payment/return/test?payment=${payment.id}` });
    expect((await post(t, token, `/api/employer/billing/test-gateway/${payment.id}/`, { action: 'cancel' })).json()).toEqual({ non_field_errors: [BILLING_MESSAGES.alreadyDecided] });
    expect((await confirm(t, other.token, 'test', `payment=${payment.id}`)).statusCode).toBe(404);

    const done = await confirm(t, token, 'test', `?payment=${payment.id}`);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: payment.id, status: 'completed', invoice: expect.any(String) });
    const billing = (await get(t, token, '/api/employer/billing/')).json();
    expect(billing.plan.id).toBe('starter');
    expect(new Date(billing.period_end).getTime() - t.clock.now().getTime()).toBe(30 * 86_400_000);

    // Replays, even at once, answer the same payment and write no second invoice or period.
    const replays = await Promise.all([1, 2, 3].map(() => confirm(t, token, 'test', `payment=${payment.id}`)));
    for (const r of replays) expect(r.json()).toEqual(done.json());
    expect((await get(t, token, '/api/employer/billing/')).json().period_end).toBe(billing.period_end);
    const list = (await get(t, token, '/api/employer/invoices/')).json();
    expect(list).toMatchObject({ count: 1, next: null, previous: null });
    expect(list.results[0]).toMatchObject({
      id: done.json().invoice, number: expect.stringMatching(/^JGR-\d{6}$/), plan: 'starter', subtotal_paisa: 2_500_00, vat_paisa: 325_00, total_paisa: 2_825_00,
      legal_name: 'Everest Tech Pvt. Ltd.', pan_number: '601234567', address: 'Baneshwor, Kathmandu', gateway: 'test',
    });
    expect((await get(t, other.token, '/api/employer/invoices/')).json().count).toBe(0);

    const pdf = await get(t, token, `/api/employer/invoices/${list.results[0].id}/pdf/`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`${list.results[0].number}.pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    expect(text).toMatch(/\(\d+ \w+ \d{4} BS\)/);
    for (const line of ['Tax invoice', list.results[0].number, 'Everest Tech Pvt. Ltd.', 'PAN/VAT: 601234567', 'Subtotal: NPR 2,500', 'VAT 13%: NPR 325', 'Total: NPR 2,825']) {
      expect(text).toContain(line);
    }
    // No SELLER_* configured: the demo seller, said to be one.
    expect(text).toContain(`From\n${DEMO_SELLER.legalName}\n${DEMO_SELLER.address}\nPAN/VAT: ${DEMO_SELLER.pan}\n${en['invoice.demoNote']}`);
    expect((await get(t, other.token, `/api/employer/invoices/${list.results[0].id}/pdf/`)).statusCode).toBe(404);
  });

  it('numbers invoices in order and extends the plan when paying for it again', async () => {
    const { token } = await buyer(t);
    const numbers: number[] = [];
    for (let i = 0; i < 2; i++) {
      const { payment } = (await checkout(t, token, 'starter', 'test')).json();
      await post(t, token, `/api/employer/billing/test-gateway/${payment.id}/`, { action: 'pay' });
      await confirm(t, token, 'test', `payment=${payment.id}`);
    }
    const list = (await get(t, token, '/api/employer/invoices/?page_size=1')).json();
    expect(list).toMatchObject({ count: 2, next: '/api/employer/invoices/?page_size=1&page=2' });
    numbers.push(Number(list.results[0].number.slice(4)));
    numbers.push(Number((await get(t, token, '/api/employer/invoices/?page_size=1&page=2')).json().results[0].number.slice(4)));
    expect(numbers[0]).toBe(numbers[1]! + 1);
    const billing = (await get(t, token, '/api/employer/billing/')).json();
    expect(new Date(billing.period_end).getTime() - t.clock.now().getTime()).toBe(60 * 86_400_000);
  });

  it('a cancelled payment grants nothing; forged and unknown returns are refused', async () => {
    const { token } = await buyer(t);
    const { payment } = (await checkout(t, token, 'growth', 'test')).json();
    await post(t, token, `/api/employer/billing/test-gateway/${payment.id}/`, { action: 'cancel' });
    const res = await confirm(t, token, 'test', `payment=${payment.id}`);
    expect(res.json()).toMatchObject({ status: 'failed', failure_reason: GATEWAY_REASONS.cancelled, invoice: null });
    expect((await get(t, token, '/api/employer/billing/')).json().plan.id).toBe('free');
    expect((await confirm(t, token, 'test', 'payment=not-a-payment')).json()).toEqual({ non_field_errors: [BILLING_MESSAGES.forged] });
    expect((await confirm(t, token, 'test', `payment=${randomUUID()}`)).statusCode).toBe(404);
    expect((await get(t, token, '/api/employer/invoices/')).json().count).toBe(0);
  });
});

describe('plan limits', () => {
  it('refuses a job past the active-job limit with a clear message, until a bigger plan is bought', async () => {
    const { token } = await buyer(t);
    for (let i = 0; i < 5; i++) await createJob(t, token, { title: `Open role ${i}` });
    const fourth = await post(t, token, '/api/employer/jobs/', fullJob(t, { title: 'One too many' }));
    expect(fourth.statusCode).toBe(400);
    // The plan, not a field of the job, is what stops it: a form-level message (not "complete the job").
    expect(fourth.json()).toEqual({ non_field_errors: [LIMIT_MESSAGES.activeJobs(PLANS[0]!)] });
    expect(LIMIT_MESSAGES.activeJobs(PLANS[0]!)).toBe('Your Free plan allows 5 active jobs at a time. Close a job or upgrade your plan to publish this one.');
    const draft = await createJob(t, token, { title: 'Kept as draft', status: 'draft' });
    const publish = await t.inject({ method: 'PATCH', url: `/api/employer/jobs/${draft.id}/`, headers: bearer(token), payload: { status: 'published' } });
    expect(publish.json()).toEqual({ non_field_errors: [LIMIT_MESSAGES.activeJobs(PLANS[0]!)] });
    // Editing a job already published is not publishing one more.
    const list = (await get(t, token, '/api/employer/jobs/?status=published')).json();
    const edit = await t.inject({ method: 'PATCH', url: `/api/employer/jobs/${list.results[0].id}/`, headers: bearer(token), payload: { title: 'Renamed role' } });
    expect(edit.statusCode).toBe(200);
    expect((await get(t, token, '/api/employer/billing/')).json().usage.active_jobs).toBe(5);

    const { payment } = (await checkout(t, token, 'starter', 'test')).json();
    await post(t, token, `/api/employer/billing/test-gateway/${payment.id}/`, { action: 'pay' });
    await confirm(t, token, 'test', `payment=${payment.id}`);
    expect((await t.inject({ method: 'PATCH', url: `/api/employer/jobs/${draft.id}/`, headers: bearer(token), payload: { status: 'published' } })).statusCode).toBe(200);
  });

  it('holds the active-job limit when many jobs are published at once, by creating and by publishing drafts', async () => {
    const { token } = await buyer(t);
    for (let i = 0; i < 3; i++) await createJob(t, token, { title: `Open role ${i}` });
    const drafts = await Promise.all([0, 1, 2, 3].map((i) => createJob(t, token, { title: `Draft ${i}`, status: 'draft' })));
    const answers = await Promise.all([
      ...drafts.map((d) => t.inject({ method: 'PATCH', url: `/api/employer/jobs/${d.id}/`, headers: bearer(token), payload: { status: 'published' } })),
      ...[0, 1, 2, 3].map((i) => post(t, token, '/api/employer/jobs/', fullJob(t, { title: `Rushed role ${i}` }))),
    ]);
    expect(answers.filter((a) => a.statusCode < 300)).toHaveLength(2);
    for (const refused of answers.filter((a) => a.statusCode >= 300)) {
      expect(refused.json()).toEqual({ non_field_errors: [LIMIT_MESSAGES.activeJobs(PLANS[0]!)] });
    }
    expect((await get(t, token, '/api/employer/billing/')).json().usage.active_jobs).toBe(5);
  });

  it('features jobs up to the plan\'s limit; only published ones; another employer\'s job is not found', async () => {
    const { token } = await buyer(t);
    const other = await registerEmployer(t);
    const a = await createJob(t, token, { title: 'Phewa Lakeside Cook' });
    t.clock.advance(1_000); // published a second later: the newer of the two
    const b = await createJob(t, token, { title: 'Phewa Lakeside Waiter' });
    const draft = await createJob(t, token, { status: 'draft' });
    const feature = (tok: string, id: string, featured = true) => post(t, tok, `/api/employer/jobs/${id}/feature/`, { featured });
    /** The public list of these two: featured first, then newest first. */
    const publicOrder = async () => (await t.inject({ method: 'GET', url: '/api/jobs/?search=phewa%20lakeside' })).json().results
      .map((j: { title: string; featured: boolean }) => `${j.title}${j.featured ? ' (featured)' : ''}`);
    expect(await publicOrder()).toEqual(['Phewa Lakeside Waiter', 'Phewa Lakeside Cook']);
    expect((await feature(token, a.id)).json()).toEqual({ non_field_errors: [LIMIT_MESSAGES.featuredJobs(PLANS[0]!)] });
    expect(LIMIT_MESSAGES.featuredJobs(PLANS[0]!)).toBe('Your Free plan does not include featured jobs. Upgrade your plan to feature this one.');
    const { payment } = (await checkout(t, token, 'starter', 'test')).json();
    await post(t, token, `/api/employer/billing/test-gateway/${payment.id}/`, { action: 'pay' });
    await confirm(t, token, 'test', `payment=${payment.id}`);
    expect((await feature(token, a.id)).json()).toEqual({ id: a.id, featured: true });
    expect(await publicOrder()).toEqual(['Phewa Lakeside Cook (featured)', 'Phewa Lakeside Waiter']);
    expect((await feature(token, a.id)).json()).toEqual({ id: a.id, featured: true });
    expect((await feature(token, b.id)).json()).toEqual({ non_field_errors: [LIMIT_MESSAGES.featuredJobs(STARTER)] });
    expect(LIMIT_MESSAGES.featuredJobs(STARTER)).toBe('Your Starter plan allows 1 featured job at a time. Stop featuring a job or upgrade your plan to feature this one.');
    expect((await feature(token, draft.id)).json()).toEqual({ non_field_errors: [LIMIT_MESSAGES.featureInactive] });
    expect((await feature(other.token, a.id, false)).statusCode).toBe(404);
    expect((await feature(token, a.id, false)).json()).toEqual({ id: a.id, featured: false });
    expect((await feature(token, b.id)).statusCode).toBe(200);
    expect((await get(t, token, '/api/employer/billing/')).json().usage.featured_jobs).toBe(1);
  });

  /** Buys `plan` through the test gateway. */
  async function buy(token: string, plan: string) {
    const { payment } = (await checkout(t, token, plan, 'test')).json();
    await post(t, token, `/api/employer/billing/test-gateway/${payment.id}/`, { action: 'pay' });
    expect((await confirm(t, token, 'test', `payment=${payment.id}`)).json()).toMatchObject({ status: 'completed' });
  }
  const patchJob = (token: string, id: string, payload: object) =>
    t.inject({ method: 'PATCH', url: `/api/employer/jobs/${id}/`, headers: bearer(token), payload });

  it('counts active jobs one way everywhere: the overview, the job list, the plan\'s usage, its limit and the public list', async () => {
    const { token } = await buyer(t);
    const word = `Tansen${randomUUID().slice(0, 8)}`;
    for (let i = 0; i < 3; i++) await createJob(t, token, { title: `${word} Cook ${i}` });
    const soon = await createJob(t, token, { title: `${word} Waiter`, deadline: dayFrom(t, 1) });
    await createJob(t, token, { title: `${word} Draft`, status: 'draft' });
    const closed = await createJob(t, token, { title: `${word} Closed` });
    await patchJob(token, closed.id, { status: 'closed' });
    t.clock.advance(2 * 86_400_000); // the waiter's deadline has passed: still published, no longer active

    const figures = async () => ({
      overview: (await get(t, token, '/api/dashboard/stats/')).json().active_jobs,
      jobList: (await get(t, token, '/api/employer/jobs/?page_size=100')).json().results.filter((j: { is_open: boolean }) => j.is_open).length,
      payment: (await get(t, token, '/api/employer/billing/')).json().usage.active_jobs,
      public: (await t.inject({ method: 'GET', url: `/api/jobs/?search=${word}` })).json().count,
    });
    expect(await figures()).toEqual({ overview: 3, jobList: 3, payment: 3, public: 3 });
    expect((await get(t, token, '/api/employer/jobs/')).json().status_counts).toMatchObject({ published: 4, draft: 1, closed: 1 });

    // The Free plan's 5 active jobs: the job whose deadline passed takes no place.
    await createJob(t, token, { title: `${word} Cook 3` });
    await createJob(t, token, { title: `${word} Cook 4` });
    expect(await figures()).toEqual({ overview: 5, jobList: 5, payment: 5, public: 5 });
    const sixth = await post(t, token, '/api/employer/jobs/', fullJob(t, { title: `${word} Cook 5` }));
    expect(sixth.json()).toEqual({ non_field_errors: [LIMIT_MESSAGES.activeJobs(PLANS[0]!)] });
    // A new deadline would make the waiter active again: that is one more active job too.
    const extended = await patchJob(token, soon.id, { deadline: dayFrom(t, 10) });
    expect(extended.statusCode).toBe(400);
    expect(extended.json()).toEqual({ non_field_errors: [LIMIT_MESSAGES.activeJobs(PLANS[0]!)] });
  });

  it('featuring ends with the plan: a smaller plan keeps the newest, an ended plan none, a job that stops being active loses it', async () => {
    const { token } = await buyer(t);
    const word = `Bandipur${randomUUID().slice(0, 8)}`;
    const jobs = [];
    for (let i = 0; i < 4; i++) {
      jobs.push(await createJob(t, token, { title: `${word} Guide ${i}`, deadline: dayFrom(t, 45) })); // open past the plan's end
      t.clock.advance(1_000); // each published a second after the one before
    }
    const feature = (id: string, featured = true) => post(t, token, `/api/employer/jobs/${id}/feature/`, { featured });
    const featuredTitles = async () => (await t.inject({ method: 'GET', url: `/api/jobs/?search=${word}` })).json().results
      .filter((j: { featured: boolean }) => j.featured).map((j: { title: string }) => j.title);
    const usage = async () => (await get(t, token, '/api/employer/billing/')).json().usage.featured_jobs;

    await buy(token, 'growth');
    for (const job of jobs.slice(0, 3)) expect((await feature(job.id)).statusCode).toBe(200);
    expect(await featuredTitles()).toEqual([`${word} Guide 2`, `${word} Guide 1`, `${word} Guide 0`]);
    expect((await get(t, token, `/api/employer/jobs/${jobs[0]!.id}/`)).json().featured).toBe(true);

    // Starter (1 featured job) starts now: only the newest published of the three stays featured.
    await buy(token, 'starter');
    expect(await featuredTitles()).toEqual([`${word} Guide 2`]);
    expect(await usage()).toBe(1);
    expect((await get(t, token, `/api/employer/jobs/${jobs[0]!.id}/`)).json().featured).toBe(false);

    // A featured job that is closed loses the flag, and publishing it again does not bring it back.
    await patchJob(token, jobs[2]!.id, { status: 'closed' });
    expect((await patchJob(token, jobs[2]!.id, { status: 'published' })).json()).toMatchObject({ status: 'published', featured: false });
    expect(await usage()).toBe(0);

    // The plan ends: the server's sweep clears what it featured (until then the flag stays, within a minute).
    expect((await feature(jobs[3]!.id)).statusCode).toBe(200);
    const periodEnd = new Date((await get(t, token, '/api/employer/billing/')).json().period_end);
    // The sweep runs over every company, as the server runs it; other tests' jobs here may be cleared too.
    t.clock.set(new Date(periodEnd.getTime() - 1_000));
    await endLapsedFeatures(t.app.repos.billing, t.clock.now());
    expect(await featuredTitles()).toEqual([`${word} Guide 3`]);
    t.clock.set(new Date(periodEnd.getTime() + 1_000));
    await endLapsedFeatures(t.app.repos.billing, t.clock.now());
    expect(await featuredTitles()).toEqual([]);
    expect((await get(t, token, `/api/employer/jobs/${jobs[3]!.id}/`)).json().featured).toBe(false);
    expect((await feature(jobs[3]!.id)).json()).toEqual({ non_field_errors: [LIMIT_MESSAGES.featuredJobs(PLANS[0]!)] });
    // Unfeaturing is always allowed.
    expect((await feature(jobs[3]!.id, false)).json()).toEqual({ id: jobs[3]!.id, featured: false });
  });

  it('a featured job whose deadline passes stops being featured; one whose deadline passed cannot be featured', async () => {
    const { token } = await buyer(t);
    await buy(token, 'starter');
    const job = await createJob(t, token, { deadline: dayFrom(t, 1) });
    expect((await post(t, token, `/api/employer/jobs/${job.id}/feature/`, { featured: true })).statusCode).toBe(200);
    t.clock.advance(2 * 86_400_000);
    await endLapsedFeatures(t.app.repos.billing, t.clock.now());
    expect((await get(t, token, `/api/employer/jobs/${job.id}/`)).json()).toMatchObject({ is_open: false, featured: false });
    expect((await post(t, token, `/api/employer/jobs/${job.id}/feature/`, { featured: true })).json())
      .toEqual({ non_field_errors: [LIMIT_MESSAGES.featureInactive] });
  });

  it('counts swipes per Kathmandu day; undo does not count; a new day starts afresh', async () => {
    const { token } = await registerEmployer(t);
    const seeker = await addSeeker(t);
    // 23:00 in Kathmandu.
    t.clock.set(new Date('2025-04-20T17:15:00Z'));
    const swipe = (kind: string, extra: object = {}) => post(t, token, '/api/employer/swipe/decisions/', { key: randomUUID(), kind, candidate: seeker, ...extra });
    let last;
    for (let i = 0; i < 25; i++) last = await swipe('left');
    expect(last!.statusCode).toBe(201);
    const over = await swipe('left');
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ non_field_errors: [LIMIT_MESSAGES.swipesPerDay(PLANS[0]!)] });
    expect((await swipe('undo', { undoes: last!.json().key })).statusCode).toBe(201);
    expect((await get(t, token, '/api/employer/billing/')).json().usage.swipes_today).toBe(25);
    t.clock.advance(60 * 60_000); // 00:00 the next day in Kathmandu
    expect((await swipe('left')).statusCode).toBe(201);
  });
});

describe('Khalti ePayment v2 against a local Khalti', () => {
  it('initiates with the secret key, the amount in paisa and our return URL; the browser goes to payment_url', async () => {
    const { token } = await buyer(g);
    const billing = (await get(g, token, '/api/employer/billing/')).json();
    expect(billing.gateways.map((x: { id: string }) => x.id)).toEqual(['khalti', 'esewa']);
    expect((await checkout(g, token, 'starter', 'test')).json()).toEqual({ gateway: [BILLING_MESSAGES.noGateway] });
    const res = await checkout(g, token, 'starter', 'khalti');
    expect(res.statusCode).toBe(201);
    const { payment, redirect } = res.json();
    const sent = khalti.initiated.at(-1)!;
    expect(sent.authorization).toBe(`Key ${KHALTI_KEY}`);
    expect(sent.body).toMatchObject({
      amount: 2_825_00, purchase_order_id: payment.id, return_url: 'http://localhost:80/employer/payment/return/khalti',
      amount_breakdown: [{ label: 'Plan', amount: 2_500_00 }, { label: 'VAT 13%', amount: 325_00 }],
    });
    expect(redirect).toMatchObject({ method: 'GET', url: expect.stringMatching(new RegExp(`^${khalti.url}/pay/\\?pidx=`)) });
  });

  const startKhalti = async (plan = 'starter') => {
    const employer = await buyer(g);
    const { payment, redirect } = (await checkout(g, employer.token, plan, 'khalti')).json();
    const pidx = new URL(redirect.url).searchParams.get('pidx')!;
    return { ...employer, payment, pidx };
  };
  const returnQuery = (pidx: string, status: string, amount = 2_825_00) =>
    `pidx=${pidx}&txnId=abc&amount=${amount}&total_amount=${amount}&status=${encodeURIComponent(status)}&mobile=98XXXXX904&purchase_order_id=x&transaction_id=abc`;

  it('grants only after lookup says Completed, exactly once however often the return comes back', async () => {
    const { token, payment, pidx } = await startKhalti();
    // The return claims Completed, but Khalti's lookup still says Initiated: nothing is granted.
    const early = await confirm(g, token, 'khalti', returnQuery(pidx, 'Completed'));
    expect(early.json()).toMatchObject({ status: 'pending' });
    expect((await get(g, token, '/api/employer/billing/')).json().plan.id).toBe('free');

    khalti.lookups.set(pidx, { status: 'Completed', total_amount: 2_825_00 });
    const done = await confirm(g, token, 'khalti', returnQuery(pidx, 'Completed'));
    expect(done.json()).toMatchObject({ id: payment.id, status: 'completed', invoice: expect.any(String) });
    const calls = khalti.lookupCalls;
    expect((await confirm(g, token, 'khalti', returnQuery(pidx, 'Completed'))).json()).toEqual(done.json());
    expect(khalti.lookupCalls).toBe(calls); // a completed payment is not looked up again
    expect((await get(g, token, '/api/employer/invoices/')).json().count).toBe(1);
    expect((await get(g, token, '/api/employer/billing/')).json().plan.id).toBe('starter');
  });

  it('names the configured seller on the invoice PDF', async () => {
    const { token, pidx } = await startKhalti();
    khalti.lookups.set(pidx, { status: 'Completed', total_amount: 2_825_00 });
    expect((await confirm(g, token, 'khalti', returnQuery(pidx, 'Completed'))).json()).toMatchObject({ status: 'completed' });
    const invoice = (await get(g, token, '/api/employer/invoices/')).json().results[0];
    const text = pdfText((await get(g, token, `/api/employer/invoices/${invoice.id}/pdf/`)).rawPayload);
    expect(text).toContain('From\nHimal Hiring Pvt. Ltd.\nLazimpat, Kathmandu\nPAN/VAT: 612345678\nBilled to');
    expect(text).not.toContain(en['invoice.demoNote']);
    expect(text).not.toContain(DEMO_SELLER.legalName);
  });

  it('a cancelled payment fails and grants nothing', async () => {
    const { token, pidx } = await startKhalti();
    khalti.lookups.set(pidx, { status: 'User canceled', total_amount: 2_825_00 });
    expect((await confirm(g, token, 'khalti', returnQuery(pidx, 'User canceled'))).json()).toMatchObject({ status: 'failed', failure_reason: GATEWAY_REASONS.cancelled });
    expect((await get(g, token, '/api/employer/billing/')).json().plan.id).toBe('free');
  });

  it('refuses an amount that does not match and never grants that payment afterwards', async () => {
    const { token, pidx } = await startKhalti();
    khalti.lookups.set(pidx, { status: 'Completed', total_amount: 10_00 });
    const res = await confirm(g, token, 'khalti', returnQuery(pidx, 'Completed', 10_00));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: [GATEWAY_REASONS.amountMismatch] });
    khalti.lookups.set(pidx, { status: 'Completed', total_amount: 2_825_00 });
    expect((await confirm(g, token, 'khalti', returnQuery(pidx, 'Completed'))).json()).toMatchObject({ status: 'failed' });
    expect((await get(g, token, '/api/employer/billing/')).json().plan.id).toBe('free');
  });

  it('refuses a return without pidx, one for a payment never started, and another employer\'s', async () => {
    const { token, pidx } = await startKhalti();
    const other = await buyer(g);
    expect((await confirm(g, token, 'khalti', 'status=Completed&total_amount=282500')).json()).toEqual({ non_field_errors: [BILLING_MESSAGES.forged] });
    expect((await confirm(g, token, 'khalti', returnQuery('made-up-pidx', 'Completed'))).statusCode).toBe(404);
    khalti.lookups.set(pidx, { status: 'Completed', total_amount: 2_825_00 });
    expect((await confirm(g, other.token, 'khalti', returnQuery(pidx, 'Completed'))).statusCode).toBe(404);
    expect((await get(g, other.token, '/api/employer/billing/')).json().plan.id).toBe('free');
  });

  it('answers 502 when Khalti refuses to start a payment', async () => {
    const { token } = await buyer(g);
    khalti.refuseInitiate = 503;
    try {
      const res = await checkout(g, token, 'growth', 'khalti');
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ detail: BILLING_MESSAGES.gatewayDown });
    } finally {
      khalti.refuseInitiate = undefined;
    }
  });
});

describe('eSewa ePay v2 against a local eSewa', () => {
  const startEsewa = async () => {
    const employer = await buyer(g);
    const { payment, redirect } = (await checkout(g, employer.token, 'growth', 'esewa')).json();
    return { ...employer, payment, redirect };
  };
  const total = (GROWTH.pricePaisa * 1.13 / 100).toFixed(2);

  it('sends a form signed with HMAC-SHA256 over total_amount, transaction_uuid and product_code', async () => {
    const { payment, redirect } = await startEsewa();
    expect(redirect.method).toBe('POST');
    expect(redirect.url).toBe(`${esewa.url}/api/epay/main/v2/form`);
    expect(redirect.fields).toMatchObject({
      amount: '7500.00', tax_amount: '975.00', total_amount: total, transaction_uuid: payment.id, product_code: 'EPAYTEST',
      product_service_charge: '0', product_delivery_charge: '0', signed_field_names: 'total_amount,transaction_uuid,product_code',
      success_url: 'http://localhost:80/employer/payment/return/esewa', failure_url: `http://localhost:80/employer/payment/return/esewa?failed=${payment.id}`,
    });
    const message = `total_amount=${total},transaction_uuid=${payment.id},product_code=EPAYTEST`;
    const { createHmac } = await import('node:crypto');
    expect(redirect.fields.signature).toBe(createHmac('sha256', ESEWA_KEY).update(message).digest('base64'));
    expect(esewaSignature(ESEWA_KEY, redirect.fields, ['total_amount', 'transaction_uuid', 'product_code'])).toBe(redirect.fields.signature);
  });

  it('checks the signed return, then the status API; grants once', async () => {
    const { token, payment } = await startEsewa();
    const data = esewa.successData(ESEWA_KEY, { transaction_uuid: payment.id, total_amount: '8,475.0', product_code: 'EPAYTEST' });
    // Signed, but the status check does not know the payment yet: nothing granted.
    expect((await confirm(g, token, 'esewa', `data=${encodeURIComponent(data)}`)).json()).toMatchObject({ status: 'failed', failure_reason: GATEWAY_REASONS.cancelled });

    const second = await startEsewa();
    esewa.statuses.set(second.payment.id, { status: 'COMPLETE', total_amount: 8475.0 });
    const data2 = esewa.successData(ESEWA_KEY, { transaction_uuid: second.payment.id, total_amount: '8,475.0', product_code: 'EPAYTEST' });
    const done = await confirm(g, second.token, 'esewa', `data=${encodeURIComponent(data2)}`);
    expect(done.json()).toMatchObject({ status: 'completed', plan: 'growth' });
    expect(esewa.statusCalls.at(-1)).toEqual({ product_code: 'EPAYTEST', total_amount: total, transaction_uuid: second.payment.id });
    expect((await confirm(g, second.token, 'esewa', `data=${encodeURIComponent(data2)}`)).json()).toEqual(done.json());
    expect((await get(g, second.token, '/api/employer/invoices/')).json().count).toBe(1);
    expect((await get(g, second.token, '/api/employer/billing/')).json().plan.id).toBe('growth');
  });

  it('refuses a tampered or wrongly signed return with 400 and grants nothing', async () => {
    const { token, payment } = await startEsewa();
    esewa.statuses.set(payment.id, { status: 'COMPLETE', total_amount: 8475.0 });
    const signed = JSON.parse(Buffer.from(esewa.successData(ESEWA_KEY, { transaction_uuid: payment.id, total_amount: '8475.0', product_code: 'EPAYTEST' }), 'base64').toString());
    const tampered = Buffer.from(JSON.stringify({ ...signed, total_amount: '10.0' })).toString('base64');
    const wrongKey = esewa.successData('not-the-secret', { transaction_uuid: payment.id, total_amount: '8475.0', product_code: 'EPAYTEST' });
    for (const data of [tampered, wrongKey, 'bm90IGpzb24=']) {
      const res = await confirm(g, token, 'esewa', `data=${encodeURIComponent(data)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ non_field_errors: [BILLING_MESSAGES.forged] });
    }
    expect((await get(g, token, '/api/employer/billing/')).json().plan.id).toBe('free');
  });

  it('a failure return fails the payment; an amount the status check disagrees with is refused', async () => {
    const failed = await startEsewa();
    esewa.statuses.set(failed.payment.id, { status: 'CANCELED', total_amount: 8475.0 });
    expect((await confirm(g, failed.token, 'esewa', `failed=${failed.payment.id}`)).json()).toMatchObject({ status: 'failed', failure_reason: GATEWAY_REASONS.cancelled });

    const short = await startEsewa();
    esewa.statuses.set(short.payment.id, { status: 'COMPLETE', total_amount: 10.0 });
    const data = esewa.successData(ESEWA_KEY, { transaction_uuid: short.payment.id, total_amount: '8475.0', product_code: 'EPAYTEST' });
    const res = await confirm(g, short.token, 'esewa', `data=${encodeURIComponent(data)}`);
    expect(res.json()).toEqual({ non_field_errors: [GATEWAY_REASONS.amountMismatch] });
    expect((await get(g, short.token, '/api/employer/billing/')).json().plan.id).toBe('free');
  });

  it('has no test gateway when keys are set', async () => {
    const { token } = await buyer(g);
    expect((await get(g, token, `/api/employer/billing/test-gateway/${randomUUID()}/`)).statusCode).toBe(404);
  });
});
