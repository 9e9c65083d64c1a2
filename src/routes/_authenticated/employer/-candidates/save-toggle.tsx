import { useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { failureMessage } from '@/domain/request-failure';
import { removeSavedApplicant, saveApplicant, type CandidateList, type JobSeekerSummary } from './candidate-queries';
import { t } from '@/domain/i18n/i18n';

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

/** Save a job seeker for later, or take them off the saved list again. */
export function SaveToggle({
  seeker,
  savedId: initialSavedId,
  job,
}: {
  seeker: JobSeekerSummary;
  savedId: string | null;
  job?: string | undefined;
}) {
  const queryClient = useQueryClient();
  const [savedId, setSavedId] = useState(initialSavedId);
  const [busy, setBusy] = useState(false);
  const name = seeker.full_name;

  async function save() {
    setBusy(true);
    try {
      const saved = await saveApplicant(seeker.id, job);
      setSavedId(saved.id);
      markSaved(queryClient, seeker.id, saved.id);
      toast.success(t('candidates.savedToast', { name }));
    } catch (error) {
      toast.error(t('candidates.saveFailed', { name }), { description: failureMessage(error, '') });
    }
    setBusy(false);
  }

  async function remove() {
    if (!savedId) return;
    setBusy(true);
    try {
      await removeSavedApplicant(savedId);
      setSavedId(null);
      markSaved(queryClient, seeker.id, null);
      toast.success(t('candidates.unsavedToast', { name }));
    } catch (error) {
      toast.error(t('candidates.unsaveFailed', { name }), { description: failureMessage(error, '') });
    }
    setBusy(false);
  }

  if (!savedId) {
    return (
      <button type="button" className="btn btn--secondary" aria-label={t('candidates.saveLabel', { name })} disabled={busy} onClick={() => void save()}>
        {t('candidates.save')}
      </button>
    );
  }
  return (
    <>
      <span className="saved-mark">{t('candidates.saved')}</span>
      <button type="button" className="btn btn--ghost" aria-label={t('candidates.unsaveLabel', { name })} disabled={busy} onClick={() => void remove()}>
        {t('candidates.unsave')}
      </button>
    </>
  );
}
