import { t } from '@/domain/i18n/i18n';

/** Previous / next through a paged list, with where we are. */
export function Pagination({
  page,
  count,
  pageSize,
  onPage,
}: {
  page: number;
  count: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('candidates.pagination')}>
      <button type="button" className="btn btn--ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('candidates.previous')}
      </button>
      <span aria-live="polite">{t('candidates.pageOf', { page, pages })}</span>
      <button type="button" className="btn btn--ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('candidates.next')}
      </button>
    </nav>
  );
}
