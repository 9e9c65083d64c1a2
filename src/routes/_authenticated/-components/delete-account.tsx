import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { failureFromThrown } from '@/api/error-text';
import { FormField } from '@/components/form-field';
import { splitServerErrors } from '@/components/server-field-errors';
import { useApi, useSession } from '@/session/session-context';
import { t } from '@/domain/i18n/i18n';
import { useOnlineOnly } from '@/components/online-only';

export function DeleteAccount() {
  const onlineOnly = useOnlineOnly('delete-online-only');
  const api = useApi();
  const { logout } = useSession();
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [errors, setErrors] = useState<{ password?: string; understood?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found = {
      ...(password ? {} : { password: t('security.passwordRequired') }),
      ...(understood ? {} : { understood: t('security.deleteConfirmRequired') }),
    };
    setErrors(found);
    if (Object.keys(found).length) return;
    setDeleting(true);
    try {
      const { error, response } = await api.DELETE('/api/account/delete/', { body: { password } });
      if (response.ok) {
        toast.success(t('security.deleted'));
        logout(); // every session already ended on the server; this clears the device and goes to /login
        return;
      }
      const split = splitServerErrors(['password'] as const, response.status, error);
      setErrors(split.fieldErrors);
      setFormError(split.formError);
      setPassword('');
    } catch (thrown) {
      setFormError(failureFromThrown(thrown).message);
    }
    setDeleting(false);
  }

  return (
    <section aria-labelledby="security-delete" className="card stack danger-zone">
      <h2 id="security-delete">{t('security.deleteHeading')}</h2>
      <p className="form-alert" id="security-delete-warning">
        {t('security.deleteWarning')}
      </p>
      <form className="form" noValidate onSubmit={submit} aria-describedby="security-delete-warning">
        <FormField id="security-delete-password" label={t('security.deletePassword')} hint={t('security.deletePasswordHint')} error={errors.password} required>
          <input className="input" type="password" autoComplete="current-password" value={password}
            onChange={(e) => { setPassword(e.target.value); setErrors((c) => ({ ...c, password: undefined })); }} />
        </FormField>
        <div className="field field--check">
          <label className="check" htmlFor="security-delete-understood">
            <input id="security-delete-understood" type="checkbox" checked={understood}
              aria-invalid={errors.understood ? true : undefined}
              aria-describedby={errors.understood ? 'security-delete-understood-error' : undefined}
              onChange={(e) => { setUnderstood(e.target.checked); setErrors((c) => ({ ...c, understood: undefined })); }} />
            {t('security.deleteConfirm')}
          </label>
          {errors.understood ? (
            <p id="security-delete-understood-error" className="field-error">
              {errors.understood}
            </p>
          ) : null}
        </div>
        {formError ? (
          <p className="form-alert" role="alert">
            {formError}
          </p>
        ) : null}
        <div>
          <button type="submit" className="btn btn--primary" disabled={deleting || onlineOnly.offline} aria-describedby={onlineOnly.describedBy}>
            {deleting ? t('security.deleting') : t('security.deleteButton')}
          </button>
          {onlineOnly.note}
        </div>
      </form>
    </section>
  );
}
