import { Link, useNavigate } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormField } from '@/components/form-field';
import { OTP_LENGTH, SIGNUP_PASSWORD_MIN } from '@/domain/constants';
import { t } from '@/domain/i18n/i18n';
import { latinDigits } from '@/domain/i18n/locale';
import { passwordResetMachine } from '@/machines/password-reset.machine';
import { hrefOf } from '@/routes/-components/navigation';
import { PasswordInput } from '@/routes/-components/password-input';
import { createAuthActors, type AuthActors } from '@/session/auth-actors';
import { useApi } from '@/session/session-context';
import { showToast } from '@/session/show-toast';
import './auth.css';
import { inspect } from '@/machines/-live/inspector';

const liveResetMachine = (authActors: AuthActors) => passwordResetMachine.provide({
  actors: {
    requestReset: authActors.requestReset,
    verifyResetCode: authActors.verifyResetCode,
    confirmReset: authActors.confirmReset,
  },
});

/** Forgot password: e-mail → code → new password, then Sign In with the new password. */
export function ForgotPasswordForm({ email }: { email?: string }) {
  const navigate = useNavigate();
  const api = useApi();
  const [logic] = useState(() => liveResetMachine(createAuthActors(api)));
  const [snapshot, send, actorRef] = useActor(logic, { input: { email }, inspect });
  const formRef = useRef<HTMLFormElement>(null);
  const { context } = snapshot;

  useEffect(() => {
    const subscriptions = [
      actorRef.on('notify', (event) => showToast(event)),
      actorRef.on('redirect', (event) => void navigate({ href: hrefOf(event.to, event.search), replace: event.replace })),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actorRef, navigate]);

  const stage = snapshot.matches('enteringEmail') || snapshot.matches('requestingCode')
    ? 'email'
    : snapshot.matches('enteringCode') || snapshot.matches('verifyingCode')
      ? 'code'
      : 'password';
  const working = snapshot.matches('requestingCode') || snapshot.matches('verifyingCode') ||
    snapshot.matches('savingPassword') || snapshot.matches('done');

  // Each stage starts with its first field focused.
  const firstStage = useRef(true);
  useEffect(() => {
    if (firstStage.current) {
      firstStage.current = false;
      return;
    }
    formRef.current?.querySelector<HTMLInputElement>('input:not([type="hidden"])')?.focus();
  }, [stage]);

  function submit(event: FormEvent) {
    event.preventDefault();
    send({ type: 'reset.submit' });
    const errors = actorRef.getSnapshot().context.errors;
    const first = (['email', 'code', 'password', 'confirmPassword'] as const).find((field) => errors[field]);
    if (first) document.getElementById(`reset-${first}`)?.focus();
  }

  const trimmedEmail = context.email.trim();

  return (
    <div className="auth container">
      <div className="auth__card card">
        <h1>{t('reset.title')}</h1>
        <p className="muted">
          {stage === 'email'
            ? t('reset.emailIntro')
            : stage === 'code'
              ? t('reset.codeIntro', { length: OTP_LENGTH, email: trimmedEmail })
              : t('reset.passwordIntro', { email: trimmedEmail })}
        </p>

        {context.formError ? (
          <p className="form-alert" role="alert">
            {context.formError}
          </p>
        ) : null}

        <form ref={formRef} className="form auth__form" noValidate onSubmit={submit} aria-busy={working}>
          <fieldset className="auth__fieldset" disabled={working}>
            {stage === 'email' ? (
              <FormField id="reset-email" label={t('reset.email')} error={context.errors.email}>
                <input
                  className="input"
                  type="email"
                  inputMode="email"
                  autoComplete="username"
                  value={context.email}
                  onChange={(e) => send({ type: 'reset.changed', values: { email: e.target.value } })}
                />
              </FormField>
            ) : null}
            {stage === 'code' ? (
              <FormField id="reset-code" label={t('reset.code')} error={context.errors.code}>
                <input
                  className="input"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={OTP_LENGTH + 4}
                  value={context.code}
                  onChange={(e) => send({ type: 'reset.changed', values: { code: latinDigits(e.target.value) } })}
                />
              </FormField>
            ) : null}
            {stage === 'password' ? (
              <>
                <FormField
                  id="reset-password"
                  label={t('reset.newPassword')}
                  error={context.errors.password}
                  hint={t('signup.passwordHint', { min: SIGNUP_PASSWORD_MIN })}
                >
                  <PasswordInput
                    autoComplete="new-password"
                    value={context.password}
                    onChange={(password) => send({ type: 'reset.changed', values: { password } })}
                  />
                </FormField>
                <FormField id="reset-confirmPassword" label={t('reset.confirmPassword')} error={context.errors.confirmPassword}>
                  <PasswordInput
                    autoComplete="new-password"
                    value={context.confirmPassword}
                    onChange={(confirmPassword) => send({ type: 'reset.changed', values: { confirmPassword } })}
                  />
                </FormField>
              </>
            ) : null}
            <div className="btn-row">
              <button type="submit" className="btn btn--primary">
                {stage === 'email' ? t('reset.sendCode') : stage === 'code' ? t('reset.verifyCode') : t('reset.savePassword')}
              </button>
              {stage !== 'email' ? (
                <button type="button" className="btn btn--ghost" onClick={() => send({ type: 'reset.startOver' })}>
                  {t('reset.startOver')}
                </button>
              ) : null}
            </div>
          </fieldset>
        </form>

        <p className="auth__switch">
          <Link to="/login" search={trimmedEmail ? { email: trimmedEmail } : {}}>
            {t('reset.backToLogin')}
          </Link>
        </p>
      </div>
    </div>
  );
}
