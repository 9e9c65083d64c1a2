// Interview reminders (docs/decisions.md "Reminders"): scheduled in the durable queue when an interview is booked,
// moved when it moves, cancelled when it is cancelled or done; sent by the queue worker by e-mail to the interviewers,
// the member who booked it and the candidate, and by push to the members' devices.
import { kathmanduDate } from '../../src/domain/calendar';
import { formatTime } from '../../src/domain/calendar-format';
import {
  INTERVIEW_REMINDERS, interviewReminderTimes, reminderStillUseful, type InterviewReminder,
} from '../../src/domain/interview-reminders';
import type { Config } from '../config';
import type { EventRow } from '../repositories/events';
import type { QueueRepository } from '../repositories/queue';
import type { Repositories } from '../repositories/repositories';
import type { Mailer } from './mail';
import { candidateReminderEmail, employerReminderEmail, whenWords } from './interview-reminder-mail';
import { wantsEmail } from './notification-prefs';
import type { JobHandler } from './queue-worker';
import { portalUrl } from './portal-links';
import { inLocale } from '../lib/i18n';
import { accountLocale } from './recipient-locale';

export const INTERVIEW_REMINDER_JOB = 'interview_reminder';

/** What a reminder job carries: which interview, which reminder, and the start it was scheduled for. */
export interface InterviewReminderPayload {
  eventId: string;
  which: InterviewReminder;
  startsAt: string;
}

/**
 * The push notifications the reminders use: the push service's `notify`, connected where the server starts.
 * Which devices get it (and whether they want interview reminders) is the push service's business.
 */
export interface ReminderPush {
  notify(
    companyId: string, userIds: string[], kind: 'interview_reminder',
    payload: { title: string; body: string; url: string; tag: string },
    options?: { ttl?: number; urgency?: 'very-low' | 'low' | 'normal' | 'high' },
  ): Promise<unknown>;
}

const dedupeKey = (eventId: string, which: InterviewReminder) => `${eventId}:${which}`;

/**
 * Brings an event's reminders in line with it, in the transaction that saves it: a scheduled interview has one job
 * per reminder still ahead of `now` (a reminder whose time has passed is not sent); a cancelled or done interview,
 * or a free event, has none pending. Saving an unchanged time changes nothing, so a reminder is never sent twice.
 */
export async function syncInterviewReminders(
  queue: QueueRepository, companyId: string, event: Pick<EventRow, 'id' | 'kind' | 'status' | 'startsAt'>, now: Date,
): Promise<void> {
  if (event.kind !== 'interview') return;
  if (event.status !== 'scheduled') {
    await queue.cancel(companyId, INTERVIEW_REMINDER_JOB, INTERVIEW_REMINDERS.map((w) => dedupeKey(event.id, w)), now);
    return;
  }
  const times = interviewReminderTimes(event.startsAt);
  const past: string[] = [];
  for (const which of INTERVIEW_REMINDERS) {
    if (times[which].getTime() <= now.getTime()) {
      past.push(dedupeKey(event.id, which));
      continue;
    }
    const payload: InterviewReminderPayload = { eventId: event.id, which, startsAt: event.startsAt.toISOString() };
    await queue.schedule(companyId, { kind: INTERVIEW_REMINDER_JOB, dedupeKey: dedupeKey(event.id, which), payload: { ...payload }, runAt: times[which] }, now);
  }
  // Moved closer: an earlier reminder of the old time must not go out for the new one.
  await queue.cancel(companyId, INTERVIEW_REMINDER_JOB, past, now);
}

export interface ReminderDeps {
  repos: Repositories;
  mailer: Mailer;
  config: Config;
  push: ReminderPush;
}

/**
 * Whom an interview's reminders go to: its interviewers and the member who booked it, while they are members; the
 * company's owner when none is left (an interview booked before teams).
 */
export async function reminderRecipients(
  repos: Repositories, companyId: string, e: Pick<EventRow, 'id' | 'createdBy'>, ownerId: string,
): Promise<string[]> {
  const interviewers = (await repos.scorecards.interviewers(companyId, [e.id])).get(e.id) ?? [];
  const ids = [...interviewers.map((m) => m.userId)];
  if (e.createdBy && !ids.includes(e.createdBy) && (await repos.scorecards.members(companyId, [e.createdBy])).length) ids.push(e.createdBy);
  return ids.length ? ids : [ownerId];
}

