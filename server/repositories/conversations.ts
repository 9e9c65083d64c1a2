// Conversations between a company and job seekers, their messages and the private reply links. Every method
// takes the caller's company first: another company's conversation is not found.
import { and, desc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../src/api/schema.gen';
import type { Db } from '../db/client';
import { applications, companies, companyMembers, conversations, jobs, jobSeekers, messageReplyTokens, messages } from '../db/schema';
import type { SeekerRow } from './job-seekers';

/** A message with the name its writer has in the team now (null for the job seeker's and those before teams). */
export type MessageRow = typeof messages.$inferSelect & { senderName: string | null };
export type ConversationRow = typeof conversations.$inferSelect;
export type Sender = components['schemas']['Message']['sender'];
/** A conversation with what its view shows: the job seeker, the job applied for, unread count and last message. */
export interface ConversationEntry {
  conversation: ConversationRow;
  seeker: SeekerRow;
  jobTitle: string | null;
  unread: number;
  last: MessageRow | undefined;
}
/** Who takes part in a conversation (whom to mail about a message, whose reply link it is). */
export interface ConversationParties {
  conversationId: string;
  companyId: string;
  companyName: string;
  companyUserId: string;
  seekerName: string;
  seekerEmail: string;
  /** The language the job seeker applied in: their e-mails are written in it. */
  seekerLocale: 'en' | 'ne';
  jobTitle: string | null;
}
/** A job seeker's own view of one of their conversations (docs/seekers.md "Messages"). */
export interface SeekerConversationEntry {
  id: string;
  companyName: string;
  jobTitle: string | null;
  unread: number;
  updatedAt: Date;
  last: MessageRow | undefined;
}
/** A conversation the caller read as the company's (find, parties): its messages are the company's. */
export type OwnConversation = Pick<ConversationRow, 'id' | 'companyId'>;

const messageColumns = {
  ...getTableColumns(messages),
  senderName: sql<string | null>`(select ${companyMembers.fullName} from ${companyMembers}
    where ${companyMembers.userId} = ${messages.senderUserId})`,
};

const unreadOf = (conversationId: unknown) => sql<number>`(
  select count(*)::int from ${messages}
  where ${messages.conversationId} = ${conversationId} and ${messages.sender} = 'job_seeker' and ${messages.readAt} is null)`;

const entryColumns = { conversation: conversations, seeker: jobSeekers, jobTitle: jobs.title, unread: unreadOf(conversations.id) };

const partyColumns = {
  conversationId: conversations.id, companyId: companies.id, companyName: companies.fullName, companyUserId: companies.userId,
  seekerName: jobSeekers.fullName, seekerEmail: jobSeekers.email, seekerLocale: jobSeekers.locale, jobTitle: jobs.title,
};

function ownConversation(companyId: string, conversation: OwnConversation): string {
  if (conversation.companyId !== companyId) throw new Error('The conversation is not the company\'s.');
  return conversation.id;
}

export class ConversationsRepository {
  constructor(private readonly db: Db) {}

  private entries() {
    return this.db.select(entryColumns).from(conversations)
      .innerJoin(jobSeekers, eq(jobSeekers.id, conversations.jobSeekerId))
      .leftJoin(applications, eq(applications.id, conversations.applicationId))
      .leftJoin(jobs, eq(jobs.id, applications.jobId));
  }

  /** The last message of each conversation (read as the caller's). */
  private async lastMessages(ids: string[]): Promise<Map<string, MessageRow>> {
    if (!ids.length) return new Map();
    const rows = await this.db.selectDistinctOn([messages.conversationId], messageColumns).from(messages)
      .where(inArray(messages.conversationId, ids)).orderBy(messages.conversationId, desc(messages.seq));
    return new Map(rows.map((m) => [m.conversationId, m]));
  }

  async find(companyId: string, id: string): Promise<ConversationEntry | undefined> {
    const [row] = await this.entries().where(and(eq(conversations.id, id), eq(conversations.companyId, companyId)));
    return row && { ...row, last: (await this.lastMessages([id])).get(id) };
  }

  /** How many conversations the company has, and a page of them, latest message first. */
  async page(companyId: string, window: { offset: number; limit: number }): Promise<{ count: number; rows: ConversationEntry[] }> {
    const mine = eq(conversations.companyId, companyId);
    const [{ count } = { count: 0 }] = await this.db.select({ count: sql<number>`count(*)::int` }).from(conversations).where(mine);
    const rows = await this.entries().where(mine)
      .orderBy(desc(conversations.updatedAt), desc(conversations.id)).limit(window.limit).offset(window.offset);
    const last = await this.lastMessages(rows.map((r) => r.conversation.id));
    return { count, rows: rows.map((r) => ({ ...r, last: last.get(r.conversation.id) })) };
  }

  /** A new conversation with a job seeker; undefined when the company already has one. */
  async insertIfNew(companyId: string, o: { jobSeekerId: string; applicationId: string | null; now: Date }): Promise<string | undefined> {
    const [inserted] = await this.db.insert(conversations).values({
      companyId, jobSeekerId: o.jobSeekerId, applicationId: o.applicationId, createdAt: o.now, updatedAt: o.now,
    }).onConflictDoNothing().returning({ id: conversations.id });
    return inserted?.id;
  }

  /** The company's conversation with a job seeker, about `applicationId` from now on when given; returns its id. */
  async ofSeeker(companyId: string, jobSeekerId: string, applicationId: string | null | undefined): Promise<string | undefined> {
    const theirs = and(eq(conversations.companyId, companyId), eq(conversations.jobSeekerId, jobSeekerId));
    const [existing] = applicationId
      ? await this.db.update(conversations).set({ applicationId }).where(theirs).returning({ id: conversations.id })
      : await this.db.select({ id: conversations.id }).from(conversations).where(theirs);
    return existing?.id;
  }

  /** How many messages the conversation has, and a page of them, newest first. */
  async messagesPage(companyId: string, conversation: OwnConversation, window: { offset: number; limit: number }) {
    const theirs = eq(messages.conversationId, ownConversation(companyId, conversation));
    const [{ count } = { count: 0 }] = await this.db.select({ count: sql<number>`count(*)::int` }).from(messages).where(theirs);
    const rows = await this.db.select(messageColumns).from(messages).where(theirs).orderBy(desc(messages.seq)).limit(window.limit).offset(window.offset);
    return { count, rows };
  }

  /** The latest messages, newest first. */
  async latestMessages(companyId: string, conversation: OwnConversation, limit: number): Promise<MessageRow[]> {
    return this.db.select(messageColumns).from(messages).where(eq(messages.conversationId, ownConversation(companyId, conversation)))
      .orderBy(desc(messages.seq)).limit(limit);
  }

  /**
   * Stores a message once per `clientKey` in the conversation: a second call with the same key returns the stored
   * message with `created: false` (even when the first call is still committing: the unique index decides).
   */
  async addMessage(
    companyId: string, conversation: OwnConversation,
    o: { sender: Sender; senderUserId?: string | null; body: string; clientKey: string; now: Date },
  ): Promise<{ message: MessageRow; created: boolean }> {
    const conversationId = ownConversation(companyId, conversation);
    return this.db.transaction(async (tx) => {
      const [inserted] = await tx.insert(messages).values({
        conversationId, sender: o.sender, senderUserId: o.senderUserId ?? null, body: o.body, clientKey: o.clientKey, createdAt: o.now,
      }).onConflictDoNothing().returning(messageColumns);
      if (inserted) {
        await tx.update(conversations).set({ updatedAt: o.now })
          .where(and(eq(conversations.id, conversationId), eq(conversations.companyId, companyId)));
        return { message: inserted, created: true };
      }
      const [stored] = await tx.select(messageColumns).from(messages)
        .where(and(eq(messages.conversationId, conversationId), eq(messages.clientKey, o.clientKey)));
      return { message: stored!, created: false };
    });
  }

  /** The member who wrote the conversation's latest employer message naming its writer (whom a reply concerns). */
  async lastEmployerWriter(companyId: string, conversation: OwnConversation): Promise<string | undefined> {
    const [row] = await this.db.select({ userId: messages.senderUserId }).from(messages)
      .where(and(
        eq(messages.conversationId, ownConversation(companyId, conversation)), eq(messages.sender, 'employer'),
        sql`${messages.senderUserId} is not null`,
      ))
      .orderBy(desc(messages.seq)).limit(1);
    return row?.userId ?? undefined;
  }

  /** Marks the messages from `sender` as read; true when any changed. */
  async markRead(companyId: string, conversation: OwnConversation, sender: Sender, now: Date): Promise<boolean> {
    const changed = await this.db.update(messages).set({ readAt: now })
      .where(and(eq(messages.conversationId, ownConversation(companyId, conversation)), eq(messages.sender, sender), isNull(messages.readAt)))
      .returning({ id: messages.id });
    return changed.length > 0;
  }

  /** Messages from job seekers the company has not read, over all its conversations. */
  async unreadTotal(companyId: string): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(and(eq(conversations.companyId, companyId), eq(messages.sender, 'job_seeker'), isNull(messages.readAt)));
    return row?.n ?? 0;
  }

  async message(companyId: string, id: string): Promise<MessageRow | undefined> {
    const [row] = await this.db.select(messageColumns).from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(and(eq(messages.id, id), eq(conversations.companyId, companyId)));
    return row;
  }

  /** Keeps the hash of a new private reply link to the conversation. */
  async addReplyToken(companyId: string, conversation: OwnConversation, tokenHash: string, now: Date): Promise<void> {
    await this.db.insert(messageReplyTokens).values({ conversationId: ownConversation(companyId, conversation), tokenHash, createdAt: now });
  }

  /** Who takes part in the company's conversation. */
  async parties(companyId: string, conversationId: string): Promise<ConversationParties | undefined> {
    return this.partiesWhere(and(eq(conversations.id, conversationId), eq(conversations.companyId, companyId)));
  }

  private async partiesWhere(where: SQL | undefined): Promise<ConversationParties | undefined> {
    const [row] = await this.db.select(partyColumns).from(conversations)
      .innerJoin(companies, eq(companies.id, conversations.companyId))
      .innerJoin(jobSeekers, eq(jobSeekers.id, conversations.jobSeekerId))
      .leftJoin(applications, eq(applications.id, conversations.applicationId))
      .leftJoin(jobs, eq(jobs.id, applications.jobId))
      .where(where);
    return row;
  }

  /** The job seeker's conversations, latest first, with the employer's messages they have not read. */
  async ofJobSeeker(jobSeekerId: string): Promise<SeekerConversationEntry[]> {
    const rows = await this.db.select({
      id: conversations.id, companyName: companies.fullName, jobTitle: jobs.title, updatedAt: conversations.updatedAt,
      unread: sql<number>`(select count(*)::int from ${messages} where ${messages.conversationId} = ${conversations.id}
        and ${messages.sender} = 'employer' and ${messages.readAt} is null)`,
    }).from(conversations)
      .innerJoin(companies, eq(companies.id, conversations.companyId))
      .leftJoin(applications, eq(applications.id, conversations.applicationId))
      .leftJoin(jobs, eq(jobs.id, applications.jobId))
      .where(eq(conversations.jobSeekerId, jobSeekerId))
      .orderBy(desc(conversations.updatedAt), desc(conversations.id));
    const last = await this.lastMessages(rows.map((r) => r.id));
    return rows.map((r) => ({ ...r, last: last.get(r.id) }));
  }

  /** Who takes part in one of the job seeker's conversations; another seeker's is not found. */
  async partiesOfJobSeeker(jobSeekerId: string, conversationId: string): Promise<ConversationParties | undefined> {
    return this.partiesWhere(and(eq(conversations.id, conversationId), eq(conversations.jobSeekerId, jobSeekerId)));
  }

  /** The public reply page (no company yet): whose conversation a reply link's hash opens. */
  async partiesOfReplyToken(tokenHash: string): Promise<ConversationParties | undefined> {
    const [row] = await this.db.select(partyColumns).from(messageReplyTokens)
      .innerJoin(conversations, eq(conversations.id, messageReplyTokens.conversationId))
      .innerJoin(companies, eq(companies.id, conversations.companyId))
      .innerJoin(jobSeekers, eq(jobSeekers.id, conversations.jobSeekerId))
      .leftJoin(applications, eq(applications.id, conversations.applicationId))
      .leftJoin(jobs, eq(jobs.id, applications.jobId))
      .where(eq(messageReplyTokens.tokenHash, tokenHash));
    return row;
  }
}
