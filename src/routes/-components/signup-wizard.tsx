import { Link, useNavigate } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { FormField } from '@/components/form-field';
import { RichText } from '@/components/rich-text';
import { INDUSTRIES, OTP_LENGTH, SIGNUP_PASSWORD_MIN, SIGNUP_VISIBLE_STEPS, type Industry } from '@/domain/constants';
import { formatNumber } from '@/domain/format';
import { t, type MessageKeyWith } from '@/domain/i18n/i18n';
import { industryName } from '@/domain/job-field-names';
import { otpCode } from '@/domain/otp-digits';
import { otpCountdownMachine } from '@/machines/otp-countdown.machine';
import { signupMachine, signupStep, type SignupErrors, type SignupForm } from '@/machines/signup.machine';
import { LogoPicker } from '@/routes/-components/logo-picker';
import { hrefOf } from '@/routes/-components/navigation';
import { OtpEntry } from '@/routes/-components/otp-entry';
import { PasswordInput } from '@/routes/-components/password-input';
import { createAuthActors, type AuthActors } from '@/session/auth-actors';
import { useApi, useSession } from '@/session/session-context';
import { showToast } from '@/session/show-toast';
import { useSignInNavigation } from '@/session/use-sign-in-navigation';
import './auth.css';
import { inspect } from '@/machines/-live/inspector';

const liveSignupMachine = (authActors: AuthActors) => signupMachine.provide({
  actors: {
    sendOtp: authActors.sendOtp,
    otpCountdown: otpCountdownMachine.provide({ actors: { sendOtp: authActors.sendOtp } }),
    register: authActors.register,
    uploadLogo: authActors.uploadLogo,
    updateCompany: authActors.updateCompany,
    updateHrProfile: authActors.updateHrProfile,
  },
});

const STEP_TITLES: MessageKeyWith[] = [
  'signup.step.companyInfo', 'signup.step.companyProfile', 'signup.step.contactDetails',
  'signup.step.accountSecurity', 'signup.step.verifyEmail',
];

/** Where the cursor goes for each field's error, in the order the fields appear. */
const ERROR_TARGETS: Array<[keyof SignupErrors, string]> = [
  ['fullName', '#signup-fullName'], ['email', '#signup-email'], ['password', '#signup-password'],
  ['confirmPassword', '#signup-confirmPassword'], ['otp', '.otp__box'], ['acceptTerms', '#signup-terms'],
];

