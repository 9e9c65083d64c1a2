import { useCallback, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { OutboxItemStatus } from '@/components/workspace-outbox';
import { failureMessage } from '@/domain/request-failure';
import { useOutboxWrites, useWorkspaceOutbox } from '@/session/workspace-outbox-context';
import type { WorkspaceWriteView } from '@/session/workspace-outbox';
import type { CandidateList, JobSeekerSummary, SavedApplicant } from './candidate-queries';
import { t } from '@/domain/i18n/i18n';

/** What the saved list and a job seeker's save button change in the outbox: one resource per job seeker. */
export const savedResource = (seekerId: string) => `saved:${seekerId}`;
export const SAVED_INVALIDATE = [['saved'], ['candidates', 'search']] as const;

/** Keeps every cached search page in step after a save or removal, so going back shows the right button. */
function markSaved(queryClient: QueryClient, seekerId: string, savedId: string | null) {
  queryClient.setQueriesData<CandidateList>({ queryKey: ['candidates', 'search'] }, (list) =>
    list && {
      ...list,
      results: list.results.map((c) => (c.job_seeker.id === seekerId ? { ...c, saved_id: savedId } : c)),
    },
  );
  void queryClient.invalidateQueries({ queryKey: ['saved'] });
}

/**
 * Save a job seeker for later, or take them off the saved list again. Both go through the workspace outbox: offline,
 * the button shows the change at once (and after a reload) while it waits to be sent.
 */
export function SaveToggle({
  seeker,
  savedId: serverSavedId,
  job,
}: {
  seeker: JobSeekerSummary;
  savedId: string | null;
  job?: string | undefined;
}) {
  const outbox = useWorkspaceOutbox();
  const queryClient = useQueryClient();
  const [savedId, setSavedId] = useState(serverSavedId);
  const [busy, setBusy] = useState(false);
  const name = seeker.full_name;
  const resource = savedResource(seeker.id);
  const select = useCallback(
    (write: WorkspaceWriteView) => write.resource === resource && write.status !== 'failed' && (write.kind === 'saved.save' || write.kind === 'saved.remove'),
    [resource],
  );
  // The last save or removal still waiting decides what the button shows.
  const waiting = useOutboxWrites(select).at(-1);
  const saved = waiting ? waiting.kind === 'saved.save' : savedId !== null;

  async function save() {
    setBusy(true);
    const outcome = await outbox.enqueue({
      kind: 'saved.save',
      resource,
      request: { method: 'POST', path: '/api/employer/save-applicant/', body: { job_seeker: seeker.id, job: job ?? null } },
      label: name,
      invalidate: SAVED_INVALIDATE,
    });
    if (outcome.type === 'delivered') {
      const entry = outcome.output as SavedApplicant;
      setSavedId(entry.id);
      markSaved(queryClient, seeker.id, entry.id);
      toast.success(t('candidates.savedToast', { name }));
    } else if (outcome.type === 'queued') toast.success(t('outbox.queued'));
    else {
      outbox.discard(outcome.key);
      toast.error(t('candidates.saveFailed', { name }), { description: outcome.reason });
    }
    setBusy(false);
  }

  async function remove() {
    if (!savedId) return;
    setBusy(true);
    const outcome = await outbox.enqueue({
      kind: 'saved.remove',
      resource,
      // Already gone (404) counts as removed.
      request: { method: 'DELETE', path: '/api/employer/saved-applicants/{id}/remove/', params: { path: { id: savedId } }, done: [404] },
      label: name,
      invalidate: SAVED_INVALIDATE,
    });
    if (outcome.type === 'delivered') {
      setSavedId(null);
      markSaved(queryClient, seeker.id, null);
      toast.success(t('candidates.unsavedToast', { name }));
    } else if (outcome.type === 'queued') toast.success(t('outbox.queued'));
    else {
      outbox.discard(outcome.key);
      toast.error(t('candidates.unsaveFailed', { name }), { description: failureMessage(outcome.error, outcome.reason) });
    }
    setBusy(false);
  }

  // A save still waiting has no id yet: it can be removed once the server has it.
  const removable = saved && savedId !== null && waiting?.kind !== 'saved.save';
  return (
    <>
      {!saved ? (
        <button type="button" className="btn btn--secondary" aria-label={t('candidates.saveLabel', { name })} disabled={busy} onClick={() => void save()}>
          {t('candidates.save')}
        </button>
      ) : (
        <>
          <span className="saved-mark">{t('candidates.saved')}</span>
          <button type="button" className="btn btn--ghost" aria-label={t('candidates.unsaveLabel', { name })} disabled={busy || !removable}
            onClick={() => void remove()}>
            {t('candidates.unsave')}
          </button>
        </>
      )}
      <OutboxItemStatus resource={resource} />
    </>
  );
}
