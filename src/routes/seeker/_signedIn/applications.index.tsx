import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { formatDateWithBs } from '@/domain/format';
import { t } from '@/domain/i18n/i18n';
import { useSeekerSession, useSignedInSeeker } from '@/session/seeker-context';
import { QueryState } from '@/routes/_authenticated/-components/query-state';
import { seekerApplicationsQuery } from '../-components/seeker-queries';
import { SeekerStatusTag } from '../-components/status-tag';

/** "My applications": every job the seeker applied for, and where each stands. */
export const Route = createFileRoute('/seeker/_signedIn/applications/')({
  head: () => pageHead('pageTitle.seekerApplications'),
  component: SeekerApplicationsPage,
});

function SeekerApplicationsPage() {
  const { client } = useSeekerSession();
  const seeker = useSignedInSeeker()!;
  const query = useQuery(seekerApplicationsQuery(client, seeker.seeker.id));
  return (
    <div className="stack">
      <header className="seeker__intro">
        <h1>{t('seeker.applications.title')}</h1>
        <p className="muted">{t('seeker.applications.intro', { email: seeker.seeker.email })}</p>
      </header>
      <QueryState query={query} loading={t('seeker.applications.loading')}>
        {(applications) => applications.length === 0 ? (
          <div className="panel stack">
            <p>{t('seeker.applications.empty')}</p>
            <p>
              <Link to="/jobs" className="btn btn--primary">{t('seeker.signIn.findJobs')}</Link>
            </p>
          </div>
        ) : (
          <ul className="seeker-list" aria-label={t('seeker.applications.title')}>
            {applications.map((a) => (
              <li key={a.id} className="card seeker-list__item">
                <div className="seeker-list__main">
                  <h2 className="seeker-list__title">
                    <Link to="/seeker/applications/$applicationId" params={{ applicationId: a.id }}>{a.job_title}</Link>
                  </h2>
                  <p className="muted">{a.company_name}</p>
                  <p className="muted seeker-list__date">{t('seeker.applications.appliedOn', { date: formatDateWithBs(new Date(a.applied_at)) })}</p>
                </div>
                <SeekerStatusTag status={a.status} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
