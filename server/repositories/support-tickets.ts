// Support tickets, their messages and attached files. A ticket belongs to the employer account that opened it:
// every method of the employer's side takes that user first, so another account's ticket is not found; the staff
// API (no account) reads every ticket through the methods named so.
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, supportAttachments, supportMessages, supportTickets, users } from '../db/schema';

export type TicketRow = typeof supportTickets.$inferSelect;
export type SupportMessageRow = typeof supportMessages.$inferSelect;
export type Author = 'employer' | 'staff';
/** A file sent with a message, checked by the caller. */
export interface NewAttachment { filename: string; mime: string; bytes: Buffer; sha256: string }
export interface NewSupportMessage { author: Author; authorName: string; body: string; attachments: NewAttachment[]; now: Date }
type ListOptions = { status?: string | undefined; offset: number; limit: number };

export class SupportTicketsRepository {
  constructor(private readonly db: Db) {}

  private async page(where: SQL | undefined, o: ListOptions) {
    const matching = and(where, o.status ? eq(supportTickets.status, o.status) : undefined);
    const [{ count } = { count: 0 }] = await this.db.select({ count: sql<number>`count(*)::int` }).from(supportTickets).where(matching);
    const rows = await this.db.select({ ticket: supportTickets, email: users.email }).from(supportTickets)
      .innerJoin(users, eq(users.id, supportTickets.userId))
      .where(matching).orderBy(desc(supportTickets.updatedAt), desc(supportTickets.number)).limit(o.limit).offset(o.offset);
    return { count, rows };
  }

  /** How many tickets the user has (with a status), and a page of them, last changed first. */
  pageOfUser(userId: string, o: ListOptions) {
    return this.page(eq(supportTickets.userId, userId), o);
  }

  /** The same over every account's tickets, with the account's e-mail. */
  pageForStaff(o: ListOptions) {
    return this.page(undefined, o);
  }

  async find(userId: string, id: string): Promise<TicketRow | undefined> {
    const [row] = await this.db.select().from(supportTickets).where(and(eq(supportTickets.id, id), eq(supportTickets.userId, userId)));
    return row;
  }

  async findForStaff(id: string): Promise<TicketRow | undefined> {
    const [row] = await this.db.select().from(supportTickets).where(eq(supportTickets.id, id));
    return row;
  }

  /** The messages of a ticket (read as the caller's) in order, and their files without the bytes. */
  async thread(ticket: Pick<TicketRow, 'id'>) {
    const messages = await this.db.select().from(supportMessages).where(eq(supportMessages.ticketId, ticket.id))
      .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
    const files = await this.db.select({
      id: supportAttachments.id, messageId: supportAttachments.messageId, filename: supportAttachments.filename,
      mime: supportAttachments.mime, size: supportAttachments.size,
    }).from(supportAttachments).where(eq(supportAttachments.ticketId, ticket.id)).orderBy(asc(supportAttachments.createdAt), asc(supportAttachments.position));
    return { messages, files };
  }

  /** The account's e-mail and its company's name (if it has one). */
  async employer(userId: string): Promise<{ email: string; company: string | null } | undefined> {
    const [row] = await this.db.select({ email: users.email, company: companies.fullName }).from(users)
      .leftJoin(companies, eq(companies.userId, users.id)).where(eq(users.id, userId));
    return row;
  }

  private async addMessage(ticketId: string, o: NewSupportMessage): Promise<void> {
    const [message] = await this.db.insert(supportMessages).values({
      ticketId, author: o.author, authorName: o.authorName, body: o.body, createdAt: o.now,
    }).returning({ id: supportMessages.id });
    if (o.attachments.length) {
      await this.db.insert(supportAttachments).values(o.attachments.map((a, position) => ({
        ticketId, messageId: message!.id, position, filename: a.filename, mime: a.mime, size: a.bytes.length,
        sha256: a.sha256, bytes: a.bytes, createdAt: o.now,
      })));
    }
  }

  /** A new open ticket of the user with its first message (run in a transaction). */
  async open(userId: string, o: { subject: string; category: string; message: Omit<NewSupportMessage, 'author'> }): Promise<TicketRow> {
    const now = o.message.now;
    const [ticket] = await this.db.insert(supportTickets).values({
      userId, subject: o.subject, category: o.category, status: 'open', lastReplyBy: 'employer', messageCount: 1,
      createdAt: now, updatedAt: now,
    }).returning();
    await this.addMessage(ticket!.id, { ...o.message, author: 'employer' });
    return ticket!;
  }

  /** Adds a message to a ticket (read as the caller's) and sets its status (run in a transaction); returns the ticket as it now is. */
  async reply(ticket: Pick<TicketRow, 'id'>, message: NewSupportMessage, status: string): Promise<TicketRow> {
    await this.addMessage(ticket.id, message);
    const [row] = await this.db.update(supportTickets).set({
      status, lastReplyBy: message.author, messageCount: sql`${supportTickets.messageCount} + 1`, updatedAt: message.now,
    }).where(eq(supportTickets.id, ticket.id)).returning();
    return row!;
  }

  async close(ticket: Pick<TicketRow, 'id'>, now: Date): Promise<TicketRow> {
    const [closed] = await this.db.update(supportTickets).set({ status: 'closed', updatedAt: now })
      .where(eq(supportTickets.id, ticket.id)).returning();
    return closed!;
  }

  /** A file attached to one of the user's tickets. */
  async attachment(userId: string, id: string) {
    const [row] = await this.db.select({ filename: supportAttachments.filename, mime: supportAttachments.mime, bytes: supportAttachments.bytes })
      .from(supportAttachments)
      .innerJoin(supportTickets, eq(supportTickets.id, supportAttachments.ticketId))
      .where(and(eq(supportAttachments.id, id), eq(supportTickets.userId, userId)));
    return row;
  }
}
