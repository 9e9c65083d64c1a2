// Interview scorecards (docs/teams.md "Interview scorecards"): a job's criteria (its skills until the team sets
// them), checking a submitted scorecard against them, the summary the application panel shows, and the reminder
// an interviewer gets after an interview when their scorecard is still missing.
import type { components } from '../../src/api/schema.gen';
import { MAX_CRITERIA, MAX_CRITERION_LENGTH } from '../../src/domain/team/scorecards';
import type { Config } from '../config';
import { ApiError, type FieldErrors } from '../lib/api-error';
import type { QueueRepository } from '../repositories/queue';
import type { Repositories } from '../repositories/repositories';
import type { CriterionValues, ScorecardRow, ScorecardsRepository } from '../repositories/scorecards';
import type { EventRow } from '../repositories/events';
import type { ReminderPush } from './interview-reminders';
import type { Mailer } from './mail';
import { emailLayout, escapeHtml, oneLine, type EmailContent } from './mail-templates';
import { wantsEmail } from './notification-prefs';
import type { JobHandler } from './queue-worker';
import { applicationPath, portalUrl } from './portal-links';
import { t } from '../lib/i18n';
import { inLocale } from '../lib/i18n';
import { accountLocale } from './recipient-locale';

type Schemas = components['schemas'];


/** Read from the catalogue when used, so in the request's language. */
export const SCORECARD_MESSAGES = {
  get criteriaEmpty() { return t('api.scorecards.criteriaEmpty'); },
  get criteriaTooMany() { return t('api.scorecards.criteriaTooMany', { max: String(MAX_CRITERIA) }); },
  get criterionBlank() { return t('api.scorecards.criterionBlank'); },
  get criterionTooLong() { return t('api.scorecards.criterionTooLong', { max: String(MAX_CRITERION_LENGTH) }); },
  criterionDuplicate: (name: string) => t('api.scorecards.criterionDuplicate', { name }),
  ratingUnknown: (name: string) => t('api.scorecards.ratingUnknown', { name }),
  ratingTwice: (name: string) => t('api.scorecards.ratingTwice', { name }),
  ratingMissing: (names: string[]) => t('api.scorecards.ratingMissing', { names: names.join(', ') }),
  get ratingRange() { return t('api.scorecards.ratingRange'); },
  get noCriteria() { return t('api.scorecards.noCriteria'); },
} as const;

const key = (name: string) => name.trim().toLocaleLowerCase('en');

/** A job's skills as criteria: trimmed, each once (case-insensitively), at most the maximum. */
export function skillCriteria(skills: readonly string[]): CriterionValues[] {
  const seen = new Set<string>();
  const out: CriterionValues[] = [];
  for (const skill of skills) {
    const name = skill.trim().slice(0, MAX_CRITERION_LENGTH);
    if (!name || seen.has(key(name))) continue;
    seen.add(key(name));
    out.push({ name, source: 'skill' });
    if (out.length === MAX_CRITERIA) break;
  }
  return out;
}

/** The job's criteria: those the team set, else its skills. */
export async function criteriaOf(
  repos: Pick<Repositories, 'scorecards' | 'jobs'>, companyId: string, jobId: string,
): Promise<Schemas['JobScorecard'] | undefined> {
  const job = await repos.jobs.find(companyId, jobId);
  if (!job) return undefined;
  const stored = await repos.scorecards.criteria(companyId, jobId);
  if (stored.length > 0) return { criteria: stored, customised: true };
  return { criteria: skillCriteria(job.skills), customised: false };
}

/** A replacement list checked and trimmed, or the 400 that names what is wrong (`criteria`). */
export function checkedCriteria(list: readonly { name: string; source: string }[]): CriterionValues[] {
  const errors: string[] = [];
  if (list.length === 0) errors.push(SCORECARD_MESSAGES.criteriaEmpty);
  if (list.length > MAX_CRITERIA) errors.push(SCORECARD_MESSAGES.criteriaTooMany);
  const seen = new Set<string>();
  const out: CriterionValues[] = [];
  for (const c of list) {
    const name = c.name.trim();
    if (!name) { errors.push(SCORECARD_MESSAGES.criterionBlank); continue; }
    if (name.length > MAX_CRITERION_LENGTH) { errors.push(SCORECARD_MESSAGES.criterionTooLong); continue; }
    if (seen.has(key(name))) { errors.push(SCORECARD_MESSAGES.criterionDuplicate(name)); continue; }
    seen.add(key(name));
    out.push({ name, source: c.source === 'skill' ? 'skill' : 'custom' });
  }
  if (errors.length) throw new ApiError(400, { criteria: [...new Set(errors)] });
  return out;
}

