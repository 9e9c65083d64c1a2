import type { ReactNode } from 'react';
import { Icon } from '@/components/icons';

/** An honest placeholder for a screen a later release fills: says what is coming, offers what works today. */
export function ComingSoon({ title = 'Coming soon', children }: { title?: string; children: ReactNode }) {
  return (
    <section className="panel" aria-labelledby="coming-soon-title">
      <span className="icon-badge">
        <Icon name="clock" />
      </span>
      <h2 id="coming-soon-title">{title}</h2>
      <div className="muted stack">{children}</div>
    </section>
  );
}
