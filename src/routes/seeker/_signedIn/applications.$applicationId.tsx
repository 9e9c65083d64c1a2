import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { toast } from 'sonner';
import { dataOrThrow } from '@/api/answer';
import { failureFromThrown } from '@/api/error-text';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { pageHead } from '@/components/page-head';
import { formatDateWithBs } from '@/domain/format';
import { t } from '@/domain/i18n/i18n';
import { useSeekerSession, useSignedInSeeker } from '@/session/seeker-context';
import { QueryState } from '@/routes/_authenticated/-components/query-state';
import { seekerApplicationQuery, seekerKey, type SeekerApplicationDetail } from '../-components/seeker-queries';
import { SeekerStatusTag } from '../-components/status-tag';

/** One application: its seeker-facing timeline, and withdrawing it before a hire. */
export const Route = createFileRoute('/seeker/_signedIn/applications/$applicationId')({
  head: () => pageHead('pageTitle.seekerApplication'),
  component: SeekerApplicationPage,
});

function SeekerApplicationPage() {
  const { applicationId } = Route.useParams();
  const { client } = useSeekerSession();
  const seeker = useSignedInSeeker()!;
  const query = useQuery(seekerApplicationQuery(client, seeker.seeker.id, applicationId));
  return (
    <div className="stack">
      <p>
        <Link to="/seeker/applications">{t('seeker.application.back')}</Link>
      </p>
      <QueryState query={query} loading={t('seeker.application.loading')}>
        {(application) => application ? <ApplicationView application={application} seekerId={seeker.seeker.id} /> : (
          <p className="panel">{t('seeker.application.notFound')}</p>
        )}
      </QueryState>
    </div>
  );
}

function ApplicationView({ application: a, seekerId }: { application: SeekerApplicationDetail; seekerId: string }) {
  const { client } = useSeekerSession();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const withdraw = useMutation({
    mutationFn: async () => dataOrThrow(await client.POST('/api/seeker/applications/{id}/withdraw/', { params: { path: { id: a.id } }, body: {} })),
    onSuccess: (withdrawn) => {
      queryClient.setQueryData([...seekerKey(seekerId), 'application', a.id], withdrawn);
      void queryClient.invalidateQueries({ queryKey: [...seekerKey(seekerId), 'applications'] });
      setAsking(false);
      toast.success(t('seeker.application.withdrawn'));
    },
    onError: (error) => {
      setAsking(false);
      toast.error(t('seeker.application.withdrawFailed'), { description: failureFromThrown(error).message });
    },
  });

  return (
    <article className="stack">
      <header className="seeker__intro">
        <h1>{a.job_title}</h1>
        <p className="muted">{t('seeker.application.company', { company: a.company_name })}</p>
        <p className="seeker__status-line">
          <SeekerStatusTag status={a.status} />
          <span className="muted">{t('seeker.applications.appliedOn', { date: formatDateWithBs(new Date(a.applied_at)) })}</span>
        </p>
      </header>

      <section className="card stack" aria-labelledby="seeker-timeline">
        <h2 id="seeker-timeline">{t('seeker.application.timeline')}</h2>
        <ol className="seeker-timeline">
          {a.timeline.map((step, i) => (
            <li key={`${step.status}-${step.at}-${i}`} className={i === a.timeline.length - 1 ? 'is-current' : undefined}>
              <span className="seeker-timeline__status">{t(`seeker.status.${step.status}`)}</span>
              <span className="muted">{formatDateWithBs(new Date(step.at))}</span>
            </li>
          ))}
        </ol>
        <p>
          <Link to="/jobs/$jobId" params={{ jobId: a.job }}>{t('seeker.application.viewJob')}</Link>
        </p>
      </section>

      {a.can_withdraw ? (
        <section className="card stack">
          <p className="muted">{t('seeker.application.withdrawHint')}</p>
          <p>
            <button type="button" className="btn btn--secondary" onClick={() => setAsking(true)}>
              {t('seeker.application.withdraw')}
            </button>
          </p>
        </section>
      ) : null}

      {asking ? (
        <ConfirmDialog
          title={t('seeker.application.withdrawTitle', { job: a.job_title })}
          confirmLabel={t('seeker.application.withdrawConfirm')}
          cancelLabel={t('seeker.application.keep')}
          busy={withdraw.isPending}
          onConfirm={() => withdraw.mutate()}
          onCancel={() => setAsking(false)}
        >
          <p>{t('seeker.application.withdrawBody', { company: a.company_name })}</p>
        </ConfirmDialog>
      ) : null}
    </article>
  );
}
