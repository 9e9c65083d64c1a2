// Vite build plugin: each catalogue under src/domain/i18n/locales is emitted compiled (Lingui's token arrays), so the
// production bundle carries no MessageFormat parser. Imported with `?part=site` or `?part=workspace`, only that
// part's keys are emitted (src/domain/i18n/catalogue-parts.ts). The object is emitted as JSON text for JSON.parse,
// which V8 reads faster than an object literal of the same size. Dev and tests load the source: @lingui/core
// compiles it at run time outside production builds.
import { transformWithOxc, type Plugin } from 'vite';
import { CATALOGUE_PARTS, pickPart, type CataloguePart } from '../../src/domain/i18n/catalogue-parts.js';
import { compileCatalogue } from './compile-catalogue.js';

const CATALOGUE = /\/src\/domain\/i18n\/locales\/[a-z-]+\.ts(\?.*)?$/i;

function partOf(id: string): CataloguePart | undefined {
  const part = new URLSearchParams(id.split('?')[1] ?? '').get('part');
  return CATALOGUE_PARTS.find((known) => known === part);
}

export function compiledCatalogues(): Plugin {
  return {
    name: 'jagir-compiled-catalogues',
    apply: 'build',
    async transform(code, id) {
      if (!CATALOGUE.test(id)) return null;
      // A catalogue is one object literal and type imports only, so its JS runs on its own.
      const js = (await transformWithOxc(code, id.split('?')[0]!, { lang: 'ts' })).code;
      const module = (await import(`data:text/javascript;base64,${Buffer.from(js).toString('base64')}`)) as { default: Record<string, string> };
      const part = partOf(id);
      const compiled = compileCatalogue(part ? pickPart(module.default, part) : module.default);
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});\n`, map: null };
    },
  };
}
