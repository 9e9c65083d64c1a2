// The import rules of docs/architecture.md are enforced by eslint.config.js: each wrong import below must be
// reported by the rule that owns it, and a correct one by none. The files are linted as text at made-up paths
// beside real modules, so the imports resolve as they would in the repository.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function rulesReported(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('import boundaries', () => {
  it.each([
    ['the web app importing the server', 'src/components/boundary-probe.tsx',
      "import { systemClock } from '../../server/lib/clock';\nexport const clock = systemClock;", 'import-x/no-restricted-paths'],
    ['the kernel importing the web app', 'src/domain/boundary-probe.ts',
      "import { readToken } from '@/api/storage';\nexport const token = readToken;", 'import-x/no-restricted-paths'],
    ['the server importing a browser-only module', 'server/lib/boundary-probe.ts',
      "import { readToken } from '../../src/api/storage';\nexport const token = readToken;", 'import-x/no-restricted-paths'],
    ['a route importing another route', 'server/routes/boundary-probe.ts',
      "import healthRoutes from './health';\nexport default healthRoutes;", 'import-x/no-restricted-paths'],
    ['SQL in a route', 'server/routes/boundary-probe.ts',
      "import { eq } from 'drizzle-orm';\nexport const equals = eq;", 'no-restricted-imports'],
    ['a machine importing React', 'src/machines/boundary-probe.ts',
      "import { useState } from 'react';\nexport const state = useState;", 'no-restricted-imports'],
    // format.ts imports constants.ts, so constants.ts importing format.ts closes a cycle.
    ['an import cycle', 'src/domain/constants.ts',
      "import { formatNpr } from '@/domain/format';\nexport const npr = formatNpr;", 'import-x/no-cycle'],
  ])('reports %s', async (_name, filePath, code, rule) => {
    expect(await rulesReported(filePath, code)).toContain(rule);
  });

  it('accepts imports along the arrows', async () => {
    expect(await rulesReported('server/routes/boundary-probe.ts', [
      "import { MAX_BODY_BYTES } from '../../src/domain/constants';",
      "import { systemClock } from '../lib/clock';",
      'export const probe = [MAX_BODY_BYTES, systemClock];',
    ].join('\n'))).toEqual([]);
    expect(await rulesReported('src/components/boundary-probe.tsx', [
      "import { formatNpr } from '@/domain/format';",
      "import { readToken } from '@/api/storage';",
      'export const probe = [formatNpr, readToken];',
    ].join('\n'))).toEqual([]);
  });
});
