import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { t } from '@/domain/i18n/i18n';
import { isApplicationStatus } from '@/machines/application-status.machine';
import { useApi, useSessionView } from '@/session/session-context';
import {
  startWorkspaceOutbox, writesOf, type EnqueueOutcome, type NewWrite, type WorkspaceOutbox, type WorkspaceWrite,
  type WorkspaceWriteView, type WriteKind,
} from '@/session/workspace-outbox';

/**
 * The workspace outbox in React (docs/offline.md "Writing offline"): `WorkspaceOutboxProvider` runs the one outbox
 * of the signed-in account in the workspace layout; screens queue writes with `useWorkspaceOutbox().enqueue` and show
 * what waits with `<OutboxItemStatus resource=... />`.
 */
interface OutboxValue {
  enqueue(write: NewWrite): Promise<EnqueueOutcome>;
  retry(key: string): void;
  discard(key: string): void;
  resend(key: string, body: unknown): void;
  subscribe(listener: () => void): () => void;
  writes(): readonly WorkspaceWriteView[];
}

const OutboxContext = createContext<OutboxValue | null>(null);
const NO_WRITES: readonly WorkspaceWriteView[] = [];

const invalidate = (queryClient: QueryClient, write: Pick<WorkspaceWrite, 'invalidate'>) => {
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
        invalidate(queryClient, write);
        if (!answered) toast.success(t('outbox.sentLater', { label: write.label }));
      },
      onRefused: (write, reason) => {
        invalidate(queryClient, write);
        toast.error(t('outbox.refusedLater', { label: write.label }), { description: reason });
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
      enqueue: async (write) => {
        const ready = outbox ?? (await starting.current);
        if (!ready) throw new Error('The workspace outbox is not running.');
        return ready.enqueue(write);
      },
      retry: (key) => outbox?.retry(key),
      discard: (key) => outbox?.discard(key),
      resend: (key, body) => outbox?.resend(key, body),
      subscribe: (listener) => {
        if (!outbox) return () => undefined;
        const subscription = outbox.actor.subscribe(listener);
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

const currentStatus = (conflict: unknown) => {
  const status = (conflict as { current_status?: unknown } | null)?.current_status;
  return isApplicationStatus(status) ? status : null;
};

/** What a kind's 409 says and how the user's change is sent again over the current state. */
const CONFLICTS: Partial<Record<WriteKind, { text: (current: unknown) => string | null; resendBody: (write: Pick<WorkspaceWrite, 'request'>, current: unknown) => unknown }>> = {
  // 409 body: { detail, current_status, application } (openapi ApplicationConflict).
  'application.status': {
    text: (current) => {
      const status = currentStatus(current);
      return status ? t('outbox.conflictApplication', { status: t(`pipeline.status.${status}`) }) : null;
    },
    resendBody: (write, current) => ({ ...(write.request.body as object), expected_status: currentStatus(current) }),
  },
};

/**
 * The pending or failed writes of one resource, beside the thing the user changed: "Waiting to be sent", or the
 * server's refusal with Retry and Discard, or a conflict with "Apply mine anyway" and "Keep theirs".
 */
export function OutboxItemStatus({ resource }: { resource: string }) {
  const select = useCallback((write: WorkspaceWriteView) => write.resource === resource, [resource]);
  const writes = useOutboxWrites(select);
  const outbox = useWorkspaceOutbox();
  const queryClient = useQueryClient();
  if (!writes.length) return null;
  return (
    <div className="outbox-status">
      {writes.map((write) => {
        if (write.status !== 'failed') {
          return (
            <p key={write.key} className="outbox-status__badge outbox-status__badge--pending" role="status">
              {write.status === 'sending' ? t('outbox.sending') : t('outbox.waiting')}
            </p>
          );
        }
        const conflict = write.conflict === undefined ? undefined : CONFLICTS[write.kind];
        const conflictText = conflict?.text(write.conflict) ?? null;
        return (
          <div key={write.key} className="outbox-status__failed" role="alert">
            <p className="outbox-status__badge outbox-status__badge--failed">
              {conflictText ?? t('outbox.failed', { reason: write.error ?? t('outbox.writeRefused') })}
            </p>
            <div className="btn-row">
              {conflict && conflictText ? (
                <>
                  <button type="button" className="btn btn--small btn--primary"
                    onClick={() => outbox.resend(write.key, conflict.resendBody(write, write.conflict))}>
                    {t('outbox.applyMine')}
                  </button>
                  <button type="button" className="btn btn--small btn--secondary" onClick={() => {
                    outbox.discard(write.key);
                    invalidate(queryClient, write);
                  }}>
                    {t('outbox.keepTheirs')}
                  </button>
                </>
              ) : (
                <>
                  <button type="button" className="btn btn--small btn--secondary" aria-label={t('outbox.retryAria', { label: write.label })}
                    onClick={() => outbox.retry(write.key)}>
                    {t('outbox.retry')}
                  </button>
                  <button type="button" className="btn btn--small btn--ghost" aria-label={t('outbox.discardAria', { label: write.label })}
                    onClick={() => {
                      outbox.discard(write.key);
                      invalidate(queryClient, write);
                    }}>
                    {t('outbox.discard')}
                  </button>
                </>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** The workspace-wide count, at the top of every workspace page while something waits or failed. */
export function OutboxSummary() {
  const writes = useOutboxWrites();
  const failed = writes.filter((write) => write.status === 'failed').length;
  const pending = writes.length - failed;
  return (
    <div className="outbox-summary" role="status">
      {pending ? <span className="outbox-summary__pending">{t('outbox.pendingCount', { n: pending })}</span> : null}
      {failed ? <span className="outbox-summary__failed">{t('outbox.failedCount', { n: failed })}</span> : null}
    </div>
  );
}
