/**
 * The catalogue keys of the texts a machine documents (its description, the meaning of each state, event, guard,
 * action, actor and delay), in the `machineDoc.` namespace. The English stays the machines' own (their
 * `description` fields and glossary.ts): `npm run diagrams` copies it into the generated block of en.ts, and
 * ne.ts gives each key its Nepali. The /machines page shows that Nepali when Nepali is the active language.
 */
import type { DocMachine } from './types';

export type DocItemKind = 'state' | 'event' | 'guard' | 'action' | 'actor' | 'delay';

/** `machineDoc.login.machine`, `machineDoc.login.state.form.editing`, `machineDoc.otp-countdown.event.otp.resend`. */
export function machineDocKey(machine: string, kind: DocItemKind | 'machine', item?: string): string {
  return kind === 'machine' ? `machineDoc.${machine}.machine` : `machineDoc.${machine}.${kind}.${item ?? ''}`;
}

/** A state's item name in its key: its path below the machine (`form.editing`). */
export const stateItem = (path: readonly string[]) => path.join('.');

export interface DocText {
  key: string;
  /** Where the English comes from, for messages: `login: state form.editing`. */
  label: string;
  /** The English (null when the machine leaves it undocumented: `npm run diagrams:check` fails on that). */
  text: string | null;
}

/** Every documented text of a machine with its key, in the order the page and the generated docs show them. */
export function machineDocTexts(doc: DocMachine): DocText[] {
  const item = (kind: DocItemKind, name: string, text: string | null): DocText => ({
    key: machineDocKey(doc.name, kind, name),
    label: `${doc.name}: ${kind} ${name}`,
    text,
  });
  return [
    { key: machineDocKey(doc.name, 'machine'), label: `${doc.name}: description`, text: doc.description },
    ...doc.states.map((s) => item('state', stateItem(s.path), s.description)),
    ...doc.events.map((e) => item('event', e.name, e.meaning)),
    ...doc.guards.map((g) => item('guard', g.name, g.meaning)),
    ...doc.actions.map((a) => item('action', a.name, a.meaning)),
    ...doc.actors.map((a) => item('actor', a.name, a.meaning)),
    ...doc.delays.map((d) => item('delay', d.name, d.meaning)),
  ];
}
