// Vite build plugin: each catalogue under src/domain/i18n/locales is emitted compiled (Lingui's token arrays), so the
// production bundle carries no MessageFormat parser. Dev and tests load the source: @lingui/core compiles it at run
// time outside production builds.
import { transformWithOxc, type Plugin } from 'vite';
import { compileCatalogue } from './compile-catalogue.js';

const CATALOGUE = /\/src\/domain\/i18n\/locales\/[a-z-]+\.ts$/i;

export function compiledCatalogues(): Plugin {
  return {
    name: 'jagir-compiled-catalogues',
    apply: 'build',
    async transform(code, id) {
      if (!CATALOGUE.test(id)) return null;
      // A catalogue is one object literal and type imports only, so its JS runs on its own.
      const js = (await transformWithOxc(code, id, { lang: 'ts' })).code;
      const module = (await import(`data:text/javascript;base64,${Buffer.from(js).toString('base64')}`)) as { default: Record<string, string> };
      return { code: `export default ${JSON.stringify(compileCatalogue(module.default))};\n`, map: null };
    },
  };
}
