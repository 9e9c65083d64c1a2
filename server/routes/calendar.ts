// Interviews and calendar events, .ics files and the subscription feed.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { components } from '../../src/api/schema.gen';
import { CALENDAR_MESSAGES, validateEvent } from '../../src/domain/calendar-rules';
import { CALENDAR_FEED_PAST_DAYS, CALENDAR_RANGE_MAX_DAYS } from '../../src/domain/constants';
import { fieldErrors, mergeErrors, notFound, type FieldErrors } from '../lib/api-error';
import { visibleJobs } from '../plugins/policy';
import type { EventRow } from '../repositories/events';
import { lockApplication } from '../services/applications';
import { eventView, interviewTitle, moveToInterview, overlapsOf, rangeFilter, type EventWithParty } from '../services/calendar';
import { calendarIcs, ICS_CONTENT_TYPE, icsFileName } from '../services/calendar-ics';
import { companyOfFeedToken, rotateFeedToken } from '../services/calendar-feed';
import { interviewEmail, type InterviewChange } from '../services/calendar-mail';
import { syncInterviewReminders } from '../services/interview-reminders';
import { checkedInterviewers, syncScorecardReminder } from '../services/scorecards';
import { pageOf, pageWindow, type PageQuery } from '../services/pagination';
import { inLocale } from '../lib/i18n';

type Schemas = components['schemas'];
type Params = { Params: { id: string } };
type ListQuery = PageQuery & { from?: string; to?: string; application?: string; status?: string };

const FEED_MAX_EVENTS = 2_000;

type Body = Record<string, unknown>;
const bodyOf = (body: unknown): Body => (body !== null && typeof body === 'object' && !Array.isArray(body) ? body as Body : {});
const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);
/** An instant from the body; an unreadable one is Invalid Date, which no time rule refuses (the contract does). */
const instantOf = (value: unknown) => new Date(typeof value === 'string' ? value : Number.NaN);
const kindOf = (value: unknown) => (value === 'interview' || value === 'event' ? value : undefined);

/**
 * The calendar rules for a new event (docs/decisions.md "Calendar event"), on any body: also one the contract
 * refused, so one 400 names every field (docs/decisions.md "Validation answers").
 */
function newEventErrors(body: unknown, now: Date): FieldErrors | undefined {
  const b = bodyOf(body);
  const kind = kindOf(b.kind);
  return mergeErrors(
    validateEvent({
      kind, title: textOf(b.title) ?? '', startsAt: instantOf(b.starts_at), endsAt: instantOf(b.ends_at),
      meetingUrl: textOf(b.meeting_url) ?? '', isNewTime: true, now,
    }),
    kind === 'interview' && !b.application ? { application: [CALENDAR_MESSAGES.applicationRequired] } : undefined,
    kind === 'event' && b.application ? { application: [CALENDAR_MESSAGES.applicationForEvent] } : undefined,
  );
}

/** The stored event `e` with a PATCH applied, and every rule the result breaks (any body, as above). */
function changedEvent(e: EventRow, body: unknown, now: Date) {
  const b = bodyOf(body);
  const startsAt = textOf(b.starts_at);
  const endsAt = textOf(b.ends_at);
  const next = {
    title: textOf(b.title)?.trim() ?? e.title,
    startsAt: startsAt ? instantOf(startsAt) : e.startsAt,
    endsAt: endsAt ? instantOf(endsAt) : e.endsAt,
    location: textOf(b.location)?.trim() ?? e.location,
    meetingUrl: textOf(b.meeting_url)?.trim() ?? e.meetingUrl,
    notes: textOf(b.notes)?.trim() ?? e.notes,
    status: textOf(b.status) ?? e.status,
  };
  const moved = next.startsAt.getTime() !== e.startsAt.getTime() || next.endsAt.getTime() !== e.endsAt.getTime();
  const errors = e.status === 'cancelled'
    ? { non_field_errors: [CALENDAR_MESSAGES.cancelledIsFinal] }
    : mergeErrors(validateEvent({
      kind: kindOf(e.kind), title: next.title, startsAt: next.startsAt, endsAt: next.endsAt,
      meetingUrl: next.meetingUrl, isNewTime: moved && next.status === 'scheduled', now,
    }));
  // An interview's title may be cleared: it keeps the one it has.
  if (e.kind === 'interview' && !next.title) next.title = e.title;
  return { next, moved, errors };
}

