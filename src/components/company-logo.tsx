import { useState } from 'react';
import { IMAGE_PIXELS, IMAGE_SIZES, type ImageSize } from '@/domain/constants';
import { t } from '@/domain/i18n/i18n';

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

/** The server's uploaded images, which it serves at every size (`?size=`, docs/decisions.md Images). */
const SERVER_IMAGE = /^\/api\/media\/[^/]+$/;

/**
 * What an <img> showing the logo in a `size` box needs: the size's own image as `src` and, for the server's
 * images, every size in `srcSet` so the browser takes the smallest that is sharp at its pixel density.
 */
export function companyLogoSources(logo: string | null | undefined, origin: string, stamp: number, size: ImageSize):
  { src: string; srcSet?: string; sizes?: string } {
  const src = companyLogoUrl(logo, origin, stamp);
  if (src === DEFAULT_COMPANY_LOGO || !/^https?:/i.test(src) || !SERVER_IMAGE.test(new URL(src).pathname)) return { src };
  const at = (s: ImageSize) => {
    const url = new URL(src);
    url.searchParams.set('size', s);
    return url.toString();
  };
  const all = Object.keys(IMAGE_PIXELS) as ImageSize[];
  return {
    src: at(size),
    srcSet: all.map((s) => `${at(s)} ${IMAGE_PIXELS[s]}w`).join(', '),
    sizes: `${IMAGE_SIZES[size]}px`,
  };
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
  const { src, srcSet, sizes } = companyLogoSources(logo, window.location.origin, stamp ?? mountedAt, size);
  const px = IMAGE_SIZES[size];
  const failed = failedSrc === src;
  return (
    <img
      className="company-logo"
      src={failed ? DEFAULT_COMPANY_LOGO : src}
      srcSet={failed ? undefined : srcSet}
      sizes={failed ? undefined : sizes}
      alt={t('companyLogo.alt', { company: companyName })}
      width={px}
      height={px}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
