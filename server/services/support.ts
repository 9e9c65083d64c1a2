// Support tickets: reading them as the contract shows them, opening, replying (employer or staff) and closing.
import { createHash } from 'node:crypto';
import type { components } from '../../src/api/schema.gen';
import type { Author, NewAttachment, SupportTicketsRepository, TicketRow } from '../repositories/support-tickets';
import type { Attachment } from './support-form';

type Schemas = components['schemas'];
export type { Author };
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
export async function ticketView(support: SupportTicketsRepository, row: TicketRow, employerEmail?: string): Promise<Schemas['SupportTicket']> {
  const { messages, files } = await support.thread(row);
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

/** How the employer is named in their messages: the company name, else the e-mail. */
export async function employerName(support: SupportTicketsRepository, userId: string): Promise<{ name: string; email: string }> {
  const row = await support.employer(userId);
  return { name: row?.company?.trim() || row?.email || '', email: row?.email ?? '' };
}

const stored = (attachments: Attachment[]): NewAttachment[] => attachments.map((a) => ({
  filename: a.filename, mime: a.mime, bytes: a.bytes, sha256: createHash('sha256').update(a.bytes).digest('hex'),
}));

/** Opens the user's ticket with its first message (run in a transaction). */
export function openTicket(support: SupportTicketsRepository, o: {
  userId: string; authorName: string; subject: string; category: string; message: string; attachments: Attachment[]; now: Date;
}): Promise<TicketRow> {
  return support.open(o.userId, {
    subject: o.subject, category: o.category,
    message: { authorName: o.authorName, body: o.message, attachments: stored(o.attachments), now: o.now },
  });
}

/**
 * Adds a message (run in a transaction). An employer's message (re)opens the ticket; a staff answer makes it
 * `answered`, or `closed` when asked to. Returns the ticket as it now is.
 */
export function replyToTicket(support: SupportTicketsRepository, ticket: Pick<TicketRow, 'id'>, o: {
  author: Author; authorName: string; message: string; attachments: Attachment[]; close?: boolean; now: Date;
}): Promise<TicketRow> {
  const status: TicketStatus = o.author === 'employer' ? 'open' : o.close ? 'closed' : 'answered';
  return support.reply(ticket, {
    author: o.author, authorName: o.authorName, body: o.message, attachments: stored(o.attachments), now: o.now,
  }, status);
}

export async function closeTicket(support: SupportTicketsRepository, row: TicketRow, now: Date): Promise<TicketRow> {
  if (row.status === 'closed') return row;
  return support.close(row, now);
}
