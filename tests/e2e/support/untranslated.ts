/**
 * Finds English left on a Nepali page (docs/i18n.md "Writing Nepali"): every run of Latin letters in the visible
 * text (text nodes of visible elements, and the aria-label, placeholder, title and alt the page shows or reads out)
 * that is neither the user's own data nor on the short list of names that stay as they are.
 */
import { expect, type Page } from '@playwright/test';

/**
 * Latin words a Nepali page shows on purpose (docs/i18n.md: names stay as they are). Keep this short; each entry
 * says why it is here.
 */
export const LATIN_ALLOWED: readonly string[] = [
  'Jagir', // the product's name (configuration, PRODUCT_NAME)
  'eSewa', 'Khalti', // payment gateways
  'HTTP', // the protocol, with a status code, on the state-machine pages for auditors
  'PDF', 'CSV', 'PNG', 'JPEG', 'WebP', 'GIF', // file formats the forms take or the exports give
  'ics', // the calendar file's extension (.ics), named beside पात्रो फाइल
  'NPT', 'UTC', // the time zone written out beside Nepal time ("NPT, UTC+05:45")
  'CV', // written in brackets after बायोडाटा, as Nepali job ads do
  'SEE', 'SLC', 'PhD', // qualifications by the names Nepal's schools and universities give them
  'English', // the language switch names the other language in that language (LANGUAGE_NAMES)
  'Starter', 'Growth', 'Enterprise', // the paid plans' names (src/domain/plans.ts), names like the product's
];

/** Names longer than a word that stay as they are. */
const NAMES_ALLOWED: readonly string[] = [
  'Jagir Technologies Pvt. Ltd.', // the operator's registered name (footer, privacy policy)
  'Google Calendar', 'Apple Calendar', 'Outlook', // the calendar apps the private feed is added to, by their names
];

/** Code-like tokens a page shows on purpose. */
const CODE_LIKE: readonly RegExp[] = [
  /\balt\+T\b/g, // the toasts region's keyboard shortcut, added by sonner to the region's name
  /\bEnter\b/g, // the key's name as printed on the keyboard (the skills field's hint)
  /\bYYYY-MM-DD\b/g, // the date fields' typing pattern (src/components/bs-date-field.tsx)
  /\b(?:A–Z|a–z)\b/g, // the letters the password rule asks for, written as the keyboard's letters
  /(?<=^|\s)U(?=$|\s)/g, // the swipe deck's undo key, as printed on the keyboard
  /\bJGR-\d{6}\b/g, // invoice numbers, as issued on the tax invoice (server/services/billing.ts invoiceNumber)
];

/**
 * English still on Nepali pages, known and listed in the helpers' report for the lead: each entry hides only that
 * text on that path. Empty this list as the product fixes land.
 */
export const KNOWN_UNTRANSLATED: readonly { path: RegExp; text: RegExp; why: string }[] = [
];

/** E-mail addresses and URLs are the reader's data or places, never text to translate. */
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
// A site path (/login, /api/auth/login/) is an address too.
const URL_LIKE = /\b(?:https?:\/\/|www\.)\S+|(?<![\w/])\/[a-z][\w/-]*/g;
const LATIN_RUN = /[A-Za-z]+(?:['’.-][A-Za-z]+)*/g;

export interface ShownText {
  /** Where it was: a short description of the element and which of its texts. */
  where: string;
  text: string;
}

/** The visible text of the page and the names it gives its elements. */
export function shownTexts(page: Page): Promise<ShownText[]> {
  return page.evaluate(() => {
    const found: { where: string; text: string }[] = [];
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const role = el.getAttribute('role');
      return `<${el.tagName.toLowerCase()}${id}${role ? ` role=${role}` : ''}>`;
    };
    const visible = (el: Element) => el.checkVisibility({ visibilityProperty: true, opacityProperty: false });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName)) continue;
      // Text the reader sees, and text only a screen reader reads (a visually hidden label is still shown).
      if (!visible(parent) && !parent.closest('.sr-only')) continue;
      found.push({ where: describe(parent), text });
    }
    for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
      if (!visible(el) && !el.closest('.sr-only')) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name)?.trim();
        if (value) found.push({ where: `${describe(el)} ${name}`, text: value });
      }
    }
    // Options of a closed select are not "visible" but are read out and shown when opened.
    for (const option of document.body.querySelectorAll('select option')) {
      const select = option.closest('select');
      const text = option.textContent?.trim();
      if (select && text && visible(select)) found.push({ where: `<option> of ${describe(select)}`, text });
    }
    found.push({ where: '<title>', text: document.title });
    return found;
  });
}

