import { Fragment, type ReactNode } from 'react';
import { t, type MessageArgs, type MessageKey, type MessageValues } from '@/domain/i18n/i18n';

const MARK = '\u0000';

/**
 * A catalogue message whose placeholders may be elements (a link, a bold word) as well as text, so a sentence is
 * translated whole and each language puts the link where its grammar wants it:
 * `<RichText id="privacy.write" values={{ email: <a href="mailto:…">…</a> }} />`. A link's own words are a key
 * of their own, passed in as the element's text.
 */
export function RichText<K extends MessageKey>({
  id,
  values,
}: {
  id: K;
  values: MessageArgs<K> extends [] ? undefined : { [P in keyof MessageValues<K>]: ReactNode };
}): ReactNode {
  const nodes: ReactNode[] = [];
  // Text and numbers go to `t` as they are (a number is written in the reader's digits there).
  const marks: Record<string, string | number> = {};
  for (const [name, node] of Object.entries(values ?? {}) as [string, ReactNode][]) {
    if (typeof node === 'string' || typeof node === 'number') marks[name] = node;
    else {
      marks[name] = `${MARK}${nodes.length}${MARK}`;
      nodes.push(node);
    }
  }
  const text = (t as (key: MessageKey, values?: Record<string, string | number>) => string)(id, marks);
  return text.split(MARK).map((piece, index) => (
    <Fragment key={index}>{index % 2 === 1 ? nodes[Number(piece)] : piece}</Fragment>
  ));
}
