import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useApi } from '@/session/session-context';
import { FormField } from '@/components/form-field';
import { useServerForm } from '@/components/use-server-form';
import { validateAccountSecurity } from '@/domain/signup-rules';
import { t } from '@/domain/i18n/i18n';
import { activeSessionsQuery } from './settings-queries';
import { useOnlineOnly } from '@/components/online-only';

const FIELDS = ['current_password', 'new_password', 'new_password_confirm'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { current_password: '', new_password: '', new_password_confirm: '' };

/** docs/requirements.md §5 password rules (the signup ones), checked here first and again by the server. */
export function validateChangePassword(values: Record<Field, string>): Partial<Record<Field, string>> {
  const rules = validateAccountSecurity({ password: values.new_password, confirmPassword: values.new_password_confirm });
  return {
    ...(values.current_password ? {} : { current_password: t('security.currentRequired') }),
    ...(rules.password && { new_password: rules.password }),
    ...(rules.confirmPassword && { new_password_confirm: rules.confirmPassword }),
  };
}

export function ChangePasswordForm() {
  const onlineOnly = useOnlineOnly('password-online-only');
  const api = useApi();
  const queryClient = useQueryClient();
  const { values, setValues, set, errors, setErrors, formError, setFormError, saving, send } = useServerForm(FIELDS, EMPTY);
  const [show, setShow] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found = validateChangePassword(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    await send(() => api.POST('/api/auth/change-password/', { body: values }), () => {
      setValues(EMPTY);
      toast.success(t('security.passwordChanged'));
      void queryClient.invalidateQueries({ queryKey: activeSessionsQuery(api).queryKey });
    });
  }

  const input = (field: Field, autoComplete: string) => (
    <input className="input" type={show ? 'text' : 'password'} autoComplete={autoComplete} value={values[field]}
      onChange={(e) => set(field, e.target.value)} />
  );

  return (
    <section aria-labelledby="security-password" className="card stack">
      <h2 id="security-password">{t('security.passwordHeading')}</h2>
      <p className="muted">{t('security.passwordLead')}</p>
      <form className="form" noValidate onSubmit={submit}>
        <FormField id="security-current-password" label={t('security.currentPassword')} error={errors.current_password} required>
          {input('current_password', 'current-password')}
        </FormField>
        <FormField id="security-new-password" label={t('security.newPassword')} error={errors.new_password} hint={t('security.passwordHint')} required>
          {input('new_password', 'new-password')}
        </FormField>
        <FormField id="security-confirm-password" label={t('security.confirmPassword')} error={errors.new_password_confirm} required>
          {input('new_password_confirm', 'new-password')}
        </FormField>
        <label className="check">
          <input type="checkbox" checked={show} onChange={(e) => setShow(e.target.checked)} />
          {t('security.showPasswords')}
        </label>
        {formError ? (
          <p className="form-alert" role="alert">
            {formError}
          </p>
        ) : null}
        <div>
          <button type="submit" className="btn btn--primary" disabled={saving || onlineOnly.offline} aria-describedby={onlineOnly.describedBy}>
            {saving ? t('security.changingPassword') : t('security.changePassword')}
          </button>
          {onlineOnly.note}
        </div>
      </form>
    </section>
  );
}
