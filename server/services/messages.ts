// Conversations between a company and job seekers, and their messages. Every query is keyed by the company, so
// another employer's conversation is simply not found.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { components } from '../../src/api/schema.gen';
import type { Db, Tx } from '../db/client';
import { applications, companies, conversations, jobs, jobSeekers, messageReplyTokens, messages } from '../db/schema';
import { fieldError, fieldErrors, notFound } from '../lib/api-error';
import { newToken, sha256Hex } from '../lib/tokens';
import { seekerSummary, type SeekerRow } from './applications';

type Schemas = components['schemas'];
type MessageRow = typeof messages.$inferSelect;
type ConversationRow = typeof conversations.$inferSelect;
export type Sender = Schemas['Message']['sender'];

export const MESSAGE_ERRORS = {
  noSuchSeeker: 'No job seeker with this id.',
  noSuchApplication: "No application of this job seeker's to your jobs with this id.",
  blank: 'This field may not be blank.',
} as const;

/** The messages a reply page shows (the latest ones). */
export const REPLY_THREAD_SIZE = 200;

export function messageView(m: MessageRow): Schemas['Message'] {
  return {
    id: m.id,
    conversation: m.conversationId,
    sender: m.sender as Sender,
    body: m.body,
    client_key: m.clientKey,
    created_at: m.createdAt.toISOString(),
    read_at: m.readAt?.toISOString() ?? null,
  };
}

const unreadOf = (conversationId: unknown) => sql<number>`(
  select count(*)::int from ${messages}
  where ${messages.conversationId} = ${conversationId} and ${messages.sender} = 'job_seeker' and ${messages.readAt} is null)`;

const conversationColumns = {
  conversation: conversations,
  seeker: jobSeekers,
  jobTitle: jobs.title,
  unread: unreadOf(conversations.id),
};

type ConversationJoin = { conversation: ConversationRow; seeker: SeekerRow; jobTitle: string | null; unread: number };

function conversationQuery(db: Db | Tx) {
  return db.select(conversationColumns).from(conversations)
    .innerJoin(jobSeekers, eq(jobSeekers.id, conversations.jobSeekerId))
    .leftJoin(applications, eq(applications.id, conversations.applicationId))
    .leftJoin(jobs, eq(jobs.id, applications.jobId));
}

async function lastMessages(db: Db | Tx, ids: string[]): Promise<Map<string, MessageRow>> {
  if (!ids.length) return new Map();
  const rows = await db.selectDistinctOn([messages.conversationId]).from(messages)
    .where(inArray(messages.conversationId, ids)).orderBy(messages.conversationId, desc(messages.seq));
  return new Map(rows.map((m) => [m.conversationId, m]));
}

function conversationView(row: ConversationJoin, last: MessageRow | undefined): Schemas['Conversation'] {
  return {
    id: row.conversation.id,
    job_seeker: seekerSummary(row.seeker),
    application: row.conversation.applicationId,
    job_title: row.jobTitle,
    last_message: last ? messageView(last) : null,
    unread_count: row.unread,
    created_at: row.conversation.createdAt.toISOString(),
    updated_at: row.conversation.updatedAt.toISOString(),
  };
}

/** The company's conversation, or 404. */
export async function conversationOf(db: Db | Tx, companyId: string, id: string): Promise<Schemas['Conversation']> {
  const [row] = await conversationQuery(db).where(and(eq(conversations.id, id), eq(conversations.companyId, companyId)));
  if (!row) throw notFound();
  return conversationView(row, (await lastMessages(db, [id])).get(id));
}

export async function listConversations(db: Db, companyId: string, window: { offset: number; limit: number }) {
  const mine = eq(conversations.companyId, companyId);
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(conversations).where(mine);
  const rows = await conversationQuery(db).where(mine)
    .orderBy(desc(conversations.updatedAt), desc(conversations.id)).limit(window.limit).offset(window.offset);
  const last = await lastMessages(db, rows.map((r) => r.conversation.id));
  return { count, results: rows.map((r) => conversationView(r, last.get(r.conversation.id))) };
}

/** Starts the company's conversation with a job seeker, or finds it; an application given is remembered. */
export async function startConversation(
  tx: Tx, companyId: string, o: { jobSeekerId: string; applicationId?: string | null | undefined; now: Date },
): Promise<{ id: string; created: boolean }> {
  const [seeker] = await tx.select({ id: jobSeekers.id }).from(jobSeekers).where(eq(jobSeekers.id, o.jobSeekerId));
  const [application] = o.applicationId
    ? await tx.select({ id: applications.id }).from(applications).where(and(
      eq(applications.id, o.applicationId), eq(applications.companyId, companyId), eq(applications.jobSeekerId, o.jobSeekerId)))
    : [];
  const errors = {
    ...(!seeker && { job_seeker: [MESSAGE_ERRORS.noSuchSeeker] }),
    ...(o.applicationId && !application && { application: [MESSAGE_ERRORS.noSuchApplication] }),
  };
  if (Object.keys(errors).length) throw fieldErrors(errors);
  const [inserted] = await tx.insert(conversations).values({
    companyId, jobSeekerId: o.jobSeekerId, applicationId: o.applicationId ?? null, createdAt: o.now, updatedAt: o.now,
  }).onConflictDoNothing().returning({ id: conversations.id });
  if (inserted) return { id: inserted.id, created: true };
  const theirs = and(eq(conversations.companyId, companyId), eq(conversations.jobSeekerId, o.jobSeekerId));
  const [existing] = o.applicationId
    ? await tx.update(conversations).set({ applicationId: o.applicationId }).where(theirs).returning({ id: conversations.id })
    : await tx.select({ id: conversations.id }).from(conversations).where(theirs);
  return { id: existing!.id, created: false };
}

