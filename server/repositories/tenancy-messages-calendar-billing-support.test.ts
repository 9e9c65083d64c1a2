// The conversations, events, billing and support repositories are keyed like the workspace's (tenancy.test.ts):
// asked with another company's id (a support ticket: another account's), a row is not found and nothing of it changes.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PDF, addSeeker, apply, createJob } from '../test/workspace-fixtures';
import { registerEmployer, setupTestApp } from '../test/app';
import { grantPayment } from '../services/billing';
import { kathmanduToday } from '../../src/domain/job-rules';

const t = setupTestApp();

async function employer() {
  const { token, user } = await registerEmployer(t);
  const companyId = await t.app.repos.memberships.companyOfUser(user.id);
  if (!companyId) throw new Error('no company');
  return { token, userId: user.id, companyId };
}

describe('repositories keyed by the caller\'s company', () => {
  it('conversations and messages: another company finds nothing and changes nothing', async () => {
    const owner = await employer();
    const other = await employer();
    const { conversations } = t.app.repos;
    const now = t.clock.now();
    const seeker = await addSeeker(t);
    const id = (await conversations.insertIfNew(owner.companyId, { jobSeekerId: seeker, applicationId: null, now }))!;
    const mine = { id, companyId: owner.companyId };
    const { message } = await conversations.addMessage(owner.companyId, mine, { sender: 'job_seeker', body: 'Namaste', clientKey: randomUUID(), now });

    expect(await conversations.find(other.companyId, id)).toBeUndefined();
    expect(await conversations.page(other.companyId, { offset: 0, limit: 10 })).toEqual({ count: 0, rows: [] });
    expect(await conversations.parties(other.companyId, id)).toBeUndefined();
    expect(await conversations.message(other.companyId, message.id)).toBeUndefined();
    expect(await conversations.unreadTotal(other.companyId)).toBe(0);
    expect(await conversations.ofSeeker(other.companyId, seeker, undefined)).toBeUndefined();
    // A conversation read as one company's is not another's to read or write messages in.
    await expect(conversations.messagesPage(other.companyId, mine, { offset: 0, limit: 10 })).rejects.toThrow();
    await expect(conversations.addMessage(other.companyId, mine, { sender: 'employer', body: 'x', clientKey: randomUUID(), now })).rejects.toThrow();
    await expect(conversations.markRead(other.companyId, mine, 'job_seeker', now)).rejects.toThrow();

    // The owner still has everything, unchanged.
    expect(await conversations.find(owner.companyId, id)).toMatchObject({ unread: 1, last: { id: message.id } });
    expect(await conversations.unreadTotal(owner.companyId)).toBe(1);
  });

  it('calendar events and the feed: another company finds nothing and changes nothing', async () => {
    const owner = await employer();
    const other = await employer();
    const { events } = t.app.repos;
    const now = t.clock.now();
    const job = await createJob(t, owner.token);
    const application = await apply(t, job.id);
    const startsAt = new Date(now.getTime() + 86_400_000);
    const id = await events.create(owner.companyId, {
      kind: 'event', applicationId: null, title: 'Team lunch', startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000),
      status: 'scheduled', createdAt: now, updatedAt: now,
    });
    await events.replaceFeed(owner.companyId, `hash-${id}`, now);

    expect(await events.find(other.companyId, id)).toBeUndefined();
    expect(await events.list(other.companyId, {})).toEqual([]);
    expect(await events.count(other.companyId, {})).toBe(0);
    expect(await t.app.repos.transaction((tx) => tx.events.lockForUpdate(other.companyId, id))).toBeUndefined();
    expect(await events.interviewNames(other.companyId, application.id)).toBeUndefined();
    expect(await events.feed(other.companyId)).toBeUndefined();
    await events.update(other.companyId, id, { title: 'Taken over' });
    await events.deleteFeed(other.companyId);

    expect(await events.find(owner.companyId, id)).toMatchObject({ event: { title: 'Team lunch' } });
    expect(await events.feed(owner.companyId)).toBeDefined();
    expect(await events.companyOfFeed(`hash-${id}`)).toBe(owner.companyId);
  });

  it('billing: another company finds nothing of the payments and invoices and changes nothing', async () => {
    const owner = await employer();
    const other = await employer();
    const { billing } = t.app.repos;
    const now = t.clock.now();
    const job = await createJob(t, owner.token);
    const pay = (reference: string) => billing.createPayment(owner.companyId, {
      id: randomUUID(), plan: 'starter', gateway: 'test', reference, subtotalPaisa: 100_000, vatPaisa: 13_000, totalPaisa: 113_000, createdAt: now,
    });
    const paid = await pay(`ref-${randomUUID()}`);
    const pending = await pay(`ref-${randomUUID()}`);

    expect(await t.app.repos.transaction((tx) => grantPayment(tx.billing, other.companyId, paid.id, 'txn', now))).toBe(false);
    expect(await t.app.repos.transaction((tx) => grantPayment(tx.billing, owner.companyId, paid.id, 'txn', now))).toBe(true);
    const { rows: [invoice] } = await billing.invoicesPage(owner.companyId, { offset: 0, limit: 10 });

    expect(await billing.payment(other.companyId, paid.id)).toBeUndefined();
    expect(await billing.paymentByReference(other.companyId, 'test', pending.reference)).toBeUndefined();
    expect(await billing.invoicesPage(other.companyId, { offset: 0, limit: 10 })).toEqual({ count: 0, rows: [] });
    expect(await billing.invoice(other.companyId, invoice!.invoice.id)).toBeUndefined();
    expect(await billing.subscription(other.companyId)).toBeUndefined();
    const today = kathmanduToday(now);
    expect(await billing.jobUsage(other.companyId, today)).toEqual({ active: 0, featured: 0 });
    expect(await billing.activeJobs(other.companyId, today)).toBe(0);
    await t.app.repos.jobs.update(owner.companyId, job.id, { featured: true });
    const muchLater = new Date(now.getTime() + 365 * 86_400_000);
    expect(await billing.clearLapsedFeatures(muchLater, kathmanduToday(muchLater), other.companyId)).toBe(0);
    expect((await t.app.repos.jobs.find(owner.companyId, job.id))!.featured).toBe(true);
    expect(await billing.completePending(other.companyId, pending.id, 'txn', now)).toBeUndefined();
    expect(await billing.decideTest(other.companyId, pending.id, 'paid')).toBe(false);
    await billing.failPending(other.companyId, pending.id, 'taken over');

    expect(await billing.payment(owner.companyId, pending.id)).toMatchObject({ payment: { status: 'pending', testOutcome: null, failureReason: null } });
    expect(await billing.subscription(owner.companyId)).toMatchObject({ plan: 'starter' });
    expect(await billing.jobUsage(owner.companyId, today)).toEqual({ active: 1, featured: 1 });
  });

  it('support tickets: another account finds nothing of them', async () => {
    const owner = await employer();
    const other = await employer();
    const support = t.app.repos.supportTickets;
    const now = t.clock.now();
    const ticket = await t.app.repos.transaction((tx) => tx.supportTickets.open(owner.userId, {
      subject: 'Invoice', category: 'billing',
      message: { authorName: 'Owner', body: 'Where is it?', attachments: [{ filename: 'a.pdf', mime: 'application/pdf', bytes: PDF, sha256: 'x' }], now },
    }));
    const { files: [file] } = await support.thread(ticket);

    expect(await support.find(other.userId, ticket.id)).toBeUndefined();
    expect(await support.pageOfUser(other.userId, { offset: 0, limit: 10 })).toEqual({ count: 0, rows: [] });
    expect(await support.attachment(other.userId, file!.id)).toBeUndefined();

    expect(await support.find(owner.userId, ticket.id)).toMatchObject({ subject: 'Invoice' });
    expect(await support.attachment(owner.userId, file!.id)).toMatchObject({ filename: 'a.pdf' });
  });
});
