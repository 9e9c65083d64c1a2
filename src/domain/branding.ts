/**
 * Product name, legal name and contact e-mail (docs/decisions.md): configuration, not literals in pages.
 * Set at build time with VITE_PRODUCT_NAME, VITE_LEGAL_NAME and VITE_CONTACT_EMAIL; outside Vite (Node) the
 * defaults hold.
 */
const env = import.meta.env ?? {};

export const branding = {
  productName: env.VITE_PRODUCT_NAME ?? 'Jagir',
  legalName: env.VITE_LEGAL_NAME ?? 'Jagir Technologies Pvt. Ltd.',
  contactEmail: env.VITE_CONTACT_EMAIL ?? 'support@jagir.example',
} as const;
