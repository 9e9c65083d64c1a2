import { describe, expect, it } from 'vitest';
import { browserLocale, localeOfPath, localeRedirect, pathInLocale, pathWithoutLocale } from './locale-path';

describe('a page’s language in its URL', () => {
  it('reads Nepali from /ne and below, English elsewhere (a path that merely starts with "ne" is English)', () => {
    expect(['/ne', '/ne/', '/ne/faq', '/ne/employer/jobs'].map(localeOfPath)).toEqual(['ne', 'ne', 'ne', 'ne']);
    expect(['/', '/faq', '/network', '/new'].map(localeOfPath)).toEqual(['en', 'en', 'en', 'en']);
  });

  it('moves a page between the languages and back', () => {
    expect(pathInLocale('/faq', 'ne')).toBe('/ne/faq');
    expect(pathInLocale('/', 'ne')).toBe('/ne/');
    expect(pathInLocale('/ne/faq', 'en')).toBe('/faq');
    expect(pathInLocale('/ne', 'en')).toBe('/');
    expect(pathInLocale('/ne/faq', 'ne')).toBe('/ne/faq');
    expect(pathWithoutLocale('/ne/employer/jobs')).toBe('/employer/jobs');
  });

  it('takes the first of the browser’s languages it speaks', () => {
    expect(browserLocale(['ne-NP', 'en-US'])).toBe('ne');
    expect(browserLocale(['hi-IN', 'NE', 'en'])).toBe('ne');
    expect(browserLocale(['en-GB', 'ne'])).toBe('en');
    expect(browserLocale(['fr-FR'])).toBe('en');
    expect(browserLocale([])).toBe('en');
  });

  it('sends a reader who chose Nepali, or whose browser asks for it first, to the /ne page; a choice of English wins', () => {
    expect(localeRedirect('/faq', '?q=1#top', 'ne', ['en'])).toBe('/ne/faq?q=1#top');
    expect(localeRedirect('/', '', null, ['ne-NP'])).toBe('/ne/');
    expect(localeRedirect('/faq', '', 'en', ['ne-NP'])).toBeNull();
    expect(localeRedirect('/faq', '', null, ['en-US', 'ne'])).toBeNull();
    // A Nepali address stays Nepali, whatever the device chose: a shared link opens as it was shared.
    expect(localeRedirect('/ne/faq', '', 'en', ['en'])).toBeNull();
    // Something else in storage counts as no choice.
    expect(localeRedirect('/jobs', '', 'de', ['ne'])).toBe('/ne/jobs');
  });

  it('runs on its own, as the inline script of the HTML head runs it', () => {
    // The build puts exactly this text into the page.
    const alone = new Function(`return (${localeRedirect.toString()})`)() as typeof localeRedirect;
    expect(alone('/pricing', '', 'ne', [])).toBe('/ne/pricing');
  });
});
