import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { refusalErrors } from '@/components/server-field-errors';
import { OutboxItemStatus } from '@/components/workspace-outbox';
import { t } from '@/domain/i18n/i18n';
import { useApi } from '@/session/session-context';
import { useWorkspaceOutbox } from '@/session/workspace-outbox-context';
import { whenText } from '@/routes/_authenticated/-components/activity-text';
import { QueryState } from '@/routes/_authenticated/-components/query-state';
import { commentsQuery, type ApplicationComment } from '@/routes/_authenticated/-components/team-activity-queries';
import { teamMembersQuery, type TeamMember } from '@/routes/_authenticated/-components/team-queries';
import type { ApplicationDetail } from './pipeline-queries';

/** The team's comments on one application (never shown to the candidate) and the form to add one. */
export function ApplicationComments({ application }: { application: ApplicationDetail }) {
  const api = useApi();
  const query = useQuery(commentsQuery(api, application.id));
  return (
    <section className="stack" aria-labelledby="application-comments">
      <h3 id="application-comments">{t('comments.heading')}</h3>
      <p className="muted">{t('comments.teamOnly')}</p>
      <QueryState query={query} loading={t('comments.loading')}>
        {(comments) => (comments.length ? <CommentList comments={comments} /> : <p className="muted">{t('comments.empty')}</p>)}
      </QueryState>
      <CommentForm application={application} />
    </section>
  );
}

function CommentList({ comments }: { comments: ApplicationComment[] }) {
  return (
    <ol className="plain-list comments">
      {comments.map((comment) => (
        <li key={comment.id} className="comments__item">
          <p className="comments__meta">
            <strong>{comment.author.full_name || t('comments.unknownAuthor')}</strong>{' '}
            <span className="muted">{whenText(comment.created_at)}</span>
          </p>
          <p className="pipeline__text">{comment.body}</p>
          {comment.mentions.length ? (
            <p className="muted comments__mentions">
              {t('comments.mentioned', { names: comment.mentions.map((m) => m.full_name || t('comments.unknownAuthor')).join(', ') })}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** Members who may be mentioned: those who can see the application (a hiring manager only on an assigned job). */
const canSee = (member: TeamMember, jobId: string) => member.role !== 'hiring_manager' || member.job_ids.includes(jobId);

function CommentForm({ application }: { application: ApplicationDetail }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const outbox = useWorkspaceOutbox();
  const members = useQuery(teamMembersQuery(api)).data ?? [];
  const mentionable = members.filter((m) => !m.is_you && canSee(m, application.job));
  const [body, setBody] = useState('');
  const [mentions, setMentions] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ body?: string; mentions?: string; form?: string | null }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!body.trim()) {
      setErrors({ body: t('comments.bodyRequired') });
      return;
    }
    setErrors({});
    setBusy(true);
    const outcome = await outbox.enqueue({
      kind: 'comment.create',
      resource: `comments:${application.id}`,
      request: {
        method: 'POST', path: '/api/applications/{id}/comments/', params: { path: { id: application.id } },
        body: { body: body.trim(), mentions },
      },
      label: application.job_seeker.full_name,
      invalidate: [['pipeline', 'application', application.id]],
    });
    setBusy(false);
    if (outcome.type === 'refused') {
      outbox.discard(outcome.key);
      const split = refusalErrors(['body', 'mentions'] as const, outcome);
      setErrors({ body: split.fieldErrors.body, mentions: split.fieldErrors.mentions, form: split.formError });
      return;
    }
    setBody('');
    setMentions([]);
    if (outcome.type === 'delivered') {
      toast.success(t('comments.posted'));
      void queryClient.invalidateQueries({ queryKey: ['pipeline', 'application', application.id] });
    } else if (outcome.type === 'queued') toast.success(t('outbox.queued'));
  }

  const toggle = (userId: string, on: boolean) =>
    setMentions((current) => (on ? [...current, userId] : current.filter((id) => id !== userId)));

  return (
    <form className="comments__form" noValidate onSubmit={(e) => void submit(e)}>
      <OutboxItemStatus resource={`comments:${application.id}`} />
      <FormField id={`comment-body-${application.id}`} label={t('comments.bodyLabel')} error={errors.body} required>
        <textarea className="textarea" rows={3} maxLength={5000} value={body} onChange={(e) => setBody(e.target.value)} />
      </FormField>
      <fieldset className="comments__mention-picker" aria-describedby={`comment-mentions-hint-${application.id}`}>
        <legend>{t('comments.mentionLegend')}</legend>
        <p id={`comment-mentions-hint-${application.id}`} className="hint">
          {mentionable.length ? t('comments.mentionHint') : t('comments.noTeammates')}
        </p>
        {mentionable.map((member) => (
          <label key={member.user_id} className="check">
            <input type="checkbox" checked={mentions.includes(member.user_id)} onChange={(e) => toggle(member.user_id, e.target.checked)} />
            {member.full_name || member.email}
          </label>
        ))}
        {errors.mentions ? <p className="field-error" role="alert">{errors.mentions}</p> : null}
      </fieldset>
      {errors.form ? <p className="form-alert" role="alert">{errors.form}</p> : null}
      <div>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? t('comments.sending') : t('comments.send')}
        </button>
      </div>
    </form>
  );
}