export async function listMessages(db: Db, conversationId: string, window: { offset: number; limit: number }) {
  const theirs = eq(messages.conversationId, conversationId);
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(messages).where(theirs);
  const rows = await db.select().from(messages).where(theirs).orderBy(desc(messages.seq)).limit(window.limit).offset(window.offset);
  return { count, results: rows.map(messageView) };
}

/**
 * Stores a message once per `client_key` in the conversation: a second call with the same key returns the
 * stored message with `created: false` (even when the first call is still committing: the unique index decides).
 */
export async function addMessage(
  db: Db, o: { conversationId: string; sender: Sender; body: string; clientKey: string; now: Date },
): Promise<{ message: MessageRow; created: boolean }> {
  const body = o.body.trim();
  if (!body) throw fieldError('body', MESSAGE_ERRORS.blank);
  return db.transaction(async (tx) => {
    const [inserted] = await tx.insert(messages).values({
      conversationId: o.conversationId, sender: o.sender, body, clientKey: o.clientKey, createdAt: o.now,
    }).onConflictDoNothing().returning();
    if (inserted) {
      await tx.update(conversations).set({ updatedAt: o.now }).where(eq(conversations.id, o.conversationId));
      return { message: inserted, created: true };
    }
    const [stored] = await tx.select().from(messages)
      .where(and(eq(messages.conversationId, o.conversationId), eq(messages.clientKey, o.clientKey)));
    return { message: stored!, created: false };
  });
}

/** Marks the messages `reader` has received as read; true when any changed. */
export async function markRead(db: Db | Tx, conversationId: string, reader: Sender, now: Date): Promise<boolean> {
  const other: Sender = reader === 'employer' ? 'job_seeker' : 'employer';
  const changed = await db.update(messages).set({ readAt: now })
    .where(and(eq(messages.conversationId, conversationId), eq(messages.sender, other), isNull(messages.readAt)))
    .returning({ id: messages.id });
  return changed.length > 0;
}

export async function unreadTotal(db: Db, companyId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(conversations.companyId, companyId), eq(messages.sender, 'job_seeker'), isNull(messages.readAt)));
  return row?.n ?? 0;
}

/** A new private reply link for the conversation; only its hash is kept. */
export async function newReplyToken(db: Db | Tx, conversationId: string, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(messageReplyTokens).values({ conversationId, tokenHash: sha256Hex(token), createdAt: now });
  return token;
}

export interface ReplyContext {
  conversationId: string;
  companyId: string;
  companyName: string;
  companyUserId: string;
  seekerName: string;
  seekerEmail: string;
  jobTitle: string | null;
}

/** Who a reply link belongs to, or 404. */
export async function replyContext(db: Db | Tx, token: string): Promise<ReplyContext> {
  const [row] = await db.select({
    conversationId: conversations.id, companyId: companies.id, companyName: companies.fullName, companyUserId: companies.userId,
    seekerName: jobSeekers.fullName, seekerEmail: jobSeekers.email, jobTitle: jobs.title,
  }).from(messageReplyTokens)
    .innerJoin(conversations, eq(conversations.id, messageReplyTokens.conversationId))
    .innerJoin(companies, eq(companies.id, conversations.companyId))
    .innerJoin(jobSeekers, eq(jobSeekers.id, conversations.jobSeekerId))
    .leftJoin(applications, eq(applications.id, conversations.applicationId))
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(messageReplyTokens.tokenHash, sha256Hex(token)));
  if (!row) throw notFound();
  return row;
}

/** The same, for a conversation (who to mail about a message). */
export async function conversationParties(db: Db | Tx, conversationId: string): Promise<ReplyContext> {
  const [row] = await db.select({
    conversationId: conversations.id, companyId: companies.id, companyName: companies.fullName, companyUserId: companies.userId,
    seekerName: jobSeekers.fullName, seekerEmail: jobSeekers.email, jobTitle: jobs.title,
  }).from(conversations)
    .innerJoin(companies, eq(companies.id, conversations.companyId))
    .innerJoin(jobSeekers, eq(jobSeekers.id, conversations.jobSeekerId))
    .leftJoin(applications, eq(applications.id, conversations.applicationId))
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(conversations.id, conversationId));
  if (!row) throw notFound();
  return row;
}

/** The latest messages, oldest first. */
export async function threadMessages(db: Db, conversationId: string, limit = REPLY_THREAD_SIZE): Promise<Schemas['Message'][]> {
  const rows = await db.select().from(messages).where(eq(messages.conversationId, conversationId)).orderBy(desc(messages.seq)).limit(limit);
  return rows.reverse().map(messageView);
}

export async function messageById(db: Db, id: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  return row;
}
