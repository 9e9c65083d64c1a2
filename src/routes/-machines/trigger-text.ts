import { t } from '@/domain/i18n/i18n';
import type { DocTransition } from '@/machines/-docs/types';

/**
 * What sets a transition off, in the active language. An event is its code name (`login.submit`); the generated
 * English trigger (scripts/machine-docs/document.ts `triggerOf`) is rebuilt from the transition's kind.
 */
export function triggerText(tr: DocTransition): string {
  switch (tr.kind) {
    case 'always':
      return t('machines.trigger.always');
    case 'after':
      return t('machines.trigger.after', { delay: tr.trigger.replace(/^after /, '') });
    case 'done-actor':
      return t('machines.trigger.done', { actor: tr.trigger.replace(/ done$/, '') });
    case 'error-actor':
      return t('machines.trigger.error', { actor: tr.trigger.replace(/ error$/, '') });
    case 'done-state':
      return t('machines.trigger.allDone');
    default:
      return tr.trigger;
  }
}
