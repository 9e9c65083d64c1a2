import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { formatDateWithBs } from '@/domain/format';
import { t } from '@/domain/messages';
import { failureMessage } from '@/domain/request-failure';
import { QueryState } from '@/routes/_authenticated/-components/query-state';
import { CandidateSummary } from '../-candidates/candidate-summary';
import { MatchScoreView } from '../-candidates/match-score-view';
import { applicationQuery, type ApplicationDetail } from './pipeline-queries';
import { pipelineMessages as m } from './pipeline-messages';
import type { PipelineSearch } from './pipeline-search';
import { downloadResume } from './resume-download';
import { StatusActions } from './status-actions';
import { ScheduleInterview } from '../-calendar/schedule-interview';
import { useApi } from '@/session/session-context';

/** One application: the candidate's profile, match, cover letter, résumé, history and the allowed actions. */
export function CandidatePanel({ applicationId, jobId, closeSearch }: { applicationId: string; jobId: string; closeSearch: PipelineSearch }) {
  const api = useApi();
  const query = useQuery(applicationQuery(api, applicationId));
  return (
    <aside className="pipeline__panel card" aria-label={query.data?.job_seeker.full_name ?? m.loadingApplication}>
      <Link to="/employer/job/$jobId/candidates" params={{ jobId }} search={closeSearch} className="btn btn--ghost pipeline__close" aria-label={m.panelCloseLabel}>
        {m.panelClose}
      </Link>
      <QueryState query={query} loading={m.loadingApplication}>
        {(application) => <ApplicationView application={application} jobId={jobId} />}
      </QueryState>
    </aside>
  );
}

function ApplicationView({ application, jobId }: { application: ApplicationDetail; jobId: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const seeker = application.job_seeker;

  // Opening an application, or changing its status, moves focus (and the view, on phones) to it.
  useEffect(() => {
    headingRef.current?.focus();
  }, [application.id, application.status]);

  function changed(next: ApplicationDetail) {
    queryClient.setQueryData(applicationQuery(api, next.id).queryKey, next);
    void queryClient.invalidateQueries({ queryKey: ['pipeline', jobId, 'applications'] });
  }

  async function download() {
    try {
      await downloadResume(api, application.id, `${seeker.full_name} résumé.pdf`);
    } catch (error) {
      toast.error(t('toast.downloadFailed'), { description: failureMessage(error, '') });
    }
  }

  return (
    <div className="stack">
      <div ref={headingRef} tabIndex={-1} className="pipeline__panel-head">
        <CandidateSummary seeker={seeker} heading="h2">
          <p className="candidate__meta">
            <span className={`status status--${application.status}`}>{m.status[application.status]}</span>{' '}
            {m.applied(formatDateWithBs(new Date(application.created_at)))}
          </p>
        </CandidateSummary>
      </div>
      <MatchScoreView match={application.match} />
      <StatusActions key={application.status} application={application} onChanged={changed} />
      <ScheduleInterview application={application} />
      <section className="stack" aria-labelledby="application-contact">
        <h3 id="application-contact">{m.contact}</h3>
        <dl className="pipeline__contact">
          <dt>{m.email}</dt>
          <dd>
            <a href={`mailto:${application.email}`}>{application.email}</a>
          </dd>
          {application.phone ? (
            <>
              <dt>{m.phone}</dt>
              <dd>
                <a href={`tel:${application.phone.replace(/\s+/g, '')}`}>{application.phone}</a>
              </dd>
            </>
          ) : null}
        </dl>
        <p>
          <Link to="/employer/messages" search={{ seeker: seeker.id, application: application.id }} className="btn btn--secondary">
            {m.message}
          </Link>
        </p>
      </section>
      {application.about ? (
        <section className="stack" aria-labelledby="application-about">
          <h3 id="application-about">{m.about}</h3>
          <p className="pipeline__text">{application.about}</p>
        </section>
      ) : null}
      <section className="stack" aria-labelledby="application-cover">
        <h3 id="application-cover">{m.coverLetter}</h3>
        <p className="pipeline__text">{application.cover_letter || m.noCoverLetter}</p>
      </section>
      <section className="stack" aria-labelledby="application-resume">
        <h3 id="application-resume">{m.resume}</h3>
        {application.resume_url ? (
          <div>
            <button type="button" className="btn btn--secondary" onClick={() => void download()}>
              {m.downloadResume}
            </button>
          </div>
        ) : (
          <p className="muted">{m.noResume}</p>
        )}
      </section>
      <section className="stack" aria-labelledby="application-history">
        <h3 id="application-history">{m.history}</h3>
        <ol className="pipeline__history">
          {application.history.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <strong>{m.historyEntry(entry.from && m.status[entry.from], m.status[entry.to])}</strong>{' '}
              <span className="muted">
                {m.by[entry.by]}, {formatDateWithBs(new Date(entry.at))}
              </span>
              {entry.reason ? <p className="pipeline__reason">{entry.reason}</p> : null}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
