import { PAGE_SIZE_DEFAULT } from '@/domain/constants';
import { t, type MessageKeyWith } from '@/domain/i18n/i18n';

/** Previous / next through a paged list of `count` items, with where we are; nothing when it fits one page. */
export function Pagination({
  page,
  count,
  pageSize = PAGE_SIZE_DEFAULT,
  label,
  buttons = 'ghost',
  onPage,
}: {
  page: number;
  count: number;
  pageSize?: number;
  /** The key of the navigation's accessible name, e.g. "Job pages". */
  label: MessageKeyWith;
  /** The public job pages use secondary buttons, the workspace lists ghost ones. */
  buttons?: 'secondary' | 'ghost';
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  if (pages <= 1) return null;
  const button = `btn btn--${buttons}`;
  return (
    <nav className="pagination" aria-label={t(label)}>
      <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pagination.previous')}
      </button>
      <span aria-live="polite">{t('pagination.pageOf', { page, pages })}</span>
      <button type="button" className={button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pagination.next')}
      </button>
    </nav>
  );
}
