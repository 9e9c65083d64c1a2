import { useMemo } from 'react';
import { RichText } from '@/components/rich-text';
import { t } from '@/domain/i18n/i18n';
import { machineDocKey } from '@/machines/-docs/doc-keys';
import generated from '@/machines/-docs/generated.json';
import type { LiveStateMessage } from '@/machines/-live/inspector';
import type { DocMachine, DocsBundle } from '@/machines/-docs/types';
import { docText } from '@/routes/-machines/doc-text';
import { MachineTables } from '@/routes/-machines/machine-tables';
import { CodeName } from '@/routes/-machines/trigger-text';
import { Statechart } from '@/routes/-machines/statechart';
import { activePaths, useLiveStates } from '@/routes/-machines/use-live-states';
import '@/routes/-machines/machines.css';

const bundle = generated as unknown as DocsBundle;

const pct = (covered: number, total: number) => (total ? Math.floor((covered / total) * 1000) / 10 : 100);

function Coverage({ doc }: { doc: DocMachine }) {
  const c = doc.coverage;
  if (!c) return <p className="machine-coverage">{t('machines.coverage.none')}</p>;
  return (
    <p className="machine-coverage">
      <RichText
        id="machines.coverage.tested"
        values={{
          transitions: <strong>{t('machines.coverage.transitions', { covered: c.transitions.covered, total: c.transitions.total })}</strong>,
          percent: pct(c.transitions.covered, c.transitions.total),
          statesCovered: c.states.covered,
          statesTotal: c.states.total,
          paths: c.paths,
        }}
      />
      {c.unreachable.length ? ` ${t('machines.coverage.unreachable', { n: c.unreachable.length })}` : null}
    </p>
  );
}

function LiveStatus({ doc, live }: { doc: DocMachine; live: LiveStateMessage | undefined }) {
  return (
    <div className="machine-live" aria-live="polite">
      {live ? (
        <>
          <p>
            <span className="sc-badge sc-badge--active">{t('machines.live')}</span>{' '}
            <RichText
              id="machines.nowIn"
              values={{
                states: <strong translate="no">{activePaths(live.value).filter((p, _, all) => !all.some((q) => q.startsWith(`${p}.`))).join(' + ')}</strong>,
                status: live.status,
              }}
            />
          </p>
          <details>
            <summary>{t('machines.liveContext')}</summary>
            <pre>{JSON.stringify(live.context, null, 2)}</pre>
          </details>
        </>
      ) : (
        <p className="muted"><RichText id="machines.notRunning" values={{ machine: <CodeName>{doc.name}</CodeName> }} /></p>
      )}
    </div>
  );
}

function MachineSection({ doc, live }: { doc: DocMachine; live: LiveStateMessage | undefined }) {
  const active = useMemo(() => new Set(live && live.status === 'active' ? activePaths(live.value) : []), [live]);
  return (
    <section className="machine" id={`machine-${doc.name}`} aria-labelledby={`machine-${doc.name}-title`}>
      <h2 id={`machine-${doc.name}-title`} translate="no">{doc.name}</h2>
      <p>
        {docText(machineDocKey(doc.name, 'machine'), doc.description)}
        {/* Sections of the requirements, by their titles there. */}
        {doc.spec ? <span className="muted"> <RichText id="machines.spec" values={{ spec: <CodeName>{doc.spec}</CodeName> }} /></span> : null}
      </p>
      <p className="muted">
        <RichText id="machines.source" values={{ file: <code>{doc.file}</code> }} />
      </p>
      <Coverage doc={doc} />
      <LiveStatus doc={doc} live={live} />
      <Statechart doc={doc} active={active} />
      <details className="machine-details">
        <summary>{t('machines.tables')}</summary>
        <MachineTables doc={doc} />
      </details>
    </section>
  );
}

/** `/machines`: every state machine of the portal, generated from its code, with live highlighting. */
export function MachinesPage() {
  const live = useLiveStates();
  return (
    <div className="page container machines-page">
      <h1>{t('machines.title')}</h1>
      <p>{t('machines.intro')}</p>
      <nav aria-label={t('machines.nav')} className="machines-nav">
        <ul>
          {bundle.machines.map((m) => (
            <li key={m.name}>
              <a href={`#machine-${m.name}`} translate="no">{m.name}</a>
              {live.has(m.id) ? <> <span className="sc-badge sc-badge--active">{t('machines.live')}</span></> : null}
            </li>
          ))}
        </ul>
      </nav>
      {bundle.machines.map((m) => (
        <MachineSection key={m.name} doc={m} live={live.get(m.id)} />
      ))}
    </div>
  );
}
