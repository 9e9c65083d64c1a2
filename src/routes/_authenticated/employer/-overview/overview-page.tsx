import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { branding } from '@/domain/branding';
import { OVERVIEW_CHART_DAYS, OVERVIEW_NEW_DAYS } from '@/domain/constants';
import { formatDateWithBs, formatNumber } from '@/domain/format';
import { dateWithBs } from '@/routes/-jobs/job-display';
import { useCompany } from '@/session/kept-profile';
import { useApi } from '@/session/session-context';
import { useCan } from '@/session/membership';
import { EmployerPage } from '../../-components/employer-page';
import { QueryState } from '../../-components/query-state';
import { ApplicationsChart } from './applications-chart';
import { dashboardQuery, type DashboardStats } from './dashboard-query';
import '@/routes/-jobs/jobs.css';
import { t } from '@/domain/i18n/i18n';
import { RichText } from '@/components/rich-text';

/** /employer/overview: the hiring figures, newest applications, nearest deadlines and a 30-day chart. */
export function OverviewPage() {
  const api = useApi();
  const company = useCompany();
  const name = company?.full_name || branding.productName;
  const query = useQuery(dashboardQuery(api));
  const managesJobs = useCan('manageJobs');
  return (
    <EmployerPage title={t('overview.title')} lead={t('overview.lead', { name })}>
      <div className="btn-row">
        {managesJobs ? <Link to="/employer/jobs/new" className="btn btn--primary">{t('overview.postJob')}</Link> : null}
        <Link to="/employer/jobs" className="btn btn--secondary">{t('overview.manageJobs')}</Link>
      </div>
      <QueryState query={query} loading={t('overview.loading')}>
        {(stats) => <Dashboard stats={stats} />}
      </QueryState>
      <section aria-labelledby="overview-settings" className="stack">
        <h2 id="overview-settings">{t('overview.yourCompany')}</h2>
        <ul className="grid grid--2 plain-list hub-list">
          <li>
            <Link to="/settings/company" className="card">
              <strong>{t('overview.companyProfile')}</strong>
              <span className="muted">{t('overview.companyProfileText')}</span>
            </Link>
          </li>
          <li>
            <Link to="/settings/profile" className="card">
              <strong>{t('overview.hrContact')}</strong>
              <span className="muted">{t('overview.hrContactText')}</span>
            </Link>
          </li>
        </ul>
      </section>
    </EmployerPage>
  );
}

function Dashboard({ stats }: { stats: DashboardStats }) {
  const figures: Array<[string, number]> = [
    [t('overview.activeJobs'), stats.active_jobs],
    [t('overview.totalApplications'), stats.total_applications],
    [t('overview.newApplications', { days: OVERVIEW_NEW_DAYS }), stats.new_applications],
    [t('overview.shortlisted'), stats.shortlisted],
    [t('overview.upcomingInterviews'), stats.upcoming_interviews],
    [t('overview.hires'), stats.hires],
    [t('overview.jobViews'), stats.job_views],
  ];
  return (
    <>
      <section aria-labelledby="overview-figures">
        <h2 id="overview-figures" className="visually-hidden">{t('overview.figures')}</h2>
        <ul className="stat-grid plain-list">
          {figures.map(([label, value]) => (
            <li key={label} className="stat">
              <span className="stat__value">{formatNumber(value)}</span>
              <span className="stat__label">{label}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="overview-chart" className="card stack">
        <h2 id="overview-chart">{t('overview.perDay')}</h2>
        <p className="muted">{t('overview.perDayLead', { days: OVERVIEW_CHART_DAYS })}</p>
        <ApplicationsChart days={stats.applications_per_day} />
      </section>
      <div className="grid grid--2">
        <section aria-labelledby="overview-recent" className="card stack">
          <h2 id="overview-recent">{t('overview.recent')}</h2>
          {stats.recent_applications.length ? (
            <ul className="plain-list application-list">
              {stats.recent_applications.map((a) => (
                <li key={a.id} className="application-row">
                  <strong>{a.job_seeker.full_name}</strong>
                  <span>
                    <RichText id="overview.forJobTitle" values={{ job: <Link to="/employer/job-details" search={{ id: a.job }}>{a.job_title}</Link> }} />
                  </span>
                  <span className="tag">{t(`overview.status.${a.status}`)}</span>
                  <span className="muted">{formatDateWithBs(new Date(a.created_at))}</span>
                </li>
              ))}
            </ul>
          ) : <p className="muted">{t('overview.noRecent')}</p>}
          <p><Link to="/employer/candidates">{t('overview.allCandidates')}</Link></p>
        </section>
        <section aria-labelledby="overview-deadlines" className="card stack">
          <h2 id="overview-deadlines">{t('overview.deadlines')}</h2>
          {stats.upcoming_deadlines.length ? (
            <ul className="plain-list application-list">
              {stats.upcoming_deadlines.map((j) => (
                <li key={j.id} className="application-row">
                  <Link to="/employer/job-details" search={{ id: j.id }}>{j.title}</Link>
                  <span className="muted">{dateWithBs(j.deadline)}</span>
                  <span className="muted">{t('overview.applications', { n: j.applications_count })}</span>
                </li>
              ))}
            </ul>
          ) : <p className="muted">{t('overview.noDeadlines')}</p>}
        </section>
      </div>
    </>
  );
}
