import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Icon } from '@/components/icons';
import { formatAsOf } from '@/domain/calendar-format';
import { t, type MessageKeyWith } from '@/domain/i18n/i18n';
import { useOnlineStatus } from '@/pwa/online-status';
import './data-as-of.css';

/** Why a screen shows data that may be old, and since when (the oldest answer it shows). */
export interface ShownDataAge {
  reason: 'offline' | 'notRefreshed';
  updatedAt: number;
}

/**
 * The age of what the screen shows: offline, the oldest answer on screen; online, the oldest answer whose refresh
 * failed (it stays on screen). Null when everything shown is as the server last said.
 */
export function shownDataAge(queryClient: QueryClient, online: boolean): ShownDataAge | null {
  let oldest = Infinity;
  for (const query of queryClient.getQueryCache().getAll()) {
    const { data, dataUpdatedAt, status } = query.state;
    if (data === undefined || dataUpdatedAt <= 0 || query.getObserversCount() === 0) continue;
    if (online && status !== 'error') continue;
    oldest = Math.min(oldest, dataUpdatedAt);
  }
  return oldest === Infinity ? null : { reason: online ? 'notRefreshed' : 'offline', updatedAt: oldest };
}

/** `shownDataAge` of the screen in the query client's context, kept current. */
export function useShownDataAge(): ShownDataAge | null {
  const queryClient = useQueryClient();
  const online = useOnlineStatus();
  const subscribe = useCallback((listener: () => void) => queryClient.getQueryCache().subscribe(listener), [queryClient]);
  // A string, so the screen re-renders only when what the mark says changes.
  const key = useSyncExternalStore(
    subscribe,
    () => {
      const age = shownDataAge(queryClient, online);
      return age ? `${age.reason}:${age.updatedAt}` : '';
    },
    () => '',
  );
  if (!key) return null;
  const [reason, updatedAt] = key.split(':');
  return { reason: reason as ShownDataAge['reason'], updatedAt: Number(updatedAt) };
}

/** The mark's words, from the catalogue part of the area showing it (the workspace's, or the job seeker's space). */
export type AsOfTexts = Record<ShownDataAge['reason'], MessageKeyWith<'when'>>;
const WORKSPACE_AS_OF: AsOfTexts = { offline: 'workspace.asOfOffline', notRefreshed: 'workspace.asOfNotRefreshed' };

/**
 * "Offline — showing data as of 14:05" (Nepal time) on a screen showing data kept on the device. A polite live
 * region that is always there, so a screen reader hears it appear.
 */
export function DataAsOf({ age, now = new Date(), texts = WORKSPACE_AS_OF }: { age: ShownDataAge | null; now?: Date; texts?: AsOfTexts }) {
  return (
    <div role="status" className="data-as-of">
      {age ? (
        <p>
          <Icon name={age.reason === 'offline' ? 'wifiOff' : 'clock'} />
          {t(texts[age.reason], {
            when: formatAsOf(new Date(age.updatedAt), now),
          })}
        </p>
      ) : null}
    </div>
  );
}
