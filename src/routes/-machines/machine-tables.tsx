import type { ReactNode } from 'react';
import type { DocEntry, DocMachine } from '@/machines/-docs/types';

function Table({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  if (!rows.length) return null;
  return (
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="doc-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, i) => (
            <tr key={i}>
              {cells.map((c, j) => (j === 0 ? <th key={j} scope="row">{c}</th> : <td key={j}>{c}</td>))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const dash = (v: string | null | undefined) => v || '—';
const code = (v: string) => <code>{v}</code>;
const entries = (list: DocEntry[]) => list.map((e) => [code(e.name), dash(e.meaning), dash(e.spec)]);

/** The tables of `docs/machines/<name>.md`, from the same generated data. */
export function MachineTables({ doc }: { doc: DocMachine }) {
  return (
    <div className="machine-tables">
      <Table
        caption="States"
        head={['State', 'Type', 'Meaning', 'Spec']}
        rows={doc.states.map((s) => [code(s.path.join('.')), s.type, dash(s.description), dash(s.spec)])}
      />
      <Table
        caption="Transitions"
        head={['From', 'Trigger', 'Guard', 'To', 'Actions', 'Tested']}
        rows={doc.transitions.map((t) => [
          code(t.source),
          t.trigger,
          t.guard ? code(t.guard) : '—',
          t.targets.length ? t.targets.join(', ') : '(stays)',
          t.actions.join(', ') || '—',
          t.covered === null ? 'not measured' : t.covered ? 'yes' : t.unreachable ? `unreachable: ${t.unreachable}` : 'no',
        ])}
      />
      <Table caption="Events" head={['Event', 'Meaning', 'Spec']} rows={entries(doc.events)} />
      <Table caption="Guards" head={['Guard', 'Meaning', 'Spec']} rows={entries(doc.guards)} />
      <Table
        caption="Actions"
        head={['Action', 'Kind', 'Meaning', 'Spec']}
        rows={doc.actions.map((a) => [code(a.name), a.emits ? `${a.kind} ${a.emits}` : a.kind, dash(a.meaning), dash(a.spec)])}
      />
      <Table
        caption="Actors"
        head={['Actor', 'Invoked in', 'Meaning', 'Spec']}
        rows={doc.actors.map((a) => [code(a.name), a.invokedIn.join(', '), dash(a.meaning), dash(a.spec)])}
      />
      <Table
        caption="Delays"
        head={['Delay', 'Value', 'From', 'Meaning', 'Spec']}
        rows={doc.delays.map((d) => [
          code(d.name),
          d.ms === null ? 'computed' : `${d.ms.toLocaleString('en-US')} ms`,
          code(d.expression),
          dash(d.meaning),
          dash(d.spec),
        ])}
      />
      <Table
        caption="Constants"
        head={['Constant', 'Value', 'Through']}
        rows={doc.constants.map((c) => [code(c.name), c.value, c.via ?? 'imported directly'])}
      />
    </div>
  );
}
