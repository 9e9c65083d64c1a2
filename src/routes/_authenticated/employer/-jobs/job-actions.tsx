import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { useApi } from '@/session/session-context';
import { errorText, failureFromThrown } from '@/api/error-text';
import { useWorkspaceOutbox } from '@/session/workspace-outbox-context';
import { isRequestFailure } from '@/domain/request-failure';
import { fieldMessages } from '@/domain/error-body';
import { JOB_WRITE_INVALIDATES, featureChanged, jobChanged, jobKeys, jobPending, type Job, type JobSummary } from './job-queries';
import { JOB_FIELDS } from './job-form-values';
import { jobLimitMessage, toastJobLimit } from './plan-limit';
import { t } from '@/domain/i18n/i18n';
import { FeaturedBadge } from '@/routes/-jobs/featured-badge';
import { useCan } from '@/session/membership';

/**
 * Publish a draft (or a closed job again) or close a published one. The server checks the job is complete and
 * within the plan's active jobs: a missing field is "complete the job", the plan's limit is said alone, with the way
 * to upgrade.
 */
export function JobStatusActions({ job, size }: { job: JobSummary; size?: 'small' }) {
  // Only the hiring staff runs jobs (docs/teams.md "Roles"); the page says so once, where the actions would be.
  const manages = useCan('manageJobs');
  const outbox = useWorkspaceOutbox();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const className = `btn ${size === 'small' ? 'btn--small ' : ''}`;

  async function change(status: 'published' | 'closed') {
    setBusy(true);
    const outcome = await outbox.enqueue({
      kind: 'job.status',
      resource: `job:${job.id}`,
      request: { method: 'PATCH', path: '/api/employer/jobs/{id}/', params: { path: { id: job.id } }, body: { status } },
      label: job.title,
      invalidate: JOB_WRITE_INVALIDATES,
    });
    if (outcome.type === 'delivered') {
      const data = outcome.output as Job;
      jobChanged(queryClient, data);
      toast.success(status === 'published' ? t('jobs.published', { title: data.title }) : t('jobs.closed', { title: data.title }));
    } else if (outcome.type === 'queued') {
      jobPending(queryClient, job.id, { status });
      toast.success(t('outbox.queued'));
    } else {
      outbox.discard(outcome.key);
      const error = isRequestFailure(outcome.error) ? outcome.error.body : undefined;
      const limit = jobLimitMessage(error);
      // A job that is not complete lists what is missing (only the job's own fields); the form shows each beside
      // its field.
      const missing = limit ? [] : JOB_FIELDS.flatMap((field) => fieldMessages(error, field));
      if (limit) toastJobLimit(limit, () => void navigate({ to: '/employer/payment' }));
      else toast.error(missing.length ? t('jobs.cannotPublish') : outcome.reason, { description: missing.join(' ') || undefined });
    }
    setBusy(false);
  }

  if (!manages) return null;
  return (
    <>
      <Link to="/employer/jobs/$jobId/edit" params={{ jobId: job.id }} className={`${className}btn--secondary`}
        aria-label={t('jobs.editAria', { title: job.title })}>
        {t('jobs.edit')}
      </Link>
      {job.status !== 'published' ? (
        <button type="button" className={`${className}btn--primary`} disabled={busy} onClick={() => void change('published')}
          aria-label={t('jobs.publishAria', { title: job.title })}>
          {t('jobs.publish')}
        </button>
      ) : (
        <button type="button" className={`${className}btn--secondary`} disabled={busy} onClick={() => void change('closed')}
          aria-label={t('jobs.closeAria', { title: job.title })}>
          {t('jobs.close')}
        </button>
      )}
    </>
  );
}

/**
 * The job's status, with what the plan reads of it: featured, or published with its deadline passed (not active:
 * it takes no place in the plan and job seekers no longer see it).
 */
export function JobTags({ job }: { job: JobSummary }) {
  return (
    <span className="job-card__tags">
      {job.featured ? <FeaturedBadge /> : null}
      <span className={`tag status-tag status-tag--${job.status}`}>{t(`jobs.statusLabels.${job.status}`)}</span>
      {job.status === 'published' && !job.is_open ? <span className="tag status-tag status-tag--closed">{t('jobs.deadlinePassed')}</span> : null}
    </span>
  );
}

/**
 * Feature an active job (listed first for job seekers) or stop featuring it; the server holds it to the plan's
 * featured jobs. Nothing to show for a job that is not active and not featured.
 */
export function FeatureJobButton({ job, size }: { job: JobSummary; size?: 'small' }) {
  const manages = useCan('manageJobs');
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (!manages || (!job.is_open && !job.featured)) return null;
  const featured = !job.featured;

  async function toggle() {
    setBusy(true);
    try {
      const { data, error, response } = await api.POST('/api/employer/jobs/{id}/feature/', {
        params: { path: { id: job.id } },
        body: { featured },
      });
      if (data) {
        featureChanged(queryClient, data.id, data.featured);
        toast.success(t(data.featured ? 'jobs.nowFeatured' : 'jobs.noLongerFeatured', { title: job.title }));
      } else {
        const limit = jobLimitMessage(error);
        if (limit) toastJobLimit(limit, () => void navigate({ to: '/employer/payment' }));
        else toast.error(errorText({ status: response.status, body: error }).message);
      }
    } catch (thrown) {
      toast.error(failureFromThrown(thrown).message);
    }
    setBusy(false);
  }

  return (
    <button type="button" className={`btn ${size === 'small' ? 'btn--small ' : ''}${featured ? 'btn--secondary' : 'btn--ghost'}`}
      disabled={busy} onClick={() => void toggle()}
      aria-label={t(featured ? 'jobs.featureAria' : 'jobs.unfeatureAria', { title: job.title })}>
      {t(featured ? 'jobs.feature' : 'jobs.unfeature')}
    </button>
  );
}

/** Delete with a second, explicit step; the server closes a job that has applications instead (200). */
export function DeleteJobButton({ job }: { job: Job }) {
  const manages = useCan('manageJobs');
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    try {
      const { data, error, response } = await api.DELETE('/api/employer/jobs/{id}/', { params: { path: { id: job.id } } });
      if (response.status === 204) {
        queryClient.removeQueries({ queryKey: jobKeys.one(job.id) });
        void queryClient.invalidateQueries({ queryKey: jobKeys.all });
        void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
        toast.success(t('jobs.deleted', { title: job.title }));
        void navigate({ to: '/employer/jobs' });
        return;
      }
      if (data) {
        jobChanged(queryClient, data.job);
        toast.success(data.detail);
      } else {
        toast.error(errorText({ status: response.status, body: error }).message);
      }
    } catch (thrown) {
      toast.error(failureFromThrown(thrown).message);
    }
    setBusy(false);
    setAsking(false);
  }

  if (!manages) return null;
  if (!asking) {
    return (
      <button type="button" className="btn btn--ghost" onClick={() => setAsking(true)}>
        {t('jobs.delete')}
      </button>
    );
  }
  return (
    <div className="form-notice" role="alert">
      <p>{t('jobs.deleteConfirm', { title: job.title })}</p>
      <div className="btn-row">
        <button type="button" className="btn btn--primary btn--small" disabled={busy} onClick={() => void remove()}>
          {t('jobs.deleteYes')}
        </button>
        <button type="button" className="btn btn--ghost btn--small" onClick={() => setAsking(false)}>
          {t('jobs.cancel')}
        </button>
      </div>
    </div>
  );
}
