import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { t } from '@/domain/i18n/i18n';
import { isApplicationStatus } from '@/machines/application-status.machine';
import { invalidateAfter, useOutboxWrites, useWorkspaceOutbox } from '@/session/workspace-outbox-context';
import type { WorkspaceWrite, WorkspaceWriteView, WriteKind } from '@/session/workspace-outbox';
import './workspace-outbox.css';

/**
 * What the workspace outbox shows (docs/offline.md "Writing offline"): a write's status beside the thing it changes,
 * and the count of changes waiting.
 */

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
                    invalidateAfter(queryClient, write);
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
                      invalidateAfter(queryClient, write);
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
