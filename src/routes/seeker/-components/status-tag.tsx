import { t } from '@/domain/i18n/i18n';
import type { SeekerStatus } from '@/domain/seeker-statuses';

/** A status as the job seeker is told it (docs/seekers.md "Statuses"). */
export function SeekerStatusTag({ status }: { status: SeekerStatus }) {
  return <span className={`tag seeker-status seeker-status--${status}`}>{t(`seeker.status.${status}`)}</span>;
}
