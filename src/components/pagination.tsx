import { PAGE_SIZE_DEFAULT } from '@/domain/constants';

/** The words of the control, from the page's own text. */
export interface PaginationText {
  previous: string;
  next: string;
  pageOf: (page: number, pages: number) => string;
}

/** Previous / next through a paged list of `count` items, with where we are; nothing when it fits one page. */
export function Pagination({
  page,
  count,
  pageSize = PAGE_SIZE_DEFAULT,
  label,
  text,
  buttons = 'ghost',
  onPage,
}: {
  page: number;
  count: number;
  pageSize?: number;
  /** The accessible name of the navigation, e.g. "Job pages". */
  label: string;
  text: PaginationText;
  /** The public job pages use secondary buttons, the workspace lists ghost ones. */
  buttons?: 'secondary' | 'ghost';
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  if (pages <= 1) return null;
  const button = `btn btn--${buttons}`;
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {text.previous}
      </button>
      <span aria-live="polite">{text.pageOf(page, pages)}</span>
      <button type="button" className={button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {text.next}
      </button>
    </nav>
  );
}