export default async function calendarRoutes(app: FastifyInstance) {
  const { clock, config, mailer } = app.deps;
  const { repos } = app;
  const { events } = repos;
  const { companyOf } = app.workspace;
  const baseUrl = (req: FastifyRequest) => config.publicUrl ?? `${req.protocol}://${req.host}`;

  const companyParty = async (companyId: string) => {
    const account = (await repos.memberships.account(companyId))!;
    return { name: account.companyName, email: account.email };
  };

  /** The member who booked an event, while they are one: named to the candidate, and whom the candidate replies to. */
  const bookerOf = async (companyId: string, userId: string | null) => {
    if (!userId) return undefined;
    const [member] = await repos.scorecards.members(companyId, [userId]);
    const user = member && await repos.users.find(userId);
    return member && user ? { name: member.fullName, email: user.email } : undefined;
  };

  // A mail that fails must not undo the booking: it is logged and the event stays.
  const mailCandidate = async (req: FastifyRequest, companyId: string, row: EventWithParty, change: InterviewChange) => {
    if (row.event.kind !== 'interview' || !row.candidateEmail) return;
    try {
      const company = await companyParty(companyId);
      const booker = await bookerOf(companyId, row.event.createdBy);
      // In the language the candidate applied in (docs/i18n.md).
      const content = inLocale(row.candidateLocale ?? 'en', () => interviewEmail({
        change, booker: booker?.name, candidateName: row.candidateName ?? '', company: company.name, jobTitle: row.jobTitle ?? '',
        startsAt: row.event.startsAt, endsAt: row.event.endsAt, location: row.event.location, meetingUrl: row.event.meetingUrl,
        productName: config.productName,
      }));
      const ics = calendarIcs([row], {
        method: change === 'cancelled' ? 'CANCEL' : 'REQUEST', productName: config.productName, companyName: company.name,
        organizer: { name: company.name, email: company.email }, forCandidate: true,
      });
      await mailer.send({
        to: row.candidateEmail, replyTo: booker?.email ?? company.email, ...content,
        attachments: [{ filename: 'interview.ics', content: ics, contentType: `text/calendar; charset=utf-8; method=${change === 'cancelled' ? 'CANCEL' : 'REQUEST'}` }],
      });
    } catch (err) {
      req.log.error({ err, event: row.event.id }, 'interview e-mail failed');
    }
  };

  const interviewersOf = async (companyId: string, eventId: string) =>
    (await repos.scorecards.interviewers(companyId, [eventId])).get(eventId) ?? [];

  const saved = async (companyId: string, id: string) => {
    const row = (await events.find(companyId, id))!;
    return { row, view: eventView(row, await interviewersOf(companyId, id), await overlapsOf(events, companyId, row.event)) };
  };

  app.get<{ Querystring: ListQuery }>('/api/employer/events/', async (req) => {
    const companyId = await companyOf(req);
    const q = req.query;
    const filter = {
      during: rangeFilter(q.from, q.to, CALENDAR_RANGE_MAX_DAYS), applicationId: q.application, status: q.status, jobIds: visibleJobs(req),
    };
    const { offset, limit } = pageWindow(q);
    const [count, rows] = await Promise.all([events.count(companyId, filter), events.list(companyId, filter, { limit, offset })]);
    const interviewers = await repos.scorecards.interviewers(companyId, rows.map((r) => r.event.id));
    return pageOf(req, count, rows.map((r) => eventView(r, interviewers.get(r.event.id))), q);
  });

  app.post<{ Body: Schemas['CalendarEventCreate'] }>('/api/employer/events/', {
    config: { rules: (_req, body) => newEventErrors(body, clock.now()) },
  }, async (req, reply) => {
    const companyId = await companyOf(req);
    const b = req.body;
    const now = clock.now();
    const startsAt = new Date(b.starts_at);
    const endsAt = new Date(b.ends_at);
    const errors = newEventErrors(b, now);
    if (errors) throw fieldErrors(errors);
    // An interview names its interviewers; none given: the member who books it (docs/teams.md "Interview scorecards").
    const interviewers = b.kind !== 'interview' ? []
      : b.interviewers?.length ? await checkedInterviewers(repos.scorecards, companyId, b.interviewers) : [req.auth.userId];
    const id = await repos.transaction(async (tx) => {
      let title = b.title?.trim() ?? '';
      if (b.kind === 'interview') {
        const application = await lockApplication(tx.applications, companyId, b.application!);
        await moveToInterview(tx.applications, application, { userId: req.auth.userId, now });
        if (!title) {
          const names = await tx.events.interviewNames(companyId, application.id);
          title = interviewTitle(names!.seeker, names!.job);
        }
      }
      const created = await tx.events.create(companyId, {
        kind: b.kind, applicationId: b.kind === 'interview' ? b.application! : null, title,
        startsAt, endsAt, location: b.location?.trim() ?? '', meetingUrl: b.meeting_url?.trim() ?? '', notes: b.notes?.trim() ?? '',
        status: 'scheduled', createdBy: req.auth.userId, createdAt: now, updatedAt: now,
      });
      await tx.scorecards.setInterviewers(companyId, created, interviewers);
      // In the same transaction: a booked interview always has its reminders (docs/decisions.md "Reminders").
      await syncInterviewReminders(tx.queue, companyId, { id: created, kind: b.kind, status: 'scheduled', startsAt }, now);
      await syncScorecardReminder(tx.queue, companyId, { id: created, kind: b.kind, status: 'scheduled', endsAt }, now);
      return created;
    });
    const { row, view } = await saved(companyId, id);
    await mailCandidate(req, companyId, row, 'booked');
    return reply.code(201).send(view);
  });

  app.get<Params>('/api/employer/events/:id/', async (req) => {
    const companyId = await companyOf(req);
    const row = await events.find(companyId, req.params.id);
    if (!row) throw notFound();
    const overlaps = await overlapsOf(events, companyId, row.event);
    const interviewers = await interviewersOf(companyId, row.event.id);
    // A hiring manager sees only their jobs' interviews among those at the same time (docs/teams.md "Rules").
    const jobIds = visibleJobs(req);
    if (!jobIds || !overlaps.length) return eventView(row, interviewers, overlaps);
    const visible = new Set((await events.list(companyId, { during: { from: row.event.startsAt, to: row.event.endsAt }, jobIds }))
      .map((r) => r.event.id));
    return eventView(row, interviewers, overlaps.filter((o) => visible.has(o.id)));
  });

  app.patch<Params & { Body: Schemas['CalendarEventUpdate'] }>('/api/employer/events/:id/', {
    config: {
      rules: async (req, body) => {
        const found = await events.find(await companyOf(req), (req.params as { id: string }).id);
        return found && changedEvent(found.event, body, clock.now()).errors;
      },
    },
  }, async (req) => {
    const companyId = await companyOf(req);
    const now = clock.now();
    const interviewers = req.body.interviewers && await checkedInterviewers(repos.scorecards, companyId, req.body.interviewers);
    const change = await repos.transaction(async (tx) => {
      const e = await tx.events.lockForUpdate(companyId, req.params.id);
      if (!e) throw notFound();
      const { next, moved, errors } = changedEvent(e, req.body, now);
      if (errors) throw fieldErrors(errors);
      if (interviewers && e.kind === 'interview') await tx.scorecards.setInterviewers(companyId, e.id, interviewers);
      const placeChanged = next.location !== e.location || next.meetingUrl !== e.meetingUrl;
      let mail: InterviewChange | undefined;
      if (next.status === 'cancelled') mail = 'cancelled';
      else if (next.status === 'scheduled' && (moved || placeChanged)) mail = 'changed';
      await tx.events.update(companyId, e.id, { ...next, updatedAt: now, sequence: mail ? e.sequence + 1 : e.sequence });
      await syncInterviewReminders(tx.queue, companyId, { id: e.id, kind: e.kind, status: next.status, startsAt: next.startsAt }, now);
      await syncScorecardReminder(tx.queue, companyId, { id: e.id, kind: e.kind, status: next.status, endsAt: next.endsAt }, now);
      return mail;
    });
    const { row, view } = await saved(companyId, req.params.id);
    if (change) await mailCandidate(req, companyId, row, change);
    return view;
  });

  app.get<Params>('/api/employer/events/:id/ics/', async (req, reply) => {
    const companyId = await companyOf(req);
    const row = await events.find(companyId, req.params.id);
    if (!row) throw notFound();
    const company = await companyParty(companyId);
    const ics = calendarIcs([row], { method: 'PUBLISH', productName: config.productName, companyName: company.name });
    return reply.type(ICS_CONTENT_TYPE).header('Content-Disposition', `attachment; filename="${icsFileName(row)}"`).send(ics);
  });

  const feedView = (createdAt: Date | undefined, url: string | null): Schemas['CalendarFeed'] => ({
    active: createdAt !== undefined,
    created_at: createdAt?.toISOString() ?? null,
    url,
    webcal_url: url && url.replace(/^https?:\/\//, 'webcal://'),
  });

  app.get('/api/employer/calendar/feed/', async (req) => {
    const feed = await events.feed(await companyOf(req));
    return feedView(feed?.createdAt, null);
  });

  app.post('/api/employer/calendar/feed/', async (req, reply) => {
    const companyId = await companyOf(req);
    const now = clock.now();
    const token = await rotateFeedToken(events, companyId, now);
    return reply.code(201).send(feedView(now, `${baseUrl(req)}/api/calendar/feed/${token}.ics`));
  });

  app.delete('/api/employer/calendar/feed/', async (req, reply) => {
    await events.deleteFeed(await companyOf(req));
    return reply.code(204).send();
  });

  // The token is the only key: this route's requests are not logged, so the URL never reaches a log.
  app.get<{ Params: { token: string } }>('/api/calendar/feed/:token.ics', { logLevel: 'warn' }, async (req, reply) => {
    const companyId = await companyOfFeedToken(events, req.params.token);
    if (!companyId) throw notFound();
    const since = new Date(clock.now().getTime() - CALENDAR_FEED_PAST_DAYS * 86_400_000);
    const rows = await events.list(companyId, { endingFrom: since }, { limit: FEED_MAX_EVENTS, offset: 0 });
    const company = await companyParty(companyId);
    const ics = calendarIcs(rows, {
      method: 'PUBLISH', productName: config.productName, companyName: company.name, calName: `${company.name} (${config.productName})`,
    });
    return reply.type(ICS_CONTENT_TYPE).send(ics);
  });
}