/**
 * The ratings of a submitted scorecard checked against the job's current criteria: one rating, 1 to 4, for every
 * criterion and none for anything else. Answers them in the criteria's order, named as the criteria are.
 */
export function checkedRatings(
  criteria: readonly { name: string }[], ratings: readonly { criterion: string; rating: number }[],
): { criterion: string; rating: number }[] {
  if (criteria.length === 0) throw new ApiError(400, { ratings: [SCORECARD_MESSAGES.noCriteria] });
  const byKey = new Map(criteria.map((c) => [key(c.name), c.name]));
  const given = new Map<string, number>();
  const errors: string[] = [];
  for (const r of ratings) {
    const name = byKey.get(key(r.criterion));
    if (!name) { errors.push(SCORECARD_MESSAGES.ratingUnknown(r.criterion.trim())); continue; }
    if (given.has(name)) { errors.push(SCORECARD_MESSAGES.ratingTwice(name)); continue; }
    if (!Number.isInteger(r.rating) || r.rating < 1 || r.rating > 4) errors.push(SCORECARD_MESSAGES.ratingRange);
    given.set(name, r.rating);
  }
  const missing = criteria.map((c) => c.name).filter((n) => !given.has(n));
  if (missing.length) errors.push(SCORECARD_MESSAGES.ratingMissing(missing));
  if (errors.length) throw new ApiError(400, { ratings: [...new Set(errors)] } satisfies FieldErrors);
  return criteria.map((c) => ({ criterion: c.name, rating: given.get(c.name)! }));
}

