import { useId, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { splitServerErrors } from '@/components/server-field-errors';
import { t } from '@/domain/i18n/i18n';
import { localDigits } from '@/domain/i18n/locale';
import { MAX_CRITERIA } from '@/domain/team/scorecards';
import { isRequestFailure } from '@/domain/request-failure';
import { QueryState } from '@/routes/_authenticated/-components/query-state';
import { membershipCan, useMembership } from '@/session/membership';
import { useApi } from '@/session/session-context';
import { jobScorecardQuery, saveJobScorecard, type JobScorecard, type ScorecardCriterion } from './scorecard-queries';
import './scorecards.css';

const MAX_NAME = 100;
const key = (name: string) => name.trim().toLocaleLowerCase('en');

/** The job's skills as criteria, each once (as the server makes them). */
function skillCriteria(skills: readonly string[]): ScorecardCriterion[] {
  const seen = new Set<string>();
  const out: ScorecardCriterion[] = [];
  for (const skill of skills) {
    const name = skill.trim().slice(0, MAX_NAME);
    if (!name || seen.has(key(name)) || out.length === MAX_CRITERIA) continue;
    seen.add(key(name));
    out.push({ name, source: 'skill' });
  }
  return out;
}

/** On the job's page: the criteria interviewers rate, and (for those who manage jobs) changing them. */
export function JobScorecardSection({ jobId, skills }: { jobId: string; skills: readonly string[] }) {
  const api = useApi();
  const query = useQuery(jobScorecardQuery(api, jobId));
  const membership = useMembership();
  const [editing, setEditing] = useState(false);
  const mayEdit = membershipCan(membership, 'manageJobs');
  return (
    <section aria-labelledby="job-scorecard" className="stack scorecard">
      <h2 id="job-scorecard">{t('scorecard.jobHeading')}</h2>
      <p className="muted">{t('scorecard.jobIntro')}</p>
      <QueryState query={query} loading={t('scorecard.loading')}>
        {(scorecard) => scorecard && (editing ? (
          <CriteriaEditor jobId={jobId} skills={skills} scorecard={scorecard} onDone={() => setEditing(false)} />
        ) : (
          <>
            {scorecard.criteria.length ? (
              <ol className="scorecard__criteria" aria-label={t('scorecard.criteriaList')}>
                {scorecard.criteria.map((c) => (
                  <li key={c.name}>
                    <span>{c.name}</span> <span className="tag">{t(`scorecard.source.${c.source}`)}</span>
                  </li>
                ))}
              </ol>
            ) : <p className="muted">{t('scorecard.none')}</p>}
            <p className="muted">{scorecard.customised ? t('scorecard.customised') : t('scorecard.fromSkills')}</p>
            {mayEdit ? (
              <div>
                <button type="button" className="btn btn--secondary" onClick={() => setEditing(true)}>{t('scorecard.edit')}</button>
              </div>
            ) : null}
          </>
        ))}
      </QueryState>
    </section>
  );
}

function CriteriaEditor({ jobId, skills, scorecard, onDone }: {
  jobId: string; skills: readonly string[]; scorecard: JobScorecard; onDone: () => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const [list, setList] = useState<ScorecardCriterion[]>(scorecard.criteria);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [listError, setListError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function add(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    let error: string | undefined;
    if (!trimmed) error = t('scorecard.nameRequired');
    else if (list.some((c) => key(c.name) === key(trimmed))) error = t('scorecard.duplicate', { name: trimmed });
    else if (list.length >= MAX_CRITERIA) error = t('scorecard.max', { max: MAX_CRITERIA });
    setNameError(error);
    if (error) return;
    setList((l) => [...l, { name: trimmed, source: 'custom' }]);
    setName('');
    setListError(null);
  }

  const move = (index: number, by: -1 | 1) => setList((l) => {
    const next = [...l];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    return next;
  });

  async function save() {
    if (!list.length) {
      setListError(t('scorecard.emptyList'));
      return;
    }
    setBusy(true);
    setListError(null);
    try {
      const saved = await saveJobScorecard(api, jobId, list);
      queryClient.setQueryData(jobScorecardQuery(api, jobId).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['scorecard', 'application'] });
      toast.success(t('scorecard.saved'));
      onDone();
    } catch (error) {
      const failure = isRequestFailure(error) ? error : null;
      const split = splitServerErrors(['criteria'], failure?.status ?? 0, failure?.body);
      setListError(split.fieldErrors.criteria ?? split.formError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="stack">
      {listError ? <p className="form-alert" role="alert">{listError}</p> : null}
      {list.length ? (
        <ol className="scorecard__criteria scorecard__criteria--edit" aria-label={t('scorecard.criteriaList')}>
          {list.map((c, index) => (
            <li key={c.name}>
              <span className="scorecard__name"><span className="scorecard__pos">{localDigits(String(index + 1))}.</span> {c.name} <span className="tag">{t(`scorecard.source.${c.source}`)}</span></span>
              <span className="btn-row scorecard__row-actions">
                <button type="button" className="btn btn--ghost btn--small" disabled={index === 0} onClick={() => move(index, -1)}
                  aria-label={t('scorecard.moveUpLabel', { name: c.name })}>{t('scorecard.moveUp')}</button>
                <button type="button" className="btn btn--ghost btn--small" disabled={index === list.length - 1} onClick={() => move(index, 1)}
                  aria-label={t('scorecard.moveDownLabel', { name: c.name })}>{t('scorecard.moveDown')}</button>
                <button type="button" className="btn btn--ghost btn--small" onClick={() => setList((l) => l.filter((_, i) => i !== index))}
                  aria-label={t('scorecard.removeLabel', { name: c.name })}>{t('scorecard.remove')}</button>
              </span>
            </li>
          ))}
        </ol>
      ) : <p className="muted">{t('scorecard.emptyList')}</p>}
      <form className="form scorecard__add" noValidate onSubmit={add}>
        <FormField id={`${id}-name`} label={t('scorecard.addLabel')} hint={t('scorecard.addHint')} error={nameError}>
          <input className="input" value={name} maxLength={MAX_NAME} onChange={(e) => { setName(e.target.value); setNameError(undefined); }} />
        </FormField>
        <div>
          <button type="submit" className="btn btn--secondary">{t('scorecard.add')}</button>
        </div>
      </form>
      <div className="btn-row">
        <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void save()}>
          {busy ? t('scorecard.saving') : t('scorecard.save')}
        </button>
        {skills.length ? (
          <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => { setList(skillCriteria(skills)); setListError(null); }}>
            {t('scorecard.resetToSkills')}
          </button>
        ) : null}
        <button type="button" className="btn btn--ghost" disabled={busy} onClick={onDone}>{t('scorecard.cancel')}</button>
      </div>
    </div>
  );
}
