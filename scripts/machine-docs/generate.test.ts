import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import * as constants from '@/domain/constants';
import { definitionHash, extractMachine } from '@/machines/-docs/extract';
import type { Glossary } from '@/machines/-docs/types';
import { doorMachine } from '@/machines/-testing/fixtures/door.fixture';
import type { MachineCoverage } from '@/machines/-testing/coverage-store';
import { documentMachine } from './document';
import { checkReport, generate, staleFiles } from './generate';
import { toMermaid } from './mermaid';
import { readSourceFacts } from './source';

const root = fileURLToPath(new URL('../../', import.meta.url));
const fixtureFile = join(root, 'src/machines/-testing/fixtures/door.fixture.ts');

const empty: Glossary = { machines: {}, states: {}, events: {}, guards: {}, actions: {}, actors: {}, delays: {} };
const entry = (meaning: string, spec?: string) => ({ meaning, ...(spec ? { spec } : {}) });
const full: Glossary = {
  ...empty,
  states: { 'door.open.door': entry('The door.'), 'door.open.door.opening': entry('Swinging.'), 'door.open.door.opened': entry('Open.'), 'door.open.light': entry('The light.'), 'door.open.light.on': entry('On.'), 'door.open.light.off': entry('Off.') },
  events: { 'pin.enter': entry('A PIN was typed.') },
  guards: { isFullPin: entry('Six digits.', '§5 OTP'), isAccepted: entry('The server said yes.'), lockIsOver: entry('No seconds left.') },
  actions: { storePin: entry('Keeps the PIN.'), countAttempt: entry('Counts.'), clearPin: entry('Empties the PIN.'), startLock: entry('Locks.'), tickDown: entry('One second less.'), announceOpen: entry('Toast.') },
  actors: { checkPin: entry('Checks the PIN.') },
  delays: { lockTick: entry('One second.', '§4 Login lockout'), openDelay: entry('The door takes a moment.') },
};

const coverageFor = (covered: boolean): MachineCoverage => {
  const m = extractMachine(doorMachine);
  return {
    machineId: 'door', definitionHash: definitionHash(m),
    states: { covered: m.states.length, total: m.states.length },
    transitions: { covered: covered ? m.transitions.length : m.transitions.length - 1, total: m.transitions.length },
    paths: 3, uncovered: covered ? [] : [m.transitions[0]!.key], unvisited: [], unreachable: [],
  };
};

const document = (glossary: Glossary, coverage?: MachineCoverage) =>
  documentMachine({
    name: 'door', file: 'src/machines/door.machine.ts', exportName: 'doorMachine', machine: doorMachine,
    facts: readSourceFacts(fixtureFile, join(root, 'src')), constants, glossary, coverage,
  });

