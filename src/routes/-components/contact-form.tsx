import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { useApi } from '@/session/session-context';
import { failureFromThrown } from '@/api/error-text';
import { FormField } from '@/components/form-field';
import { splitServerErrors } from '@/components/server-field-errors';
import { RichText } from '@/components/rich-text';
import { t } from '@/domain/i18n/i18n';
import { emailField, firstErrors, hasErrors, message, type FieldErrors } from '@/domain/validation';

/** A required text field; its message is looked up when the check runs, in the language shown. */
const required = (key: 'contact.nameRequired' | 'contact.subjectRequired' | 'contact.messageRequired') =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(message(key)));

const contactSchema = v.object({
  name: required('contact.nameRequired'),
  email: emailField,
  subject: required('contact.subjectRequired'),
  message: required('contact.messageRequired'),
});

type ContactValues = { name: string; email: string; subject: string; message: string };
const FIELDS = ['name', 'email', 'subject', 'message'] as const;
const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' };

type Status = { state: 'editing' | 'sending' } | { state: 'sent'; email: string };

/** The public contact form: POST /api/contact/ (docs/decisions.md: stored and mailed to the support address). */
export function ContactForm() {
  const api = useApi();
  const [form, setForm] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<ContactValues>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ state: 'editing' });

  const update = (field: keyof ContactValues, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = firstErrors(contactSchema, form);
    setErrors(found);
    setFormError(null);
    if (hasErrors(found)) {
      const first = FIELDS.find((field) => found[field]);
      document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    setStatus({ state: 'sending' });
    try {
      const body = {
        name: form.name.trim(),
        email: form.email.trim(),
        subject: form.subject.trim(),
        message: form.message.trim(),
      };
      const { error, response } = await api.POST('/api/contact/', { body });
      if (!error) {
        setStatus({ state: 'sent', email: body.email });
        setForm(EMPTY);
        return;
      }
      // What was typed stays; the server's messages show beside the fields or above the button.
      const { fieldErrors, formError: message } = splitServerErrors(FIELDS, response.status, error);
      setErrors(fieldErrors);
      setFormError(message);
    } catch (thrown) {
      setFormError(failureFromThrown(thrown).message);
    }
    setStatus({ state: 'editing' });
  }

  if (status.state === 'sent') {
    return (
      <div className="form-success stack" role="status">
        <p>
          <RichText
            id="contact.sent"
            values={{ thanks: <strong>{t('contact.sentThanks')}</strong>, email: status.email }}
          />
        </p>
        <button type="button" className="btn btn--secondary" onClick={() => setStatus({ state: 'editing' })}>
          {t('contact.sendAnother')}
        </button>
      </div>
    );
  }

  return (
    <form className="form" noValidate onSubmit={submit}>
      <FormField id="contact-name" label={t('contact.name')} error={errors.name} required>
        <input className="input" autoComplete="name" value={form.name} onChange={(e) => update('name', e.target.value)} />
      </FormField>
      <FormField id="contact-email" label={t('contact.email')} error={errors.email} required>
        <input
          className="input"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={form.email}
          onChange={(e) => update('email', e.target.value)}
        />
      </FormField>
      <FormField id="contact-subject" label={t('contact.subject')} error={errors.subject} required>
        <input className="input" value={form.subject} onChange={(e) => update('subject', e.target.value)} />
      </FormField>
      <FormField id="contact-message" label={t('contact.message')} error={errors.message} required>
        <textarea
          className="textarea"
          rows={6}
          value={form.message}
          onChange={(e) => update('message', e.target.value)}
        />
      </FormField>
      {formError ? (
        <p className="form-alert" role="alert">
          {formError}
        </p>
      ) : null}
      <div>
        <button type="submit" className="btn btn--primary" disabled={status.state === 'sending'}>
          {status.state === 'sending' ? t('contact.sending') : t('contact.send')}
        </button>
      </div>
    </form>
  );
}
