import type { ReactNode } from 'react';
import { t } from '@/domain/i18n/i18n';
import type { DocItemKind } from '@/machines/-docs/doc-keys';
import type { DocEntry, DocMachine, DocTransition } from '@/machines/-docs/types';
import { itemText, stateText } from '@/routes/-machines/doc-text';
import { TriggerText } from '@/routes/-machines/trigger-text';

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

function tested(tr: DocTransition): string {
  if (tr.covered === null) return t('machines.cell.notMeasured');
  if (tr.covered) return t('machines.cell.yes');
  return tr.unreachable ? t('machines.cell.unreachable', { reason: tr.unreachable }) : t('machines.cell.no');
}

/** The tables of `docs/machines/<name>.md`, from the same generated data; meanings in the active language. */
export function MachineTables({ doc }: { doc: DocMachine }) {
  const meaning = (kind: DocItemKind, e: DocEntry) => dash(itemText(doc.name, kind, e.name, e.meaning));
  const entries = (kind: DocItemKind, list: DocEntry[]) => list.map((e) => [code(e.name), meaning(kind, e), dash(e.spec)]);
  const [colMeaning, colSpec] = [t('machines.col.meaning'), t('machines.col.spec')];
  return (
    <div className="machine-tables">
      <Table
        caption={t('machines.table.states')}
        head={[t('machines.col.state'), t('machines.col.type'), colMeaning, colSpec]}
        rows={doc.states.map((s) => [
          code(s.path.join('.')),
          t(`machines.stateType.${s.type}`),
          dash(stateText(doc.name, s.path, s.description)),
          dash(s.spec),
        ])}
      />
      <Table
        caption={t('machines.table.transitions')}
        head={[
          t('machines.col.from'), t('machines.col.trigger'), t('machines.col.guard'), t('machines.col.to'), t('machines.col.actions'),
          t('machines.col.tested'),
        ]}
        rows={doc.transitions.map((tr) => [
          code(tr.source),
          <TriggerText transition={tr} />,
          tr.guard ? code(tr.guard) : '—',
          tr.targets.length ? code(tr.targets.join(', ')) : t('machines.cell.stays'),
          tr.actions.length ? code(tr.actions.join(', ')) : '—',
          tested(tr),
        ])}
      />
      <Table
        caption={t('machines.table.events')}
        head={[t('machines.col.event'), colMeaning, colSpec]}
        rows={entries('event', doc.events)}
      />
      <Table
        caption={t('machines.table.guards')}
        head={[t('machines.col.guard'), colMeaning, colSpec]}
        rows={entries('guard', doc.guards)}
      />
      <Table
        caption={t('machines.table.actions')}
        head={[t('machines.col.action'), t('machines.col.kind'), colMeaning, colSpec]}
        rows={doc.actions.map((a) => [code(a.name), a.emits ? `${a.kind} ${a.emits}` : a.kind, meaning('action', a), dash(a.spec)])}
      />
      <Table
        caption={t('machines.table.actors')}
        head={[t('machines.col.actor'), t('machines.col.invokedIn'), colMeaning, colSpec]}
        rows={doc.actors.map((a) => [code(a.name), a.invokedIn.join(', '), meaning('actor', a), dash(a.spec)])}
      />
      <Table
        caption={t('machines.table.delays')}
        head={[t('machines.col.delay'), t('machines.col.value'), t('machines.col.from'), colMeaning, colSpec]}
        rows={doc.delays.map((d) => [
          code(d.name),
          d.ms === null ? t('machines.cell.computed') : t('machines.cell.ms', { ms: d.ms }),
          code(d.expression),
          meaning('delay', d),
          dash(d.spec),
        ])}
      />
      <Table
        caption={t('machines.table.constants')}
        head={[t('machines.col.constant'), t('machines.col.value'), t('machines.col.through')]}
        rows={doc.constants.map((c) => [code(c.name), c.value, c.via ?? t('machines.cell.importedDirectly')])}
      />
    </div>
  );
}
