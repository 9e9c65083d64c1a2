// Company profiles with their HR contact. Every method but `create` takes the caller's company first: another
// company's profile is neither read nor changed.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, companyMembers, media, users } from '../db/schema';

export type CompanyProfileRow = typeof companies.$inferSelect;
/** The company with its logo's extension and its account's e-mail and profile picture. */
export interface CompanyProfile { company: CompanyProfileRow; logoExt: string | null; email: string; pictureId: string | null }
/** What a profile change writes: a field left out keeps its value. */
export type CompanyChanges = Partial<Pick<CompanyProfileRow,
  'fullName' | 'industryType' | 'description' | 'website' | 'address' | 'logoId' | 'contactName' | 'contactNumber'>>;

export class CompaniesRepository {
  constructor(private readonly db: Db) {}

  /** The company of a new account, whose owner (its first member, docs/teams.md) that account is. */
  async create(userId: string, o: Pick<CompanyProfileRow, 'fullName' | 'industryType' | 'description' | 'website' | 'contactName' | 'contactNumber'>, now: Date): Promise<string> {
    const [row] = await this.db.insert(companies).values({ userId, ...o, createdAt: now, updatedAt: now }).returning({ id: companies.id });
    await this.db.insert(companyMembers).values({
      companyId: row!.id, userId, role: 'owner', fullName: o.contactName, createdAt: now, updatedAt: now,
    });
    return row!.id;
  }

  async profile(companyId: string): Promise<CompanyProfile | undefined> {
    const [row] = await this.db
      .select({ company: companies, logoExt: media.ext, email: users.email, pictureId: users.profilePictureId })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId))
      .leftJoin(media, eq(media.id, companies.logoId))
      .where(eq(companies.id, companyId));
    return row;
  }

  /** The company's logo (null without one); undefined when there is no such company. */
  async logoOf(companyId: string): Promise<{ logoId: string | null } | undefined> {
    const [row] = await this.db.select({ logoId: companies.logoId }).from(companies).where(eq(companies.id, companyId));
    return row;
  }

  /** Changes the profile; false when there is no such company. */
  async change(companyId: string, changes: CompanyChanges, now: Date): Promise<boolean> {
    const updated = await this.db.update(companies).set({ ...changes, updatedAt: now }).where(eq(companies.id, companyId))
      .returning({ id: companies.id });
    return updated.length > 0;
  }
}
