import { Link, useNavigate } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { readRememberedEmail, writeRememberedEmail } from '@/api/storage';
import { FormField } from '@/components/form-field';
import { useHydrating } from '@/components/use-hydrating';
import { branding } from '@/domain/branding';
import { LOGIN_FAILURE_WINDOW_MS } from '@/domain/constants';
import { formatCountdown } from '@/domain/countdown';
import { t } from '@/domain/i18n/i18n';
import { loginMachine } from '@/machines/login.machine';
import { hrefOf } from '@/routes/-components/navigation';
import { PasswordInput } from '@/routes/-components/password-input';
import { createAuthActors, type AuthActors } from '@/session/auth-actors';
import { useApi, useSession, useSessionView } from '@/session/session-context';
import { showToast } from '@/session/show-toast';
import { useSignInNavigation } from '@/session/use-sign-in-navigation';
import './auth.css';
import { inspect } from '@/machines/-live/inspector';

const liveLoginMachine = (authActors: AuthActors) =>
  loginMachine.provide({
    actors: { loginCall: authActors.loginCall },
    actions: { rememberEmailChoice: (_, { email }) => writeRememberedEmail(email) },
  });

export interface LoginFormProps {
  /** An e-mail handed over by signup or password reset. */
  email?: string;
  /** Why the visitor was sent here. */
  notice?: 'alreadyRegistered';
}

/** docs/requirements.md §2 Login screen, with the §4 lockout. */
export function LoginForm({ email, notice }: LoginFormProps) {
  // The prerendered /login shows none of the visitor's own values (the remembered address, an e-mail or notice in
  // the link): it is adopted without them, and the form starts again with them right after (a new key).
  const hydrating = useHydrating();
  const rememberedEmail = hydrating ? '' : readRememberedEmail();
  const own = !hydrating && Boolean(rememberedEmail || email || notice);
  return (
    <LoginFormMachine
      key={own ? 'own' : 'plain'}
      email={hydrating ? undefined : email}
      notice={hydrating ? undefined : notice}
      rememberedEmail={rememberedEmail}
    />
  );
}

function LoginFormMachine({ email, notice, rememberedEmail }: LoginFormProps & { rememberedEmail: string }) {
  const navigate = useNavigate();
  const { loggedIn } = useSession();
  const api = useApi();
  const session = useSessionView();
  const { prepareSession, goSignedIn } = useSignInNavigation();
  const [logic] = useState(() => liveLoginMachine(createAuthActors(api)));
  const [snapshot, send, actorRef] = useActor(logic, { input: { rememberedEmail, email }, inspect });
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLDivElement>(null);
  const { context } = snapshot;

  useEffect(() => {
    const subscriptions = [
      actorRef.on('notify', (event) => showToast(event)),
      actorRef.on('login.succeeded', (event) => loggedIn(event.token, event.user)),
      // The only redirect is to the overview, after a sign-in.
      actorRef.on('redirect', (event) => goSignedIn({ href: hrefOf(event.to, event.search), replace: event.replace })),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actorRef, goSignedIn, loggedIn]);

  // Signed in elsewhere (another tab) while this page is open: /login is only for logged-out visitors.
  const signingIn = snapshot.matches('succeeded') || snapshot.matches('done');
  useEffect(() => {
    if (session.isAuthenticated && !signingIn) void navigate({ to: '/employer/overview', replace: true });
  }, [session.isAuthenticated, signingIn, navigate]);

  // After a refused login the password is empty again: put the cursor there.
  const failed = snapshot.matches('editing') && context.formError !== null;
  useEffect(() => {
    if (failed) passwordRef.current?.querySelector('input')?.focus();
  }, [failed]);

  const locked = snapshot.matches('locked');
  const busy = snapshot.matches('submitting') || signingIn;

  function submit(event: FormEvent) {
    event.preventDefault();
    send({ type: 'login.submit' });
    const errors = actorRef.getSnapshot().context.errors;
    if (errors.email) emailRef.current?.focus();
    else if (errors.password) passwordRef.current?.querySelector('input')?.focus();
  }

  return (
    <div className="auth container">
      <div className="auth__card card">
        <h1>{t('login.title')}</h1>
        <p className="muted">{t('login.intro')}</p>

        {notice === 'alreadyRegistered' ? (
          <p className="form-alert form-alert--info" role="status">
            {t('login.alreadyRegisteredNotice')}
          </p>
        ) : null}

        {locked ? (
          <div className="lockout-banner" role="alert">
            <p>
              <strong className="lockout-banner__title">{t('login.accountLocked')}</strong>
              {context.lockoutMessage ? <span> {context.lockoutMessage}</span> : null}
            </p>
            {/* A timer is not read out every second. */}
            <p className="lockout-banner__countdown" role="timer">
              {t('login.lockedCountdown', { time: formatCountdown(context.lockoutSecondsLeft) })}
            </p>
          </div>
        ) : null}

        {context.formError ? (
          <div className="form-alert" role="alert">
            <p>{context.formError}</p>
            {context.attemptsLeft !== null ? (
              <p className="login-attempts">
                <strong>
                  {context.attemptsLeft > 0
                    ? t('login.attemptsLeft', { n: context.attemptsLeft, minutes: LOGIN_FAILURE_WINDOW_MS / 60_000 })
                    : t('login.noAttemptsLeft', { minutes: LOGIN_FAILURE_WINDOW_MS / 60_000 })}
                </strong>
                {` ${context.attemptsLeft > 0 ? t('login.forgotInstead') : t('login.forgotSooner')}`}
              </p>
            ) : null}
          </div>
        ) : null}

        <form className="form auth__form" noValidate onSubmit={submit} onFocus={prepareSession} aria-busy={busy}>
          <fieldset className="auth__fieldset" disabled={locked || busy}>
            <FormField id="login-email" label={t('login.email')} error={context.errors.email}>
              <input
                ref={emailRef}
                className="input"
                type="email"
                inputMode="email"
                autoComplete="username"
                value={context.email}
                onChange={(e) => send({ type: 'login.fieldChanged', field: 'email', value: e.target.value })}
              />
            </FormField>
            <div ref={passwordRef}>
              <FormField id="login-password" label={t('login.password')} error={context.errors.password}>
                <PasswordInput
                  autoComplete="current-password"
                  value={context.password}
                  onChange={(value) => send({ type: 'login.fieldChanged', field: 'password', value })}
                />
              </FormField>
            </div>
            <div className="auth__row">
              <label className="check">
                <input
                  type="checkbox"
                  checked={context.rememberEmail}
                  onChange={(e) => send({ type: 'login.rememberEmailChanged', checked: e.target.checked })}
                />
                {t('login.rememberEmail')}
              </label>
              <Link to="/forgot-password" search={context.email ? { email: context.email.trim() } : {}}>
                {t('login.forgotPassword')}
              </Link>
            </div>
            <button type="submit" className="btn btn--primary btn--block btn--lg">
              {t('login.submit')}
            </button>
          </fieldset>
        </form>

        <p className="auth__switch">
          {t('login.noAccount', { product: branding.productName })} <Link to="/signup">{t('login.signUpLink')}</Link>
        </p>
      </div>
    </div>
  );
}
