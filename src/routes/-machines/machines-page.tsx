import { useMemo } from 'react';
import generated from '@/machines/-docs/generated.json';
import type { LiveStateMessage } from '@/machines/-live/inspector';
import type { DocMachine, DocsBundle } from '@/machines/-docs/types';
import { MachineTables } from '@/routes/-machines/machine-tables';
import { Statechart } from '@/routes/-machines/statechart';
import { activePaths, useLiveStates } from '@/routes/-machines/use-live-states';
import '@/routes/-machines/machines.css';

const bundle = generated as unknown as DocsBundle;

const pct = (covered: number, total: number) => (total ? Math.floor((covered / total) * 1000) / 10 : 100);

function Coverage({ doc }: { doc: DocMachine }) {
  const c = doc.coverage;
  if (!c) return <p className="machine-coverage">Test coverage: not measured for this version of the machine.</p>;
  return (
    <p className="machine-coverage">
      Tested: <strong>{c.transitions.covered}/{c.transitions.total} transitions</strong> (
      {pct(c.transitions.covered, c.transitions.total)}%) and {c.states.covered}/{c.states.total} states, by {c.paths}{' '}
      model-based test paths.
      {c.unreachable.length ? ` ${c.unreachable.length} transition(s) are unreachable by design (see the table).` : ''}
    </p>
  );
}

function LiveStatus({ doc, live }: { doc: DocMachine; live: LiveStateMessage | undefined }) {
  return (
    <div className="machine-live" aria-live="polite">
      {live ? (
        <>
          <p>
            <span className="sc-badge sc-badge--active">live</span> Now in{' '}
            <strong>{activePaths(live.value).filter((p, _, all) => !all.some((q) => q.startsWith(`${p}.`))).join(' + ')}</strong>
            {live.status !== 'active' ? ` (${live.status})` : ''}.
          </p>
          <details>
            <summary>Live context (secrets hidden)</summary>
            <pre>{JSON.stringify(live.context, null, 2)}</pre>
          </details>
        </>
      ) : (
        <p className="muted">
          Not running in an open tab. Use the portal in another tab to see {doc.name} move here.
        </p>
      )}
    </div>
  );
}

function MachineSection({ doc, live }: { doc: DocMachine; live: LiveStateMessage | undefined }) {
  const active = useMemo(() => new Set(live && live.status === 'active' ? activePaths(live.value) : []), [live]);
  return (
    <section className="machine" id={`machine-${doc.name}`} aria-labelledby={`machine-${doc.name}-title`}>
      <h2 id={`machine-${doc.name}-title`}>{doc.name}</h2>
      <p>
        {doc.description}
        {doc.spec ? <span className="muted"> (spec {doc.spec})</span> : null}
      </p>
      <p className="muted">
        Source: <code>{doc.file}</code>
      </p>
      <Coverage doc={doc} />
      <LiveStatus doc={doc} live={live} />
      <Statechart doc={doc} active={active} />
      <details className="machine-details">
        <summary>Tables: states, transitions, events, guards, actions, actors, delays, constants</summary>
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
      <h1>State machines</h1>
      <p>
        How the portal behaves, generated from the machines that run it (never drawn by hand). Each machine shows
        its states with what they mean, the transitions between them, and how much of it the model-based tests
        cover. Keep this page open and use the portal in another tab: the states of your session, login and signup
        are highlighted as they change.
      </p>
      <nav aria-label="Machines" className="machines-nav">
        <ul>
          {bundle.machines.map((m) => (
            <li key={m.name}>
              <a href={`#machine-${m.name}`}>{m.name}</a>
              {live.has(m.id) ? <> <span className="sc-badge sc-badge--active">live</span></> : null}
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
