import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { api } from '@/api/client';
import { errorText, failureFromThrown } from '@/api/error-text';
import { fieldMessages } from '@/domain/error-body';
import { jobChanged, jobKeys, type Job, type JobSummary } from './job-queries';
import { t } from '@/domain/i18n/i18n';

/** Publish a draft (or a closed job again) or close a published one; the server checks the job is complete. */
export function JobStatusActions({ job, size }: { job: JobSummary; size?: 'small' }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const className = `btn ${size === 'small' ? 'btn--small ' : ''}`;

  async function change(status: 'published' | 'closed') {
    setBusy(true);
    try {
      const { data, error, response } = await api.PATCH('/api/employer/jobs/{id}/', {
        params: { path: { id: job.id } },
        body: { status },
      });
      if (data) {
        jobChanged(queryClient, data);
        toast.success(status === 'published' ? t('jobs.published', { title: data.title }) : t('jobs.closed', { title: data.title }));
      } else {
        // A job that is not complete lists what is missing; the form shows each beside its field.
        const missing = Object.keys(error ?? {}).filter((k) => k !== 'non_field_errors' && k !== 'detail')
          .flatMap((field) => fieldMessages(error, field));
        toast.error(missing.length ? t('jobs.cannotPublish') : errorText({ status: response.status, body: error }).message, {
          description: missing.join(' ') || undefined,
        });
      }
    } catch (thrown) {
      toast.error(failureFromThrown(thrown).message);
    }
    setBusy(false);
  }

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

/** Delete with a second, explicit step; the server closes a job that has applications instead (200). */
export function DeleteJobButton({ job }: { job: Job }) {
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
