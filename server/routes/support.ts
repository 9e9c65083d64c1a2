// Support tickets and replies: the employer's own tickets, and a staff API guarded by SUPPORT_API_KEY.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { components, operations } from '../../src/api/schema.gen';
import { loadContract } from '../contract/contract';
import { checkBody, compileBody } from '../contract/validation';
import { fieldErrors, mergeErrors, notFound } from '../lib/api-error';
import { pageOf, pageWindow } from '../services/pagination';
import {
  closeTicket, employerName, openTicket, replyToTicket, STAFF_DEFAULT_NAME, ticketSummary, ticketView,
} from '../services/support';
import { readSupportForm } from '../services/support-form';
import { supportReplyEmail, supportStaffNoticeEmail } from '../services/support-mail';
import { staffGuard, supportApiKey } from '../services/support-staff';
import { portalUrl } from '../services/portal-links';
import { inLocale } from '../lib/i18n';
import { accountLocale } from '../services/recipient-locale';

type Schemas = components['schemas'];
type ListQuery = NonNullable<operations['listSupportTickets']['parameters']['query']>;
type IdParams = { id: string };

export default async function supportRoutes(app: FastifyInstance) {
  const { clock, mailer, config } = app.deps;
  const { repos } = app;
  const support = repos.supportTickets;
  const contract = await loadContract();
  const formValidator = (url: string) => {
    const schema = contract.find('POST', url)?.body['multipart/form-data'];
    if (!schema) throw new Error(`The contract has no multipart body for POST ${url}.`);
    return compileBody(schema);
  };
  const validateTicket = formValidator('/api/employer/support/tickets/');
  const validateReply = formValidator('/api/employer/support/tickets/:id/replies/');

  /** Tells the support address; the ticket is stored whatever the mail does. */
  const noticeStaff = async (req: FastifyRequest, o: Parameters<typeof supportStaffNoticeEmail>[0]) => {
    try {
      // To the portal's own staff, in English.
      await mailer.send({ to: config.contactEmail, ...inLocale('en', () => supportStaffNoticeEmail(o)) });
    } catch (err) {
      req.log.error({ err }, 'could not mail the support address about a ticket');
    }
  };

  // ---- The employer's tickets ----

  app.get<{ Querystring: ListQuery }>('/api/employer/support/tickets/', async (req) => {
    const { offset, limit } = pageWindow(req.query);
    const { count, rows } = await support.pageOfUser(req.auth.userId, { status: req.query.status, offset, limit });
    return pageOf(req, count, rows.map((r) => ticketSummary(r.ticket)), req.query);
  });

  app.post('/api/employer/support/tickets/', async (req, reply) => {
    const form = await readSupportForm(req);
    const invalid = mergeErrors(checkBody(validateTicket, form.fields), form.errors);
    if (invalid) throw fieldErrors(invalid);
    const f = form.fields as Schemas['SupportTicketForm'] & Record<string, string>;
    const who = await employerName(support, req.auth.userId);
    const subject = f.subject.trim();
    const message = f.message.trim();
    const ticket = await repos.transaction((tx) => openTicket(tx.supportTickets, {
      userId: req.auth.userId, authorName: who.name, subject, category: f.category, message, attachments: form.attachments, now: clock.now(),
    }));
    await noticeStaff(req, {
      number: ticket.number, subject, category: f.category, message, employerEmail: who.email, opened: true,
      attachments: form.attachments.length, productName: config.productName,
    });
    return reply.code(201).send(await ticketView(support, ticket));
  });

  app.get<{ Params: IdParams }>('/api/employer/support/tickets/:id/', async (req) => {
    const ticket = await support.find(req.auth.userId, req.params.id);
    if (!ticket) throw notFound();
    return ticketView(support, ticket);
  });

  app.post<{ Params: IdParams }>('/api/employer/support/tickets/:id/replies/', async (req, reply) => {
    // Ownership first, so another employer learns nothing from validation answers.
    const owned = await support.find(req.auth.userId, req.params.id);
    if (!owned) throw notFound();
    const form = await readSupportForm(req);
    const invalid = mergeErrors(checkBody(validateReply, form.fields), form.errors);
    if (invalid) throw fieldErrors(invalid);
    const message = form.fields.message!.trim();
    const who = await employerName(support, req.auth.userId);
    const ticket = await repos.transaction((tx) => replyToTicket(tx.supportTickets, owned, {
      author: 'employer', authorName: who.name, message, attachments: form.attachments, now: clock.now(),
    }));
    await noticeStaff(req, {
      number: ticket.number, subject: ticket.subject, category: ticket.category, message, employerEmail: who.email, opened: false,
      attachments: form.attachments.length, productName: config.productName,
    });
    return reply.code(201).send(await ticketView(support, ticket));
  });

  app.post<{ Params: IdParams }>('/api/employer/support/tickets/:id/close/', async (req) => {
    const ticket = await support.find(req.auth.userId, req.params.id);
    if (!ticket) throw notFound();
    return ticketView(support, await closeTicket(support, ticket, clock.now()));
  });

  app.get<{ Params: IdParams }>('/api/employer/support/attachments/:id/', async (req, reply) => {
    const file = await support.attachment(req.auth.userId, req.params.id);
    if (!file) throw notFound();
    return reply.type(file.mime)
      .header('Content-Disposition', `attachment; filename="${file.filename.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
      .header('Content-Security-Policy', "default-src 'none'")
      .header('Cache-Control', 'private, no-store')
      .send(Buffer.from(file.bytes));
  });

  // ---- Staff (no user token; the X-Support-Key header) ----

  const onRequest = staffGuard(supportApiKey());

  app.get<{ Querystring: ListQuery }>('/api/staff/support/tickets/', { onRequest }, async (req) => {
    const { offset, limit } = pageWindow(req.query);
    const { count, rows } = await support.pageForStaff({ status: req.query.status, offset, limit });
    return pageOf(req, count, rows.map((r) => ticketSummary(r.ticket, r.email)), req.query);
  });

  app.get<{ Params: IdParams }>('/api/staff/support/tickets/:id/', { onRequest }, async (req) => {
    const ticket = await support.findForStaff(req.params.id);
    if (!ticket) throw notFound();
    return ticketView(support, ticket, (await employerName(support, ticket.userId)).email);
  });

  app.post<{ Params: IdParams; Body: Schemas['SupportStaffReplyRequest'] }>('/api/staff/support/tickets/:id/replies/', { onRequest }, async (req, reply) => {
    const found = await support.findForStaff(req.params.id);
    if (!found) throw notFound();
    const message = req.body.message.trim();
    const close = req.body.close ?? false;
    const ticket = await repos.transaction((tx) => replyToTicket(tx.supportTickets, found, {
      author: 'staff', authorName: req.body.staff_name?.trim() || STAFF_DEFAULT_NAME, message, attachments: [], close, now: clock.now(),
    }));
    const employer = await employerName(support, ticket.userId);
    try {
      await mailer.send({
        to: employer.email,
        // In the language the employer chose (docs/i18n.md); staff write their answer in any.
        ...inLocale(await accountLocale(repos.users, ticket.userId), () => supportReplyEmail({
          number: ticket.number, subject: ticket.subject, reply: message, closed: close, productName: config.productName,
          ticketUrl: `${portalUrl(config)}/employer/support?ticket=${ticket.id}`,
        })),
      });
    } catch (err) {
      // The answer is stored and shown on the Support page either way.
      req.log.error({ err }, 'could not mail a support answer');
    }
    return reply.code(201).send(await ticketView(support, ticket, employer.email));
  });
}
