import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { toast } from 'sonner';
import { dataOrThrow, okOrThrow } from '@/api/answer';
import { failureFromThrown } from '@/api/error-text';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { pageHead } from '@/components/page-head';
import { formatDateWithBs } from '@/domain/format';
import { t } from '@/domain/i18n/i18n';
import { ALERT_FREQUENCIES, savedSearchLabel, type AlertFrequency } from '@/domain/saved-search';
import { QueryState } from '@/routes/_authenticated/-components/query-state';
import { useSeekerSession, useSignedInSeeker } from '@/session/seeker-context';
import { savedSearchesQuery, type SavedSearch } from '../-components/seeker-queries';

/** "Job alerts": the job seeker's saved searches and how often each is e-mailed (docs/seekers.md "Finding jobs"). */
export const Route = createFileRoute('/seeker/_signedIn/alerts')({
  head: () => pageHead('pageTitle.seekerAlerts'),
  component: SeekerAlertsPage,
});

/** The /jobs address of a saved search (the list's own query names). */
const jobsSearch = (s: SavedSearch) => Object.fromEntries(Object.entries({
  q: s.filters.search, province: s.filters.province, district: s.filters.district, category: s.filters.category, type: s.filters.employment_type,
}).filter(([, v]) => v));

function SeekerAlertsPage() {
  const { client } = useSeekerSession();
  const seeker = useSignedInSeeker()!;
  const queryClient = useQueryClient();
  const searches = savedSearchesQuery(client, seeker.seeker.id);
  const query = useQuery(searches);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);

  const change = useMutation({
    mutationFn: async (o: { id: string; frequency: AlertFrequency }) =>
      dataOrThrow(await client.PATCH('/api/seeker/saved-searches/{id}/', { params: { path: { id: o.id } }, body: { frequency: o.frequency } })),
    onSuccess: (saved) => {
      queryClient.setQueryData(searches.queryKey, (old) => old?.map((s) => (s.id === saved.id ? saved : s)));
      toast.success(t('seeker.alerts.changed', { frequency: t(`savedSearch.${saved.frequency}`) }));
    },
    onError: (error) => toast.error(t('seeker.alerts.failed'), { description: failureFromThrown(error).message }),
  });
  const remove = useMutation({
    mutationFn: async (id: string) => okOrThrow(await client.DELETE('/api/seeker/saved-searches/{id}/', { params: { path: { id } } })),
    onSuccess: (_answer, id) => {
      setDeleting(null);
      queryClient.setQueryData(searches.queryKey, (old) => old?.filter((s) => s.id !== id));
      toast.success(t('seeker.alerts.deleted'));
    },
    onError: (error) => {
      setDeleting(null);
      toast.error(t('seeker.alerts.failed'), { description: failureFromThrown(error).message });
    },
  });

  return (
    <div className="stack">
      <header className="seeker__intro">
        <h1>{t('seeker.alerts.title')}</h1>
        <p className="muted">{t('seeker.alerts.intro')}</p>
      </header>
      <QueryState query={query} loading={t('seeker.alerts.loading')}>
        {(list) => list.length === 0 ? (
          <div className="panel stack">
            <p>{t('seeker.alerts.none')}</p>
            <p><Link to="/jobs" className="btn btn--primary">{t('seeker.alerts.findJobs')}</Link></p>
          </div>
        ) : (
          <ul className="seeker-list" aria-label={t('seeker.alerts.title')}>
            {list.map((s) => {
              const label = savedSearchLabel(s.filters);
              const frequency = change.isPending && change.variables.id === s.id ? change.variables.frequency : s.frequency;
              return (
                <li key={s.id} className="card seeker-list__item seeker-alert">
                  <div className="seeker-list__main">
                    <h2 className="seeker-list__title">
                      <Link to="/jobs" search={jobsSearch(s)}>{label}</Link>
                    </h2>
                    <p className="muted seeker-list__date">{t('seeker.alerts.savedOn', { date: formatDateWithBs(new Date(s.created_at)) })}</p>
                  </div>
                  <div className="seeker-alert__actions">
                    <label className="seeker-alert__frequency">
                      <span>{t('seeker.alerts.frequency')}</span>
                      <select
                        className="select"
                        value={frequency}
                        aria-label={`${t('seeker.alerts.frequency')}: ${label}`}
                        onChange={(e) => change.mutate({ id: s.id, frequency: e.target.value as AlertFrequency })}
                      >
                        {ALERT_FREQUENCIES.map((f) => <option key={f} value={f}>{t(`savedSearch.${f}`)}</option>)}
                      </select>
                    </label>
                    <button type="button" className="btn btn--ghost btn--small" aria-label={`${t('seeker.alerts.delete')}: ${label}`} onClick={() => setDeleting(s)}>
                      {t('seeker.alerts.delete')}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
      {deleting ? (
        <ConfirmDialog
          title={t('seeker.alerts.deleteTitle', { search: savedSearchLabel(deleting.filters) })}
          confirmLabel={t('seeker.alerts.delete')}
          cancelLabel={t('seeker.alerts.keep')}
          busy={remove.isPending}
          onConfirm={() => remove.mutate(deleting.id)}
          onCancel={() => setDeleting(null)}
        >
          <p>{t('seeker.alerts.deleteBody')}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
