import { Link, useNavigate } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormField } from '@/components/form-field';
import { RichText } from '@/components/rich-text';
import { OTP_LENGTH } from '@/domain/constants';
import { t } from '@/domain/i18n/i18n';
import { latinDigits } from '@/domain/i18n/locale';
import { inspect } from '@/machines/-live/inspector';
import { seekerSignInMachine } from '@/machines/seeker-sign-in.machine';
import { hrefOf } from '@/routes/-components/navigation';
import type { SeekerSession } from '@/session/seeker-session';
import { useSeekerSession } from '@/session/seeker-context';
import { showToast } from '@/session/show-toast';
import '@/routes/-components/auth.css';

const liveSignIn = (session: SeekerSession) => seekerSignInMachine.provide({
  actors: session.actors,
  actions: { keepSeekerSession: (_, params) => session.keep(params.signedIn) },
});

/** E-mail → code → the seeker's applications. */
export function SeekerSignInForm({ email }: { email?: string }) {
  const navigate = useNavigate();
  const session = useSeekerSession();
  const [logic] = useState(() => liveSignIn(session));
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

  const stage = snapshot.matches('enteringEmail') || snapshot.matches('requestingCode') ? 'email' : 'code';
  const working = !snapshot.matches('enteringEmail') && !snapshot.matches('enteringCode');

  // Each stage starts with its field focused.
  const firstStage = useRef(true);
  useEffect(() => {
    if (firstStage.current) {
      firstStage.current = false;
      return;
    }
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [stage]);

  function submit(event: FormEvent) {
    event.preventDefault();
    send({ type: 'seekerSignIn.submit' });
    const errors = actorRef.getSnapshot().context.errors;
    const first = (['email', 'code'] as const).find((field) => errors[field]);
    if (first) document.getElementById(`seeker-${first}`)?.focus();
  }

  return (
    <div className="auth container">
      <div className="auth__card card">
        <p className="eyebrow">{t('seeker.area')}</p>
        <h1>{t('seeker.signIn.title')}</h1>
        <p className="muted">
          {stage === 'email'
            ? t('seeker.signIn.intro')
            : t('seeker.signIn.codeIntro', { length: OTP_LENGTH, email: context.email.trim() })}
        </p>

        {context.formError ? (
          <p className="form-alert" role="alert">
            {context.formError}
          </p>
        ) : null}

        <form ref={formRef} className="form auth__form" noValidate onSubmit={submit} aria-busy={working}>
          <fieldset className="auth__fieldset" disabled={working}>
            {stage === 'email' ? (
              <FormField id="seeker-email" label={t('seeker.signIn.email')} error={context.errors.email}>
                <input
                  className="input"
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  value={context.email}
                  onChange={(e) => send({ type: 'seekerSignIn.changed', values: { email: e.target.value } })}
                />
              </FormField>
            ) : (
              <FormField id="seeker-code" label={t('seeker.signIn.code')} error={context.errors.code}>
                <input
                  className="input"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={OTP_LENGTH + 4}
                  value={context.code}
                  onChange={(e) => send({ type: 'seekerSignIn.changed', values: { code: latinDigits(e.target.value) } })}
                />
              </FormField>
            )}
            <div className="btn-row">
              <button type="submit" className="btn btn--primary">
                {stage === 'email' ? t('seeker.signIn.sendCode') : t('seeker.signIn.submit')}
              </button>
              {stage === 'code' ? (
                <>
                  <button type="button" className="btn btn--secondary" onClick={() => send({ type: 'seekerSignIn.resend' })}>
                    {t('seeker.signIn.resend')}
                  </button>
                  <button type="button" className="btn btn--ghost" onClick={() => send({ type: 'seekerSignIn.startOver' })}>
                    {t('seeker.signIn.otherEmail')}
                  </button>
                </>
              ) : null}
            </div>
          </fieldset>
        </form>

        {stage === 'email' ? (
          <div className="auth__note">
            <p className="muted">{t('seeker.signIn.firstTime')}</p>
            <p>
              <Link to="/jobs" className="btn btn--secondary">
                {t('seeker.signIn.findJobs')}
              </Link>
            </p>
          </div>
        ) : null}

        <p className="auth__switch">
          <RichText id="seeker.signIn.employer" values={{ link: <Link to="/login">{t('seeker.signIn.employerLink')}</Link> }} />
        </p>
      </div>
    </div>
  );
}
