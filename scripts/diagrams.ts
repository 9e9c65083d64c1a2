/**
 * `npm run diagrams`: writes docs/machines/<machine>.md, docs/machines/README.md, the /machines page data and the
 * English of the `machineDoc.` block of en.ts (scripts/machine-docs/catalogue.ts) from the machines in src/machines.
 * `--check` (CI) writes nothing and exits 1 naming every stale file and everything undocumented or not covered.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { glossary } from '@/machines/-docs/glossary';
import { checkReport, generate, orphanPages, staleFiles } from './machine-docs/generate';

const root = fileURLToPath(new URL('..', import.meta.url));
const rel = (p: string) => relative(root, p);
const generated = await generate({ root, glossary, catalogueFile: join(root, 'src/domain/i18n/locales/en.ts') });

if (process.argv.includes('--check')) {
  const report = checkReport(generated, rel);
  if (report.length) {
    console.error(`${report.join('\n')}\nRun the model-based tests (npx vitest run --project web src/machines) and \`npm run diagrams\`, then commit the result.`);
    process.exit(1);
  }
  console.log(`Machine docs are current (${generated.files.size} files).`);
} else {
  const stale = staleFiles(generated);
  const orphans = orphanPages(generated);
  for (const path of stale) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, generated.files.get(path) as string);
    console.log(`wrote ${rel(path)}`);
  }
  for (const path of orphans) {
    rmSync(path);
    console.log(`removed ${rel(path)}`);
  }
  if (!stale.length && !orphans.length) console.log('Machine docs already current.');
  if (generated.problems.length) {
    console.warn(`\n${generated.problems.length} problem(s) \`npm run diagrams:check\` will fail on:`);
    for (const p of generated.problems) console.warn(`  ${p}`);
  }
}
