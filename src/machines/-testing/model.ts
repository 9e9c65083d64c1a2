/**
 * Model-based tests for one machine: `defineModelTests('login', { machine: loginMachine, ... })` inside a
 * `*.machine.model.test.ts` file declares one test per planned path (each step's state value and context
 * asserted against the model), fast-check properties for guards that depend on data, and a final test that
 * checks every reachable state and transition was taken and records the coverage figures.
 */
import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { countedStateIds, extractMachine, definitionHash } from '@/machines/-docs/extract';
import { writeMachineCoverage, type MachineCoverage } from '@/machines/-testing/coverage-store';
import { formatEvent, planPaths, projectContext, type ModelEvent, type PlanOptions, type PlannedPath } from '@/machines/-testing/plan';
import { startRun, type Run, type RunOptions } from '@/machines/-testing/replay';

/** What a path's final state, or a property, may assert on. */
export interface RunView {
  snapshot: AnyMachineSnapshot;
  context: Record<string, unknown>;
  emitted: EventObject[];
  inputs: Record<string, unknown[]>;
  /** Simulated time, ms since the actor started. */
  now: number;
}

export interface GuardProperty<T> {
  /** e.g. "OTP of six digits is accepted, anything else is refused" */
  name: string;
  arbitrary: fc.Arbitrary<T>;
  /** State (dotted path) the sample starts in, reached by its shortest path. Omit with `input`. */
  from?: string;
  /** For guards on the machine's input: the input built from the sample (the run starts there). */
  input?: (sample: T) => unknown;
  /** The event(s) carrying the sample (normal, delayed, or an actor's done/error event). */
  event?: (sample: T) => ModelEvent | readonly ModelEvent[];
  /** The oracle: true when the guarded branch should be taken. Both outcomes must occur. */
  holds: (sample: T) => boolean;
  /** Assertions on the state after the event. */
  then: (sample: T, view: RunView, holds: boolean) => void;
  numRuns?: number;
}

export interface ModelOptions extends PlanOptions, Omit<RunOptions, 'machine' | 'input'> {
  /** Assertions for paths ending in a state (dotted path, matched with `snapshot.matches`). */
  expectations?: Record<string, (view: RunView) => void>;
  properties?: ReadonlyArray<GuardProperty<never>>;
  /** Transitions no path can take, by key, with the reason (reported, and counted as not covered). */
  unreachable?: Record<string, string>;
}

/** Keeps the sample type of a property while storing it in a list of properties. */
export function guardProperty<T>(p: GuardProperty<T>): GuardProperty<never> {
  return p as unknown as GuardProperty<never>;
}

/** A fixed sample of an arbitrary: traversal stays deterministic (same paths, same figures every run). */
export function samplesOf<T>(arbitrary: fc.Arbitrary<T>, count: number, seed = 20_240_601): T[] {
  return fc.sample(arbitrary, { numRuns: count, seed });
}

function view(run: Run): RunView {
  const snapshot = run.snapshot();
  return {
    snapshot,
    context: snapshot.context as Record<string, unknown>,
    emitted: run.emitted,
    inputs: run.inputs,
    now: run.clock.now(),
  };
}

