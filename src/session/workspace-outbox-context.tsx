import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { t } from '@/domain/i18n/i18n';
import { useApi, useSessionView } from '@/session/session-context';
import {
  startWorkspaceOutbox, writesOf, type EnqueueOutcome, type NewWrite, type WorkspaceOutbox, type WorkspaceWrite,
  type WorkspaceWriteView,
} from '@/session/workspace-outbox';

/**
 * The workspace outbox in React (docs/offline.md "Writing offline"): `WorkspaceOutboxProvider` runs the one outbox
 * of the signed-in account in the workspace layout; screens queue writes with `useWorkspaceOutbox().enqueue` and show
 * what waits with `<OutboxItemStatus resource=... />` (src/components/workspace-outbox.tsx).
 */
export interface OutboxValue {
  /** The account's outbox has loaded what the device kept (a screen that must know what waits renders after). */
  ready: boolean;
  enqueue(write: NewWrite): Promise<EnqueueOutcome>;
  retry(key: string): void;
  discard(key: string): void;
  resend(key: string, body: unknown): void;
  withdraw(key: string, replacement: NewWrite & { key: string }): void;
  subscribe(listener: () => void): () => void;
  writes(): readonly WorkspaceWriteView[];
  /** Calls `listener` with each write the server has, and its answer (e.g. to show a sent message in its thread). */
  onDelivered(listener: (write: WorkspaceWrite, output: unknown) => void): () => void;
}

const OutboxContext = createContext<OutboxValue | null>(null);
const NO_WRITES: readonly WorkspaceWriteView[] = [];

/** Loads again what a write changed (its `invalidate` query keys). */
export const invalidateAfter = (queryClient: QueryClient, write: Pick<WorkspaceWrite, 'invalidate'>) => {
  for (const queryKey of write.invalidate) void queryClient.invalidateQueries({ queryKey: [...queryKey] });
};

export function WorkspaceOutboxProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const userId = useSessionView().user?.id ?? null;
  const queryClient = useQueryClient();
  const [outbox, setOutbox] = useState<WorkspaceOutbox | null>(null);
  const starting = useRef<Promise<WorkspaceOutbox> | null>(null);

  useEffect(() => {
    if (!userId) return;
    let stopped = false;
    const started = startWorkspaceOutbox({
      api,
      userId,
      onDelivered: (write, _output, answered) => {
        invalidateAfter(queryClient, write);
        if (!answered) toast.success(t('outbox.sentLater', { label: write.label }));
      },
      onRefused: (write, reason) => {
        invalidateAfter(queryClient, write);
        toast.error(t('outbox.refusedLater', { label: write.label }), { description: reason });
      },
      onSentWhileClosed: (write) => {
        invalidateAfter(queryClient, write);
        toast.success(t('outbox.sentWhileClosed', { label: write.label }));
      },
    });
    starting.current = started;
    void started.then((started) => {
      if (stopped) started.stop();
      else setOutbox(started);
    });
    return () => {
      stopped = true;
      starting.current = null;
      setOutbox(null);
      void started.then((started) => started.stop());
    };
  }, [api, userId, queryClient]);

  const value = useMemo<OutboxValue>(() => {
    let cached: { snapshot: unknown; writes: readonly WorkspaceWriteView[] } | null = null;
    return {
      ready: outbox !== null,
      enqueue: async (write) => {
        const ready = outbox ?? (await starting.current);
        if (!ready) throw new Error('The workspace outbox is not running.');
        return ready.enqueue(write);
      },
      retry: (key) => outbox?.retry(key),
      discard: (key) => outbox?.discard(key),
      resend: (key, body) => outbox?.resend(key, body),
      withdraw: (key, replacement) => outbox?.withdraw(key, replacement),
      subscribe: (listener) => {
        if (!outbox) return () => undefined;
        const subscription = outbox.actor.subscribe(listener);
        return () => subscription.unsubscribe();
      },
      onDelivered: (listener) => {
        if (!outbox) return () => undefined;
        const subscription = outbox.actor.on('outbox.delivered', ({ item, output }) => listener(item as WorkspaceWrite, output));
        return () => subscription.unsubscribe();
      },
      writes: () => {
        if (!outbox) return NO_WRITES;
        const snapshot = outbox.actor.getSnapshot();
        if (cached?.snapshot !== snapshot) cached = { snapshot, writes: writesOf(snapshot) };
        return cached.writes;
      },
    };
  }, [outbox]);

  return <OutboxContext.Provider value={value}>{children}</OutboxContext.Provider>;
}

export function useWorkspaceOutbox(): OutboxValue {
  const value = useContext(OutboxContext);
  if (!value) throw new Error('useWorkspaceOutbox must be used inside WorkspaceOutboxProvider.');
  return value;
}

/** The writes waiting or failed, oldest first; with `select`, only those it keeps. */
export function useOutboxWrites(select?: (write: WorkspaceWriteView) => boolean): readonly WorkspaceWriteView[] {
  const outbox = useWorkspaceOutbox();
  const all = useSyncExternalStore(outbox.subscribe, outbox.writes, () => NO_WRITES);
  return useMemo(() => (select ? all.filter(select) : all), [all, select]);
}


/**
 * The changes to `resource` still waiting to be sent (not failed), their bodies merged oldest first: a form opened
 * again, also after a reload, shows what the user saved rather than what the server still has.
 */
export function useWaitingChanges<T extends object>(resource: string): Partial<T> {
  const select = useCallback((write: WorkspaceWriteView) => write.resource === resource && write.status !== 'failed', [resource]);
  const writes = useOutboxWrites(select);
  return useMemo(() => Object.assign({}, ...writes.map((write) => write.request.body as object)) as Partial<T>, [writes]);
}
