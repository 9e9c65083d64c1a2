import type { ReactNode } from 'react';
import { RichText } from '@/components/rich-text';
import { t } from '@/domain/i18n/i18n';
import type { DocTransition } from '@/machines/-docs/types';

/** A name from the code (an event, a delay, an actor): shown as it is written there, in every language. */
export const CodeName = ({ children }: { children: string }) => <span className="code-name" translate="no">{children}</span>;

/**
 * What sets a transition off, in the active language. An event is its code name (`login.submit`); the generated
 * English trigger (scripts/machine-docs/document.ts `triggerOf`) is rebuilt from the transition's kind.
 */
export function TriggerText({ transition: tr }: { transition: DocTransition }): ReactNode {
  switch (tr.kind) {
    case 'always':
      return t('machines.trigger.always');
    case 'after':
      return <RichText id="machines.trigger.after" values={{ delay: <DelayText delay={tr.trigger.replace(/^after /, '')} /> }} />;
    case 'done-actor':
      return <RichText id="machines.trigger.done" values={{ actor: <CodeName>{tr.trigger.replace(/ done$/, '')}</CodeName> }} />;
    case 'error-actor':
      return <RichText id="machines.trigger.error" values={{ actor: <CodeName>{tr.trigger.replace(/ error$/, '')}</CodeName> }} />;
    case 'done-state':
      return t('machines.trigger.allDone');
    default:
      return <CodeName>{tr.trigger}</CodeName>;
  }
}

/** `hireUndoWindow (15 s)`: the delay's name as in the code, its length in the reader's words and digits. */
function DelayText({ delay }: { delay: string }): ReactNode {
  const match = /^(\S+) \((\d+) (s|ms)\)$/.exec(delay);
  if (!match) return <CodeName>{delay}</CodeName>;
  const [, name = '', amount, unit] = match;
  const n = Number(amount);
  return <><CodeName>{name}</CodeName> ({unit === 'ms' ? t('machines.duration.ms', { n }) : t('machines.duration.s', { n })})</>;
}
