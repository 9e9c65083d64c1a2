import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { Pagination } from '@/components/pagination';
import { SAVED_APPLICANT_NOTE_MAX } from '@/domain/constants';
import { formatDateWithBs } from '@/domain/format';
import { failureMessage } from '@/domain/request-failure';
import { EmployerPage } from '@/routes/_authenticated/-components/employer-page';
import { QueryState } from '@/routes/_authenticated/-components/query-state';
import { removeSavedApplicant } from '../-candidates/candidate-queries';
import { CandidateSummary } from '../-candidates/candidate-summary';
import { savedApplicantsQuery, updateNote, type SavedApplicant, type SavedApplicantList } from './saved-queries';
import { t } from '@/domain/i18n/i18n';
import type { SavedSearch } from './saved-search';
import { useApi } from '@/session/session-context';

/** /employer/saved: saved job seekers with a note each; remove takes them off the list. */
export function SavedPage({ search, onSearch }: { search: SavedSearch; onSearch: (search: SavedSearch) => void }) {
  const api = useApi();
  const query = useQuery(savedApplicantsQuery(api, search.page ?? 1));
  return (
    <EmployerPage title={t('saved.title')} lead={t('saved.lead')}>
      <QueryState query={query} loading={t('saved.loading')}>
        {(list) => <SavedList list={list} page={search.page ?? 1} onPage={(page) => onSearch(page > 1 ? { page } : {})} />}
      </QueryState>
    </EmployerPage>
  );
}

function SavedList({ list, page, onPage }: { list: SavedApplicantList; page: number; onPage: (page: number) => void }) {
  if (list.count === 0) {
    return (
      <div className="stack">
        <p className="muted">{t('saved.empty')}</p>
        <p>
          <Link to="/employer/candidates" className="btn btn--primary">
            {t('saved.findCandidates')}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <section className="stack" aria-labelledby="saved-count">
      <h2 id="saved-count">{t('saved.count', { n: list.count })}</h2>
      <ul className="result-list">
        {list.results.map((saved) => (
          <SavedItem key={saved.id} saved={saved} />
        ))}
      </ul>
      <Pagination page={page} count={list.count} label="candidates.pagination"
        onPage={onPage} />
    </section>
  );
}

function SavedItem({ saved }: { saved: SavedApplicant }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [note, setNote] = useState(saved.note);
  const [noteError, setNoteError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const name = saved.job_seeker.full_name;
  const noteId = `saved-note-${saved.id}`;

  async function saveNote(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setNoteError(undefined);
    const result = await updateNote(api, saved.id, note.trim());
    setBusy(false);
    if (!result.ok) {
      setNoteError(result.message || t('saved.noteFailed'));
      return;
    }
    setNote(result.saved.note);
    toast.success(t('saved.noteSaved'));
    void queryClient.invalidateQueries({ queryKey: ['saved'] });
  }

  async function remove() {
    setBusy(true);
    try {
      await removeSavedApplicant(api, saved.id);
      toast.success(t('saved.removed', { name }));
      await queryClient.invalidateQueries({ queryKey: ['saved'] });
      void queryClient.invalidateQueries({ queryKey: ['candidates', 'search'] });
    } catch (error) {
      toast.error(t('saved.removeFailed', { name }), { description: failureMessage(error, '') });
      setBusy(false);
    }
  }

  return (
    <li className="card">
      <CandidateSummary seeker={saved.job_seeker}>
        <p className="candidate__meta">
          {saved.job_title ? `${t('saved.forJob', { title: saved.job_title })} · ` : null}
          {t('saved.savedOn', { date: formatDateWithBs(new Date(saved.created_at)) })}
        </p>
      </CandidateSummary>
      <form className="form" noValidate onSubmit={saveNote}>
        <FormField id={noteId} label={t('saved.noteLabel', { name })} hint={t('saved.noteHint')} error={noteError}>
          <textarea
            className="textarea"
            rows={3}
            maxLength={SAVED_APPLICANT_NOTE_MAX}
            value={note}
            onChange={(e) => {
              setNote(e.target.value);
              setNoteError(undefined);
            }}
          />
        </FormField>
        <div className="result-actions">
          <button type="submit" className="btn btn--secondary" disabled={busy || note === saved.note}>
            {busy ? t('saved.savingNote') : t('saved.saveNote')}
          </button>
          <button type="button" className="btn btn--ghost" aria-label={t('saved.removeLabel', { name })} disabled={busy} onClick={() => void remove()}>
            {t('saved.remove')}
          </button>
        </div>
      </form>
    </li>
  );
}
