import { branding } from '@/domain/branding';

/** The route `head` of a page: its document title, with the product name from configuration. */
export function pageHead(title?: string) {
  return {
    meta: [{ title: title ? `${title} | ${branding.productName}` : `${branding.productName} — Hire across Nepal` }],
  };
}
