import { useState } from 'react';
import { IMAGE_SIZES, type ImageSize } from '@/domain/constants';

export const DEFAULT_COMPANY_LOGO = '/images/default-company-logo.svg';

/**
 * Logo display rule (docs/requirements.md §3): no logo → the default; a relative path → prefixed with the site origin;
 * server URLs get a cache-busting time stamp so a replaced logo shows at once. Local previews (data:, blob:)
 * are used as they are.
 */
export function companyLogoUrl(logo: string | null | undefined, origin: string, stamp: number): string {
  const value = logo?.trim();
  if (!value) return DEFAULT_COMPANY_LOGO;
  if (/^(data|blob):/i.test(value)) return value;
  const absolute = /^https?:\/\//i.test(value) ? value : `${origin}${value.startsWith('/') ? '' : '/'}${value}`;
  const url = new URL(absolute);
  url.searchParams.set('t', String(stamp));
  return url.toString();
}

interface CompanyLogoProps {
  logo: string | null | undefined;
  companyName: string;
  size?: ImageSize;
  /** Changes when the logo changes (e.g. the profile's updated time); defaults to the first render's time. */
  stamp?: number;
}

export function CompanyLogo({ logo, companyName, size = 'md', stamp }: CompanyLogoProps) {
  const [mountedAt] = useState(() => Date.now());
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = companyLogoUrl(logo, window.location.origin, stamp ?? mountedAt);
  const px = IMAGE_SIZES[size];
  return (
    <img
      className="company-logo"
      src={failedSrc === src ? DEFAULT_COMPANY_LOGO : src}
      alt={`${companyName} logo`}
      width={px}
      height={px}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
