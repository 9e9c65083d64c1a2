import { useCallback, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useApi } from '@/session/session-context';
import { failureFromThrown } from '@/api/error-text';
import { FormField } from '@/components/form-field';
import { Icon } from '@/components/icons';
import { refusalErrors, splitServerErrors } from '@/components/server-field-errors';
import { OutboxItemStatus } from '@/components/workspace-outbox';
import { SUPPORT_MESSAGE_MAX } from '@/domain/constants';
import { useOnlineStatus } from '@/pwa/online-status';
import { useOutboxWrites, useWorkspaceOutbox } from '@/session/workspace-outbox-context';
import type { WorkspaceWriteView } from '@/session/workspace-outbox';
import { QueryState } from '../../-components/query-state';
import { formatDateTime as when } from '../../-components/date-time';
import { downloadAttachment, SUPPORT_INVALIDATE, supportTicketQuery, ticketResource, type SupportAttachment, type SupportTicket } from './support-queries';
import { ATTACHMENT_ACCEPT, attachmentError, attachmentsHint, messageError, supportFormData } from './support-rules';
import { formatBytes } from './format-bytes';
import { t } from '@/domain/i18n/i18n';

export function TicketDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const api = useApi();
  const query = useQuery(supportTicketQuery(api, id));
  return (
    <div className="stack">
      <div>
        <button type="button" className="btn btn--ghost btn--flush" onClick={onBack}>
          ← {t('support.back')}
        </button>
      </div>
      <QueryState query={query} loading={t('support.loadingTicket')}>
        {(ticket) => <TicketThread ticket={ticket} />}
      </QueryState>
    </div>
  );
}

