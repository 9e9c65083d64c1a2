import { useCallback, useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { formatDateWithBs } from '@/domain/format';
import { t } from '@/domain/i18n/i18n';
import { failureMessage } from '@/domain/request-failure';
import { QueryState } from '@/routes/_authenticated/-components/query-state';
import { CandidateSummary } from '../-candidates/candidate-summary';
import { CandidateEntries } from '../-candidates/candidate-entries';
import { MatchScoreView } from '../-candidates/match-score-view';
import { applicationQuery, type ApplicationDetail } from './pipeline-queries';
import type { PipelineSearch } from './pipeline-search';
import { downloadResume } from './resume-download';
import { useHireUndo } from './hire-undo';
import { StatusActions } from './status-actions';
import { OutboxItemStatus } from '@/components/workspace-outbox';
import { ScheduleInterview } from '../-calendar/schedule-interview';
import { ApplicationScorecardsSection } from '../-scorecards/application-scorecards';
import { useApi } from '@/session/session-context';
import { useCan, useMembership } from '@/session/membership';
import { RoleNote } from '@/components/role-note';
import { ApplicationComments } from './application-comments';
import { ApplicationTimeline } from './application-timeline';

/** One application: the candidate's profile, match, cover letter, résumé, history and the allowed actions. */
export function CandidatePanel({ applicationId, jobId, closeSearch }: { applicationId: string; jobId: string; closeSearch: PipelineSearch }) {
  const api = useApi();
  const query = useQuery(applicationQuery(api, applicationId));
  return (
    <aside className="pipeline__panel card" aria-label={query.data?.job_seeker.full_name ?? t('pipeline.loadingApplication')}>
      <Link to="/employer/job/$jobId/candidates" params={{ jobId }} search={closeSearch} className="btn btn--ghost pipeline__close" aria-label={t('pipeline.panelCloseLabel')}>
        {t('pipeline.panelClose')}
      </Link>
      <QueryState query={query} loading={t('pipeline.loadingApplication')}>
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
  // A hiring manager reviews; the hiring staff moves applicants and writes to them (docs/teams.md "Roles").
  const moves = useCan('movePipeline');
  const membership = useMembership();
  const me = membership.status === 'member' ? membership.member.user_id : null;
  const messages = useCan('messageCandidates');

  // Opening an application, or changing its status, moves focus (and the view, on phones) to it.
  useEffect(() => {
    headingRef.current?.focus();
  }, [application.id, application.status]);

  const changed = useCallback((next: ApplicationDetail) => {
    queryClient.setQueryData(applicationQuery(api, next.id).queryKey, next);
    void queryClient.invalidateQueries({ queryKey: ['pipeline', jobId, 'applications'] });
  }, [api, jobId, queryClient]);
  const hireUndo = useHireUndo(changed);

  async function download() {
    try {
      await downloadResume(api, application.id, t('pipeline.resumeFile', { name: seeker.full_name }));
    } catch (error) {
      toast.error(t('toast.downloadFailed'), { description: failureMessage(error, '') });
    }
  }

  return (
    <div className="stack">
      <div ref={headingRef} tabIndex={-1} className="pipeline__panel-head">
        <CandidateSummary seeker={seeker} heading="h2">
          <p className="candidate__meta">
            <span className={`status status--${application.status}`}>{t(`pipeline.status.${application.status}`)}</span>{' '}
            {t('pipeline.applied', { date: formatDateWithBs(new Date(application.created_at)) })}
          </p>
          {application.profile_updated_at ? (
            <p className="candidate__meta muted">
              {t('pipeline.profileUpdated', { date: formatDateWithBs(new Date(application.profile_updated_at)) })}
            </p>
          ) : null}
        </CandidateSummary>
      </div>
      <MatchScoreView match={application.match} />
      <OutboxItemStatus resource={`application:${application.id}`} />
      {moves ? (
        <>
          <StatusActions key={application.status} application={application} onChanged={changed} hireUndo={hireUndo} />
          <ScheduleInterview application={application} />
        </>
      ) : <RoleNote capability="movePipeline" />}
      <ApplicationScorecardsSection applicationId={application.id} />
      <section className="stack" aria-labelledby="application-contact">
        <h3 id="application-contact">{t('pipeline.contact')}</h3>
        <dl className="pipeline__contact">
          <dt>{t('pipeline.email')}</dt>
          <dd>
            <a href={`mailto:${application.email}`}>{application.email}</a>
          </dd>
          {application.phone ? (
            <>
              <dt>{t('pipeline.phone')}</dt>
              <dd>
                <a href={`tel:${application.phone.replace(/\s+/g, '')}`}>{application.phone}</a>
              </dd>
            </>
          ) : null}
        </dl>
        {messages ? (
          <p>
            <Link to="/employer/messages" search={{ seeker: seeker.id, application: application.id }} className="btn btn--secondary">
              {t('pipeline.message')}
            </Link>
          </p>
        ) : <RoleNote capability="messageCandidates" />}
      </section>
      {application.about ? (
        <section className="stack" aria-labelledby="application-about">
          <h3 id="application-about">{t('pipeline.about')}</h3>
          <p className="pipeline__text">{application.about}</p>
        </section>
      ) : null}
      <CandidateEntries experience={application.experience} education={application.education} idPrefix="application" />
      <section className="stack" aria-labelledby="application-cover">
        <h3 id="application-cover">{t('pipeline.coverLetter')}</h3>
        <p className="pipeline__text">{application.cover_letter || t('pipeline.noCoverLetter')}</p>
      </section>
      <section className="stack" aria-labelledby="application-resume">
        <h3 id="application-resume">{t('pipeline.resume')}</h3>
        {application.resume_url ? (
          <div>
            <button type="button" className="btn btn--secondary" onClick={() => void download()}>
              {t('pipeline.downloadResume')}
            </button>
          </div>
        ) : (
          <p className="muted">{t('pipeline.noResume')}</p>
        )}
      </section>
      <section className="stack" aria-labelledby="application-history">
        <h3 id="application-history">{t('pipeline.history')}</h3>
        <ol className="pipeline__history">
          {application.history.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <strong>{entry.from
                  ? t('pipeline.historyEntry', { from: t(`pipeline.status.${entry.from}`), to: t(`pipeline.status.${entry.to}`) })
                  : t(`pipeline.status.${entry.to}`)}</strong>{' '}
              <span className="muted">
                {movedBy(entry, me)}, {formatDateWithBs(new Date(entry.at))}
              </span>
              {entry.reason ? <p className="pipeline__reason">{entry.reason}</p> : null}
            </li>
          ))}
        </ol>
      </section>
      <ApplicationComments application={application} />
      <ApplicationTimeline applicationId={application.id} />
    </div>
  );
}

/** Who moved it: the job seeker, you, a teammate by name, or the team (a change made before teams). */
function movedBy(entry: ApplicationDetail['history'][number], me: string | null): string {
  if (entry.by === 'job_seeker') return t('pipeline.by.job_seeker');
  const member = entry.by_member;
  if (me === null || member?.user_id === me) return t('pipeline.by.employer');
  return member?.full_name ? t('pipeline.by.member', { name: member.full_name }) : t('pipeline.by.team');
}
