import { t } from '@/domain/i18n/i18n';
import './featured.css';

/** The mark of a featured job, wherever a job is shown (public list and page, the employer's jobs). */
export function FeaturedBadge() {
  return (
    <span className="tag tag--featured">{t('jobWord.featured')}</span>
  );
}
