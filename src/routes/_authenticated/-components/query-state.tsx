import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';

/** Loading, failure (with Try Again) and loaded states of one query. */
export function QueryState<T>({
  query,
  loading,
  children,
}: {
  query: UseQueryResult<T>;
  loading: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <p className="loading" role="status">
        {loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="form-alert stack" role="alert">
        <p>{query.error.message}</p>
        <button type="button" className="btn btn--secondary" onClick={() => void query.refetch()}>
          Try Again
        </button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
