import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderWithRouter } from '@/components/test-router';
import { branding } from '@/domain/branding';
import { activate } from '@/domain/i18n/i18n';
import en from '@/domain/i18n/locales/en';
import ne from '@/domain/i18n/locales/ne';
import { Route as FaqRoute } from '@/routes/faq';
import { Route as PrivacyRoute } from '@/routes/privacy';
import { Route as TermsRoute } from '@/routes/terms';

afterEach(() => {
  cleanup();
  activate('en', en);
});

const PAGES = { faq: FaqRoute, privacy: PrivacyRoute, terms: TermsRoute } as const;

/** Renders a page (its component is split into its own chunk, so it is loaded first) and lists its links. */
async function linksOf(page: keyof typeof PAGES): Promise<{ text: string; href: string }[]> {
  const Page = PAGES[page].options.component as (() => ReactNode) & { preload?: () => Promise<void> };
  await Page.preload?.();
  await renderWithRouter(() => <Page />);
  await screen.findByRole('heading', { level: 1 });
  return screen.getAllByRole('link').map((link) => ({ text: link.textContent ?? '', href: link.getAttribute('href') ?? '' }));
}

const mail = `mailto:${branding.contactEmail}`;
const HREFS = {
  faq: ['/contact', '/signup', '/pricing', '/forgot-password', '/seeker/login', '/privacy', '/contact', mail],
  privacy: [mail, mail, '/seeker/privacy', mail, '/terms'],
  terms: [mail, '/privacy', mail, '/contact'],
};

describe('the FAQ, privacy and terms pages', { timeout: 30_000 }, () => {
  it('link inside their sentences, in English', async () => {
    expect(await linksOf('faq')).toContainEqual({ text: 'Forgot password', href: '/forgot-password' });
    cleanup();
    for (const page of ['faq', 'privacy', 'terms'] as const) {
      expect((await linksOf(page)).map((link) => link.href), page).toEqual(HREFS[page]);
      cleanup();
    }
  });

  it('say the same in Nepali, with the same links and the product name from configuration', async () => {
    activate('ne', { ...en, ...ne });
    for (const page of ['faq', 'privacy', 'terms'] as const) {
      const links = await linksOf(page);
      expect(links.map((link) => link.href), page).toEqual(HREFS[page]);
      for (const link of links) if (!link.href.startsWith('mailto:')) expect(link.text, `${page} ${link.href}`).toMatch(/[\u0900-\u097F]/);
      const text = document.body.textContent ?? '';
      expect(text).toContain(branding.productName);
      if (page === 'faq') expect(text).toMatch(/१० मिनेटसम्म.*२ मिनेटपछि.*१३% भ्याट.*७ प्रदेश र ७७ जिल्ला/s);
      // Every sentence is Nepali: no run of four English words outside the names kept as they are.
      const kept = text.replaceAll(branding.legalName, '').replace(/Install app|Add to Home [Ss]creen|Share/g, '');
      expect(kept.match(/[A-Za-z]+(?: [A-Za-z]+){3}/g), page).toBeNull();
      cleanup();
    }
  });
});
