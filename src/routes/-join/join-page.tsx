// Joining a hiring team through an invitation link (docs/teams.md "Invitations"): the page says who invites, to
// which company and as what; a new person creates an account (the sign-up rules), a person with an account gives
// its password (the login lockout applies). Either way they are signed in and land in the workspace.
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ApiClient } from '@/api/client';
import { dataOrThrow } from '@/api/answer';
import { failureFromThrown } from '@/api/error-text';
import type { components } from '@/api/schema.gen';
import { FormField } from '@/components/form-field';
import { splitServerErrors } from '@/components/server-field-errors';
import { formatDateWithBs } from '@/domain/format';
import { LOGIN_FAILURE_WINDOW_MS, SIGNUP_PASSWORD_MIN } from '@/domain/constants';
import { t } from '@/domain/i18n/i18n';
import { validateAccountSecurity } from '@/domain/signup-rules';
import { PasswordInput } from '@/routes/-components/password-input';
import { useApi, useSession } from '@/session/session-context';
import { toast } from 'sonner';
import '../-components/auth.css';

type Preview = components['schemas']['InvitationPreview'];
type View = { kind: 'loading' } | { kind: 'invalid'; message: string } | { kind: 'ready'; invitation: Preview };

async function loadInvitation(api: ApiClient, token: string): Promise<Preview> {
  return dataOrThrow(await api.GET('/api/team/invitations/{token}/', { params: { path: { token } } }));
}

export function JoinPage({ token }: { token: string }) {
  const api = useApi();
  const [view, setView] = useState<View>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    loadInvitation(api, token).then(
      (invitation) => live && setView({ kind: 'ready', invitation }),
      (error: unknown) => {
        if (!live) return;
        const failure = failureFromThrown(error);
        // A used, revoked, expired or mistyped link: the same plain answer.
        setView({ kind: 'invalid', message: failure.status === 404 || failure.status === 400 ? t('join.invalid') : failure.message });
      },
    );
    return () => { live = false; };
  }, [api, token]);

  return (
    <div className="auth container">
      <div className="auth__card card stack">
        <h1>{t('join.title')}</h1>
        {view.kind === 'loading' ? (
          <p className="loading" role="status">{t('join.loading')}</p>
        ) : view.kind === 'invalid' ? (
          <>
            <p className="form-alert" role="alert">{view.message}</p>
            <p><Link to="/">{t('join.goHome')}</Link></p>
          </>
        ) : (
          <JoinForm token={token} invitation={view.invitation} onGone={() => setView({ kind: 'invalid', message: t('join.invalid') })} />
        )}
      </div>
    </div>
  );
}

type Field = 'full_name' | 'password' | 'password_confirm';

