/**
 * Turns a machine (its definition, source facts, the glossary and the coverage file) into the documentation
 * data the markdown and the /machines page render, plus the list of everything left undocumented.
 */
import type { AnyStateMachine } from 'xstate';
import { definitionHash, extractMachine, type ExtractedMachine, type ExtractedTransition } from '@/machines/-docs/extract';
import type { Glossary, GlossaryEntry } from '@/machines/-docs/types';
import type {
  DocAction,
  DocActor,
  DocConstant,
  DocCoverage,
  DocDelay,
  DocEntry,
  DocMachine,
  DocState,
  DocTransition,
} from '@/machines/-docs/types';
import type { MachineCoverage } from '@/machines/-testing/coverage-store';
import type { SourceFacts } from './source';

export interface DocumentInput {
  name: string;
  file: string;
  exportName: string;
  machine: AnyStateMachine;
  facts: SourceFacts;
  constants: Record<string, unknown>;
  glossary: Glossary;
  coverage: MachineCoverage | undefined;
}

export interface DocumentResult {
  doc: DocMachine;
  /** Names used without a meaning, inline implementations: `--check` fails on these. */
  undocumented: string[];
  /** Coverage missing or recorded for another version of the machine. */
  coverageProblem: string | null;
}

/** `250 ms`, `2 min`, `120 s`, … from the constant's name suffix. */
export function formatConstant(name: string, value: unknown): string {
  if (typeof value === 'number') {
    const n = value.toLocaleString('en-US');
    if (name.endsWith('_MS')) return `${n} ms`;
    if (name.endsWith('_S')) return `${n} s`;
    if (name.endsWith('_MINUTES')) return `${n} min`;
    if (name.endsWith('_BYTES')) return `${n} bytes`;
    return n;
  }
  return JSON.stringify(value);
}

export function formatMs(ms: number): string {
  if (ms >= 1000 && ms % 1000 === 0) return `${ms / 1000} s`;
  return `${ms} ms`;
}

function lookup(table: Record<string, GlossaryEntry>, machine: string, name: string): GlossaryEntry | undefined {
  return table[`${machine}:${name}`] ?? table[name];
}

function uniq<T>(xs: T[]): T[] {
  return [...new Set(xs)];
}

export function triggerOf(t: ExtractedTransition, delays: Map<string, number | null>): string {
  switch (t.kind) {
    case 'always':
      return 'always';
    case 'after': {
      const name = String(t.delay);
      const ms = typeof t.delay === 'number' ? t.delay : delays.get(name);
      return `after ${name}${ms === null || ms === undefined ? '' : ` (${formatMs(ms)})`}`;
    }
    case 'done-actor':
      return `${t.actorSrc ?? t.actorId} done`;
    case 'error-actor':
      return `${t.actorSrc ?? t.actorId} error`;
    case 'done-state':
      return 'all regions done';
    default:
      return t.eventType;
  }
}