describe('machine docs: from the definition', () => {
  it('resolves named delays to their constant and value', () => {
    const { doc } = document(full, coverageFor(true));
    expect(doc.delays).toEqual([
      { name: 'lockTick', meaning: 'One second.', spec: '§4 Login lockout', ms: constants.LOCKOUT_TICK_MS, expression: 'LOCKOUT_TICK_MS', constants: ['LOCKOUT_TICK_MS'] },
      { name: 'openDelay', meaning: 'The door takes a moment.', spec: '§0 Fixture', ms: constants.POST_LOGIN_REDIRECT_MS, expression: 'POST_LOGIN_REDIRECT_MS', constants: ['POST_LOGIN_REDIRECT_MS'] },
    ]);
    expect(doc.constants.map((c) => `${c.name}=${c.value}`)).toEqual([
      'LOCKOUT_TICK_MS=1,000 ms', 'OTP_LENGTH=6', 'POST_LOGIN_REDIRECT_MS=250 ms',
    ]);
  });

  it('inherits spec sections from the nearest state that names one', () => {
    const { doc } = document(full, coverageFor(true));
    expect(doc.states.find((s) => s.id === 'door.entering')?.spec).toBe('§0 PIN pad');
    expect(doc.states.find((s) => s.id === 'door.locked')?.spec).toBe('§0 Fixture');
    expect(doc.guards.find((g) => g.name === 'isFullPin')?.spec).toBe('§5 OTP');
  });

  it('lists every name without a meaning', () => {
    const { undocumented } = document(empty, coverageFor(true));
    expect(undocumented).toContain('guard isFullPin: no meaning (add it to src/machines/-docs/glossary.ts)');
    expect(undocumented).toContain('delay lockTick: no meaning (add it to src/machines/-docs/glossary.ts)');
    expect(undocumented).toContain('state door.open.light.on: no description');
    // pin.enter's two transitions say different things; light.off's one description is its meaning.
    expect(undocumented).toContain('event pin.enter: no meaning (add it to src/machines/-docs/glossary.ts)');
    expect(undocumented.some((u) => u.startsWith('event light.off'))).toBe(false);
    expect(document(full, coverageFor(true)).undocumented).toEqual([]);
  });

  it('refuses coverage recorded for another version of the machine', () => {
    expect(document(full, undefined).coverageProblem).toMatch(/no coverage recorded for door/);
    expect(document(full, { ...coverageFor(true), definitionHash: '00000000' }).coverageProblem).toMatch(/another version/);
    const { doc } = document(full, coverageFor(false));
    expect(doc.transitions.filter((t) => t.covered === false)).toHaveLength(1);
  });

  it('draws a Mermaid state diagram with guards, delays, regions and final states', () => {
    const text = toMermaid(document(full, coverageFor(true)).doc);
    const lines = text.split('\n').map((l) => l.trim());
    expect(lines[0]).toBe('stateDiagram-v2');
    expect(lines).toContain('[*] --> entering');
    expect(lines).toContain('entering --> checking : pin.enter [isFullPin]');
    expect(lines).toContain('entering --> entering : pin.enter / countAttempt');
    expect(lines).toContain('locked --> locked : after lockTick (1 s)');
    expect(lines).toContain('opening --> opened : after openDelay (250 ms)');
    expect(lines).toContain('checking --> locked : checkPin error');
    expect(lines).toContain('locked --> entering : always [lockIsOver]');
    expect(lines).toContain('--');
    expect(lines).toContain('done --> [*]');
    // Labels never carry characters Mermaid reads as syntax.
    for (const l of lines.filter((x) => x.includes(' : '))) expect(l.split(' : ')[1]).not.toMatch(/[:;#]/);
  });
});

describe('machine docs: files and the check', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const run = (coverage: unknown) => {
    writeFileSync(join(dir, 'coverage.json'), JSON.stringify(coverage));
    return generate({
      root, glossary: full, machineFiles: [{ name: 'door', path: fixtureFile }],
      docsDir: dir, jsonFile: join(dir, 'generated.json'), coverageFile: join(dir, 'coverage.json'),
    });
  };

  it('is deterministic, and the check names a stale file', async () => {
    dir = mkdtempSync(join(tmpdir(), 'machine-docs-'));
    const first = await run({ door: coverageFor(true) });
    const second = await run({ door: coverageFor(true) });
    expect([...first.files]).toEqual([...second.files]);
    for (const [path, content] of first.files) writeFileSync(path, content);
    expect(checkReport(first, (p) => p.slice(dir.length + 1))).toEqual([]);

    writeFileSync(join(dir, 'door.md'), `${readFileSync(join(dir, 'door.md'), 'utf8')}\nedited by hand\n`);
    expect(staleFiles(first)).toEqual([join(dir, 'door.md')]);
    expect(checkReport(first, (p) => p.slice(dir.length + 1))).toEqual([
      'Stale machine docs (differ from what the machines generate):',
      '  door.md',
    ]);
  });

  it('fails the check when coverage is missing or a transition is untested', async () => {
    dir = mkdtempSync(join(tmpdir(), 'machine-docs-'));
    expect((await run({})).problems).toEqual([expect.stringMatching(/^door: no coverage recorded/)]);
    expect((await run({ door: coverageFor(false) })).problems).toEqual([
      expect.stringMatching(/^door: transitions not covered by tests: door\.entering pin\.enter #0$/),
    ]);
  });

  it('writes the coverage figure into the page and the index', async () => {
    dir = mkdtempSync(join(tmpdir(), 'machine-docs-'));
    const g = await run({ door: coverageFor(true) });
    const total = extractMachine(doorMachine).transitions.length;
    expect(g.files.get(join(dir, 'door.md'))).toContain(`**${total}/${total} transitions (100%)`);
    expect(g.files.get(join(dir, 'README.md'))).toContain(`| [door](./door.md) | A door with a PIN pad (tooling fixture). |`);
    expect(g.files.get(join(dir, 'door.md'))).toContain(
      '| `lockTick` | 1,000 ms | `LOCKOUT_TICK_MS` | One second. | [§4 Login lockout](../requirements.md#4-login-lockout) |',
    );
  });
});
