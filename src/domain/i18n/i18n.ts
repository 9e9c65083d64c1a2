import { i18n, type I18n, type Messages } from '@lingui/core';
import type { CataloguePart } from './catalogue-parts';
import type en from './locales/en';

/**
 * The languages of the UI and how each catalogue loads: in parts (catalogue-parts.ts), each its own chunk, so no
 * page pays for a language it does not show or for text of pages it is not. `intl` is the locale numbers and
 * plurals are formatted in (Nepal groups digits as 1,00,000).
 * Adding a language: a file in ./locales with the same keys as en.ts (`satisfies Catalogue`), and a line here.
 */
export const LOCALES = {
  en: {
    intl: 'en-IN',
    parts: {
      site: () => import('@/domain/i18n/locales/en?part=site'),
      workspace: () => import('@/domain/i18n/locales/en?part=workspace'),
    },
  },
  ne: {
    intl: 'ne-NP',
    parts: {
      site: () => import('@/domain/i18n/locales/ne?part=site'),
      workspace: () => import('@/domain/i18n/locales/ne?part=workspace'),
    },
  },
} as const satisfies Record<string, { intl: string; parts: Record<CataloguePart, () => Promise<{ default: Messages }>> }>;

export type Locale = keyof typeof LOCALES;
export const SOURCE_LOCALE: Locale = 'en';

export type MessageKey = keyof typeof en;
/** What every other language's file must provide: a text for every key. */
export type Catalogue = Record<MessageKey, string>;

type Trim<S extends string> = S extends ` ${infer R}` ? Trim<R> : S extends `${infer R} ` ? Trim<R> : S;
/** `{name}` or `{name, plural, ...}` gives `name`; a plural's or select's case text (`{1 job}`) gives nothing. */
type ArgumentName<Inside extends string> = Trim<Inside extends `${infer Name},${string}` ? Name : Inside> extends infer N extends string
  ? N extends '' | `${string}${' ' | '{' | '#'}${string}` ? never : N
  : never;
/** The names of a message's placeholders (the catalogue test checks this against Lingui's own parse). */
export type Placeholders<S extends string> = S extends `${string}{${infer Rest}`
  ? (Rest extends `${infer Inside}}${string}` ? ArgumentName<Inside> : never) | Placeholders<Rest>
  : never;

type PlaceholdersOf<K extends MessageKey> = Placeholders<(typeof en)[K]>;
export type MessageValues<K extends MessageKey> = Record<PlaceholdersOf<K>, string | number | boolean>;
/** What follows the key in `t(key, ...)`: the values, when the message has placeholders. */
export type MessageArgs<K extends MessageKey> = [PlaceholdersOf<K>] extends [never] ? [] : [values: MessageValues<K>];
/** Keys whose placeholders are exactly `P` (`never`: no placeholder), for tables of keys used alike. */
export type MessageKeyWith<P extends string = never> = {
  [K in MessageKey]: [PlaceholdersOf<K>] extends [P] ? ([P] extends [PlaceholdersOf<K>] ? K : never) : never;
}[MessageKey];

/**
 * Makes `messages` the active catalogue (the tests and the prerender pass English in directly). Lingui's own
 * instance is used, so a test that re-imports the app's modules (vi.resetModules) still finds it active.
 */
export function activate(locale: Locale, messages: Messages): void {
  i18n.loadAndActivate({ locale, locales: LOCALES[locale].intl, messages });
}

const loading = new Map<string, Promise<void>>();

/**
 * Loads one part of a language's catalogue (its own chunk, fetched once) into the active messages and makes the
 * language active. The app awaits the `site` part before it renders; routes await the other parts they show.
 */
export function loadCatalogue(part: CataloguePart, locale: Locale = SOURCE_LOCALE): Promise<void> {
  const id = `${locale}:${part}`;
  let done = loading.get(id);
  if (!done) {
    done = LOCALES[locale].parts[part]().then(({ default: messages }) => {
      i18n.load(locale, messages);
      if (i18n.locale !== locale) i18n.activate(locale, LOCALES[locale].intl);
    });
    // A failed fetch (offline on first visit) is tried again by the next navigation that needs it.
    done.catch(() => loading.delete(id));
    loading.set(id, done);
  }
  return done;
}

let source: () => I18n = () => i18n;

/**
 * Where `t` finds its language: in the browser, Lingui's own instance; the server, which answers each request in
 * that request's language, gives the instance of the request being answered (server/lib/i18n.ts).
 */
export function setTranslationSource(next: () => I18n): void {
  source = next;
}

/** The text of `key` in the active language, its placeholders filled from `values` (typed: a missing one fails tsc). */
export function t<K extends MessageKey>(key: K, ...values: MessageArgs<K>): string {
  return source()._(key, values[0]);
}