export function documentMachine(input: DocumentInput): DocumentResult {
  const { name, glossary } = input;
  const m: ExtractedMachine = extractMachine(input.machine);
  const undocumented: string[] = m.inline.map((i) => `inline implementation: ${i} (name it in setup())`);

  // States, with spec sections inherited from the nearest ancestor that names one.
  const specById = new Map<string, string | null>();
  const rootSpec = typeof m.meta?.spec === 'string' ? m.meta.spec : (glossary.machines[name]?.spec ?? null);
  const states: DocState[] = m.states.map((s) => {
    const own = typeof s.meta?.spec === 'string' ? s.meta.spec : (lookup(glossary.states, name, s.id)?.spec ?? null);
    const spec = own ?? (s.parent ? (specById.get(s.parent) ?? rootSpec) : rootSpec);
    specById.set(s.id, spec);
    const description = s.description ?? lookup(glossary.states, name, s.id)?.meaning ?? null;
    if (!description) undocumented.push(`state ${s.id}: no description`);
    return {
      id: s.id,
      key: s.key,
      path: s.path,
      parent: s.parent === m.root.id ? null : s.parent,
      type: s.type,
      initial: s.initial,
      description,
      spec,
      entry: s.entry,
      exit: s.exit,
      invoke: s.invoke.map((i) => i.src),
    };
  });
  const stateSpec = (id: string) => specById.get(id) ?? rootSpec;

  const delayValues = new Map<string, number | null>(m.implementations.delays.map((d) => [d.name, d.value]));

  const fresh = input.coverage && input.coverage.definitionHash === definitionHash(m) ? input.coverage : undefined;
  const coverageProblem = !input.coverage
    ? `no coverage recorded for ${name}: run \`npx vitest run --project web src/machines\``
    : !fresh
      ? `coverage for ${name} was recorded for another version of the machine: run \`npx vitest run --project web src/machines\``
      : null;
  const uncovered = new Set(fresh?.uncovered ?? []);
  const unreachable = new Map((fresh?.unreachable ?? []).map((u) => [u.key, u.reason]));

  const transitions: DocTransition[] = m.transitions.map((t) => ({
    key: t.key,
    source: t.source,
    targets: t.targets,
    kind: t.kind,
    eventType: t.eventType,
    trigger: triggerOf(t, delayValues),
    guard: t.guard,
    actions: t.actions,
    description: t.description,
    covered: fresh ? !uncovered.has(t.key) : null,
    unreachable: unreachable.get(t.key) ?? null,
  }));

  // Where each name is used, for spec sections the glossary leaves out.
  const specsWhere = (pred: (t: ExtractedTransition) => boolean, extraStates: string[] = []) =>
    uniq([...m.transitions.filter(pred).map((t) => stateSpec(t.source)), ...extraStates.map(stateSpec)].filter(
      (s): s is string => Boolean(s),
    )).join('; ') || null;

  const entry = (
    kind: string,
    table: Record<string, GlossaryEntry>,
    entryName: string,
    fallbackMeaning: string | null,
    usedIn: () => string | null,
  ): DocEntry => {
    const g = lookup(table, name, entryName);
    const meaning = g?.meaning ?? fallbackMeaning;
    if (!meaning) undocumented.push(`${kind} ${entryName}: no meaning (add it to src/machines/-docs/glossary.ts)`);
    return { name: entryName, meaning, spec: g?.spec ?? usedIn() };
  };

  const eventTypes = uniq(m.transitions.filter((t) => t.kind === 'event').map((t) => t.eventType)).sort();
  const events = eventTypes.map((type) => {
    const own = m.transitions.filter((t) => t.eventType === type);
    const descriptions = uniq(own.map((t) => t.description).filter((d): d is string => Boolean(d)));
    const metaSpec = own.map((t) => t.meta?.spec).find((s): s is string => typeof s === 'string');
    const e = entry('event', glossary.events, type, descriptions.length === 1 ? (descriptions[0] as string) : null, () =>
      metaSpec ?? specsWhere((t) => t.eventType === type),
    );
    return e;
  });

  const guardNames = uniq(m.transitions.flatMap((t) => t.guardNames)).sort();
  const guards = guardNames.map((g) => entry('guard', glossary.guards, g, null, () => specsWhere((t) => t.guardNames.includes(g))));
  for (const g of guardNames) {
    if (!m.implementations.guards.includes(g)) undocumented.push(`guard ${g}: used but not implemented in setup()`);
  }

  const implActions = new Map(m.implementations.actions.map((a) => [a.name, a]));
  const statesUsingAction = (a: string) => m.states.filter((s) => s.entry.includes(a) || s.exit.includes(a)).map((s) => s.id);
  const actionNames = uniq([
    ...m.transitions.flatMap((t) => t.actions),
    ...m.states.flatMap((s) => [...s.entry, ...s.exit]),
    ...m.root.entry,
    ...m.root.exit,
  ])
    .filter((a) => !a.endsWith('(inline)') && a !== '(anonymous action)')
    .sort();
  const actions: DocAction[] = actionNames.map((a) => ({
    ...entry('action', glossary.actions, a, null, () => specsWhere((t) => t.actions.includes(a), statesUsingAction(a))),
    kind: implActions.get(a)?.kind ?? 'custom',
    emits: implActions.get(a)?.emits ?? null,
  }));

  const actorSrcs = uniq([...m.states, m.root].flatMap((s) => s.invoke.map((i) => i.src))).filter((s) => s !== '(inline actor)').sort();
  const actors: DocActor[] = actorSrcs.map((src) => {
    const invokedIn = [...m.states, m.root].filter((s) => s.invoke.some((i) => i.src === src)).map((s) => s.id);
    return {
      ...entry('actor', glossary.actors, src, null, () => specsWhere(() => false, invokedIn)),
      invokedIn,
    };
  });

  const delayNames = uniq(m.transitions.filter((t) => t.kind === 'after' && typeof t.delay === 'string').map((t) => t.delay as string)).sort();
  const delays: DocDelay[] = delayNames.map((d) => {
    const src = input.facts.delays.get(d);
    return {
      ...entry('delay', glossary.delays, d, null, () => specsWhere((t) => t.kind === 'after' && t.delay === d)),
      ms: delayValues.get(d) ?? null,
      expression: src?.expression ?? '(not found in setup({ delays }))',
      constants: src?.constants ?? [],
    };
  });

  const constants: DocConstant[] = [...input.facts.constants.entries()]
    .filter(([c]) => c in input.constants)
    .map(([c, via]) => ({ name: c, value: formatConstant(c, input.constants[c]), via }))
    .sort((a, b) => a.name.localeCompare(b.name));

  const description = m.description ?? glossary.machines[name]?.meaning ?? null;
  if (!description) undocumented.push(`machine ${name}: no description (set \`description\` on the machine)`);

  const coverage: DocCoverage | null = fresh
    ? { states: fresh.states, transitions: fresh.transitions, paths: fresh.paths, unreachable: fresh.unreachable }
    : null;

  return {
    doc: {
      name,
      file: input.file,
      exportName: input.exportName,
      id: m.id,
      description,
      spec: rootSpec,
      type: m.root.type === 'parallel' ? 'parallel' : 'compound',
      initial: m.root.initial,
      states,
      transitions,
      events,
      guards,
      actions,
      actors,
      delays,
      constants,
      coverage,
    },
    undocumented,
    coverageProblem,
  };
}
