/**
 * Product name, legal name and contact e-mail (docs/decisions.md): configuration, not literals in pages.
 * Set at build time with VITE_PRODUCT_NAME, VITE_LEGAL_NAME and VITE_CONTACT_EMAIL.
 */
export const branding = {
  productName: import.meta.env.VITE_PRODUCT_NAME ?? 'Jagir',
  legalName: import.meta.env.VITE_LEGAL_NAME ?? 'Jagir Technologies Pvt. Ltd.',
  contactEmail: import.meta.env.VITE_CONTACT_EMAIL ?? 'support@jagir.example',
} as const;
