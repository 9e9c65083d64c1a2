import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { BsDateField } from '@/components/bs-date-field';
import { Pagination } from '@/components/pagination';
import { RichText } from '@/components/rich-text';
import { addDays, kathmanduInstant } from '@/domain/calendar';
import { t } from '@/domain/i18n/i18n';
import { failureMessage } from '@/domain/request-failure';
import { PAGE_SIZE_DEFAULT } from '@/domain/constants';
import { useApi } from '@/session/session-context';
import { actionSentence, whenText } from './activity-text';
import { EmployerPage } from './employer-page';
import { QueryState } from './query-state';
import {
  activityQuery, downloadActivityCsv, type ActivityEntry, type ActivityFilters, type ActivitySubjectType,
} from './team-activity-queries';
import { teamMembersQuery, type TeamMember } from './team-queries';
import './activity-page.css';

const SUBJECTS = [
  'job', 'application', 'scorecard', 'comment', 'event', 'candidate', 'conversation', 'member', 'invitation', 'company',
  'billing', 'settings',
] as const satisfies readonly ActivitySubjectType[];

/** What the form holds: days as the date inputs give them (Nepal's calendar days). */
interface FormValues { actor: string; subject: string; from: string; to: string }
const EMPTY: FormValues = { actor: '', subject: '', from: '', to: '' };

/** The form's days as the API's instants: from the start of `from` to the end of `to`, in Nepal time. */
function filtersOf(v: FormValues): ActivityFilters {
  return {
    ...(v.actor ? { actor: v.actor } : {}),
    ...(v.subject ? { subject_type: v.subject as ActivitySubjectType } : {}),
    ...(v.from ? { from: kathmanduInstant(v.from).toISOString() } : {}),
    ...(v.to ? { to: new Date(kathmanduInstant(addDays(v.to, 1)).getTime() - 1).toISOString() } : {}),
  };
}

/** The activity log for owners and admins (docs/teams.md "Activity log"): filters, pages and a CSV export. */
export function ActivityPage() {
  return (
    <EmployerPage title={t('activity.title')} lead={t('activity.lead')}>
      <ActivityLog />
    </EmployerPage>
  );
}

function ActivityLog() {
  const api = useApi();
  const members = useQuery(teamMembersQuery(api)).data ?? [];
  const [form, setForm] = useState<FormValues>(EMPTY);
  const [applied, setApplied] = useState<FormValues>(EMPTY);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const filters = filtersOf(applied);
  const query = useQuery(activityQuery(api, filters, page));

  function submit(event: FormEvent) {
    event.preventDefault();
    setApplied(form);
    setPage(1);
  }

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadActivityCsv(api, filters);
    } catch (error) {
      toast.error(t('activity.exportFailed'), { description: failureMessage(error, '') });
    } finally {
      setExporting(false);
    }
  }

  const set = (field: keyof FormValues) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value }));

  return (
    <>
      <form className="activity__filters card" role="search" aria-label={t('activity.filters')} noValidate onSubmit={submit}>
        <div className="field">
          <label htmlFor="activity-actor">{t('activity.member')}</label>
          <select id="activity-actor" className="select" value={form.actor} onChange={set('actor')}>
            <option value="">{t('activity.anyMember')}</option>
            {members.map((m) => (
              <option key={m.user_id} value={m.user_id}>{m.full_name || m.email}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="activity-subject">{t('activity.subject')}</label>
          <select id="activity-subject" className="select" value={form.subject} onChange={set('subject')}>
            <option value="">{t('activity.anySubject')}</option>
            {SUBJECTS.map((s) => (
              <option key={s} value={s}>{t(`activity.subject.${s}`)}</option>
            ))}
          </select>
        </div>
        <BsDateField id="activity-from" label={t('activity.from')} value={form.from} max={form.to || undefined}
          onChange={(value) => set('from')({ target: { value } })} />
        <BsDateField id="activity-to" label={t('activity.to')} value={form.to} min={form.from || undefined}
          onChange={(value) => set('to')({ target: { value } })} />
        <div className="btn-row activity__actions">
          <button type="submit" className="btn btn--primary">{t('activity.apply')}</button>
          <button type="button" className="btn btn--ghost" onClick={() => { setForm(EMPTY); setApplied(EMPTY); setPage(1); }}>
            {t('activity.clear')}
          </button>
          <button type="button" className="btn btn--secondary" disabled={exporting} onClick={() => void exportCsv()}>
            {exporting ? t('activity.exporting') : t('activity.export')}
          </button>
        </div>
      </form>
      <QueryState query={query} loading={t('activity.loading')}>
        {(list) => (
          <section className="stack activity__results" aria-label={t('activity.title')}>
            <p className="muted" aria-live="polite">{t('activity.count', { n: list.count })}</p>
            {list.results.length ? (
              <ol className="plain-list activity__list">
                {list.results.map((entry) => <ActivityItem key={entry.id} entry={entry} members={members} />)}
              </ol>
            ) : <p className="card">{t('activity.empty')}</p>}
            <Pagination page={page} count={list.count} pageSize={PAGE_SIZE_DEFAULT} label="activity.pages" onPage={setPage} />
          </section>
        )}
      </QueryState>
    </>
  );
}

/** Who acted: their name then; else (a member who had set none) how the team knows them now. */
function actorName(entry: ActivityEntry, members: TeamMember[]): string {
  if (entry.actor.full_name) return entry.actor.full_name;
  if (entry.actor.user_id === null) return t('activity.system');
  const member = members.find((m) => m.user_id === entry.actor.user_id);
  return member ? member.full_name || member.email : t('activity.formerMember');
}

function ActivityItem({ entry, members }: { entry: ActivityEntry; members: TeamMember[] }) {
  const name = actorName(entry, members);
  return (
    <li className="activity__item card">
      <p>
        <RichText id="activity.entry" values={{ name: <strong>{name}</strong>, action: actionSentence(entry.action) }} />
      </p>
      <p className="muted activity__meta">
        <span className="activity__subject">{t(`activity.subject.${entry.subject_type}`)}</span>
        <span>{whenText(entry.at)}</span>
      </p>
    </li>
  );
}
