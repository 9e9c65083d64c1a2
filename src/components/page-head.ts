import { branding } from '@/domain/branding';
import { t, type MessageKeyWith } from '@/domain/i18n/i18n';

/** A page's title in the catalogue: a key of the `pageTitle` namespace without placeholders. */
export type PageTitleKey = Extract<MessageKeyWith, `pageTitle.${string}`>;

/**
 * The route `head` of a page: its document title, with the product name from configuration. The title is looked up
 * when the head is evaluated, so it is in the language shown.
 */
export function pageHead(title?: PageTitleKey) {
  const product = branding.productName;
  return {
    meta: [{ title: title ? t('pageTitle.withProduct', { title: t(title), product }) : t('pageTitle.default', { product }) }],
  };
}