function JoinForm({ token, invitation, onGone }: { token: string; invitation: Preview; onGone: () => void }) {
  const api = useApi();
  const navigate = useNavigate();
  const { loggedIn } = useSession();
  const existing = invitation.account_exists;
  const [fullName, setFullName] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const role = t(`join.role.${invitation.role}`);

  // After a refused answer the cursor goes to the first field in error.
  useEffect(() => {
    const invalid = formRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]');
    invalid?.focus();
  }, [errors]);

  function localErrors(): Partial<Record<Field, string>> {
    if (existing) return password ? {} : { password: t('validation.passwordRequired') };
    const security = validateAccountSecurity({ password, confirmPassword: confirm });
    return {
      ...(fullName.trim() ? {} : { full_name: t('join.nameRequired') }),
      ...(security.password ? { password: security.password } : {}),
      ...(security.confirmPassword ? { password_confirm: security.confirmPassword } : {}),
    };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    setAttemptsLeft(null);
    const found = localErrors();
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const body = existing ? { password } : { full_name: fullName.trim(), password, password_confirm: confirm };
      const auth = dataOrThrow(await api.POST('/api/team/invitations/{token}/accept/', { params: { path: { token } }, body }));
      loggedIn(auth.token, auth.user);
      toast.success(t('join.joined', { company: invitation.company_name }));
      // A hiring manager sees only their jobs; the others start at the overview.
      await navigate({ to: invitation.role === 'hiring_manager' ? '/employer/jobs' : '/employer/overview', replace: true });
      return;
    } catch (thrown) {
      const failure = failureFromThrown(thrown);
      if (failure.status === 404) {
        onGone();
        return;
      }
      const split = splitServerErrors(['full_name', 'password', 'password_confirm'] as const, failure.status ?? 0, failure.body);
      setErrors(split.fieldErrors);
      setFormError(failure.status === null ? failure.message : split.formError);
      setAttemptsLeft(failure.hints.loginAttemptsLeft ?? null);
      if (existing) setPassword('');
    }
    setBusy(false);
  }

  return (
    <>
      <p className="lead">
        {invitation.invited_by
          ? t('join.invitation', { inviter: invitation.invited_by, company: invitation.company_name, role })
          : t('join.invitationNoInviter', { company: invitation.company_name, role })}
      </p>
      <dl className="pairs muted">
        <div><dt>{t('join.email')}</dt> <dd className="join__email">{invitation.email}</dd></div>
      </dl>
      <p className="muted">{t('join.validUntil', { date: formatDateWithBs(new Date(invitation.expires_at)) })}</p>
      <p>{existing ? t('join.existingLead') : t('join.newLead')}</p>
      {formError || attemptsLeft !== null ? (
        <div className="form-alert" role="alert">
          {formError ? <p>{formError}</p> : null}
          {attemptsLeft !== null ? (
            <p>
              {attemptsLeft > 0
                ? t('login.attemptsLeft', { n: attemptsLeft, minutes: LOGIN_FAILURE_WINDOW_MS / 60_000 })
                : t('login.noAttemptsLeft', { minutes: LOGIN_FAILURE_WINDOW_MS / 60_000 })}
            </p>
          ) : null}
        </div>
      ) : null}
      <form ref={formRef} className="form auth__form" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
        <fieldset className="auth__fieldset" disabled={busy}>
          {/* The account's e-mail, for password managers. */}
          <input type="email" autoComplete="username" value={invitation.email} readOnly hidden />
          {existing ? (
            <>
              <FormField id="join-password" label={t('join.accountPassword')} error={errors.password} required>
                <PasswordInput autoComplete="current-password" value={password}
                  onChange={(v) => { setPassword(v); setErrors((c) => ({ ...c, password: undefined })); }} />
              </FormField>
              <p><Link to="/forgot-password" search={{ email: invitation.email }}>{t('join.forgotPassword')}</Link></p>
            </>
          ) : (
            <>
              <FormField id="join-name" label={t('join.fullName')} error={errors.full_name} required>
                <input className="input" type="text" autoComplete="name" maxLength={100} value={fullName}
                  onChange={(e) => { setFullName(e.target.value); setErrors((c) => ({ ...c, full_name: undefined })); }} />
              </FormField>
              <FormField id="join-password" label={t('join.password')} hint={t('signup.passwordHint', { min: SIGNUP_PASSWORD_MIN })} error={errors.password} required>
                <PasswordInput autoComplete="new-password" value={password}
                  onChange={(v) => { setPassword(v); setErrors((c) => ({ ...c, password: undefined })); }} />
              </FormField>
              <FormField id="join-confirm" label={t('join.confirmPassword')} error={errors.password_confirm} required>
                <PasswordInput autoComplete="new-password" value={confirm}
                  onChange={(v) => { setConfirm(v); setErrors((c) => ({ ...c, password_confirm: undefined })); }} />
              </FormField>
            </>
          )}
          <button type="submit" className="btn btn--primary btn--block btn--lg">
            {busy ? t('join.working') : existing ? t('join.submitExisting') : t('join.submitNew')}
          </button>
        </fieldset>
      </form>
    </>
  );
}
