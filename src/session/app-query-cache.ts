import {
  QueryCache, type DefaultError, type Query, type QueryClient, type QueryKey, type QueryOptions, type QueryState,
  type WithRequired,
} from '@tanstack/react-query';

/** What a query last answered, as the workspace keeps it on the device (docs/offline.md "Reading offline"). */
export interface LastKnownData {
  data: unknown;
  dataUpdatedAt: number;
}

/**
 * The query cache, plus a place to find what a query answered before it left memory. In memory a query is kept
 * 10 minutes (docs/requirements.md §9); the workspace keeps the answers on the device much longer, so a screen
 * opened offline hours later still starts from its last data instead of waiting for a network that is not there.
 */
export class AppQueryCache extends QueryCache {
  /** Set by the workspace while its copy on the device is loaded; nothing elsewhere. */
  lastKnown: ((queryHash: string) => LastKnownData | undefined) | null = null;

  override build<TQueryFnData = unknown, TError = DefaultError, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
    client: QueryClient,
    options: WithRequired<QueryOptions<TQueryFnData, TError, TData, TQueryKey>, 'queryKey'>,
    state?: QueryState<TData, TError>,
  ): Query<TQueryFnData, TError, TData, TQueryKey> {
    if (!state && this.lastKnown) {
      const queryHash = options.queryHash ?? client.defaultQueryOptions(options).queryHash;
      const kept = this.get(queryHash) ? undefined : this.lastKnown(queryHash);
      // Marked invalidated: shown at once, and refreshed whenever the network lets it.
      if (kept) state = lastKnownState<TData, TError>(kept);
    }
    return super.build(client, options, state);
  }
}

function lastKnownState<TData, TError>(kept: LastKnownData): QueryState<TData, TError> {
  return {
    data: kept.data as TData,
    dataUpdatedAt: kept.dataUpdatedAt,
    dataUpdateCount: 1,
    error: null,
    errorUpdateCount: 0,
    errorUpdatedAt: 0,
    fetchFailureCount: 0,
    fetchFailureReason: null,
    fetchMeta: null,
    isInvalidated: true,
    status: 'success',
    fetchStatus: 'idle',
  };
}
