import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { Pagination } from '@/components/pagination';
import { SAVED_APPLICANT_NOTE_MAX } from '@/domain/constants';
import { formatDateWithBs } from '@/domain/format';
import { isRequestFailure } from '@/domain/request-failure';
import { OutboxItemStatus } from '@/components/workspace-outbox';
import { splitServerErrors } from '@/components/server-field-errors';
import { EmployerPage } from '@/routes/_authenticated/-components/employer-page';
import { QueryState } from '@/routes/_authenticated/-components/query-state';
import { SAVED_INVALIDATE, savedResource } from '../-candidates/save-toggle';
import { CandidateSummary } from '../-candidates/candidate-summary';
import { savedApplicantsQuery, type SavedApplicant, type SavedApplicantList } from './saved-queries';
import { t } from '@/domain/i18n/i18n';
import type { SavedSearch } from './saved-search';
import { useApi } from '@/session/session-context';
import { useOutboxWrites, useWorkspaceOutbox } from '@/session/workspace-outbox-context';
import type { WorkspaceWriteView } from '@/session/workspace-outbox';

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

const waitingRemoval = (write: WorkspaceWriteView) => write.kind === 'saved.remove' && write.status !== 'failed';

function SavedList({ list: loaded, page, onPage }: { list: SavedApplicantList; page: number; onPage: (page: number) => void }) {
  // Entries whose removal waits to be sent are gone for the employer already (a failed one shows again, with Retry).
  const removals = useOutboxWrites(waitingRemoval);
  const list = useMemo(() => {
    const removed = new Set(removals.map((write) => write.request.params?.path?.id));
    const results = loaded.results.filter((saved) => !removed.has(saved.id));
    return { ...loaded, results, count: loaded.count - (loaded.results.length - results.length) };
  }, [loaded, removals]);
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
  const outbox = useWorkspaceOutbox();
  const queryClient = useQueryClient();
  const resource = savedResource(saved.job_seeker.id);
  const select = useCallback((write: WorkspaceWriteView) => write.resource === resource, [resource]);
  const writes = useOutboxWrites(select);
  // A note still waiting to be sent is the note as the employer last saved it.
  const waitingNote = writes.findLast((write) => write.kind === 'saved.note');
  const [kept, setKept] = useState(waitingNote ? (waitingNote.request.body as { note: string }).note : saved.note);
  const [note, setNote] = useState(kept);
  const [noteError, setNoteError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const name = saved.job_seeker.full_name;
  const noteId = `saved-note-${saved.id}`;

  async function saveNote(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setNoteError(undefined);
    const outcome = await outbox.enqueue({
      kind: 'saved.note',
      resource,
      request: { method: 'PATCH', path: '/api/employer/saved-applicants/{id}/', params: { path: { id: saved.id } }, body: { note: note.trim() } },
      label: name,
      invalidate: SAVED_INVALIDATE,
    });
    setBusy(false);
    if (outcome.type === 'refused') {
      // Shown in the form, with what was typed.
      outbox.discard(outcome.key);
      const failure = isRequestFailure(outcome.error) ? outcome.error : null;
      const split = splitServerErrors(['note'] as const, failure?.status ?? 0, failure?.body);
      setNoteError(split.fieldErrors.note ?? split.formError ?? t('saved.noteFailed'));
      return;
    }
    if (outcome.type === 'delivered') {
      const entry = outcome.output as SavedApplicant;
      setKept(entry.note);
      setNote(entry.note);
      toast.success(t('saved.noteSaved'));
    } else {
      setKept(note.trim());
      toast.success(t('outbox.queued'));
    }
  }

  async function remove() {
    setBusy(true);
    const outcome = await outbox.enqueue({
      kind: 'saved.remove',
      resource,
      // Already gone (404) counts as removed.
      request: { method: 'DELETE', path: '/api/employer/saved-applicants/{id}/remove/', params: { path: { id: saved.id } }, done: [404] },
      label: name,
      invalidate: SAVED_INVALIDATE,
    });
    if (outcome.type === 'refused') {
      outbox.discard(outcome.key);
      toast.error(t('saved.removeFailed', { name }), { description: outcome.reason });
      setBusy(false);
      return;
    }
    if (outcome.type === 'queued') toast.success(t('outbox.queued'));
    else toast.success(t('saved.removed', { name }));
    await queryClient.invalidateQueries({ queryKey: ['saved'] });
    void queryClient.invalidateQueries({ queryKey: ['candidates', 'search'] });
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
        <OutboxItemStatus resource={resource} />
        <div className="result-actions">
          <button type="submit" className="btn btn--secondary" disabled={busy || note === kept}>
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
