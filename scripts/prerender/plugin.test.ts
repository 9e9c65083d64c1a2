import type { OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { evaluationStages, pageDocument, preloadFiles } from './plugin';

const chunk = (fileName: string, bytes: number, imports: string[] = []) =>
  ({ fileName, imports, code: 'x'.repeat(bytes) }) as unknown as OutputChunk;

describe('the prerendered page’s start', () => {
  it('evaluates the entry’s large dependencies first, each after its own, and the entry last', () => {
    const files = [
      chunk('index.js', 70_000, ['vendor.js', 'small.js', 'xstate.js']),
      chunk('vendor.js', 300_000, ['runtime.js', 'router.js']),
      chunk('router.js', 50_000, ['runtime.js']),
      chunk('xstate.js', 40_000),
      chunk('small.js', 900, ['runtime.js']),
      chunk('runtime.js', 600),
    ];
    const chunks = new Map(files.map((c) => [c.fileName, c]));
    expect(evaluationStages(chunks, chunks.get('index.js')!)).toEqual(['router.js', 'vendor.js', 'xstate.js']);
  });

  it('preloads the entry and the rest, but nothing the stages fetch themselves', () => {
    const files = [
      chunk('index.js', 70_000, ['vendor.js', 'small.js']),
      chunk('vendor.js', 300_000, ['runtime.js']),
      chunk('small.js', 900, ['runtime.js']),
      chunk('runtime.js', 600),
      chunk('login.js', 9_000, ['small.js']),
    ];
    const chunks = new Map(files.map((c) => [c.fileName, c]));
    const entry = chunks.get('index.js')!;
    expect(preloadFiles(chunks, entry, ['vendor.js'], ['login.js', 'en.js'])).toEqual(['/index.js', '/small.js', '/login.js', '/en.js']);
    // With no stage, the loader imports the entry at once: it is not preloaded as well.
    expect(preloadFiles(chunks, entry, [], ['login.js'])).toEqual(['/vendor.js', '/runtime.js', '/small.js', '/login.js']);
  });

  it('puts the stages in the page’s script ahead of the entry', () => {
    const template = '<html lang="en"><head><title>x</title><link rel="stylesheet" href="/a.css"></head><body><div id="root"><p>shell</p></div>\n</body></html>';
    const html = pageDocument(template, { pathname: '/login', html: '<main>page</main>', locale: 'en' } as never, 'p{}', '/assets/index.js', ['/assets/login.js'], ['/assets/vendor.js']);
    expect(html).toContain('s=["/assets/vendor.js"]');
    expect(html).toContain('import("/assets/index.js")');
    expect(html).toContain('data-prerendered="/login" inert><main>page</main></div>');
  });
});
