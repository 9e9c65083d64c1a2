import { createContext, useContext, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { t } from '@/domain/i18n/i18n';

/**
 * What a query waiting for the network with nothing kept says (docs/offline.md "Reading offline"). The workspace
 * provides it, so its text stays in the workspace's part of the catalogue; elsewhere the loading text shows.
 */
export const NothingKeptText = createContext<string | null>(null);

/**
 * Loading, failure (with Try Again) and loaded states of one query. Data already there stays on screen when a
 * refresh fails or waits for the network (the screen's frame says how old it is, src/components/data-as-of.tsx).
 */
export function QueryState<T>({
  query,
  loading,
  children,
}: {
  query: UseQueryResult<T>;
  loading: string;
  children: (data: T) => ReactNode;
}) {
  const nothingKept = useContext(NothingKeptText);
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isPending) {
    return (
      <p className="loading" role="status">
        {query.fetchStatus === 'paused' ? nothingKept ?? loading : loading}
      </p>
    );
  }
  return (
    <div className="form-alert stack" role="alert">
      <p>{query.error?.message}</p>
      <button type="button" className="btn btn--secondary" onClick={() => void query.refetch()}>
        {t('pageLoad.retry')}
      </button>
    </div>
  );
}
