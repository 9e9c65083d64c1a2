// The server's languages (docs/i18n.md): one Lingui instance per locale, never Lingui's global one, and the
// language of the work being done (a request's answer, an e-mail, an invoice) kept in an AsyncLocalStorage, so the
// catalogue's `t` (src/domain/i18n/i18n.ts) writes in it wherever it is called.
import { AsyncLocalStorage } from 'node:async_hooks';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { setTranslationSource, t, type MessageArgs, type MessageKey } from '../../src/domain/i18n/i18n';
import { INTL_LOCALE, SOURCE_LOCALE, intlLocale, isLocale, setLocaleSource, type Digits, type Locale, type LocaleChoice } from '../../src/domain/i18n/locale';
import en from '../../src/domain/i18n/locales/en';
import ne from '../../src/domain/i18n/locales/ne';

export { isLocale, type Locale } from '../../src/domain/i18n/locale';
/** The catalogue's `t`, for server code: importing it from here sets up the languages it writes in. */
export { t };

const CATALOGUES: Record<Locale, Record<string, string>> = { en, ne };

/**
 * Compiled once at start-up, so the server needs no compiler at run time (production Lingui has none) and a message
 * that is not valid ICU fails the start.
 */
function compile(messages: Record<string, string>): Record<string, CompiledMessage> {
  return Object.fromEntries(Object.entries(messages).map(([key, message]) => {
    try {
      return [key, compileMessageOrThrow(message)];
    } catch (error) {
      throw new Error(`Text "${key}" is not valid ICU MessageFormat: ${(error as Error).message}`, { cause: error });
    }
  }));
}

const compiled = Object.fromEntries((Object.keys(INTL_LOCALE) as Locale[]).map((locale) => [locale, compile(CATALOGUES[locale])])) as Record<Locale, Record<string, CompiledMessage>>;
// One instance per language (its digits are written by `t`: src/domain/i18n/i18n.ts).
const instances = new Map<string, I18n>();
function instanceFor(choice: LocaleChoice): I18n {
  const locales = intlLocale(choice);
  let instance = instances.get(choice.locale);
  if (!instance) {
    instance = setupI18n({ locale: choice.locale, locales, messages: { [choice.locale]: compiled[choice.locale] } });
    instances.set(choice.locale, instance);
  }
  return instance;
}

/**
 * What is being done, and in which language and digits. The object is shared: a request's language can change once
 * it is known whose it is.
 */
export interface LocaleScope { locale: Locale; digits: Digits }

const scope = new AsyncLocalStorage<LocaleScope>();
const ENGLISH: LocaleScope = { locale: SOURCE_LOCALE, digits: 'devanagari' };
const currentScope = (): LocaleScope => scope.getStore() ?? ENGLISH;

setTranslationSource(() => instanceFor(currentScope()));
// Formats (src/domain/format.ts) follow the work's language too: an invoice's dates and money, an e-mail's times.
setLocaleSource(currentScope);

/** The language of the work in progress (English outside any). */
export const currentLocale = (): Locale => currentScope().locale;

/** Runs `work` in `locale`: every `t` and format it calls, however deep and however late (awaits), writes in that language. */
export function inLocale<T>(locale: Locale, work: () => T, digits: Digits = 'devanagari'): T {
  return scope.run({ locale, digits }, work);
}

/** Makes `s` the language of the rest of this asynchronous flow (a request's hooks and handler). */
export function enterScope(s: LocaleScope): void {
  scope.enterWith(s);
}

/** One text in `locale`, whatever the language of the work in progress. */
export function tIn<K extends MessageKey>(locale: Locale, key: K, ...values: MessageArgs<K>): string {
  return inLocale(locale, () => t(key, ...values));
}

/**
 * The best match of an `Accept-Language` header among the portal's languages: the highest `q` wins, `ne-NP` and
 * `ne` are Nepali, `en-*` English; nothing known (or no header) is English.
 */
export function negotiateLocale(header: string | undefined): Locale {
  if (!header) return SOURCE_LOCALE;
  let best: { locale: Locale; q: number } | undefined;
  for (const part of header.split(',').slice(0, 20)) {
    const [tag = '', ...params] = part.trim().split(';');
    const base = tag.trim().toLowerCase().split('-')[0]!;
    if (!isLocale(base)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale: base, q }; // on a tie, the earlier stays

  }
  return best?.locale ?? SOURCE_LOCALE;
}

/** The server's own texts whose English is fixed elsewhere (the contract's `x-error-messages`), by English text. */
const SERVER_NAMESPACES = ['api.', 'rules.'];
const keyOfEnglish = new Map<string, MessageKey>();
for (const [key, text] of Object.entries(en)) {
  if (SERVER_NAMESPACES.some((ns) => key.startsWith(ns)) && !text.includes('{') && !keyOfEnglish.has(text)) {
    keyOfEnglish.set(text, key as MessageKey);
  }
}

/**
 * An English text written outside the catalogue (openapi/openapi.yaml's `x-error-messages`) in the language of the
 * work in progress: the catalogue key whose English is exactly this text; a text the catalogue lacks stays English.
 */
export function translateEnglish(text: string): string {
  const key = keyOfEnglish.get(text);
  return key && currentLocale() !== SOURCE_LOCALE ? instanceFor(currentScope())._(key) : text;
}
