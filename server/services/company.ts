// The caller's company as the API shows it. Every query is keyed by the caller's own user id.
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import { companies, media, users } from '../db/schema';
import { mediaUrl } from './media';

export async function companyRow(db: Db | Tx, userId: string) {
  const [row] = await db
    .select({ company: companies, logoExt: media.ext, email: users.email, pictureId: users.profilePictureId })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .leftJoin(media, eq(media.id, companies.logoId))
    .where(eq(companies.userId, userId));
  return row;
}
export type CompanyRow = NonNullable<Awaited<ReturnType<typeof companyRow>>>;

export function companyView(config: Config, { company, logoExt }: CompanyRow) {
  const logo = mediaUrl(config, company.logoId, logoExt);
  return {
    id: company.id,
    full_name: company.fullName,
    industry_type: company.industryType,
    description: company.description,
    website: company.website,
    address: company.address,
    logo,
    logo_url: logo,
    updated_at: company.updatedAt.toISOString(),
  };
}

export async function profilePictureUrl(db: Db, config: Config, pictureId: string | null): Promise<string | null> {
  if (!pictureId) return null;
  const [row] = await db.select({ ext: media.ext }).from(media).where(eq(media.id, pictureId));
  return mediaUrl(config, pictureId, row?.ext);
}
