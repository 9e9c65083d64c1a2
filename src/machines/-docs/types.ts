/** The generated documentation data (`generated.json`): written by `npm run diagrams`, read by /machines. */
import type { StateKind, TransitionKind } from '@/machines/-docs/extract';

export interface DocEntry {
  name: string;
  meaning: string | null;
  spec: string | null;
}

export interface DocState {
  id: string;
  key: string;
  path: string[];
  parent: string | null;
  type: StateKind;
  initial: string | null;
  description: string | null;
  spec: string | null;
  entry: string[];
  exit: string[];
  /** Actor srcs invoked while in the state. */
  invoke: string[];
}

export interface DocTransition {
  key: string;
  source: string;
  targets: string[];
  kind: TransitionKind;
  eventType: string;
  /** Readable trigger: `login.submit`, `after postLoginRedirect (250 ms)`, `login done`, `always`. */
  trigger: string;
  guard: string | null;
  actions: string[];
  description: string | null;
  /** true/false from the coverage file; null when coverage is missing or stale. */
  covered: boolean | null;
  /** Reason, when the model-based tests declare it unreachable by design. */
  unreachable: string | null;
}

export interface DocAction extends DocEntry {
  kind: string;
  emits: string | null;
}

export interface DocActor extends DocEntry {
  invokedIn: string[];
}

export interface DocDelay extends DocEntry {
  ms: number | null;
  /** Source of the value, e.g. `POST_LOGIN_REDIRECT_MS`. */
  expression: string;
  constants: string[];
}

export interface DocConstant {
  name: string;
  value: string;
  /** Module the machine reaches it through, when not imported directly. */
  via: string | null;
}

export interface DocCoverage {
  states: { covered: number; total: number };
  transitions: { covered: number; total: number };
  paths: number;
  unreachable: Array<{ key: string; reason: string }>;
}

export interface DocMachine {
  /** File name stem: `login` for `src/machines/login.machine.ts`. */
  name: string;
  file: string;
  exportName: string;
  /** XState machine id (what the live inspector reports). */
  id: string;
  description: string | null;
  spec: string | null;
  /** The root: `compound` (with its initial state) or `parallel`. */
  type: 'compound' | 'parallel';
  initial: string | null;
  states: DocState[];
  transitions: DocTransition[];
  events: DocEntry[];
  guards: DocEntry[];
  actions: DocAction[];
  actors: DocActor[];
  delays: DocDelay[];
  constants: DocConstant[];
  coverage: DocCoverage | null;
}

export interface DocsBundle {
  machines: DocMachine[];
}

/** One-line meanings and spec sections for names a machine cannot describe itself (see glossary.ts). */
export interface GlossaryEntry {
  meaning: string;
  /** e.g. `§4 Session`. */
  spec?: string;
}

export interface Glossary {
  machines: Record<string, GlossaryEntry>;
  states: Record<string, GlossaryEntry>;
  events: Record<string, GlossaryEntry>;
  guards: Record<string, GlossaryEntry>;
  actions: Record<string, GlossaryEntry>;
  actors: Record<string, GlossaryEntry>;
  delays: Record<string, GlossaryEntry>;
}
