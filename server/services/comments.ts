// Comments on an application and the members they mention (docs/teams.md "Comments and mentions").
import type { FastifyBaseLogger } from 'fastify';
import type { components } from '../../src/api/schema.gen';
import type { Config } from '../config';
import { fieldErrors, notFound } from '../lib/api-error';
import type { CommentRow } from '../repositories/comments';
import type { Repositories } from '../repositories/repositories';
import type { Mailer } from './mail';
import { mentionEmail } from './mail-templates';
import { wantsEmail } from './notification-prefs';
import { mentionPush } from './push-messages';
import type { PushKind, PushPayload } from './push';
import { applicationPath, portalUrl } from './portal-links';
import { accountLocale } from './recipient-locale';
import { inLocale } from '../lib/i18n';
import { t } from '../lib/i18n';

type Schemas = components['schemas'];

export const COMMENT_MESSAGES = {
  get blank() { return t('api.field.blank'); },
  notMember: (id: string) => t('api.comments.notMember', { id }),
} as const;

/** The company's members who can see an application of `jobId` (a hiring manager only for an assigned job), by id. */
async function viewers(repos: Repositories, companyId: string, jobId: string): Promise<Map<string, { name: string; email: string }>> {
  const members = await repos.memberships.list(companyId);
  return new Map(members.filter((m) => m.role !== 'hiring_manager' || m.jobIds.includes(jobId))
    .map((m) => [m.userId, { name: m.fullName, email: m.email }]));
}

export function commentView(row: CommentRow, names: Map<string, string>): Schemas['ApplicationComment'] {
  return {
    id: row.id,
    author: { user_id: row.userId, full_name: row.authorName },
    body: row.body,
    mentions: row.mentions.map((id) => ({ user_id: id, full_name: names.get(id) ?? '' })),
    created_at: row.createdAt.toISOString(),
  };
}

/** Names of the members a set of comments mentions. */
export async function mentionNames(repos: Repositories, companyId: string, rows: CommentRow[]): Promise<Map<string, string>> {
  return repos.activity.memberNames(companyId, [...new Set(rows.flatMap((r) => r.mentions))]);
}

export interface CommentDeps {
  config: Config;
  mailer: Mailer;
  /** app.push: sends without holding up the answer. */
  push: { later(companyId: string, userIds: readonly string[], kind: PushKind, payload: PushPayload): void };
  log: FastifyBaseLogger;
}

/**
 * Posts a comment by `author` on one of the company's applications. Mentions must be members who can see it (else
 * 400 naming `mentions`); each one mentioned (but the author) is told by e-mail and push unless `mentions` is off.
 */
export async function postComment(
  deps: CommentDeps, repos: Repositories, companyId: string,
  o: { applicationId: string; author: { userId: string; name: string }; body: string; mentions: string[]; now: Date },
): Promise<Schemas['ApplicationComment']> {
  if (!o.body.trim()) throw fieldErrors({ body: [COMMENT_MESSAGES.blank] });
  const found = await repos.applications.detail(companyId, o.applicationId);
  if (!found) throw notFound();
  const { row } = found;
  const canSee = await viewers(repos, companyId, row.application.jobId);
  const strangers = o.mentions.filter((id) => !canSee.has(id));
  if (strangers.length) throw fieldErrors({ mentions: strangers.map(COMMENT_MESSAGES.notMember) });
  const comment = await repos.comments.create(companyId, {
    applicationId: o.applicationId, userId: o.author.userId, authorName: o.author.name, body: o.body.trim(),
    mentions: o.mentions, now: o.now,
  });
  const told = o.mentions.filter((id) => id !== o.author.userId);
  await tellMentioned(deps, repos, companyId, told.map((id) => ({ userId: id, ...canSee.get(id)! })), {
    applicationId: o.applicationId, jobId: row.application.jobId, jobTitle: row.job.title, applicant: row.seeker.fullName,
    author: o.author.name, body: comment.body,
  });
  return commentView(comment, new Map([...canSee].map(([id, m]) => [id, m.name])));
}

/** E-mail and push to each member mentioned who wants it. Never throws: the comment is posted either way. */
async function tellMentioned(
  deps: CommentDeps, repos: Repositories, companyId: string, members: { userId: string; email: string }[],
  c: { applicationId: string; jobId: string; jobTitle: string; applicant: string; author: string; body: string },
): Promise<void> {
  const base = portalUrl(deps.config);
  const wanting: string[] = [];
  for (const m of members) {
    try {
      if (!(await wantsEmail(repos.notificationSettings, m.userId, 'mentions'))) continue;
      wanting.push(m.userId);
      await deps.mailer.send({
        to: m.email,
        ...inLocale(await accountLocale(repos.users, m.userId), () => mentionEmail({
          author: c.author, applicant: c.applicant, jobTitle: c.jobTitle, body: c.body, productName: deps.config.productName,
          link: `${base}${applicationPath(c.jobId, c.applicationId)}`,
          settingsLink: `${base}/settings/notifications`,
        })),
      });
    } catch (err) {
      deps.log.error({ err }, 'could not mail a member mentioned in a comment');
    }
  }
  // Devices that take the team's messages; the `mentions` setting decides who is told at all.
  deps.push.later(companyId, wanting, 'new_message', mentionPush({
    applicationId: c.applicationId, jobId: c.jobId, author: c.author, applicant: c.applicant, body: c.body,
  }));
}
