import { branding } from '@/domain/branding';

/** The product mark (same drawing as the favicon and app icons) with the product name beside it. */
export function BrandLogo({ size = 32 }: { size?: number }) {
  return (
    <>
      <svg width={size} height={size} viewBox="0 0 512 512" aria-hidden="true" focusable="false">
        <rect width="512" height="512" rx="112" fill="#b91c1c" />
        <path d="M80 408 L196 236 L256 316 L324 212 L432 408 Z" fill="#fff" opacity=".25" />
        <path
          d="M348 96v192c0 56-40 96-96 96-46 0-82-30-94-72l56-16c6 20 20 32 38 32 22 0 38-16 38-40V96z"
          fill="#fff"
        />
      </svg>
      <span>{branding.productName}</span>
    </>
  );
}
