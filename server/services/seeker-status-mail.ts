// E-mails to a job seeker when an application moves in a way they should know (docs/seekers.md "E-mails"): sent
// by the job queue a while after the move, and only if the application still stands where the move left it, so a
// slip the employer takes back (a hire undone, a rejection reconsidered) sends nothing.
import { createHmac, randomBytes } from 'node:crypto';
import { formatEventWhen } from '../../src/domain/calendar-format';
import { HIRE_UNDO_GRACE_MS, HIRE_UNDO_WINDOW_MS } from '../../src/domain/constants';
import type { ApplicationStatus } from '../../src/machines/application-status.machine';
import type { Config } from '../config';
import { inLocale } from '../lib/i18n';
import { sameDigest } from '../lib/tokens';
import type { QueueRepository } from '../repositories/queue';
import type { Repositories } from '../repositories/repositories';
import type { ServerKeysRepository } from '../repositories/server-keys';
import type { Mailer } from './mail';
import { portalUrl } from './portal-links';
import type { JobHandler } from './queue-worker';
import { isErasedEmail } from './seeker-privacy';
import { seekerStatusEmail, type SeekerNews } from './seeker-mail';

export const SEEKER_STATUS_MAIL_JOB = 'seeker_status_mail';

/**
 * How long after a move its e-mail goes: past the hire's undo window and its grace (docs/decisions.md
 * "Application"), with room for the worker's poll, so an undone hire is never announced.
 */
export const STATUS_MAIL_DELAY_MS = 2 * 60_000;
// The delay must outlast the undo window the server allows.
if (STATUS_MAIL_DELAY_MS <= HIRE_UNDO_WINDOW_MS + HIRE_UNDO_GRACE_MS) throw new Error('STATUS_MAIL_DELAY_MS must outlast the hire undo window');

/** The statuses a job seeker hears about; shortlisting and the team's other steps are theirs alone. */
const NEWS: readonly ApplicationStatus[] = ['interview', 'offered', 'hired', 'rejected'];
const isNews = (s: ApplicationStatus): s is SeekerNews => NEWS.includes(s);

export interface StatusMailPayload {
  applicationId: string;
  status: SeekerNews;
  /** When the move was made: the application's `updated_at` then. Moved away and back since: another e-mail's job. */
  at: string;
}

/**
 * Schedules the e-mail about a move the employer just made, in the transaction that made it. A move a job seeker
 * need not hear about schedules nothing; the undo of a hire (hired → offered) neither: the offer was told already.
 */
export async function scheduleStatusMail(
  queue: QueueRepository, companyId: string, o: { applicationId: string; from: ApplicationStatus; to: ApplicationStatus; now: Date },
): Promise<void> {
  if (!isNews(o.to) || (o.from === 'hired' && o.to === 'offered')) return;
  const payload: StatusMailPayload = { applicationId: o.applicationId, status: o.to, at: o.now.toISOString() };
  await queue.schedule(companyId, {
    kind: SEEKER_STATUS_MAIL_JOB, dedupeKey: `${o.applicationId}:${o.to}:${o.now.getTime()}`, payload: { ...payload },
    runAt: new Date(o.now.getTime() + STATUS_MAIL_DELAY_MS),
  }, o.now);
}

const UNSUBSCRIBE_KEY_NAME = 'seeker-mail';

/** The secret the unsubscribe links are signed with: made by the first process, shared by all through the database. */
async function unsubscribeSecret(keys: ServerKeysRepository, now: Date): Promise<string> {
  const stored = await keys.getOrCreate(UNSUBSCRIBE_KEY_NAME, { secret: randomBytes(32).toString('hex') }, now);
  if (typeof stored.secret !== 'string') throw new Error('The stored unsubscribe secret is malformed.');
  return stored.secret;
}

const mac = (secret: string, jobSeekerId: string) =>
  createHmac('sha256', secret).update(`status-emails-off:${jobSeekerId}`).digest('hex').slice(0, 32);

/** The token of a job seeker's unsubscribe link: their id and its signature, so it works without signing in. */
export async function unsubscribeToken(keys: ServerKeysRepository, jobSeekerId: string, now: Date): Promise<string> {
  return `${jobSeekerId}.${mac(await unsubscribeSecret(keys, now), jobSeekerId)}`;
}