function TicketThread({ ticket }: { ticket: SupportTicket }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const keep = (data: SupportTicket) => {
    queryClient.setQueryData(supportTicketQuery(api, data.id).queryKey, data);
    void queryClient.invalidateQueries({ queryKey: ['support', 'tickets'] });
  };
  const outbox = useWorkspaceOutbox();
  const resource = ticketResource(ticket.id);
  const waiting = useOutboxWrites(useCallback((write: WorkspaceWriteView) => write.resource === resource, [resource]));
  const closing = waiting.some((write) => write.kind === 'support.close' && write.status !== 'failed');
  const [busy, setBusy] = useState(false);
  async function close() {
    setBusy(true);
    const outcome = await outbox.enqueue({
      kind: 'support.close', resource,
      request: { method: 'POST', path: '/api/employer/support/tickets/{id}/close/', params: { path: { id: ticket.id } } },
      label: t('support.ticketLabel', { n: ticket.number, subject: ticket.subject }), invalidate: SUPPORT_INVALIDATE,
    });
    setBusy(false);
    if (outcome.type === 'delivered') {
      keep(outcome.output as SupportTicket);
      toast.success(t('support.closed'));
    } else if (outcome.type === 'queued') toast.success(t('outbox.queued'));
    else {
      outbox.discard(outcome.key);
      toast.error(outcome.reason);
    }
  }

  return (
    <article className="stack" aria-labelledby="ticket-subject">
      <header className="stack">
        <h2 id="ticket-subject">
          {t('support.ticketNumber', { n: ticket.number })} {ticket.subject}
        </h2>
        <p>
          <span className={`tag status-tag--${closing ? 'closed' : ticket.status}`}>{t(`supportStatus.${closing ? 'closed' : ticket.status}`)}</span>{' '}
          <span className="muted">{t(`supportCategory.${ticket.category}`)}</span>
        </p>
      </header>
      <ol className="plain-list stack" aria-label={t('support.messages', { n: ticket.messages.length })}>
        {ticket.messages.map((m) => (
          <li key={m.id} className="card stack">
            <p>
              <strong>{m.author === 'employer' ? t('support.you') : m.author_name}</strong>{' '}
              <time className="muted" dateTime={m.created_at}>{when(m.created_at)}</time>
            </p>
            <p style={{ whiteSpace: 'pre-wrap' }}>{m.message}</p>
            {m.attachments.length ? (
              <ul className="plain-list">
                {m.attachments.map((a) => (
                  <li key={a.id}>
                    <AttachmentButton file={a} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
        {waiting.filter((write) => write.kind === 'support.reply').map((write) => (
          <li key={write.key} className="card stack">
            <p>
              <strong>{t('support.you')}</strong>{' '}
              <time className="muted" dateTime={write.createdAt}>{when(write.createdAt)}</time>
            </p>
            <p style={{ whiteSpace: 'pre-wrap' }}>{(write.request.body as { message: string }).message}</p>
          </li>
        ))}
      </ol>
      <OutboxItemStatus resource={resource} />
      <ReplyForm ticket={ticket} onReplied={keep} />
      {ticket.status !== 'closed' && !closing ? (
        <div>
          <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => void close()}>
            {busy ? t('support.closing') : t('support.close')}
          </button>
        </div>
      ) : null}
    </article>
  );
}

function AttachmentButton({ file }: { file: SupportAttachment }) {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  return (
    <button type="button" className="btn btn--ghost btn--small btn--wrap" disabled={busy} aria-label={t('support.download', { name: file.filename })}
      onClick={() => {
        setBusy(true);
        downloadAttachment(api, file).catch((e: unknown) => toast.error(failureFromThrown(e).message)).finally(() => setBusy(false));
      }}>
      <Icon name="download" className="inline-icon" />
      {file.filename} <span className="muted">({formatBytes(file.size)})</span>
    </button>
  );
}

function ReplyForm({ ticket, onReplied }: { ticket: SupportTicket; onReplied: (t: SupportTicket) => void }) {
  const api = useApi();
  const outbox = useWorkspaceOutbox();
  const online = useOnlineStatus();
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [fileKey, setFileKey] = useState(0);
  const [errors, setErrors] = useState<{ message?: string; attachments?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found = { message: messageError(message), attachments: attachmentError(files) };
    setErrors(found);
    if (found.message || found.attachments) return;
    const cleared = () => {
      setMessage('');
      setFiles([]);
      setFileKey((k) => k + 1);
    };
    if (!files.length) {
      // Text alone goes through the outbox and is kept on the device when it cannot go now.
      setSending(true);
      const outcome = await outbox.enqueue({
        kind: 'support.reply', resource: ticketResource(ticket.id),
        request: {
          method: 'POST', path: '/api/employer/support/tickets/{id}/replies/', params: { path: { id: ticket.id } },
          body: { message: message.trim() }, form: true,
        },
        label: t('support.ticketLabel', { n: ticket.number, subject: ticket.subject }), invalidate: SUPPORT_INVALIDATE,
      });
      setSending(false);
      if (outcome.type === 'refused') {
        outbox.discard(outcome.key);
        const refused = refusalErrors(['message', 'attachments'] as const, outcome);
        setErrors(refused.fieldErrors);
        setFormError(refused.formError);
        return;
      }
      cleared();
      if (outcome.type === 'delivered') {
        toast.success(t('support.replied'));
        onReplied(outcome.output as SupportTicket);
      } else toast.success(t('outbox.queued'));
      return;
    }
    // Files are not kept on the device: a reply with attachments needs a connection.
    if (!online) {
      setErrors({ attachments: t('support.attachmentsOffline') });
      return;
    }
    setSending(true);
    try {
      const { data, error, response } = await api.POST('/api/employer/support/tickets/{id}/replies/', {
        params: { path: { id: ticket.id } },
        body: { message: message.trim() },
        bodySerializer: (body) => supportFormData(body, files),
      });
      if (data) {
        cleared();
        toast.success(t('support.replied'));
        onReplied(data);
      } else {
        const split = splitServerErrors(['message', 'attachments'] as const, response.status, error);
        if ((response.status === 413 || response.status === 415) && split.formError) setErrors({ attachments: split.formError });
        else {
          setErrors(split.fieldErrors);
          setFormError(split.formError);
        }
      }
    } catch (thrown) {
      setFormError(failureFromThrown(thrown).message);
    }
    setSending(false);
  }

  return (
    <form className="form card" noValidate onSubmit={submit} aria-label={t('support.reply')}>
      {ticket.status === 'closed' ? <p className="muted">{t('support.reopenHint')}</p> : null}
      <FormField id="reply-message" label={t('support.reply')} error={errors.message} required>
        <textarea className="textarea" rows={4} maxLength={SUPPORT_MESSAGE_MAX} value={message}
          onChange={(e) => { setMessage(e.target.value); setErrors((c) => ({ ...c, message: undefined })); }} />
      </FormField>
      <FormField id="reply-attachments" label={t('support.attachments')}
        hint={online ? attachmentsHint() : `${attachmentsHint()} ${t('support.attachmentsOfflineHint')}`} error={errors.attachments}>
        <input key={fileKey} className="input" type="file" multiple accept={ATTACHMENT_ACCEPT}
          onChange={(e) => { setFiles([...(e.target.files ?? [])]); setErrors((c) => ({ ...c, attachments: undefined })); }} />
      </FormField>
      {formError ? (
        <p className="form-alert" role="alert">
          {formError}
        </p>
      ) : null}
      <div>
        <button type="submit" className="btn btn--primary" disabled={sending}>
          {sending ? t('support.sendingReply') : t('support.sendReply')}
        </button>
      </div>
    </form>
  );
}
