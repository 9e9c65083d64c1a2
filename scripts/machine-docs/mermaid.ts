/**
 * Mermaid `stateDiagram-v2` text for a documented machine. Kept to the grammar common code hosts render:
 * plain identifiers, `state id { … }` blocks, `--` between parallel regions, labels without `:`, `;` or `#`.
 */
import type { DocMachine, DocState, DocTransition } from '@/machines/-docs/types';

const RESERVED = new Set(['state', 'note', 'end', 'as', 'direction', 'scale', 'class', 'classdef', 'style', 'click', 'hide']);
const SAFE = /^[A-Za-z][A-Za-z0-9_]*$/;

/** Mermaid ids: the state's key when it is unique and safe, else its path joined with `_`. */
export function mermaidIds(states: DocState[]): Map<string, string> {
  const keyCount = new Map<string, number>();
  for (const s of states) keyCount.set(s.key, (keyCount.get(s.key) ?? 0) + 1);
  const ids = new Map<string, string>();
  const used = new Set<string>();
  for (const s of states) {
    let id =
      SAFE.test(s.key) && !RESERVED.has(s.key.toLowerCase()) && keyCount.get(s.key) === 1
        ? s.key
        : `s_${s.path.join('_').replace(/[^A-Za-z0-9_]/g, '_')}`;
    while (used.has(id)) id = `${id}_`;
    used.add(id);
    ids.set(s.id, id);
  }
  return ids;
}

export function transitionLabel(t: DocTransition): string {
  let label = t.trigger;
  if (t.guard) label += ` [${t.guard}]`;
  if (!t.targets.length && t.actions.length) label += ` / ${t.actions.join(', ')}`;
  return label.replace(/[:;#]/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * Edges as Mermaid can draw them. Mermaid cannot connect a block with its own inside, so a transition defined
 * on a compound state is drawn from each child it applies in (not from children that handle the event
 * themselves without a guard), and a target that contains its source becomes the state it starts in.
 */
export function drawnEdges(doc: DocMachine): Array<{ from: string; to: string; t: DocTransition }> {
  const byId = new Map(doc.states.map((s) => [s.id, s]));
  const kids = (id: string) => doc.states.filter((s) => s.parent === id);
  const isAncestor = (a: string, b: string) => b.startsWith(`${a}.`);
  const handlesItself = (id: string, eventType: string) =>
    doc.transitions.some((t) => t.source === id && t.eventType === eventType && !t.guard);
  const settle = (target: string, from: string): string => {
    let to = target;
    while (to === from || isAncestor(to, from)) {
      const node = byId.get(to);
      const next = node?.initial ?? kids(to)[0]?.id;
      if (!next) break;
      to = next;
    }
    return to;
  };
  const edges: Array<{ from: string; to: string; t: DocTransition }> = [];
  // Targetless transitions (actions only) stay where they are: a loop on each state they apply in.
  const expand = (from: string, t: DocTransition) => {
    const node = byId.get(from);
    const composite = node && (node.type === 'compound' || node.type === 'parallel');
    const inward = !t.targets.length || t.targets.some((x) => x === from || isAncestor(from, x));
    if (composite && inward) {
      for (const child of kids(from)) {
        if (child.id !== t.source && handlesItself(child.id, t.eventType)) continue;
        expand(child.id, t);
      }
      return;
    }
    if (!t.targets.length) edges.push({ from, to: from, t });
    for (const target of t.targets) edges.push({ from, to: settle(target, from), t });
  };
  for (const t of doc.transitions) {
    const roots = byId.has(t.source) ? [t.source] : doc.states.filter((s) => s.parent === null).map((s) => s.id);
    for (const from of roots) expand(from, t);
  }
  return edges;
}

export function toMermaid(doc: DocMachine): string {
  const ids = mermaidIds(doc.states);
  const byId = new Map(doc.states.map((s) => [s.id, s]));
  const children = new Map<string | null, DocState[]>();
  for (const s of doc.states) children.set(s.parent, [...(children.get(s.parent) ?? []), s]);
  const parentOf = (id: string) => byId.get(id)?.parent ?? null;

  // An edge is drawn inside its block when its ends are siblings there; else at the top level.
  const placed = new Map<string | null, Array<{ from: string; to: string; t: DocTransition }>>();
  for (const edge of drawnEdges(doc)) {
    const home = parentOf(edge.from) === parentOf(edge.to) ? parentOf(edge.from) : null;
    placed.set(home, [...(placed.get(home) ?? []), edge]);
  }

  const lines: string[] = ['stateDiagram-v2'];
  const emitBlock = (parentId: string | null, type: string, initial: string | null, indent: string) => {
    const kids = children.get(parentId) ?? [];
    // Declarations first: Mermaid reads top to bottom.
    kids.forEach((k, i) => {
      const id = ids.get(k.id) as string;
      if (type === 'parallel' && i > 0) lines.push(`${indent}--`);
      if (k.type === 'compound' || k.type === 'parallel') {
        lines.push(`${indent}state ${id} {`);
        emitBlock(k.id, k.type, k.initial, `${indent}  `);
        lines.push(`${indent}}`);
      } else if (id !== k.key) {
        lines.push(`${indent}state "${k.key}" as ${id}`);
      }
    });
    if (initial && type !== 'parallel') lines.push(`${indent}[*] --> ${ids.get(initial)}`);
    for (const k of kids) if (k.type === 'final') lines.push(`${indent}${ids.get(k.id)} --> [*]`);
    for (const { from, to, t } of placed.get(parentId) ?? []) {
      lines.push(`${indent}${ids.get(from)} --> ${ids.get(to)} : ${transitionLabel(t)}`);
    }
  };

  if (doc.type === 'parallel') {
    // Regions can only be separated inside a block, so a parallel machine gets one outer block.
    const outer = SAFE.test(doc.id) && !RESERVED.has(doc.id.toLowerCase()) ? doc.id : 'machine';
    lines.push(`  state ${outer} {`);
    emitBlock(null, 'parallel', null, '    ');
    lines.push('  }');
  } else {
    emitBlock(null, 'compound', doc.initial, '  ');
  }
  return lines.join('\n');
}
