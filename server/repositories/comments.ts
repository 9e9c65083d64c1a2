// The team's comments on an application (docs/teams.md "Comments and mentions"): never read by any candidate-facing
// operation. One company's comments per call.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { applicationComments } from '../db/schema';

export type CommentRow = typeof applicationComments.$inferSelect;

export class CommentsRepository {
  constructor(private readonly db: Db) {}

  /** The comments on one of the company's applications, oldest first. */
  list(companyId: string, applicationId: string): Promise<CommentRow[]> {
    return this.db.select().from(applicationComments)
      .where(and(eq(applicationComments.companyId, companyId), eq(applicationComments.applicationId, applicationId)))
      .orderBy(asc(applicationComments.seq));
  }

  async create(companyId: string, c: {
    applicationId: string; userId: string; authorName: string; body: string; mentions: string[]; now: Date;
  }): Promise<CommentRow> {
    const [row] = await this.db.insert(applicationComments).values({
      companyId, applicationId: c.applicationId, userId: c.userId, authorName: c.authorName, body: c.body,
      mentions: c.mentions, createdAt: c.now,
    }).returning();
    return row!;
  }

  /** The application a comment of the company is on. */
  async applicationOf(companyId: string, id: string): Promise<string | undefined> {
    const [row] = await this.db.select({ applicationId: applicationComments.applicationId }).from(applicationComments)
      .where(and(eq(applicationComments.companyId, companyId), eq(applicationComments.id, id)));
    return row?.applicationId;
  }
}