export function defineModelTests(name: string, options: ModelOptions): void {
  const plan = planPaths(options);
  const extracted = extractMachine(options.machine);
  const allTransitions = extracted.transitions.map((t) => t.key);
  const allStates = countedStateIds(options.machine);
  const takenTransitions = new Set<string>();
  const visitedStates = new Set<string>();
  const runOptions = (path: PlannedPath): RunOptions => ({
    machine: options.machine,
    input: path.input,
    keepActors: options.keepActors,
    provide: options.provide,
  });

  const record = (run: Run) => {
    run.transitions.forEach((k) => takenTransitions.add(k));
    run.states.forEach((s) => visitedStates.add(s));
  };

  async function follow(path: PlannedPath, run: Run) {
    for (const [i, step] of path.steps.entries()) {
      await run.deliver(step.event, step.timed);
      const expected = step.state;
      const actual = run.snapshot();
      const where = `after step ${i + 1} (${formatEvent(step.event)})`;
      expect(actual.value, `state ${where}`).toEqual(expected.snapshot.value);
      expect(projectContext(options, actual.context), `context ${where}`).toEqual(
        projectContext(options, expected.snapshot.context),
      );
      expect(run.clock.now(), `time ${where}`).toBe(expected.now);
    }
  }

  describe(`${name} machine: model-based paths`, () => {
    it('plans a path to every reachable state', () => {
      expect(plan.paths.length).toBeGreaterThan(0);
      expect(plan.stateCount).toBeGreaterThan(0);
    });

    for (const [index, path] of plan.paths.entries()) {
      it(`#${index + 1} ${path.title}`, async () => {
        const run = startRun(runOptions(path));
        try {
          await follow(path, run);
          const v = view(run);
          for (const [state, check] of Object.entries(options.expectations ?? {})) {
            if (v.snapshot.matches(state as never)) check(v);
          }
        } finally {
          record(run);
          run.stop();
        }
      });
    }

    for (const property of options.properties ?? []) {
      it(`property: ${property.name}`, async () => {
        const start = property.from
          ? plan.shortest
              .filter((p) => p.final.snapshot.matches(property.from as never))
              .sort((a, b) => a.steps.length - b.steps.length)[0]
          : undefined;
        if (property.from) expect(start, `no planned path reaches "${property.from}"`).toBeDefined();
        const outcomes = { true: 0, false: 0 };
        await fc.assert(
          fc.asyncProperty(property.arbitrary, async (sample) => {
            const input = property.input ? property.input(sample) : start?.input;
            const run = startRun({ ...runOptions(start ?? { input } as PlannedPath), input });
            try {
              if (start) await follow(start, run);
              for (const event of [property.event?.(sample) ?? []].flat()) await run.deliver(event);
              const holds = property.holds(sample);
              outcomes[holds ? 'true' : 'false'] += 1;
              property.then(sample, view(run), holds);
            } finally {
              record(run);
              run.stop();
            }
          }),
          { numRuns: property.numRuns ?? 60 },
        );
        expect(outcomes.true, 'samples where the guard holds').toBeGreaterThan(0);
        expect(outcomes.false, 'samples where the guard fails').toBeGreaterThan(0);
      });
    }

    it('takes every transition and visits every state', () => {
      const unreachable = options.unreachable ?? {};
      const uncovered = allTransitions.filter((k) => !takenTransitions.has(k));
      const unvisited = allStates.filter((s) => !visitedStates.has(s));
      const coverage: MachineCoverage = {
        machineId: options.machine.id,
        definitionHash: definitionHash(extracted),
        states: { covered: allStates.length - unvisited.length, total: allStates.length },
        transitions: { covered: allTransitions.length - uncovered.length, total: allTransitions.length },
        paths: plan.paths.length,
        uncovered,
        unvisited,
        unreachable: Object.entries(unreachable)
          .map(([key, reason]) => ({ key, reason }))
          .sort((a, b) => a.key.localeCompare(b.key)),
      };
      const dir = inject('machineCoverageDir');
      if (dir) writeMachineCoverage(dir, name, coverage);

      const unknown = Object.keys(unreachable).filter((k) => !allTransitions.includes(k));
      expect(unknown, `transitions declared unreachable that the machine does not have: ${unknown.join(', ')}`).toEqual([]);
      const stale = Object.keys(unreachable).filter((k) => takenTransitions.has(k));
      expect(stale, `transitions declared unreachable that a path took: ${stale.join(', ')}`).toEqual([]);
      const missing = uncovered
        .filter((k) => !(k in unreachable))
        .map((k) => `${k}${plan.reachableTransitions.has(k) ? '' : ' (no planned edge takes it: add sample events/outputs)'}`);
      expect(missing, `transitions no test took:\n  ${missing.join('\n  ')}\n`).toEqual([]);
      expect(unvisited, `states no test entered: ${unvisited.join(', ')}`).toEqual([]);
    });
  });
}
