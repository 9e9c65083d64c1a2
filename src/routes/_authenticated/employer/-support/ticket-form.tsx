import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useApi } from '@/session/session-context';
import { failureFromThrown } from '@/api/error-text';
import { FormField } from '@/components/form-field';
import { refusalErrors, splitServerErrors } from '@/components/server-field-errors';
import { SUPPORT_CATEGORIES, SUPPORT_MESSAGE_MAX, SUPPORT_SUBJECT_MAX } from '@/domain/constants';
import { SUPPORT_INVALIDATE, type SupportTicket } from './support-queries';
import { useOnlineStatus } from '@/pwa/online-status';
import { useWorkspaceOutbox } from '@/session/workspace-outbox-context';
import { ATTACHMENT_ACCEPT, attachmentsHint, supportFormData, validateTicket } from './support-rules';
import { t } from '@/domain/i18n/i18n';

const FIELDS = ['subject', 'category', 'message', 'attachments'] as const;
type Field = (typeof FIELDS)[number];

/** `onCreated(null)`: the ticket waits on the device to be sent (text only; attachments need a connection). */
export function TicketForm({ onCreated, onCancel }: { onCreated: (ticket: SupportTicket | null) => void; onCancel: () => void }) {
  const api = useApi();
  const outbox = useWorkspaceOutbox();
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ subject: '', category: '', message: '' });
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const set = (field: 'subject' | 'category' | 'message', value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found = validateTicket({ ...values, files });
    setErrors(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) {
      document.getElementById(`ticket-${first}`)?.focus();
      return;
    }
    const fields = { subject: values.subject.trim(), category: values.category as SupportTicket['category'], message: values.message.trim() };
    const created = (data: SupportTicket) => {
      toast.success(t('support.created', { n: data.number }));
      queryClient.setQueryData(['support', 'ticket', data.id], data);
      void queryClient.invalidateQueries({ queryKey: ['support', 'tickets'] });
      onCreated(data);
    };
    if (!files.length) {
      setSending(true);
      const outcome = await outbox.enqueue({
        kind: 'support.create', resource: `ticket:new:${crypto.randomUUID()}`,
        request: { method: 'POST', path: '/api/employer/support/tickets/', body: fields, form: true },
        label: fields.subject, invalidate: SUPPORT_INVALIDATE,
      });
      setSending(false);
      if (outcome.type === 'delivered') created(outcome.output as SupportTicket);
      else if (outcome.type === 'queued') {
        toast.success(t('outbox.queued'));
        onCreated(null);
      } else {
        outbox.discard(outcome.key);
        const refused = refusalErrors(FIELDS, outcome);
        setErrors(refused.fieldErrors);
        setFormError(refused.formError);
      }
      return;
    }
    // Files are not kept on the device: a ticket with attachments needs a connection.
    if (!online) {
      setErrors({ attachments: t('support.attachmentsOffline') });
      document.getElementById('ticket-attachments')?.focus();
      return;
    }
    setSending(true);
    try {
      const { data, error, response } = await api.POST('/api/employer/support/tickets/', {
        body: fields,
        bodySerializer: (body) => supportFormData(body, files),
      });
      if (data) {
        created(data);
        return;
      }
      const split = splitServerErrors(FIELDS, response.status, error);
      if ((response.status === 413 || response.status === 415) && split.formError) {
        setErrors({ attachments: split.formError });
      } else {
        setErrors(split.fieldErrors);
        setFormError(split.formError);
      }
    } catch (thrown) {
      setFormError(failureFromThrown(thrown).message);
    }
    setSending(false);
  }

  return (
    <section aria-labelledby="ticket-form-heading" className="card stack">
      <h2 id="ticket-form-heading">{t('support.newTicketHeading')}</h2>
      <form className="form" noValidate onSubmit={submit}>
        <FormField id="ticket-subject" label={t('support.subject')} error={errors.subject} required>
          <input className="input" maxLength={SUPPORT_SUBJECT_MAX} value={values.subject} onChange={(e) => set('subject', e.target.value)} />
        </FormField>
        <FormField id="ticket-category" label={t('support.category')} error={errors.category} required>
          <select className="select" value={values.category} onChange={(e) => set('category', e.target.value)}>
            <option value="">{t('support.chooseCategory')}</option>
            {SUPPORT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`supportCategory.${c}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="ticket-message" label={t('support.message')} error={errors.message} required>
          <textarea className="textarea" rows={6} maxLength={SUPPORT_MESSAGE_MAX} value={values.message}
            onChange={(e) => set('message', e.target.value)} />
        </FormField>
        <FormField id="ticket-attachments" label={t('support.attachments')}
          hint={online ? attachmentsHint() : `${attachmentsHint()} ${t('support.attachmentsOfflineHint')}`} error={errors.attachments}>
          <input className="input" type="file" multiple accept={ATTACHMENT_ACCEPT}
            onChange={(e) => { setFiles([...(e.target.files ?? [])]); setErrors((c) => ({ ...c, attachments: undefined })); }} />
        </FormField>
        {formError ? (
          <p className="form-alert" role="alert">
            {formError}
          </p>
        ) : null}
        <div className="cluster">
          <button type="submit" className="btn btn--primary" disabled={sending}>
            {sending ? t('support.submitting') : t('support.submit')}
          </button>{' '}
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            {t('support.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
