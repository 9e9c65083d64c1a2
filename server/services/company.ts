// The caller's company as the API shows it.
import type { Config } from '../config';
import type { CompanyProfile } from '../repositories/companies';
import type { MediaRepository } from '../repositories/media';
import { mediaUrl } from './media';

export function companyView(config: Config, { company, logoExt }: CompanyProfile) {
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

export async function profilePictureUrl(media: MediaRepository, config: Config, pictureId: string | null): Promise<string | null> {
  if (!pictureId) return null;
  return mediaUrl(config, pictureId, await media.extOf(pictureId));
}
