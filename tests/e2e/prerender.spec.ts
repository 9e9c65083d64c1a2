import { expect, test } from './support/fixtures';

// A prerendered page asks for everything its takeover needs at once: the app's code and the public part of the UI
// text, which src/main.tsx awaits before it renders. Text requested only after the code has run is a waterfall.
test('a prerendered page preloads the site text with its own code', async ({ request }) => {
  for (const path of ['/', '/faq', '/pricing', '/login']) {
    const html = await (await request.get(path)).text();
    const preloads = /const m=(\[[^\]]*\])/.exec(html)?.[1];
    expect(preloads, `${path} has the loader's preload list`).toBeDefined();
    const files = JSON.parse(preloads!) as string[];
    const text = await Promise.all(files.map(async (file) => (await request.get(file)).text()));
    // A catalogue part is emitted as one JSON text (scripts/i18n/plugin.ts): the site's, and on the FAQ the long
    // texts' part its loader waits for (src/domain/i18n/catalogue-parts.ts).
    const parts = text.filter((body) => /JSON\.parse\(`\{"/.test(body));
    expect(parts, `${path} preloads its catalogue parts`).toHaveLength(path === '/faq' ? 2 : 1);
    expect(parts.some((part) => part.includes('"validation.emailRequired"')), `${path} preloads the site's part`).toBe(true);
    if (path === '/faq') expect(parts.some((part) => part.includes('"faq.employers.title"')), '/faq preloads its text').toBe(true);
  }
});
