import type { ReactNode } from 'react';
import { Icon } from '@/components/icons';
import { t } from '@/domain/i18n/i18n';

/** An honest placeholder for a screen a later release fills: says what is coming, offers what works today. */
export function ComingSoon({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="panel" aria-labelledby="coming-soon-title">
      <span className="icon-badge">
        <Icon name="clock" />
      </span>
      <h2 id="coming-soon-title">{title ?? t('shell.comingSoon')}</h2>
      <div className="muted stack">{children}</div>
    </section>
  );
}
