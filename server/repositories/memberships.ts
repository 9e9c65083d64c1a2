// Who acts for which company. Today an employer account owns exactly one company (companies.user_id).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies } from '../db/schema';

export class MembershipsRepository {
  constructor(private readonly db: Db) {}

  /** The company the user acts for, if any. */
  async companyOfUser(userId: string): Promise<string | undefined> {
    const [row] = await this.db.select({ id: companies.id }).from(companies).where(eq(companies.userId, userId));
    return row?.id;
  }
}
