import { i18n } from '@lingui/core';
import { branding } from '@/domain/branding';
import { t, type MessageKeyWith } from '@/domain/i18n/i18n';

/** A page's title in the catalogue: a key of the `pageTitle` namespace without placeholders. */
export type PageTitleKey = Extract<MessageKeyWith, `pageTitle.${string}`>;

type Head = { meta: { title: string }[] };

/**
 * Settles once a language is active. The router evaluates the first page's `head` while the site's text is still
 * loading (src/main.tsx loads both at once); that head waits for it instead of asking for text there is none of yet.
 */
function whenTextActive(): Promise<void> {
  return new Promise((resolve) => {
    const stop = i18n.on('change', () => {
      if (!i18n.locale) return;
      stop();
      resolve();
    });
  });
}

function headOf(title: PageTitleKey | undefined): Head {
  const product = branding.productName;
  return {
    meta: [{ title: title ? t('pageTitle.withProduct', { title: t(title), product }) : t('pageTitle.default', { product }) }],
  };
}

/**
 * The route `head` of a page: its document title, with the product name from configuration. The title is looked up
 * when the head is evaluated, so it is in the language shown.
 */
export function pageHead(title?: PageTitleKey): Head | Promise<Head> {
  return i18n.locale ? headOf(title) : whenTextActive().then(() => headOf(title));
}
