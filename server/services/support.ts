// Support tickets: reading them as the contract shows them, opening, replying (employer or staff) and closing.
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../src/api/schema.gen';
import type { Db, Tx } from '../db/client';
import { companies, supportAttachments, supportMessages, supportTickets, users } from '../db/schema';
import type { Attachment } from './support-form';

type Schemas = components['schemas'];
type TicketRow = typeof supportTickets.$inferSelect;
export type Author = 'employer' | 'staff';
export type TicketStatus = Schemas['SupportTicketStatus'];

export const STAFF_DEFAULT_NAME = 'Support team';

export function ticketSummary(row: TicketRow, employerEmail?: string): Schemas['SupportTicketSummary'] {
  return {
    id: row.id,
    number: row.number,
    subject: row.subject,
    category: row.category as Schemas['SupportCategory'],
    status: row.status as TicketStatus,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    last_reply_by: row.lastReplyBy as Author,
    message_count: row.messageCount,
    ...(employerEmail !== undefined && { employer_email: employerEmail }),
  };
}

/** One ticket with its messages and their attachments (without the bytes). */
export async function ticketView(db: Db | Tx, row: TicketRow, employerEmail?: string): Promise<Schemas['SupportTicket']> {
  const messages = await db.select().from(supportMessages).where(eq(supportMessages.ticketId, row.id))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
  const files = await db.select({
    id: supportAttachments.id, messageId: supportAttachments.messageId, filename: supportAttachments.filename,
    mime: supportAttachments.mime, size: supportAttachments.size,
  }).from(supportAttachments).where(eq(supportAttachments.ticketId, row.id)).orderBy(asc(supportAttachments.createdAt), asc(supportAttachments.position));
  return {
    ...ticketSummary(row, employerEmail),
    messages: messages.map((m) => ({
      id: m.id,
      author: m.author as Author,
      author_name: m.authorName,
      message: m.body,
      created_at: m.createdAt.toISOString(),
      attachments: files.filter((f) => f.messageId === m.id).map((f) => ({
        id: f.id, filename: f.filename, content_type: f.mime as Schemas['SupportAttachment']['content_type'], size: f.size,
      })),
    })),
  };
}

/** The ticket when `userId` owns it (undefined for anyone else's: the caller answers 404). */
export async function findTicket(db: Db | Tx, id: string, userId?: string): Promise<TicketRow | undefined> {
  const [row] = await db.select().from(supportTickets)
    .where(and(eq(supportTickets.id, id), userId === undefined ? undefined : eq(supportTickets.userId, userId)));
  return row;
}

export async function listTickets(db: Db, o: { userId?: string; status?: TicketStatus; offset: number; limit: number }) {
  const where: SQL | undefined = and(
    o.userId === undefined ? undefined : eq(supportTickets.userId, o.userId),
    o.status ? eq(supportTickets.status, o.status) : undefined,
  );
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(supportTickets).where(where);
  const rows = await db.select({ ticket: supportTickets, email: users.email }).from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .where(where).orderBy(desc(supportTickets.updatedAt), desc(supportTickets.number)).limit(o.limit).offset(o.offset);
  return { count, rows };
}

/** How the employer is named in their messages: the company name, else the e-mail. */
export async function employerName(db: Db | Tx, userId: string): Promise<{ name: string; email: string }> {
  const [row] = await db.select({ email: users.email, company: companies.fullName }).from(users)
    .leftJoin(companies, eq(companies.userId, users.id)).where(eq(users.id, userId));
  return { name: row?.company?.trim() || row?.email || '', email: row?.email ?? '' };
}

async function addMessage(tx: Tx, ticketId: string, o: { author: Author; authorName: string; body: string; attachments: Attachment[]; now: Date }) {
  const [message] = await tx.insert(supportMessages).values({
    ticketId, author: o.author, authorName: o.authorName, body: o.body, createdAt: o.now,
  }).returning({ id: supportMessages.id });
  if (o.attachments.length) {
    await tx.insert(supportAttachments).values(o.attachments.map((a, position) => ({
      ticketId, messageId: message!.id, position, filename: a.filename, mime: a.mime, size: a.bytes.length,
      sha256: createHash('sha256').update(a.bytes).digest('hex'), bytes: a.bytes, createdAt: o.now,
    })));
  }
}

export async function openTicket(tx: Tx, o: {
  userId: string; authorName: string; subject: string; category: string; message: string; attachments: Attachment[]; now: Date;
}): Promise<TicketRow> {
  const [ticket] = await tx.insert(supportTickets).values({
    userId: o.userId, subject: o.subject, category: o.category, status: 'open', lastReplyBy: 'employer', messageCount: 1,
    createdAt: o.now, updatedAt: o.now,
  }).returning();
  await addMessage(tx, ticket!.id, { author: 'employer', authorName: o.authorName, body: o.message, attachments: o.attachments, now: o.now });
  return ticket!;
}

/**
 * Adds a message. An employer's message (re)opens the ticket; a staff answer makes it `answered`, or `closed`
 * when asked to. Returns the ticket as it now is.
 */
export async function replyToTicket(tx: Tx, ticketId: string, o: {
  author: Author; authorName: string; message: string; attachments: Attachment[]; close?: boolean; now: Date;
}): Promise<TicketRow> {
  await addMessage(tx, ticketId, { author: o.author, authorName: o.authorName, body: o.message, attachments: o.attachments, now: o.now });
  const status: TicketStatus = o.author === 'employer' ? 'open' : o.close ? 'closed' : 'answered';
  const [row] = await tx.update(supportTickets).set({
    status, lastReplyBy: o.author, messageCount: sql`${supportTickets.messageCount} + 1`, updatedAt: o.now,
  }).where(eq(supportTickets.id, ticketId)).returning();
  return row!;
}

export async function closeTicket(db: Db | Tx, row: TicketRow, now: Date): Promise<TicketRow> {
  if (row.status === 'closed') return row;
  const [closed] = await db.update(supportTickets).set({ status: 'closed', updatedAt: now })
    .where(eq(supportTickets.id, row.id)).returning();
  return closed!;
}

/** An attachment's file when the ticket it belongs to is `userId`'s. */
export async function ownedAttachment(db: Db, id: string, userId: string) {
  const [row] = await db.select({ filename: supportAttachments.filename, mime: supportAttachments.mime, bytes: supportAttachments.bytes })
    .from(supportAttachments)
    .innerJoin(supportTickets, eq(supportTickets.id, supportAttachments.ticketId))
    .where(and(eq(supportAttachments.id, id), eq(supportTickets.userId, userId)));
  return row;
}
