import type { ReactNode } from 'react';

/** The frame of an employer screen: its one h1 and an optional lead paragraph. */
export function EmployerPage({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <div className="employer-page stack">
      <h1>{title}</h1>
      {lead ? <p className="lead">{lead}</p> : null}
      {children}
    </div>
  );
}
