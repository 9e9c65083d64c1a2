import type { ReactNode } from 'react';
import { DataAsOf, useShownDataAge } from '@/components/data-as-of';
import './employer-layout.css';

/**
 * The frame of an employer screen: its one h1, an optional lead paragraph, and, when the screen shows data kept on
 * the device (offline, or a refresh that failed), how old it is.
 */
export function EmployerPage({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  const age = useShownDataAge();
  return (
    <div className="employer-page stack">
      <h1>{title}</h1>
      <DataAsOf age={age} />
      {lead ? <p className="lead">{lead}</p> : null}
      {children}
    </div>
  );
}
