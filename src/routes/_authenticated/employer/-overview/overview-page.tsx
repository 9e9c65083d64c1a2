import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { branding } from '@/domain/branding';
import { formatDateWithBs } from '@/domain/format';
import { dateWithBs } from '@/routes/-jobs/job-display';
import { useApi, useSessionData } from '@/session/session-context';
import { EmployerPage } from '../../-components/employer-page';
import { QueryState } from '../../-components/query-state';
import { ApplicationsChart } from './applications-chart';
import { dashboardQuery, type DashboardStats } from './dashboard-query';
import '@/routes/-jobs/jobs.css';
import { OVERVIEW_TEXT } from './overview-text';

/** /employer/overview: the hiring figures, newest applications, nearest deadlines and a 30-day chart. */
export function OverviewPage() {
  const api = useApi();
  const { company } = useSessionData();
  const name = company?.full_name || branding.productName;
  const query = useQuery(dashboardQuery(api));
  return (
    <EmployerPage title={OVERVIEW_TEXT.title} lead={OVERVIEW_TEXT.lead(name)}>
      <div className="btn-row">
        <Link to="/employer/jobs/new" className="btn btn--primary">{OVERVIEW_TEXT.postJob}</Link>
        <Link to="/employer/jobs" className="btn btn--secondary">{OVERVIEW_TEXT.manageJobs}</Link>
      </div>
      <QueryState query={query} loading={OVERVIEW_TEXT.loading}>
        {(stats) => <Dashboard stats={stats} />}
      </QueryState>
      <section aria-labelledby="overview-settings" className="stack">
        <h2 id="overview-settings">{OVERVIEW_TEXT.yourCompany}</h2>
        <ul className="grid grid--2 plain-list hub-list">
          <li>
            <Link to="/settings/company" className="card">
              <strong>{OVERVIEW_TEXT.companyProfile}</strong>
              <span className="muted">{OVERVIEW_TEXT.companyProfileText}</span>
            </Link>
          </li>
          <li>
            <Link to="/settings/profile" className="card">
              <strong>{OVERVIEW_TEXT.hrContact}</strong>
              <span className="muted">{OVERVIEW_TEXT.hrContactText}</span>
            </Link>
          </li>
        </ul>
      </section>
    </EmployerPage>
  );
}

function Dashboard({ stats }: { stats: DashboardStats }) {
  const figures: Array<[string, number]> = [
    [OVERVIEW_TEXT.activeJobs, stats.active_jobs],
    [OVERVIEW_TEXT.totalApplications, stats.total_applications],
    [OVERVIEW_TEXT.newApplications, stats.new_applications],
    [OVERVIEW_TEXT.shortlisted, stats.shortlisted],
    [OVERVIEW_TEXT.upcomingInterviews, stats.upcoming_interviews],
    [OVERVIEW_TEXT.hires, stats.hires],
    [OVERVIEW_TEXT.jobViews, stats.job_views],
  ];
  return (
    <>
      <section aria-labelledby="overview-figures">
        <h2 id="overview-figures" className="visually-hidden">{OVERVIEW_TEXT.figures}</h2>
        <ul className="stat-grid plain-list">
          {figures.map(([label, value]) => (
            <li key={label} className="stat">
              <span className="stat__value">{value.toLocaleString('en-IN')}</span>
              <span className="stat__label">{label}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="overview-chart" className="card stack">
        <h2 id="overview-chart">{OVERVIEW_TEXT.perDay}</h2>
        <p className="muted">{OVERVIEW_TEXT.perDayLead}</p>
        <ApplicationsChart days={stats.applications_per_day} />
      </section>
      <div className="grid grid--2">
        <section aria-labelledby="overview-recent" className="card stack">
          <h2 id="overview-recent">{OVERVIEW_TEXT.recent}</h2>
          {stats.recent_applications.length ? (
            <ul className="plain-list application-list">
              {stats.recent_applications.map((a) => (
                <li key={a.id} className="application-row">
                  <strong>{a.job_seeker.full_name}</strong>
                  <span>
                    {OVERVIEW_TEXT.forJob} <Link to="/employer/job-details" search={{ id: a.job }}>{a.job_title}</Link>
                  </span>
                  <span className="tag">{a.status}</span>
                  <span className="muted">{formatDateWithBs(new Date(a.created_at))}</span>
                </li>
              ))}
            </ul>
          ) : <p className="muted">{OVERVIEW_TEXT.noRecent}</p>}
          <p><Link to="/employer/candidates">{OVERVIEW_TEXT.allCandidates}</Link></p>
        </section>
        <section aria-labelledby="overview-deadlines" className="card stack">
          <h2 id="overview-deadlines">{OVERVIEW_TEXT.deadlines}</h2>
          {stats.upcoming_deadlines.length ? (
            <ul className="plain-list application-list">
              {stats.upcoming_deadlines.map((j) => (
                <li key={j.id} className="application-row">
                  <Link to="/employer/job-details" search={{ id: j.id }}>{j.title}</Link>
                  <span className="muted">{dateWithBs(j.deadline)}</span>
                  <span className="muted">{OVERVIEW_TEXT.applications(j.applications_count)}</span>
                </li>
              ))}
            </ul>
          ) : <p className="muted">{OVERVIEW_TEXT.noDeadlines}</p>}
        </section>
      </div>
    </>
  );
}
