import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { t } from '@/domain/i18n/i18n';

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
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isPending) {
    return (
      <p className="loading" role="status">
        {query.fetchStatus === 'paused' ? t('pageLoad.offlineNothingKept') : loading}
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