/** docs/requirements.md §2 Signup screen: the five-step employer registration (also /registration, /employer-registration). */
export function SignupWizard() {
  const navigate = useNavigate();
  const { registered } = useSession();
  const { prepareSession, goSignedIn } = useSignInNavigation();
  const api = useApi();
  const [logic] = useState(() => liveSignupMachine(createAuthActors(api)));
  const [snapshot, send, actorRef] = useActor(logic, { inspect });
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step = signupStep(snapshot);
  const { form, errors, formError } = snapshot.context;
  const otpRef = snapshot.children.otpCountdown;

  const go = useCallback(
    (to: string, search?: Record<string, string>, replace = false) => void navigate({ href: hrefOf(to, search), replace }),
    [navigate],
  );

  useEffect(() => {
    const subscriptions = [
      actorRef.on('notify', (event) => showToast(event, go)),
      actorRef.on('signup.registered', (event) => registered(event.token, event.user)),
      actorRef.on('redirect', (event) => {
        // After a registration that signed the visitor in, the overview waits for the session to have it.
        if (actorRef.getSnapshot().context.session) goSignedIn({ href: hrefOf(event.to, event.search), replace: event.replace });
        else go(event.to, event.search, event.replace);
      }),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actorRef, go, goSignedIn, registered]);

  // The OTP countdown is a child actor: its resend toasts are emitted on it, not on the wizard.
  useEffect(() => {
    if (!otpRef) return;
    const subscription = otpRef.on('notify', (event) => showToast(event, go));
    return () => subscription.unsubscribe();
  }, [otpRef, go]);

  // A new step: move focus to its heading so keyboard and screen-reader users start at the top of it.
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const withCode = snapshot.matches({ verifyEmail: 'withCode' });
  const working =
    snapshot.matches({ verifyEmail: 'sendingCode' }) || snapshot.matches({ verifyEmail: { withCode: 'registering' } }) ||
    snapshot.matches('settingUp') || snapshot.matches('alreadyRegistered') || snapshot.matches('completed');
  const change = (values: Partial<SignupForm>) => send({ type: 'signup.changed', values });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (withCode) send({ type: 'signup.submit', otp: otpCode(otpRef?.getSnapshot().context.digits ?? []) });
    else send({ type: 'signup.next' });
    const found = actorRef.getSnapshot().context.errors;
    const target = ERROR_TARGETS.find(([field]) => found[field]);
    if (target) formRef.current?.querySelector<HTMLElement>(target[1])?.focus();
  }

  return (
    <div className="auth container">
      <div className="auth__card auth__card--wide card">
        <h1>{t('signup.title')}</h1>
        <ol className="wizard-steps" aria-label={t('signup.stepOf', { step, total: SIGNUP_VISIBLE_STEPS })}>
          {STEP_TITLES.map((key, index) => (
            <li
              key={key}
              aria-current={index + 1 === step ? 'step' : undefined}
              className={index + 1 < step ? 'is-done' : undefined}
            >
              <span className="wizard-steps__number" aria-hidden="true">
                {formatNumber(index + 1)}
              </span>
              <span className="wizard-steps__title">{t(key)}</span>
            </li>
          ))}
        </ol>

        {formError ? (
          <p className="form-alert" role="alert">
            {formError}
          </p>
        ) : null}

        <form ref={formRef} className="form auth__form" noValidate onSubmit={submit} onFocus={prepareSession} aria-busy={working}>
          <h2 ref={headingRef} tabIndex={-1} className="wizard-heading">
            {t(STEP_TITLES[step - 1] ?? 'signup.step.companyInfo')}{' '}
            <span className="muted wizard-heading__count">
              {t('signup.stepOf', { step, total: SIGNUP_VISIBLE_STEPS })}
            </span>
          </h2>

          {step === 1 ? (
            <>
              <FormField id="signup-fullName" label={t('signup.companyName')} error={errors.fullName} required>
                <input
                  className="input"
                  autoComplete="organization"
                  value={form.fullName}
                  onChange={(e) => change({ fullName: e.target.value })}
                />
              </FormField>
              <FormField id="signup-email" label={t('signup.email')} error={errors.email} required>
                <input
                  className="input"
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  value={form.email}
                  onChange={(e) => change({ email: e.target.value })}
                />
              </FormField>
            </>
          ) : null}

          {step === 2 ? (
            <>
              <LogoPicker value={form.companyLogo} onChange={(companyLogo) => change({ companyLogo })} />
              <FormField id="signup-industryType" label={t('signup.industryType')}>
                <select
                  className="select"
                  value={form.industryType}
                  onChange={(e) => change({ industryType: e.target.value as Industry })}
                >
                  {INDUSTRIES.map((industry) => (
                    <option key={industry} value={industry}>
                      {industryName(industry)}
                    </option>
                  ))}
                </select>
              </FormField>
            </>
          ) : null}

          {step === 3 ? (
            <>
              {/* docs/requirements.md §5: marked required in the UI but not checked. */}
              <FormField id="signup-contactPerson" label={t('signup.contactPerson')} required>
                <input
                  className="input"
                  autoComplete="name"
                  value={form.contactPerson}
                  onChange={(e) => change({ contactPerson: e.target.value })}
                />
              </FormField>
              <FormField id="signup-contactNumber" label={t('signup.contactNumber')} required>
                <input
                  className="input"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  value={form.contactNumber}
                  onChange={(e) => change({ contactNumber: e.target.value })}
                />
              </FormField>
            </>
          ) : null}

          {step === 4 ? (
            <>
              <FormField
                id="signup-password"
                label={t('signup.password')}
                error={errors.password}
                hint={t('signup.passwordHint', { min: SIGNUP_PASSWORD_MIN })}
                required
              >
                <PasswordInput
                  autoComplete="new-password"
                  value={form.password}
                  onChange={(password) => change({ password })}
                />
              </FormField>
              <FormField id="signup-confirmPassword" label={t('signup.confirmPassword')} error={errors.confirmPassword} required>
                <PasswordInput
                  autoComplete="new-password"
                  value={form.confirmPassword}
                  onChange={(confirmPassword) => change({ confirmPassword })}
                />
              </FormField>
            </>
          ) : null}

          {step === 5 ? (
            <>
              {otpRef && withCode ? (
                <>
                  <p>{t('signup.otpSentTo', { length: OTP_LENGTH, email: form.email.trim() })}</p>
                  <OtpEntry otpRef={otpRef} error={errors.otp} />
                  <div className="field">
                    <label className="check" htmlFor="signup-terms">
                      <input
                        id="signup-terms"
                        type="checkbox"
                        checked={form.acceptTerms}
                        aria-invalid={errors.acceptTerms ? true : undefined}
                        aria-describedby={errors.acceptTerms ? 'signup-terms-error' : undefined}
                        onChange={(e) => change({ acceptTerms: e.target.checked })}
                      />
                      <span>
                        <RichText
                          id="signup.acceptTerms"
                          values={{
                            // A new tab keeps what was typed here.
                            terms: (
                              <Link to="/terms" target="_blank" rel="noopener">
                                {t('signup.termsLink')}
                              </Link>
                            ),
                          }}
                        />
                      </span>
                    </label>
                    {errors.acceptTerms ? (
                      <p id="signup-terms-error" className="field-error">
                        {errors.acceptTerms}
                      </p>
                    ) : null}
                  </div>
                </>
              ) : (
                <p>{t('signup.otpIntro', { length: OTP_LENGTH, email: form.email.trim() })}</p>
              )}
            </>
          ) : null}

          {working ? (
            <p className="muted" role="status">
              {snapshot.matches('settingUp') ? t('signup.settingUp') : t('signup.working')}
            </p>
          ) : null}

          <div className="btn-row wizard-actions">
            <button
              type="button"
              className="btn btn--secondary"
              disabled={step === 1 || working}
              onClick={() => send({ type: 'signup.previous' })}
            >
              {t('signup.previous')}
            </button>
            <button type="submit" className="btn btn--primary" disabled={working}>
              {withCode ? t('signup.submit') : t('signup.next')}
            </button>
          </div>
        </form>

        <p className="auth__switch">
          {t('signup.haveAccount')} <Link to="/login">{t('signup.loginLink')}</Link>
        </p>
      </div>
    </div>
  );
}
