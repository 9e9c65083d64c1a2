import { i18n, type I18n, type Messages } from '@lingui/core';
import type { CataloguePart } from './catalogue-parts';
import { activeLocale, chooseLocale, intlLocale, localDigits, writesDevanagari, type Digits, type Locale } from './locale';
import type en from './locales/en';

/**
 * The languages of the UI and how each catalogue loads: in parts (catalogue-parts.ts), each its own chunk, so no
 * page pays for a language it does not show or for text of pages it is not. The language the page is in, and
 * how it writes numbers, is ./locale.ts.
 * Adding a language: a file in ./locales with the same keys as en.ts (`satisfies Catalogue`), and a line here.
 */
export const LOCALES = {
  en: {
    parts: {
      site: () => import('@/domain/i18n/locales/en?part=site'),
      pages: () => import('@/domain/i18n/locales/en?part=pages'),
      workspace: () => import('@/domain/i18n/locales/en?part=workspace'),
      seeker: () => import('@/domain/i18n/locales/en?part=seeker'),
      machines: () => import('@/domain/i18n/locales/en?part=machines'),
    },
  },
  ne: {
    parts: {
      site: () => import('@/domain/i18n/locales/ne?part=site'),
      pages: () => import('@/domain/i18n/locales/ne?part=pages'),
      workspace: () => import('@/domain/i18n/locales/ne?part=workspace'),
      seeker: () => import('@/domain/i18n/locales/ne?part=seeker'),
      machines: () => import('@/domain/i18n/locales/ne?part=machines'),
    },
  },
} as const satisfies Record<Locale, { parts: Record<CataloguePart, () => Promise<{ default: Messages }>> }>;

export { SOURCE_LOCALE, type Locale } from './locale';

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
 * Makes `messages` the active catalogue (the tests and the prerender pass a language in directly). Lingui's own
 * instance is used, so a test that re-imports the app's modules (vi.resetModules) still finds it active.
 */
export function activate(locale: Locale, messages: Messages, digits: Digits = activeLocale().digits): void {
  chooseLocale({ locale, digits });
  i18n.loadAndActivate({ locale, locales: intlLocale(), messages });
}

const loading = new Map<string, Promise<void>>();

/**
 * Loads one part of the page's language's catalogue (its own chunk, fetched once) into the active messages and
 * makes the language active. The app awaits the `site` part before it renders; routes await the other parts they show.
 */
export function loadCatalogue(part: CataloguePart, locale: Locale = activeLocale().locale): Promise<void> {
  const id = `${locale}:${part}`;
  let done = loading.get(id);
  if (!done) {
    done = LOCALES[locale].parts[part]().then(({ default: messages }) => {
      i18n.load(locale, messages);
      if (i18n.locale !== locale) i18n.activate(locale, intlLocale({ ...activeLocale(), locale }));
    });
    // A failed fetch (offline on first visit) is tried again by the next navigation that needs it.
    done.catch(() => loading.delete(id));
    loading.set(id, done);
  }
  return done;
}

// The placeholders a message hands to a select: those must get the value itself to choose their case.
const SELECT_ARGUMENT = /\{\s*([\w.]+)\s*,\s*select\b/g;
const selectArguments = new Map<string, ReadonlySet<string>>();

function argumentsSelectedBy(active: I18n, key: string): ReadonlySet<string> {
  const id = `${active.locale}\u0000${key}`;
  let names = selectArguments.get(id);
  if (!names) {
    const message: unknown = active.messages[key];
    const found = new Set<string>();
    // Source text in dev and tests; Lingui's compiled tokens in a build (a select is `[name, 'select', cases]`).
    const walk = (token: unknown): void => {
      if (typeof token === 'string') for (const match of token.matchAll(SELECT_ARGUMENT)) found.add(match[1]!);
      else if (Array.isArray(token)) {
        if (typeof token[0] === 'string' && token[1] === 'select') found.add(token[0]);
        token.forEach(walk);
      } else if (token && typeof token === 'object') Object.values(token).forEach(walk);
    };
    walk(message);
    names = found;
    selectArguments.set(id, names);
  }
  return names;
}

// A text value stands in the message as a mark of letters only while its digits are written, then goes back.
const KEPT = /\uE000([a-j]+)\uE000/g;
const markOf = (index: number) => `\uE000${String(index).replace(/[0-9]/g, (d) => String.fromCharCode(97 + Number(d)))}\uE000`;
const indexOf = (mark: string) => Number(mark.replace(/[a-j]/g, (c) => String(c.charCodeAt(0) - 97)));

let source: () => I18n = () => i18n;

/**
 * Where `t` finds its language: in the browser, Lingui's own instance; the server, which answers each request in
 * that request's language, gives the instance of the request being answered (server/lib/i18n.ts), and the
 * request's choice through ./locale.ts `setLocaleSource`.
 */
export function setTranslationSource(next: () => I18n): void {
  source = next;
}

/** The text of `key` in the active language, its placeholders filled from `values` (typed: a missing one fails tsc). */
export function t<K extends MessageKey>(key: K, ...values: MessageArgs<K>): string {
  const active = source();
  const given = values[0] as Record<string, unknown> | undefined;
  if (!writesDevanagari()) return active._(key, given);
  // The message's own numbers (`{count}`, a plural's `#`, digits in its text) are written in Devanagari; text
  // values (a name, a job title, an e-mail) keep their digits as their owner wrote them.
  if (!given) return localDigits(active._(key));
  const selected = argumentsSelectedBy(active, key);
  const kept: string[] = [];
  const marked = Object.fromEntries(
    Object.entries(given).map(([name, value]) => [name, typeof value === 'string' && !selected.has(name) ? markOf(kept.push(value) - 1) : value]),
  );
  return localDigits(active._(key, marked)).replace(KEPT, (_all, mark: string) => kept[indexOf(mark)]!);
}
