// The team's activity log (docs/teams.md "Activity log"): append-only, one company's entries per call.
import type { Db } from '../db/client';
import { activityLog } from '../db/schema';

export type ActivitySubjectType = 'job' | 'application' | 'scorecard' | 'comment' | 'member' | 'invitation' | 'event'
  | 'conversation' | 'candidate' | 'billing' | 'company' | 'settings' | 'support';

export interface ActivityEntry {
  /** Who acted: null for the system (a scheduled job) or a visitor (an invitation accepted by a new person). */
  actor: { userId: string; name: string } | null;
  sessionId: string | null;
  /** An operationId of openapi/openapi.yaml, or a named event such as `member.joined`. */
  action: string;
  subjectType: ActivitySubjectType;
  subjectId: string | null;
  applicationId?: string | null;
  /** What changed; never passwords or tokens. */
  data?: Record<string, unknown>;
  at: Date;
}

export class ActivityRepository {
  constructor(private readonly db: Db) {}

  async append(companyId: string, e: ActivityEntry): Promise<void> {
    await this.db.insert(activityLog).values({
      companyId, actorUserId: e.actor?.userId ?? null, actorName: e.actor?.name ?? '', sessionId: e.sessionId,
      action: e.action, subjectType: e.subjectType, subjectId: e.subjectId, applicationId: e.applicationId ?? null,
      data: e.data ?? {}, at: e.at,
    });
  }
}
