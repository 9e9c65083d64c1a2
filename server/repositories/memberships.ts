// Who acts for which company. Today an employer account owns exactly one company (companies.user_id).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, users } from '../db/schema';

export class MembershipsRepository {
  constructor(private readonly db: Db) {}

  /** The company the user acts for, if any. */
  async companyOfUser(userId: string): Promise<string | undefined> {
    const [row] = await this.db.select({ id: companies.id }).from(companies).where(eq(companies.userId, userId));
    return row?.id;
  }

  /** The company's name and the account that acts for it (whom to mail, and as whom to send). */
  async account(companyId: string): Promise<{ userId: string; companyName: string; email: string } | undefined> {
    const [row] = await this.db.select({ userId: users.id, companyName: companies.fullName, email: users.email }).from(companies)
      .innerJoin(users, eq(users.id, companies.userId)).where(eq(companies.id, companyId));
    return row;
  }
}
