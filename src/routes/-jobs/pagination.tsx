import { PAGE_SIZE_DEFAULT } from '@/domain/constants';
import { t } from '@/domain/i18n/i18n';

/** Previous / next through a `{count}` list of PAGE_SIZE_DEFAULT a page; nothing when it fits one page. */
export function Pagination({ page, count, label, onPage }: {
  page: number;
  count: number;
  label: string;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(count / PAGE_SIZE_DEFAULT));
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" className="btn btn--secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('jobWord.previous')}
      </button>
      <span aria-live="polite">
        {t('jobWord.pageOf', { page, pages })}
      </span>
      <button type="button" className="btn btn--secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('jobWord.next')}
      </button>
    </nav>
  );
}
