// Conversations between a company and job seekers, and their messages, as the API shows them. The repository keys
// every read by the company, so another employer's conversation is simply not found.
import type { components } from '../../src/api/schema.gen';
import { fieldError, fieldErrors, notFound } from '../lib/api-error';
import { t } from '../lib/i18n';
import { newToken, sha256Hex } from '../lib/tokens';
import type {
  ConversationEntry, ConversationParties, ConversationsRepository, MessageRow, OwnConversation, SeekerConversationEntry, Sender,
} from '../repositories/conversations';
import type { Repositories } from '../repositories/repositories';
import { seekerSummary } from './applications';

type Schemas = components['schemas'];
export type { Sender };
export type ReplyContext = ConversationParties;

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
    sender_name: m.senderName || null,
  };
}

export function conversationView(row: ConversationEntry): Schemas['Conversation'] {
  return {
    id: row.conversation.id,
    job_seeker: seekerSummary(row.seeker),
    application: row.conversation.applicationId,
    job_title: row.jobTitle,
    last_message: row.last ? messageView(row.last) : null,
    unread_count: row.unread,
    created_at: row.conversation.createdAt.toISOString(),
    updated_at: row.conversation.updatedAt.toISOString(),
  };
}

/** The company's conversation, or 404. */
export async function findConversation(conversations: ConversationsRepository, companyId: string, id: string): Promise<ConversationEntry> {
  const found = await conversations.find(companyId, id);
  if (!found) throw notFound();
  return found;
}

export const conversationOf = async (conversations: ConversationsRepository, companyId: string, id: string) =>
  conversationView(await findConversation(conversations, companyId, id));

/** The conversation a reply link or its parties name (read as the company's). */
export const ownConversation = (parties: ConversationParties): OwnConversation => ({ id: parties.conversationId, companyId: parties.companyId });

/** Starts the company's conversation with a job seeker, or finds it; an application given is remembered. */
export async function startConversation(
  repos: Repositories, companyId: string, o: { jobSeekerId: string; applicationId?: string | null | undefined; now: Date },
): Promise<{ id: string; created: boolean }> {
  const seeker = await repos.jobSeekers.exists(o.jobSeekerId);
  const application = o.applicationId ? await repos.applications.isOfSeeker(companyId, o.applicationId, o.jobSeekerId) : false;
  const errors = {
    ...(!seeker && { job_seeker: [MESSAGE_ERRORS.noSuchSeeker] }),
    ...(seeker && await repos.seekerPrivacy.isDeleted(o.jobSeekerId) && { job_seeker: [t('api.privacy.seekerDeleted')] }),
    ...(o.applicationId && !application && { application: [MESSAGE_ERRORS.noSuchApplication] }),
  };
  if (Object.keys(errors).length) throw fieldErrors(errors);
  const inserted = await repos.conversations.insertIfNew(companyId, { jobSeekerId: o.jobSeekerId, applicationId: o.applicationId ?? null, now: o.now });
  if (inserted) return { id: inserted, created: true };
  const existing = await repos.conversations.ofSeeker(companyId, o.jobSeekerId, o.applicationId);
  return { id: existing!, created: false };
}

/** Stores a message once per `client_key` in the conversation (ConversationsRepository.addMessage). */
export async function addMessage(
  conversations: ConversationsRepository, companyId: string, conversation: OwnConversation,
  o: { sender: Sender; senderUserId?: string | null; body: string; clientKey: string; now: Date },
): Promise<{ message: MessageRow; created: boolean }> {
  const body = o.body.trim();
  if (!body) throw fieldError('body', MESSAGE_ERRORS.blank);
  return conversations.addMessage(companyId, conversation, { ...o, body });
}

/** Marks the messages `reader` has received as read; true when any changed. */
export function markRead(conversations: ConversationsRepository, companyId: string, conversation: OwnConversation, reader: Sender, now: Date) {
  return conversations.markRead(companyId, conversation, reader === 'employer' ? 'job_seeker' : 'employer', now);
}

/** A new private reply link for the conversation; only its hash is kept. */
export async function newReplyToken(conversations: ConversationsRepository, companyId: string, conversation: OwnConversation, now: Date): Promise<string> {
  const token = newToken();
  await conversations.addReplyToken(companyId, conversation, sha256Hex(token), now);
  return token;
}

/** Who a reply link belongs to, or 404. */
export async function replyContext(conversations: ConversationsRepository, token: string): Promise<ReplyContext> {
  const row = await conversations.partiesOfReplyToken(sha256Hex(token));
  if (!row) throw notFound();
  return row;
}

/** The same, for the company's conversation (who to mail about a message). */
export async function conversationParties(conversations: ConversationsRepository, companyId: string, conversationId: string): Promise<ReplyContext> {
  const row = await conversations.parties(companyId, conversationId);
  if (!row) throw notFound();
  return row;
}

export function seekerConversationView(row: SeekerConversationEntry): Schemas['SeekerConversation'] {
  return {
    id: row.id,
    company_name: row.companyName,
    job_title: row.jobTitle,
    last_message: row.last ? messageView(row.last) : null,
    unread_count: row.unread,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** One of the signed-in job seeker's conversations, or 404 (another seeker's, or one its company deleted). */
export async function seekerConversationParties(conversations: ConversationsRepository, jobSeekerId: string, conversationId: string): Promise<ReplyContext> {
  const row = await conversations.partiesOfJobSeeker(jobSeekerId, conversationId);
  if (!row) throw notFound();
  return row;
}

/** The latest messages, oldest first. */
export async function threadMessages(
  conversations: ConversationsRepository, companyId: string, conversation: OwnConversation, limit = REPLY_THREAD_SIZE,
): Promise<Schemas['Message'][]> {
  return (await conversations.latestMessages(companyId, conversation, limit)).reverse().map(messageView);
}