/** The address mail ids are made under: the sender's domain. */
const mailDomain = (config: Config) => (/@([^>\s]+)>?\s*$/.exec(config.mailFrom)?.[1] ?? 'localhost');

/**
 * Sends one reminder, each recipient a step of its own, so a retry sends only what is left. Checked again at send
 * time, whatever was scheduled: the interview must still be scheduled at the same start, the reminder still
 * useful ([reminderStillUseful]), and the application neither withdrawn nor rejected.
 */
export function interviewReminderHandler(deps: ReminderDeps): JobHandler {
  const { repos, mailer, config, push } = deps;
  return async (job, ctx) => {
    const p = job.payload as unknown as InterviewReminderPayload;
    const companyId = job.companyId!;
    const row = await repos.events.find(companyId, p.eventId);
    const e = row?.event;
    const now = ctx.now();
    if (!row || !e || e.kind !== 'interview' || e.status !== 'scheduled' || e.startsAt.toISOString() !== p.startsAt) return 'skipped';
    if (!reminderStillUseful(p.which, e.startsAt, now)) return 'skipped';
    const status = e.applicationId ? await repos.applications.statusOf(companyId, e.applicationId) : undefined;
    if (status === 'withdrawn' || status === 'rejected') return 'skipped';
    const account = await repos.memberships.account(companyId);
    if (!account) return 'skipped';
    const recipients = await reminderRecipients(repos, companyId, e, account.userId);

    const base = portalUrl(config);
    const path = `/employer/calendar?date=${kathmanduDate(e.startsAt)}&event=${e.id}`;
    const facts = {
      which: p.which, now, candidateName: row.candidateName ?? '', company: account.companyName, jobTitle: row.jobTitle ?? '',
      startsAt: e.startsAt, endsAt: e.endsAt, location: e.location, meetingUrl: e.meetingUrl, productName: config.productName,
    };
    // One id per interview time, reminder and recipient: a send repeated after a crash is the same message.
    const messageId = (to: string) => `<interview-reminder.${e.id}.${e.startsAt.getTime()}.${p.which}.${to}@${mailDomain(config)}>`;

    // Each member their own mail, by their own settings (docs/teams.md "Interview scorecards").
    for (const userId of recipients) {
      await ctx.step(`mail:member:${userId}`, async () => {
        if (!(await wantsEmail(repos.notificationSettings, userId, 'interviewReminders'))) return;
        const user = await repos.users.find(userId);
        if (!user) return;
        await mailer.send({
          to: user.email, messageId: messageId(userId),
          ...inLocale(await accountLocale(repos.users, userId), () =>
            employerReminderEmail({ ...facts, link: `${base}${path}`, settingsLink: `${base}/settings/notifications` })),
        });
      });
    }
    const replyTo = (e.createdBy ? (await repos.users.find(e.createdBy))?.email : undefined) ?? account.email;
    await ctx.step('mail:candidate', async () => {
      if (!row.candidateEmail) return;
      await mailer.send({ to: row.candidateEmail, replyTo, messageId: messageId('candidate'), ...inLocale(row.candidateLocale ?? 'en', () => candidateReminderEmail(facts)) });
    });
    await ctx.step('push', async () => {
      const ttl = Math.max(60, Math.floor((e.startsAt.getTime() - now.getTime()) / 1000));
      await push.notify(companyId, recipients, 'interview_reminder', {
        title: `Interview ${whenWords(e.startsAt, now)}`,
        body: `${row.candidateName ?? ''} for ${row.jobTitle ?? ''}, ${formatTime(e.startsAt)} Nepal time`,
        url: path,
        // Both reminders of one interview share the tag: the later replaces the earlier on the device.
        tag: `interview-reminder-${e.id}`,
      }, { ttl, urgency: p.which === 'hour_before' ? 'high' : 'normal' });
    });
    return 'done';
  };
}
