// Conversations and messages with job seekers, live over server-sent events.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { components } from '../../src/api/schema.gen';
import { MESSAGE_STREAM_HEARTBEAT_MS } from '../../src/domain/constants';
import { CAPABILITIES, can } from '../../src/domain/team/roles';
import { ApiError, fieldErrors } from '../lib/api-error';
import type { Recipient } from '../repositories/memberships';
import {
  addMessage, conversationOf, conversationParties, conversationView, findConversation, markRead, messageView, newReplyToken,
  ownConversation, replyContext, seekerConversationParties, seekerConversationView, startConversation, threadMessages,
  type ReplyContext,
} from '../services/messages';
import type { MessageSignal } from '../plugins/message-hub';
import { messageToSeekerEmail, replyToEmployerEmail } from '../services/messages-mail';
import { accountLocale } from '../services/recipient-locale';
import { inLocale, t } from '../lib/i18n';
import { wantsEmail } from '../services/notification-prefs';
import { pageOf, pageWindow, type PageQuery } from '../services/pagination';
import { newMessagePush } from '../services/push-messages';
import { portalUrl } from '../services/portal-links';

type Schemas = components['schemas'];
type Params = { Params: { id: string } };

export default async function messagesRoutes(app: FastifyInstance) {
  const { clock, config, mailer } = app.deps;
  const { repos } = app;
  const { conversations } = repos;
  const { companyOf } = app.workspace;
  const hub = app.messageHub;
  /** Open streams, ended before the server closes (a stream never goes idle by itself). */
  const streams = new Set<(closing?: 'closing') => void>();
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end('closing');
  });

  // Links in e-mail never come from the request's Host header (README: PUBLIC_URL defaults to http://HOST:PORT).
  const baseUrl = portalUrl(config);

  /** The company's conversation, or 404 for anyone else's. */
  const owned = async (req: FastifyRequest<Params>) => {
    const companyId = await companyOf(req);
    return { companyId, found: await findConversation(conversations, companyId, req.params.id) };
  };

  // A mail that fails must not undo a stored message: it is logged (without the link) and the message stays.
  const mailSafely = async (req: FastifyRequest, what: string, send: () => Promise<void>) => {
    try {
      await send();
    } catch (err) {
      req.log.error({ err }, `${what} e-mail failed`);
    }
  };

  const mailSeeker = (req: FastifyRequest, parties: ReplyContext, body: string) => mailSafely(req, 'message', async () => {
    const token = await newReplyToken(conversations, parties.companyId, ownConversation(parties), clock.now());
    const content = inLocale(parties.seekerLocale, () => messageToSeekerEmail({
      company: parties.companyName, member: req.member?.fullName, seekerName: parties.seekerName, jobTitle: parties.jobTitle, body,
      replyUrl: `${baseUrl}/reply#${token}`, productName: config.productName,
    }));
    await mailer.send({ to: parties.seekerEmail, ...content });
  });

  /**
   * Whom a candidate's reply concerns (docs/teams.md "Who is told"): the member who last wrote to them in the
   * conversation while they may still message candidates, else the hiring staff.
   */
  const replyRecipients = async (parties: ReplyContext): Promise<Recipient[]> => {
    const writer = await conversations.lastEmployerWriter(parties.companyId, ownConversation(parties));
    const member = writer ? await repos.memberships.recipient(parties.companyId, writer) : undefined;
    if (member && can(member.role, 'messageCandidates')) return [member];
    return repos.memberships.membersWithRoles(parties.companyId, CAPABILITIES.messageCandidates);
  };

  const mailEmployer = (req: FastifyRequest, parties: ReplyContext, recipients: readonly Recipient[], body: string) => Promise.all(
    recipients.map((member) => mailSafely(req, 'reply', async () => {
      if (!(await wantsEmail(repos.notificationSettings, member.userId, 'messages'))) return;
      const content = inLocale(await accountLocale(repos.users, member.userId), () => replyToEmployerEmail({
        seekerName: parties.seekerName, body, url: `${baseUrl}/employer/messages?c=${parties.conversationId}`, productName: config.productName,
      }));
      await mailer.send({ to: member.email, ...content });
    })),
  );

  const publish = (signal: MessageSignal) => hub.publish(signal);

  app.get<{ Querystring: PageQuery }>('/api/employer/conversations/', async (req) => {
    const companyId = await companyOf(req);
    const { count, rows } = await conversations.page(companyId, pageWindow(req.query));
    return pageOf(req, count, rows.map(conversationView), req.query);
  });

  app.post<{ Body: Schemas['StartConversationRequest'] }>('/api/employer/conversations/', async (req, reply) => {
    const companyId = await companyOf(req);
    const { id, created } = await repos.transaction((tx) => startConversation(tx, companyId, {
      jobSeekerId: req.body.job_seeker, applicationId: req.body.application, now: clock.now(),
    }));
    return reply.code(created ? 201 : 200).send(await conversationOf(conversations, companyId, id));
  });

  app.get<Params>('/api/employer/conversations/:id/', async (req) => conversationView((await owned(req)).found));

  app.get<Params & { Querystring: PageQuery }>('/api/employer/conversations/:id/messages/', async (req) => {
    const { companyId, found } = await owned(req);
    const { count, rows } = await conversations.messagesPage(companyId, found.conversation, pageWindow(req.query));
    return pageOf(req, count, rows.map(messageView), req.query);
  });

  app.post<Params & { Body: Schemas['SendMessageRequest'] }>('/api/employer/conversations/:id/messages/', async (req, reply) => {
    const { companyId, found: { conversation } } = await owned(req);
    // Nobody is left to read it (docs/seekers.md "Privacy").
    if (await repos.seekerPrivacy.isDeleted(conversation.jobSeekerId)) throw fieldErrors({ body: [t('api.privacy.seekerDeleted')] });
    const { message, created } = await addMessage(conversations, companyId, conversation, {
      sender: 'employer', senderUserId: req.auth.userId, body: req.body.body, clientKey: req.body.client_key, now: clock.now(),
    });
    if (created) {
      await mailSeeker(req, await conversationParties(conversations, companyId, conversation.id), message.body);
      await publish({ kind: 'message', companyId, conversationId: conversation.id, messageId: message.id });
    }
    return reply.code(created ? 201 : 200).send(messageView(message));
  });

  app.post<Params>('/api/employer/conversations/:id/read/', async (req) => {
    const { companyId, found: { conversation } } = await owned(req);
    if (await markRead(conversations, companyId, conversation, 'employer', clock.now())) {
      // The employer's other open pages (and the navigation badge) follow.
      await publish({ kind: 'read', companyId, conversationId: conversation.id });
    }
    return conversationOf(conversations, companyId, conversation.id);
  });

  app.get('/api/employer/messages/unread/', async (req) => ({ unread: await conversations.unreadTotal(await companyOf(req)) }));

  app.get('/api/employer/messages/stream/', async (req, reply: FastifyReply) => {
    // Only a client that asks for an event stream gets one (a plain GET would wait forever).
    if (!/\btext\/event-stream\b/i.test(req.headers.accept ?? '')) {
      throw new ApiError(406, { detail: 'Could not satisfy the request Accept header.' });
    }
    const companyId = await companyOf(req);
    const { sessionId } = req.auth;
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
      'X-Content-Type-Options': 'nosniff',
    });
    res.write(': connected\n\n');
    let open = true;
    const write = (event: Schemas['MessageStreamEvent']) => {
      if (open) res.write(`data: ${JSON.stringify(event)}\n\n`);
    };
    const onSignal = async (signal: MessageSignal) => {
      if (signal.kind === 'read') return write({ type: 'read', conversation: signal.conversationId });
      const row = signal.messageId ? await conversations.message(companyId, signal.messageId) : undefined;
      write({ type: 'message', conversation: signal.conversationId, ...(row && { message: messageView(row) }) });
    };
    const unsubscribe = hub.subscribe(companyId, (signal) => {
      onSignal(signal).catch((err: unknown) => req.log.error({ err }, 'message stream write failed'));
    });
    // The stream ends with its session (logout, revoked, password changed or reset, account deleted), on whichever
    // process that happens: the hub says so at once.
    const unwatch = hub.onSessionEnded(sessionId, () => end());
    const stillOpen = () => repos.sessions.isOpen(sessionId).then(
      (alive) => (alive ? true : (end(), false)),
      (err: unknown) => { req.log.error({ err }, 'message stream session check failed'); return true; },
    );
    // The heartbeat checks again, in case a signal was missed (this process's LISTEN connection was reconnecting).
    const heartbeat = setInterval(() => {
      void stillOpen().then((alive) => { if (alive && open) res.write(': heartbeat\n\n'); });
    }, MESSAGE_STREAM_HEARTBEAT_MS);
    const end = (closing?: 'closing') => {
      if (!open) return;
      open = false;
      clearInterval(heartbeat);
      unsubscribe();
      unwatch();
      streams.delete(end);
      res.end();
      // The server is closing: its connection goes too once the end is sent, rather than waiting idle on the client.
      if (closing) res.socket?.end();
    };
    streams.add(end);
    req.raw.on('close', () => end());
    // A session that ended while this stream was being opened was signalled before we watched it.
    void stillOpen();
  });

  app.post<{ Body: Schemas['ReplyThreadRequest'] }>('/api/replies/thread/', app.publicWriteLimit('reply-thread', 'link'), async (req) => {
    const parties = await replyContext(conversations, req.body.token);
    if (await markRead(conversations, parties.companyId, ownConversation(parties), 'job_seeker', clock.now())) {
      await publish({ kind: 'read', companyId: parties.companyId, conversationId: parties.conversationId });
    }
    return {
      company_name: parties.companyName,
      job_seeker_name: parties.seekerName,
      job_title: parties.jobTitle,
      messages: await threadMessages(conversations, parties.companyId, ownConversation(parties)),
    };
  });

  app.post<{ Body: Schemas['ReplyRequest'] }>('/api/replies/messages/', app.publicWriteLimit('reply-message', 'link'), async (req, reply) => {
    const parties = await replyContext(conversations, req.body.token);
    return sendSeekerReply(req, reply, parties, req.body);
  });

  // The same conversations in the job seeker's own space (docs/seekers.md "Messages"), keyed by the signed-in seeker.
  app.get('/api/seeker/conversations/', async (req) => ({
    results: (await conversations.ofJobSeeker(req.seeker.jobSeekerId)).map(seekerConversationView),
  }));

  app.get<Params>('/api/seeker/conversations/:id/', async (req) => {
    const parties = await seekerConversationParties(conversations, req.seeker.jobSeekerId, req.params.id);
    if (await markRead(conversations, parties.companyId, ownConversation(parties), 'job_seeker', clock.now())) {
      await publish({ kind: 'read', companyId: parties.companyId, conversationId: parties.conversationId });
    }
    return {
      id: parties.conversationId,
      company_name: parties.companyName,
      job_title: parties.jobTitle,
      messages: await threadMessages(conversations, parties.companyId, ownConversation(parties)),
    };
  });

  app.post<Params & { Body: Schemas['SendMessageRequest'] }>(
    '/api/seeker/conversations/:id/messages/', app.publicWriteLimit('seeker-message', 'seeker'), async (req, reply) => {
      const parties = await seekerConversationParties(conversations, req.seeker.jobSeekerId, req.params.id);
      return sendSeekerReply(req, reply, parties, req.body);
    },
  );

  /** A job seeker's reply, through the link or in their space: stored once per `client_key`, then told to the team. */
  async function sendSeekerReply(req: FastifyRequest, reply: FastifyReply, parties: ReplyContext, body: Schemas['SendMessageRequest']) {
    const { message, created } = await addMessage(conversations, parties.companyId, ownConversation(parties), {
      sender: 'job_seeker', body: body.body, clientKey: body.client_key, now: clock.now(),
    });
    if (created) {
      await publish({ kind: 'message', companyId: parties.companyId, conversationId: parties.conversationId, messageId: message.id });
      const recipients = await replyRecipients(parties);
      await mailEmployer(req, parties, recipients, message.body);
      app.push.later(parties.companyId, recipients.map((r) => r.userId), 'new_message', newMessagePush({
        conversationId: parties.conversationId, seekerName: parties.seekerName, body: message.body,
      }));
    }
    return reply.code(created ? 201 : 200).send(messageView(message));
  }
}
