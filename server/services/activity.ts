// The activity log (docs/teams.md "Activity log"): what each change of the contract records, the log as a list and
// as CSV, and an application's timeline.
import type { components } from '../../src/api/schema.gen';
import { notFound } from '../lib/api-error';
import type { ActivityRow, ActivitySubjectType } from '../repositories/activity';
import type { Repositories } from '../repositories/repositories';
import { commentView, mentionNames } from './comments';
import { shownSeekerName } from './seeker-privacy';

type Schemas = components['schemas'];
/** The contract's free-form `data` objects: their generated type allows no field, so what they hold is told here. */
const freeForm = (data: Record<string, unknown>) => data as Record<string, never>;

/**
 * What each write of a `team` operation changes. The activity plugin records a write only through this table, and
 * server/plugins/activity.test.ts checks every such write of the contract is in it.
 */
export const ACTIVITY_SUBJECTS: Record<string, ActivitySubjectType> = {
  updateCompanyProfile: 'company',
  updateHrProfile: 'company',
  uploadCompanyLogo: 'company',
  uploadProfilePicture: 'company',
  createJob: 'job',
  replaceJob: 'job',
  updateJob: 'job',
  deleteJob: 'job',
  featureJob: 'job',
  replaceJobScorecard: 'job',
  updateApplicationStatus: 'application',
  postApplicationStatus: 'application',
  submitScorecard: 'scorecard',
  createApplicationComment: 'comment',
  saveApplicant: 'candidate',
  updateSavedApplicant: 'candidate',
  removeSavedApplicant: 'candidate',
  postRemoveSavedApplicant: 'candidate',
  postSwipeDecision: 'candidate',
  startConversation: 'conversation',
  sendMessage: 'conversation',
  markConversationRead: 'conversation',
  createCalendarEvent: 'event',
  updateCalendarEvent: 'event',
  rotateCalendarFeed: 'event',
  deleteCalendarFeed: 'event',
  updateBillingDetails: 'billing',
  startCheckout: 'billing',
  confirmPayment: 'billing',
  decideTestPayment: 'billing',
  updateTeamMe: 'member',
  updateTeamMember: 'member',
  removeTeamMember: 'member',
  transferOwnership: 'member',
  createTeamInvitation: 'invitation',
  revokeTeamInvitation: 'invitation',
  resendTeamInvitation: 'invitation',
};

/** Account-level changes (rule `account`) recorded when the caller is a member: their settings and sessions. */
export const ACCOUNT_ACTIVITY: Record<string, ActivitySubjectType> = {
  updateNotificationSettings: 'settings',
  revokeSession: 'settings',
  revokeOtherSessions: 'settings',
};

/** Operations whose path id is an application (the subject may be something on it, e.g. a comment). */
const ON_APPLICATION = new Set(['updateApplicationStatus', 'postApplicationStatus', 'submitScorecard', 'createApplicationComment']);

const SECRET_KEY = /password|token|otp|secret|card/i;

/** A copy of a request's JSON with every key that could hold a secret left out, at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>)
      .filter(([key]) => !SECRET_KEY.test(key)).map(([key, v]) => [key, withoutSecrets(v)]));
  }
  return value;
}

/** What a write records, from its operation, path, body and answer (the id of what it made). */
export async function describeWrite(
  repos: Repositories, companyId: string,
  o: { operationId: string; subjectType: ActivitySubjectType; params: Record<string, string>; body: unknown; answerId: string | null },
): Promise<{ subjectId: string | null; applicationId: string | null; data: Record<string, unknown> }> {
  const pathId = o.params.id ?? null;
  const onApplication = ON_APPLICATION.has(o.operationId);
  const subjectId = onApplication && o.subjectType !== 'application' ? o.answerId : pathId ?? o.answerId;
  let applicationId = onApplication ? pathId : null;
  if (o.subjectType === 'event' && subjectId) applicationId = await repos.activity.applicationOfEvent(companyId, subjectId);
  const body = o.body && typeof o.body === 'object' && !Array.isArray(o.body) ? withoutSecrets(o.body) as Record<string, unknown> : {};
  const params = withoutSecrets(o.params) as Record<string, unknown>;
  return { subjectId, applicationId, data: { ...body, ...params } };
}

