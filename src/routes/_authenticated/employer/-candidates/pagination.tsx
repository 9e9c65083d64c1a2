import { candidatesMessages as m } from './candidates-messages';

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
    <nav className="pagination" aria-label={m.pagination}>
      <button type="button" className="btn btn--ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {m.previous}
      </button>
      <span aria-live="polite">{m.pageOf(page, pages)}</span>
      <button type="button" className="btn btn--ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {m.next}
      </button>
    </nav>
  );
}