/**
 * What the page itself marks as not to be translated: `<code>` and `translate="no"` (names from the code, such as
 * the state machines' states and events). Allowed wherever they appear on the page, in labels too.
 */
function untranslatableNames(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.body.querySelectorAll('code, [translate="no"]')]
    .map((el) => el.textContent?.trim() ?? '').filter(Boolean));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The user's own texts as whole words, longest first (so "Sita Sharma" goes before "Sita"): initials "RT" take
 * nothing out of "Starter".
 */
function ownDataPattern(allowed: readonly string[]): RegExp | undefined {
  const data = [...allowed].filter(Boolean).sort((a, b) => b.length - a.length).map(escapeRegExp);
  return data.length ? new RegExp(`(?<![A-Za-z0-9])(?:${data.join('|')})(?![A-Za-z0-9])`, 'gi') : undefined;
}

/** Every Latin run on the page that is not allowed, with where it was (`allowed`: the user's own data, names). */
export async function untranslatedText(page: Page, allowed: readonly string[] = []): Promise<string[]> {
  const ownData = ownDataPattern([...allowed, ...await untranslatableNames(page)]);
  const words = new Set(LATIN_ALLOWED.map((w) => w.toLowerCase()));
  const problems = new Set<string>();
  const path = new URL(page.url()).pathname;
  const known = KNOWN_UNTRANSLATED.filter((k) => k.path.test(path));
  for (const { where, text } of await shownTexts(page)) {
    let rest = text.replace(EMAIL, ' ').replace(URL_LIKE, ' ');
    for (const name of NAMES_ALLOWED) rest = rest.replaceAll(name, ' ');
    // The user's own text first: a code-like token inside it (an invoice number in a file name) is theirs too.
    if (ownData) rest = rest.replace(ownData, ' ');
    for (const token of CODE_LIKE) rest = rest.replace(token, ' ');
    for (const k of known) rest = rest.replace(new RegExp(k.text.source, 'g'), ' ');
    const latin = (rest.match(LATIN_RUN) ?? []).filter((w) => !words.has(w.toLowerCase()));
    if (latin.length) problems.add(`${where}: "${text}" (${latin.join(', ')})`);
  }
  return [...problems];
}

/** Latin digits on a Nepali page, where the reader's digits are Devanagari (reported, not failed: see the spec). */
export async function latinDigits(page: Page, allowed: readonly string[] = []): Promise<string[]> {
  const ownData = ownDataPattern([...allowed, ...await untranslatableNames(page)]);
  const found = new Set<string>();
  for (const { where, text } of await shownTexts(page)) {
    let rest = text.replace(EMAIL, ' ').replace(URL_LIKE, ' ');
    if (ownData) rest = rest.replace(ownData, ' ');
    if (/[0-9]/.test(rest)) found.add(`${where}: "${text}"`);
  }
  return [...found];
}

/** Fails listing every untranslated run on the page. */
export async function expectNepaliOnly(page: Page, allowed: readonly string[] = []): Promise<void> {
  const path = new URL(page.url()).pathname;
  expect(await untranslatedText(page, allowed), `untranslated English on ${path}`).toEqual([]);
}
