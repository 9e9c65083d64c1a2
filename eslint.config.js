import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

// The layers and their arrows are docs/architecture.md's "Layers and what each may import"; keep the two in step.
const root = path.dirname(fileURLToPath(import.meta.url));
// The exceptions of a zone whose `from` is a glob must be absolute globs; `[s]` makes one file a glob.
const absGlob = (pattern) => path.join(root, /[*?[]/.test(pattern) ? pattern : pattern.replace(/(.)$/, '[$1]'));

const KERNEL = ['src/domain/**', 'src/api/schema.gen.ts', 'src/machines/application-status.machine.ts'];
const WEB = {
  api: ['src/api/**'],
  machines: ['src/machines/**'],
  pwa: ['src/pwa/**'],
  session: ['src/session/**'],
  components: ['src/components/**'],
  routes: ['src/routes/**', 'src/app.tsx', 'src/main.tsx', 'src/app-query-client.ts', 'src/routeTree.gen.ts'],
};
const SERVER = {
  lib: ['server/lib/**', 'server/config.ts'],
  db: ['server/db/**'],
  repositories: ['server/repositories/**'],
  services: ['server/services/**', 'server/contract/**', 'server/data/**'],
  plugins: ['server/plugins/**'],
  routes: ['server/routes/**'],
};
const TESTS = ['**/*.test.ts', '**/*.test.tsx'];
// Tools may import anything (docs/architecture.md): seeds, fixtures, scripts, benchmarks, end-to-end tests, configs.
const TOOLS = ['server/seed/**', 'server/test/**', 'scripts/**', 'bench/**', 'tests/**', '*.config.ts', '*.config.js', 'src/test-setup.ts', 'src/machines/-testing/**'];

/** A zone: files in `target` may import, from `within`, only `allowed`. */
const only = (target, within, allowed, message) => ({
  target,
  from: within,
  except: allowed.map(absGlob),
  message: `${message} (docs/architecture.md).`,
});

// Between the programs: holds for tests too.
const programZones = [
  { target: 'src/**', from: 'server/**', message: 'The web app never imports server/ (docs/architecture.md).' },
  only('server/**', ['src/**'], KERNEL, 'The server imports nothing from src/ outside the kernel'),
  only(KERNEL, ['src/**'], KERNEL, 'The kernel imports only the kernel'),
];

const layerZones = [
  ...programZones,
  only(WEB.api, ['src/**'], [...KERNEL, ...WEB.api], 'src/api imports only the kernel'),
  only(WEB.machines, ['src/**'], [...KERNEL, ...WEB.machines], 'A machine imports only the kernel and other machines; it receives its effects'),
  only(WEB.pwa, ['src/**'], [...KERNEL, ...WEB.pwa], 'src/pwa imports only the kernel'),
  only(WEB.session, ['src/**'], [...KERNEL, ...WEB.api, ...WEB.machines, ...WEB.pwa, ...WEB.session], 'src/session imports only the kernel, api, machines and pwa'),
  only(WEB.components, ['src/**'], [...KERNEL, ...WEB.api, ...WEB.machines, ...WEB.pwa, ...WEB.session, ...WEB.components], 'src/components never imports a route or its private UI'),
  only(SERVER.lib, ['server/**'], SERVER.lib, 'server/lib imports only lib'),
  only(SERVER.db, ['server/**'], [...SERVER.db, ...SERVER.lib], 'server/db imports only db and lib'),
  only(SERVER.repositories, ['server/**'], [...SERVER.repositories, ...SERVER.db, ...SERVER.lib], 'A repository imports only repositories, db and lib'),
  only(SERVER.services, ['server/**'], [...SERVER.services, ...SERVER.repositories, ...SERVER.lib], 'A service imports only services, repositories and lib'),
  only(SERVER.plugins, ['server/**'], [...SERVER.plugins, ...SERVER.services, ...SERVER.repositories, ...SERVER.db, ...SERVER.lib], 'A plugin imports only plugins, services, repositories, db and lib'),
  only(SERVER.routes, ['server/**'], [...SERVER.plugins, ...SERVER.services, ...SERVER.repositories, ...SERVER.lib], 'A route imports plugins, services, repositories and lib, never another route'),
];

// SQL lives in repositories (docs/architecture.md): only they, server/db and the tools see drizzle or the schema.
const sqlPatterns = [
  { regex: '^drizzle-orm(/|$)', message: 'SQL lives in server/repositories (docs/architecture.md).' },
  { regex: '(^|/)db/schema(\\.ts)?$', message: 'SQL lives in server/repositories (docs/architecture.md).' },
];
// The kernel runs everywhere, so it uses only packages that do (docs/architecture.md).
const kernelPatterns = [
  {
    regex: '^(?!\\.|@/|(xstate|valibot|nepali-date-converter|@lingui/core)(/|$))',
    message: 'The kernel imports only packages that run anywhere: xstate, valibot, nepali-date-converter, @lingui/core (docs/architecture.md).',
  },
];
// Machines receive their effects; they never render or fetch (docs/architecture.md).
const machinePatterns = [
  {
    regex: '^(react|react-dom|@xstate/react|@tanstack/.*|openapi-fetch|sonner)(/|$)',
    message: 'A machine never imports React, the router or the HTTP client: it is provided its effects (docs/architecture.md).',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'src/routeTree.gen.ts', 'src/api/schema.gen.ts', 'test-results', 'playwright-report', 'docs', '.tmp', '.tanstack'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // Without these, import-x skips TypeScript modules and no-cycle sees no graph.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.base.json') })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }],
    },
  },
  {
    files: ['src/**', 'server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: sqlPatterns }] },
  },
  {
    // The server's `t` comes with its languages set up (server/lib/i18n.ts, docs/i18n.md).
    files: ['server/**'],
    ignores: ['server/lib/i18n.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...sqlPatterns, {
      regex: 'domain/i18n/i18n$', importNames: ['t'], message: 'Server code takes `t` from server/lib/i18n.ts, which sets up its languages (docs/i18n.md).',
    }] }] },
  },
  {
    files: ['src/machines/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...sqlPatterns, ...machinePatterns] }] },
  },
  {
    files: KERNEL,
    rules: { 'no-restricted-imports': ['error', { patterns: [...sqlPatterns, ...machinePatterns, ...kernelPatterns] }] },
  },
  {
    // Tests beside the code may use fixtures and any module of their own program.
    files: TESTS,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: programZones }],
      'no-restricted-imports': 'off',
    },
  },
  {
    files: ['server/repositories/**', 'server/db/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: TOOLS,
    rules: { 'import-x/no-restricted-paths': 'off', 'no-restricted-imports': 'off' },
  },
);
