import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Pagination } from '@/components/pagination';
import { formatDateWithBs, formatNumber } from '@/domain/format';
import { APPLICATION_STATUSES } from '@/domain/application-statuses';
import { EmployerPage } from '@/routes/_authenticated/-components/employer-page';
import { QueryState } from '@/routes/_authenticated/-components/query-state';
import { CandidatePanel } from './candidate-panel';
import { pipelineApplicationsQuery, pipelineJobQuery, type ApplicationList, type Job } from './pipeline-queries';
import { t } from '@/domain/i18n/i18n';
import type { PipelineSearch } from './pipeline-search';
import './pipeline.css';
import { useApi } from '@/session/session-context';

interface PipelineProps {
  jobId: string;
  search: PipelineSearch;
  onSearch: (search: PipelineSearch) => void;
}

/** /employer/job/{jobId}/candidates: a job's applications by status, with one open beside the list. */
export function PipelinePage(props: PipelineProps) {
  const api = useApi();
  const job = useQuery(pipelineJobQuery(api, props.jobId));
  return (
    <EmployerPage title={t('pipeline.title')} lead={job.data ? t('pipeline.lead', { jobTitle: job.data.title }) : undefined}>
      <QueryState query={job} loading={t('pipeline.loadingJob')}>
        {(found) =>
          found ? (
            <Pipeline job={found} {...props} />
          ) : (
            <div className="stack">
              <p className="form-alert" role="alert">
                {t('pipeline.jobNotFound')}
              </p>
              <p>
                <Link to="/employer/jobs">{t('pipeline.backToJobs')}</Link>
              </p>
            </div>
          )
        }
      </QueryState>
    </EmployerPage>
  );
}

function Pipeline({ jobId, search, onSearch }: PipelineProps & { job: Job }) {
  const api = useApi();
  const list = useQuery(pipelineApplicationsQuery(api, jobId, search.status, search.page ?? 1));
  const counts = list.data?.status_counts;
  const stages = [{ status: undefined, label: t('pipeline.all'), count: counts?.all }, ...APPLICATION_STATUSES.map((status) => ({
    status, label: t(`pipeline.status.${status}`), count: counts?.[status],
  }))];
  return (
    <div className="pipeline">
      <nav className="pipeline__stages" aria-label={t('pipeline.stages')}>
        <ul className="plain-list">
          {stages.map((stage) => (
            <li key={stage.label}>
              <Link
                to="/employer/job/$jobId/candidates"
                params={{ jobId }}
                search={stage.status ? { status: stage.status } : {}}
                aria-current={search.status === stage.status ? 'page' : undefined}
                activeOptions={{ exact: true, includeSearch: true }}
              >
                {/* Named by its text ("Applied 1 application"), which starts with the visible label (WCAG 2.5.3). */}
                {stage.label}
                {stage.count === undefined ? null : <span className="visually-hidden"> {t('pipeline.count', { n: stage.count })}</span>}
                <span className="pipeline__count" aria-hidden="true">
                  {stage.count === undefined ? '–' : formatNumber(stage.count)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={search.application ? 'pipeline__body has-panel' : 'pipeline__body'}>
        <section className="stack" aria-labelledby="pipeline-list">
          <h2 id="pipeline-list">
            {search.status ? t(`pipeline.status.${search.status}`) : t('pipeline.applicationsHeading')}
          </h2>
          <QueryState query={list} loading={t('pipeline.loadingApplications')}>
            {(data) => <Applications data={data} jobId={jobId} search={search} onSearch={onSearch} />}
          </QueryState>
        </section>
        {search.application ? (
          <CandidatePanel
            key={search.application}
            applicationId={search.application}
            jobId={jobId}
            closeSearch={{ ...search, application: undefined }}
          />
        ) : null}
      </div>
    </div>
  );
}

function Applications({ data, jobId, search, onSearch }: { data: ApplicationList; jobId: string; search: PipelineSearch; onSearch: (search: PipelineSearch) => void }) {
  if (data.results.length === 0) return <p className="muted">{t('pipeline.noApplications')}</p>;
  return (
    <>
      <ul className="pipeline__list plain-list">
        {data.results.map((application) => (
          <li key={application.id}>
            <Link
              to="/employer/job/$jobId/candidates"
              params={{ jobId }}
              search={{ ...search, application: application.id }}
              className="pipeline__item"
              aria-current={search.application === application.id ? 'true' : undefined}
              activeOptions={{ exact: true, includeSearch: true }}
            >
              <span className="pipeline__item-name">{application.job_seeker.full_name}</span>
              <span className="muted">{application.job_seeker.headline}</span>
              <span className="pipeline__item-meta">
                <span className={`status status--${application.status}`}>{t(`pipeline.status.${application.status}`)}</span>
                <span>{t('pipeline.score', { score: application.match_score })}</span>
                <span className="muted">{t('pipeline.applied', { date: formatDateWithBs(new Date(application.created_at)) })}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Pagination
        page={search.page ?? 1}
        count={data.count}
        label="candidates.pagination"
        onPage={(page) => onSearch({ ...search, page: page > 1 ? page : undefined })}
      />
    </>
  );
}
