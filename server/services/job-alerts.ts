// Job alerts (docs/seekers.md "Finding jobs"): once a day a job on the queue e-mails each due saved search the jobs
// published since its last alert, in the job seeker's language, with a one-click unsubscribe of that one alert.
import { addDays, kathmanduDate, kathmanduInstant } from '../../src/domain/calendar';
import { kathmanduToday } from '../../src/domain/job-rules';
import { districtName } from '../../src/domain/nepal-locations';
import { savedSearchLabel, type SavedSearchFilters } from '../../src/domain/saved-search';
import type { Config } from '../config';
import { inLocale } from '../lib/i18n';
import { prefixQuery } from '../lib/search-words';
import type { PublicJobFilters } from '../repositories/public-jobs';
import type { QueueRepository } from '../repositories/queue';
import type { Repositories } from '../repositories/repositories';
import type { DueSearch } from '../repositories/saved-searches';
import type { Mailer } from './mail';
import { portalUrl } from './portal-links';
import type { JobHandler } from './queue-worker';
import { isErasedEmail } from './seeker-privacy';
import { jobAlertEmail } from './seeker-mail';
import { alertUnsubscribeToken, mailDomain } from './seeker-status-mail';

export const JOB_ALERTS_JOB = 'job_alerts';
/** The pass runs at this Kathmandu time: in the morning, when people look for work. */
const ALERT_TIME = '08:00';
/** Jobs listed in one e-mail; the rest are counted and linked. */
const LISTED = 10;
const BATCH = 100;
/**
 * A search is due when its last alert is at least this old. A little under a day (a week) so a pass that ran a few
 * minutes late yesterday does not push today's to tomorrow.
 */
const DAILY_MS = 20 * 3_600_000;
const WEEKLY_MS = 7 * 86_400_000 - 4 * 3_600_000;
/**
 * An alert tells jobs published up to this long before the pass: a job whose publishing transaction was still open
 * when the pass read would otherwise fall between two alerts. It is told by the next one.
 */
const SETTLE_MS = 60_000;

/** The next daily pass (08:00 Kathmandu time after `now`); the day is its key, so one pass however many ask. */
export async function scheduleJobAlerts(queue: QueueRepository, now: Date): Promise<void> {
  let day = kathmanduDate(now);
  if (kathmanduInstant(day, ALERT_TIME).getTime() <= now.getTime()) day = addDays(day, 1);
  await queue.scheduleOnce({ kind: JOB_ALERTS_JOB, dedupeKey: day, payload: { day }, runAt: kathmanduInstant(day, ALERT_TIME) }, now);
}

/** A saved search's filters as the public list's repository reads them. */
export function publicFiltersOf(f: SavedSearchFilters): PublicJobFilters {
  return {
    words: f.search ? prefixQuery(f.search) : undefined, province: f.province, district: f.district,
    category: f.category, employmentType: f.employment_type,
  };
}

/** The /jobs address of a saved search (the page's own query names). */
export function searchPath(f: SavedSearchFilters): string {
  const q = new URLSearchParams();
  if (f.search) q.set('q', f.search);
  if (f.province) q.set('province', f.province);
  if (f.district) q.set('district', f.district);
  if (f.category) q.set('category', f.category);
  if (f.employment_type) q.set('type', f.employment_type);
  const s = q.toString();
  return s ? `/jobs?${s}` : '/jobs';
}

export interface JobAlertDeps {
  repos: Repositories;
  mailer: Mailer;
  config: Config;
}

/** One due search: its new jobs e-mailed (none: no mail), and the time they were told up to recorded. */
export async function sendAlert(deps: JobAlertDeps, due: DueSearch, now: Date): Promise<boolean> {
  const { repos, mailer, config } = deps;
  const s = due.search;
  const filters = s.filters as SavedSearchFilters;
  const until = new Date(now.getTime() - SETTLE_MS);
  let sent = false;
  if (!isErasedEmail(due.email)) {
    const { count, rows } = await repos.publicJobs.page(kathmanduToday(now), { ...publicFiltersOf(filters), publishedAfter: s.lastSentAt, publishedUntil: until }, LISTED, 0);
    if (count > 0) {
      const base = portalUrl(config);
      const token = await alertUnsubscribeToken(repos.serverKeys, s.id, now);
      const oneClick = `${base}/api/seeker/unsubscribe/?token=${encodeURIComponent(token)}`;
      const content = inLocale(due.locale, () => jobAlertEmail({
        name: due.fullName, search: savedSearchLabel(filters),
        jobs: rows.map((r) => ({ title: r.job.title, company: r.company.name, district: districtName(r.job.district ?? ''), url: `${base}/jobs/${r.job.id}` })),
        more: count - rows.length, searchUrl: `${base}${searchPath(filters)}`, alertsUrl: `${base}/seeker/alerts`,
        unsubscribeUrl: `${base}/seeker/unsubscribe?token=${encodeURIComponent(token)}`, productName: config.productName,
      }));
      await mailer.send({
        to: due.email, ...content,
        // One alert of one search for one window: the same message, should a crash make the queue send it again.
        messageId: `<job-alert.${s.id}.${s.lastSentAt.getTime()}@${mailDomain(config)}>`,
        headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
      sent = true;
    }
  }
  await repos.savedSearches.markSent(s.id, until);
  return sent;
}

interface AlertLog { info(o: object, m: string): void }

/** The daily pass over every due search, in batches; then the next day's pass is scheduled. */
export function jobAlertsHandler(deps: JobAlertDeps & { log: AlertLog }): JobHandler {
  return async (_job, ctx) => {
    let sent = 0;
    let after: string | null = null;
    for (;;) {
      const now = ctx.now();
      const batch = await deps.repos.savedSearches.due({
        dailyBefore: new Date(now.getTime() - DAILY_MS), weeklyBefore: new Date(now.getTime() - WEEKLY_MS), after, limit: BATCH,
      });
      if (batch.length === 0) break;
      for (const due of batch) {
        // A step per search: a retry after a crash never e-mails a search twice for the same pass.
        await ctx.step(`alert:${due.search.id}`, async () => { if (await sendAlert(deps, due, now)) sent++; });
      }
      after = batch.at(-1)!.search.id;
    }
    if (sent) deps.log.info({ sent }, 'job alerts sent');
    await scheduleJobAlerts(deps.repos.queue, ctx.now());
    return sent ? 'done' : 'skipped';
  };
}