export function activityView(row: ActivityRow): Schemas['ActivityEntry'] {
  return {
    id: row.id, at: row.at.toISOString(), actor: { user_id: row.actorUserId, full_name: row.actorName },
    session_id: row.sessionId, action: row.action, subject_type: row.subjectType as ActivitySubjectType,
    subject_id: row.subjectId, application_id: row.applicationId, data: freeForm(row.data),
  };
}

// ---- CSV (docs/teams.md "Activity log": Owners and Admins export it) ----

export const CSV_COLUMNS = ['at', 'actor', 'actor_email', 'session', 'action', 'subject_type', 'subject_id', 'application', 'details'] as const;

/**
 * One CSV cell: quoted when it holds a separator, a quote or a line break; a cell a spreadsheet would read as a
 * formula (= + - @, or a tab or carriage return before one) starts with ' so it stays text.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The log as CSV for Excel: UTF-8 with a byte-order mark, CRLF line ends, oldest first. */
export function activityCsv(rows: { entry: ActivityRow; email: string | null }[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const { entry: e, email } of rows) {
    lines.push([
      e.at.toISOString(), e.actorName, email ?? '', e.sessionId ?? '', e.action, e.subjectType, e.subjectId ?? '',
      e.applicationId ?? '', Object.keys(e.data).length ? JSON.stringify(e.data) : '',
    ].map(csvCell).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

// ---- an application's timeline ----

/** Activity the timeline already tells in its own entries (status changes, comments, scorecards). */
const TOLD_ELSEWHERE = ['updateApplicationStatus', 'postApplicationStatus', 'createApplicationComment', 'submitScorecard'];

type TimelineItem = Schemas['ApplicationTimeline']['results'][number];

/** Status history, activity, comments and scorecards of one of the company's applications, oldest first. */
export async function applicationTimeline(repos: Repositories, companyId: string, applicationId: string): Promise<Schemas['ApplicationTimeline']> {
  const history = await repos.activity.statusHistory(companyId, applicationId);
  // Every application has its first status entry: none means it is not the company's.
  if (!history.length && !(await repos.applications.statusOf(companyId, applicationId))) throw notFound();
  const [activity, comments, cards] = await Promise.all([
    repos.activity.ofApplication(companyId, applicationId, TOLD_ELSEWHERE),
    repos.comments.list(companyId, applicationId),
    repos.activity.scorecardsOf(companyId, applicationId),
  ]);
  const names = await mentionNames(repos, companyId, comments);
  const items: (TimelineItem & { order: number })[] = [];
  const add = (item: TimelineItem) => items.push({ ...item, order: items.length });
  for (const h of history) {
    add({
      at: h.at.toISOString(), kind: 'status', action: 'status',
      actor: h.actor === 'job_seeker' ? { user_id: null, full_name: shownSeekerName(h.seekerName) }
        : { user_id: h.actorUserId, full_name: h.memberName ?? '' },
      data: freeForm({ from: h.fromStatus, to: h.toStatus, reason: h.reason, by: h.actor }),
    });
  }
  for (const a of activity) {
    add({ at: a.at.toISOString(), kind: 'activity', action: a.action, actor: { user_id: a.actorUserId, full_name: a.actorName },
      data: freeForm({ subject_type: a.subjectType, subject_id: a.subjectId, ...a.data }) });
  }
  for (const c of comments) {
    const view = commentView(c, names);
    add({ at: view.created_at, kind: 'comment', action: 'comment', actor: view.author, data: freeForm({ id: view.id, body: view.body, mentions: view.mentions }) });
  }
  for (const s of cards) {
    const actor = { user_id: s.userId, full_name: s.authorName };
    add({ at: s.createdAt.toISOString(), kind: 'scorecard', action: 'submitted', actor, data: freeForm({ id: s.id, recommendation: s.recommendation }) });
    if (s.updatedAt.getTime() > s.createdAt.getTime()) {
      add({ at: s.updatedAt.toISOString(), kind: 'scorecard', action: 'updated', actor, data: freeForm({ id: s.id, recommendation: s.recommendation }) });
    }
  }
  items.sort((a, b) => a.at.localeCompare(b.at) || a.order - b.order);
  return { results: items.map(({ order: _order, ...item }) => item) };
}