export function scorecardView(row: ScorecardRow): Schemas['Scorecard'] {
  return {
    id: row.id,
    author: { user_id: row.userId, full_name: row.authorName },
    ratings: row.ratings,
    recommendation: row.recommendation as Schemas['Recommendation'],
    notes: row.notes,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Recommendations counted, and per current criterion the average of the ratings given under its name (rounded to
 * two places; null when nobody rated it yet).
 */
export function summarise(criteria: readonly { name: string }[], cards: readonly Pick<ScorecardRow, 'ratings' | 'recommendation'>[]): Schemas['ApplicationScorecards']['summary'] {
  const recommendations = { strong_no: 0, no: 0, yes: 0, strong_yes: 0 };
  for (const c of cards) {
    if (c.recommendation in recommendations) recommendations[c.recommendation as keyof typeof recommendations] += 1;
  }
  return {
    submitted: cards.length,
    recommendations,
    criteria: criteria.map(({ name }) => {
      const ratings = cards.flatMap((c) => c.ratings.filter((r) => key(r.criterion) === key(name)).map((r) => r.rating));
      const average = ratings.length ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 100) / 100 : null;
      return { criterion: name, average, count: ratings.length };
    }),
  };
}

// ---- interviewers

export const INTERVIEWER_MESSAGES = {
  get notMember() { return t('api.scorecards.interviewersNotMember'); },
  get tooMany() { return t('api.scorecards.interviewersTooMany'); },
} as const;

/** The interviewers asked for, checked to be members of the company (400 naming `interviewers`). */
export async function checkedInterviewers(scorecards: ScorecardsRepository, companyId: string, userIds: readonly string[]): Promise<string[]> {
  const unique = [...new Set(userIds)];
  if (unique.length > 10) throw new ApiError(400, { interviewers: [INTERVIEWER_MESSAGES.tooMany] });
  const members = await scorecards.members(companyId, unique);
  if (members.length !== unique.length) throw new ApiError(400, { interviewers: [INTERVIEWER_MESSAGES.notMember] });
  return unique;
}

// ---- the reminder after an interview

export const SCORECARD_REMINDER_JOB = 'scorecard_reminder';
/** How long after an interview ends its interviewers are reminded of a missing scorecard. */
export const SCORECARD_REMINDER_DELAY_MS = 60 * 60_000;

export interface ScorecardReminderPayload {
  eventId: string;
  endsAt: string;
}

/**
 * Brings an interview's scorecard reminder in line with it, in the transaction that saves it: one job an hour after
 * a scheduled interview's end; none for a cancelled interview or another event. A reminder already sent for the same
 * end is not sent again (the queue keeps a job whose payload has not changed).
 */
export async function syncScorecardReminder(
  queue: QueueRepository, companyId: string, event: Pick<EventRow, 'id' | 'kind' | 'status' | 'endsAt'>, now: Date,
): Promise<void> {
  if (event.kind !== 'interview') return;
  if (event.status === 'cancelled') {
    await queue.cancel(companyId, SCORECARD_REMINDER_JOB, [event.id], now);
    return;
  }
  const payload: ScorecardReminderPayload = { eventId: event.id, endsAt: event.endsAt.toISOString() };
  const runAt = new Date(event.endsAt.getTime() + SCORECARD_REMINDER_DELAY_MS);
  await queue.schedule(companyId, { kind: SCORECARD_REMINDER_JOB, dedupeKey: event.id, payload: { ...payload }, runAt }, now);
}

export function scorecardReminderEmail(o: {
  memberName: string; candidateName: string; jobTitle: string; company: string; link: string; settingsLink: string; productName: string;
}): EmailContent {
  const candidate = oneLine(o.candidateName);
  const subject = oneLine(t('mail.scorecard.subject', { candidate }));
  const greeting = o.memberName ? t('mail.helloName', { name: o.memberName }) : t('mail.scorecard.helloThere');
  const intro = t('mail.scorecard.intro', { candidate, job: o.jobTitle, company: o.company });
  const action = t('mail.scorecard.action');
  const closing = t('mail.scorecard.closing', { link: o.settingsLink });
  const signOff = t('mail.signOff', { product: o.productName });
  const text = [greeting, '', intro, '', `${action}: ${o.link}`, '', closing, '', `— ${signOff}`, ''].join('\n');
  const html = emailLayout(subject, `<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(subject)}</h1>
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<p style="margin:0 0 16px"><a href="${escapeHtml(o.link)}">${escapeHtml(action)}</a></p>
<p style="margin:0 0 16px;color:#52525b;font-size:14px">${escapeHtml(t('mail.scorecard.closingHtml'))} <a href="${escapeHtml(o.settingsLink)}">${escapeHtml(t('mail.scorecard.settings'))}</a></p>
<p style="margin:0">— ${escapeHtml(signOff)}</p>`);
  return { subject, text, html };
}

export interface ScorecardReminderDeps {
  repos: Repositories;
  mailer: Mailer;
  config: Config;
  push: ReminderPush;
}

/**
 * Reminds each interviewer of an ended interview who has no scorecard for its application: by e-mail when their
 * scorecard reminders are on, and by push to their devices that take interview reminders. Each interviewer is a
 * step of their own, so a retry reminds only those left. Checked again at send time: the interview still ends then
 * and is not cancelled, and the application is neither withdrawn nor rejected.
 */
export function scorecardReminderHandler(deps: ScorecardReminderDeps): JobHandler {
  const { repos, mailer, config, push } = deps;
  return async (job, ctx) => {
    const p = job.payload as unknown as ScorecardReminderPayload;
    const companyId = job.companyId!;
    const row = await repos.events.find(companyId, p.eventId);
    const e = row?.event;
    if (!row || !e || e.kind !== 'interview' || e.status === 'cancelled' || !e.applicationId || e.endsAt.toISOString() !== p.endsAt) return 'skipped';
    const applicationId = e.applicationId;
    const status = await repos.applications.statusOf(companyId, applicationId);
    if (status === 'withdrawn' || status === 'rejected') return 'skipped';
    const jobId = await repos.memberships.jobOf(companyId, 'application', applicationId);
    const account = await repos.memberships.account(companyId);
    if (!jobId || !account) return 'skipped';
    const interviewers = (await repos.scorecards.interviewers(companyId, [e.id])).get(e.id) ?? [];
    const base = portalUrl(config);
    const path = applicationPath(jobId, applicationId);
    let reminded = 0;
    for (const member of interviewers) {
      if (await repos.scorecards.hasScorecard(companyId, applicationId, member.userId)) continue;
      reminded += 1;
      await ctx.step(`mail:${member.userId}`, async () => {
        if (!(await wantsEmail(repos.notificationSettings, member.userId, 'scorecardReminders'))) return;
        const user = await repos.users.find(member.userId);
        if (!user) return;
        await mailer.send({
          to: user.email,
          ...inLocale(await accountLocale(repos.users, member.userId), () => scorecardReminderEmail({
            memberName: member.fullName, candidateName: row.candidateName ?? '', jobTitle: row.jobTitle ?? '',
            company: account.companyName, link: `${base}${path}`, settingsLink: `${base}/settings/notifications`,
            productName: config.productName,
          })),
        });
      });
      await ctx.step(`push:${member.userId}`, async () => {
        if (!(await wantsEmail(repos.notificationSettings, member.userId, 'scorecardReminders'))) return;
        await push.notify(companyId, [member.userId], 'interview_reminder', {
          title: 'Your scorecard is missing',
          body: `${row.candidateName ?? ''} for ${row.jobTitle ?? ''}`,
          url: path,
          tag: `scorecard-reminder-${applicationId}`,
        });
      });
    }
    return reminded ? 'done' : 'skipped';
  };
}
