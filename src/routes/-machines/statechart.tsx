import { RichText } from '@/components/rich-text';
import { t } from '@/domain/i18n/i18n';
import type { DocMachine, DocState, DocTransition } from '@/machines/-docs/types';
import { stateText } from '@/routes/-machines/doc-text';
import { CodeName, TriggerText } from '@/routes/-machines/trigger-text';

/** The HTML id of a state's box, for links from transitions. */
export const stateAnchor = (machine: string, stateId: string) => `m-${machine}-${stateId.replace(/[^A-Za-z0-9_-]/g, '-')}`;

interface Props {
  doc: DocMachine;
  /** Active state paths (`signedIn.profileReady`), from the live inspector. */
  active: ReadonlySet<string>;
}

/**
 * A statechart as nested boxes: each state with its meaning and outgoing transitions, children inside,
 * parallel regions side by side. Plain lists, so it reads well with a screen reader and needs no library.
 */
export function Statechart({ doc, active }: Props) {
  const byId = new Map(doc.states.map((s) => [s.id, s]));
  const childrenOf = (parent: string | null) => doc.states.filter((s) => s.parent === parent);
  const from = (id: string) => doc.transitions.filter((t) => t.source === id);
  const global = doc.transitions.filter((t) => !byId.has(t.source));
  const name = (id: string) => byId.get(id)?.path.join('.') ?? id;

  const transitionItem = (tr: DocTransition) => (
    <li key={tr.key}>
      <span className="sc-trigger"><TriggerText transition={tr} /></span>
      {tr.guard ? <span className="sc-guard"> [<CodeName>{tr.guard}</CodeName>]</span> : null}
      {' → '}
      {tr.targets.length ? (
        tr.targets.map((target, i) => (
          <span key={target}>
            {i > 0 ? ', ' : null}
            <a href={`#${stateAnchor(doc.name, target)}`} translate="no">{name(target)}</a>
          </span>
        ))
      ) : (
        <span className="sc-stays">
          {tr.actions.length ? <RichText id="machines.staysWith" values={{ actions: <CodeName>{tr.actions.join(', ')}</CodeName> }} /> : t('machines.stays')}
        </span>
      )}
    </li>
  );

  const box = (state: DocState, initial: boolean) => {
    const path = state.path.join('.');
    const isActive = active.has(path);
    const kids = childrenOf(state.id);
    const out = from(state.id);
    return (
      <li
        key={state.id}
        id={stateAnchor(doc.name, state.id)}
        className="sc-state"
        data-active={isActive || undefined}
        aria-current={isActive ? 'true' : undefined}
      >
        <div className="sc-state__head">
          <span className="sc-state__name" translate="no">{state.key}</span>
          {initial ? <span className="sc-badge">{t('machines.badge.initial')}</span> : null}
          {state.type === 'final' ? <span className="sc-badge">{t('machines.badge.final')}</span> : null}
          {state.type === 'parallel' ? <span className="sc-badge">{t('machines.badge.parallel')}</span> : null}
          {isActive ? <span className="sc-badge sc-badge--active">{t('machines.badge.activeNow')}</span> : null}
        </div>
        {state.description ? <p className="sc-state__meaning">{stateText(doc.name, state.path, state.description)}</p> : null}
        {out.length ? (
          <ul className="sc-transitions" aria-label={t('machines.aria.transitionsFrom', { state: state.key })}>
            {out.map(transitionItem)}
          </ul>
        ) : null}
        {kids.length ? (
          <ul
            className={state.type === 'parallel' ? 'sc-children sc-children--parallel' : 'sc-children'}
            aria-label={
              state.type === 'parallel' ? t('machines.aria.regions', { state: state.key }) : t('machines.aria.states', { state: state.key })
            }
          >
            {kids.map((k) => box(k, state.type !== 'parallel' && state.initial === k.id))}
          </ul>
        ) : null}
      </li>
    );
  };

  const top = childrenOf(null);
  return (
    <div className="statechart">
      {global.length ? (
        <div className="sc-global">
          <p className="sc-state__head">{t('machines.anyState')}</p>
          <ul className="sc-transitions">{global.map(transitionItem)}</ul>
        </div>
      ) : null}
      <ul
        className={doc.type === 'parallel' ? 'sc-children sc-children--parallel sc-root' : 'sc-children sc-root'}
        aria-label={t('machines.aria.rootStates', { machine: doc.name })}
      >
        {top.map((s) => box(s, doc.type !== 'parallel' && doc.initial === s.id))}
      </ul>
    </div>
  );
}