const alertMac = (secret: string, searchId: string) =>
  createHmac('sha256', secret).update(`job-alert-off:${searchId}`).digest('hex').slice(0, 32);

/** The token of one job alert's unsubscribe link (docs/seekers.md "Finding jobs"): the saved search's id, signed. */
export async function alertUnsubscribeToken(keys: ServerKeysRepository, searchId: string, now: Date): Promise<string> {
  return `alert.${searchId}.${alertMac(await unsubscribeSecret(keys, now), searchId)}`;
}

/** The saved search an alert's token was signed for, or undefined for anything else. */
export async function alertOfUnsubscribeToken(keys: ServerKeysRepository, token: string, now: Date): Promise<string | undefined> {
  const m = /^alert\.([0-9a-f-]{36})\.([0-9a-f]{32})$/.exec(token);
  if (!m) return undefined;
  return sameDigest(m[2]!, alertMac(await unsubscribeSecret(keys, now), m[1]!)) ? m[1] : undefined;
}

/** The job seeker a token was signed for, or undefined for anything else. */
export async function seekerOfUnsubscribeToken(keys: ServerKeysRepository, token: string, now: Date): Promise<string | undefined> {
  const m = /^([0-9a-f-]{36})\.([0-9a-f]{32})$/.exec(token);
  if (!m) return undefined;
  return sameDigest(m[2]!, mac(await unsubscribeSecret(keys, now), m[1]!)) ? m[1] : undefined;
}

export interface StatusMailDeps {
  repos: Repositories;
  mailer: Mailer;
  config: Config;
}

/** The address mail ids are made under: the sender's domain. */
export const mailDomain = (config: Config) => (/@([^>\s]+)>?\s*$/.exec(config.mailFrom)?.[1] ?? 'localhost');

/**
 * Sends one status e-mail, checked again when sent: the application must still stand at the status, from the same
 * move; the job seeker must want these e-mails and not have deleted their data. An interview booked in the calendar
 * after the move was told by the booking's own e-mail (with its calendar file), so this one is skipped then.
 */
export function seekerStatusMailHandler(deps: StatusMailDeps): JobHandler {
  const { repos, mailer, config } = deps;
  return async (job, ctx) => {
    const p = job.payload as unknown as StatusMailPayload;
    const companyId = job.companyId!;
    const now = ctx.now();
    const facts = await repos.applications.statusMailFacts(companyId, p.applicationId);
    if (!facts || facts.status !== p.status || facts.updatedAt.toISOString() !== p.at) return 'skipped';
    if (facts.deleted || !facts.statusEmails || isErasedEmail(facts.email)) return 'skipped';
    let interview: { startsAt: Date; endsAt: Date } | undefined;
    if (p.status === 'interview') {
      const booked = (await repos.events.list(companyId, { applicationId: p.applicationId, status: 'scheduled' }))
        .map((r) => r.event).filter((e) => e.kind === 'interview' && e.endsAt.getTime() > now.getTime());
      if (booked.some((e) => e.createdAt.getTime() >= new Date(p.at).getTime())) return 'skipped';
      interview = booked[0];
    }
    const base = portalUrl(config);
    const token = await unsubscribeToken(repos.serverKeys, facts.jobSeekerId, now);
    const unsubscribeUrl = `${base}/seeker/unsubscribe?token=${encodeURIComponent(token)}`;
    const oneClick = `${base}/api/seeker/unsubscribe/?token=${encodeURIComponent(token)}`;
    const account = await repos.memberships.account(companyId);
    await ctx.step('mail', async () => {
      const content = inLocale(facts.locale, () => seekerStatusEmail({
        news: p.status, name: facts.fullName, company: facts.companyName, job: facts.jobTitle,
        interviewWhen: interview && formatEventWhen(interview.startsAt, interview.endsAt),
        applicationsUrl: `${base}/seeker/applications/${p.applicationId}`, jobsUrl: `${base}/jobs`, unsubscribeUrl,
        productName: config.productName,
      }));
      await mailer.send({
        to: facts.email, ...content, ...(account && { replyTo: account.email }),
        // The same move is the same message, should a crash make the queue send it again.
        messageId: `<application-status.${p.applicationId}.${p.status}.${new Date(p.at).getTime()}@${mailDomain(config)}>`,
        // One click in the mail program turns these e-mails off (RFC 8058).
        headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
    });
    return 'done';
  };
}
