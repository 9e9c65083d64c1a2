import { assign, emit, enqueueActions, setup, type SnapshotFrom } from 'xstate';
import {
  ALREADY_REGISTERED_REDIRECT_MS, DEFAULT_INDUSTRY, POST_REGISTRATION_REDIRECT_MS, type Industry,
} from '@/domain/constants';
import { isAlreadyRegisteredError, isOtpError } from '@/domain/error-body';
import { isInlineDataImage } from '@/domain/inline-image';
import { t } from '@/domain/i18n/i18n';
import { failureMessage, isRequestFailure } from '@/domain/request-failure';
import { validateAccountSecurity, validateCompanyInfo, validateVerification } from '@/domain/signup-rules';
import { isValidToken } from '@/domain/token';
import type { AuthUser } from '@/domain/user';
import { hasErrors } from '@/domain/validation';
import { notProvided } from '@/machines/not-provided';
import type { NotifyEvent, RedirectEvent } from '@/machines/notify';
import { otpCountdownMachine, type SendOtpInput } from '@/machines/otp-countdown.machine';

/** docs/requirements.md §3 signup form. */
export interface SignupForm {
  fullName: string;
  email: string;
  /** A data URL of the chosen image (docs/requirements.md §5: sent only when it is an inline data image). */
  companyLogo: string | null;
  industryType: Industry;
  contactPerson: string;
  contactNumber: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

export type SignupErrors = Partial<Record<keyof SignupForm | 'otp', string>>;

/** docs/requirements.md §3 registration payload. */
export interface RegisterInput {
  email: string;
  user_type: 'employer';
  password: string;
  password_confirm: string;
  full_name: string;
  otp_code: string;
}

export interface RegisterResult {
  token: string | null;
  user: AuthUser | null;
}

export interface UploadLogoInput {
  token: string;
  dataUrl: string;
}

export interface UpdateCompanyInput {
  token: string;
  industry_type: Industry;
}

export interface UpdateHrProfileInput {
  token: string;
  contact_name: string;
  contact_number: string;
}

export interface SignupContext {
  form: SignupForm;
  errors: SignupErrors;
  /** The failure message shown above the form. */
  formError: string | null;
  /** The code entered at submit. */
  otp: string;
  /** The address the last code went to: returning to step 5 with the same address sends no new code. */
  otpSentTo: string | null;
  session: { token: string; user: AuthUser } | null;
  setupFailed: boolean;
}

export type SignupEvent =
  | { type: 'signup.changed'; values: Partial<SignupForm> }
  | { type: 'signup.next' }
  | { type: 'signup.previous' }
  | { type: 'signup.submit'; otp: string };

/** For the session: a registration that returned a token. */
export interface SignupRegisteredEvent {
  type: 'signup.registered';
  token: string;
  user: AuthUser;
}

export const SIGNUP_STEP_STATES = [
  'companyInfo', 'companyProfile', 'contactDetails', 'accountSecurity', 'verifyEmail',
] as const;

const LOGIN_PAGE = '/login';
const OVERVIEW_PAGE = '/employer/overview';

export const emptySignupForm = (): SignupForm => ({
  fullName: '', email: '', companyLogo: null, industryType: DEFAULT_INDUSTRY, contactPerson: '', contactNumber: '',
  password: '', confirmPassword: '', acceptTerms: false,
});

const notify = (kind: NotifyEvent['kind'], message: string): NotifyEvent => ({ type: 'notify', kind, message });

/**
 * docs/requirements.md §4 Signup flow: five visible steps. Next checks the current step (company name and e-mail on step 1,
 * the password when leaving Account Security); the first Next on step 5 sends the code, then Sign Up checks
 * code and terms and registers. After registration with a token the post-signup tasks run, each with its
 * toast, then the summary toast and the overview after 100 ms.
 */
export const signupMachine = setup({
  types: {
    context: {} as SignupContext,
    events: {} as SignupEvent,
    emitted: {} as NotifyEvent | RedirectEvent | SignupRegisteredEvent,
    children: {} as {
      sendOtp: 'sendOtp';
      otpCountdown: 'otpCountdown';
      register: 'register';
      uploadLogo: 'uploadLogo';
      updateCompany: 'updateCompany';
      updateHrProfile: 'updateHrProfile';
    },
  },
  actors: {
    sendOtp: notProvided<unknown, SendOtpInput>('sendOtp'),
    otpCountdown: otpCountdownMachine,
    register: notProvided<RegisterResult, RegisterInput>('register'),
    uploadLogo: notProvided<unknown, UploadLogoInput>('uploadLogo'),
    updateCompany: notProvided<unknown, UpdateCompanyInput>('updateCompany'),
    updateHrProfile: notProvided<unknown, UpdateHrProfileInput>('updateHrProfile'),
  },
  delays: {
    alreadyRegisteredRedirect: ALREADY_REGISTERED_REDIRECT_MS,
    postRegistrationRedirect: POST_REGISTRATION_REDIRECT_MS,
  },
  guards: {
    companyInfoIsValid: ({ context }) => !hasErrors(validateCompanyInfo(context.form)),
    accountSecurityIsValid: ({ context }) => !hasErrors(validateAccountSecurity(context.form)),
    codeAndTermsAreValid: ({ context, event }) =>
      event.type === 'signup.submit' &&
      !hasErrors(validateVerification({ otp: event.otp, acceptTerms: context.form.acceptTerms })),
    codeWasSentToThisEmail: ({ context }) => context.otpSentTo === context.form.email.trim(),
    registrationGaveToken: (_, params: { output: RegisterResult }) =>
      isValidToken(params.output.token) && params.output.user !== null,
    emailIsAlreadyRegistered: (_, params: { error: unknown }) =>
      isRequestFailure(params.error) && isAlreadyRegisteredError(params.error.body),
    codeWasRejected: (_, params: { error: unknown }) => isRequestFailure(params.error) && isOtpError(params.error.body),
    hasInlineLogo: ({ context }) => isInlineDataImage(context.form.companyLogo),
    someSetupTaskFailed: ({ context }) => context.setupFailed,
  },
  actions: {
    changeForm: assign(({ context, event }) => {
      if (event.type !== 'signup.changed') return {};
      const cleared = Object.fromEntries(Object.keys(event.values).map((k) => [k, undefined]));
      return { form: { ...context.form, ...event.values }, errors: { ...context.errors, ...cleared } };
    }),
    clearErrors: assign({ errors: {}, formError: null }),
    showCompanyInfoErrors: assign({ errors: ({ context }) => validateCompanyInfo(context.form) }),
    showAccountSecurityErrors: assign({ errors: ({ context }) => validateAccountSecurity(context.form) }),
    showVerificationErrors: assign({
      errors: ({ context, event }) =>
        validateVerification({ otp: event.type === 'signup.submit' ? event.otp : '', acceptTerms: context.form.acceptTerms }),
    }),
    keepOtp: assign({ otp: ({ context, event }) => (event.type === 'signup.submit' ? event.otp : context.otp) }),
    keepOtpRecipient: assign({ otpSentTo: ({ context }) => context.form.email.trim() }),
    notifyOtpSent: emit(() => notify('success', t('toast.otpSent'))),
    notifyOtpSendFailed: emit((_, params: { error: unknown }) => ({
      ...notify('error', t('toast.otpSendFailed')),
      // The server's reason (e.g. wait before asking again), when there is one.
      ...(isRequestFailure(params.error) ? { description: params.error.message } : {}),
    })),
    showRegistrationFailure: enqueueActions(({ enqueue }, params: { error: unknown }) => {
      const message = failureMessage(params.error, t('error.registrationFailed'));
      enqueue.assign({ formError: message });
      const toast = isRequestFailure(params.error) ? params.error.fieldToast : undefined;
      if (toast) enqueue.emit({ type: 'notify', kind: 'error', message: toast.title, description: toast.description });
    }),
    showCodeRejected: assign({
      formError: null,
      errors: (_, params: { error: unknown }) => ({ otp: failureMessage(params.error, t('error.registrationFailed')) }),
    }),
    notifyAlreadyRegistered: emit(({ context }) => ({
      type: 'notify',
      kind: 'error',
      message: t('toast.alreadyRegistered'),
      action: { label: t('toast.loginNow'), to: LOGIN_PAGE, search: { email: context.form.email.trim() } },
    }) as const),
    redirectToLoginAsRegistered: emit(({ context }) => ({
      type: 'redirect',
      to: LOGIN_PAGE,
      replace: false,
      search: { email: context.form.email.trim(), notice: 'alreadyRegistered' },
    }) as const),
    notifyPleaseLogin: emit(() => notify('success', t('toast.accountCreatedPleaseLogin'))),
    redirectToLogin: emit(({ context }) => ({
      type: 'redirect', to: LOGIN_PAGE, replace: true, search: { email: context.form.email.trim() },
    }) as const),
    keepSession: assign({
      session: (_, params: { output: RegisterResult }) =>
        params.output.token && params.output.user ? { token: params.output.token, user: params.output.user } : null,
    }),
    announceRegistration: emit((_, params: { output: RegisterResult }) => ({
      type: 'signup.registered' as const,
      token: params.output.token ?? '',
      user: params.output.user as AuthUser,
    })),
    notifyWelcome: emit(() => notify('success', t('toast.accountCreatedWelcome'))),
    markSetupFailed: assign({ setupFailed: true }),
    notifyLogoUploaded: emit(() => notify('success', t('toast.logoUploaded'))),
    notifyLogoUploadFailed: emit(() => notify('error', t('toast.logoUploadFailed'))),
    notifyCompanyUpdated: emit(() => notify('success', t('toast.companyProfileUpdated'))),
    notifyCompanyUpdateFailed: emit(() => notify('error', t('toast.companyProfileFailed'))),
    notifyHrUpdated: emit(() => notify('success', t('toast.hrProfileUpdated'))),
    notifyHrUpdateFailed: emit(() => notify('error', t('toast.hrProfileFailed'))),
    notifySetupCompleted: emit(() => notify('success', t('toast.setupCompleted'))),
    notifySetupPartlyFailed: emit(() => notify('error', t('toast.setupPartial'))),
    redirectToOverview: emit({ type: 'redirect', to: OVERVIEW_PAGE, replace: true } as const),
  },
}).createMachine({
  id: 'signup',
  description: 'The five-step employer signup.',
  meta: { spec: '§2 Signup screen, §4 Signup flow, §5 Signup' },
  context: {
    form: emptySignupForm(),
    errors: {},
    formError: null,
    otp: '',
    otpSentTo: null,
    session: null,
    setupFailed: false,
  },
  initial: 'companyInfo',
  states: {
    companyInfo: {
      description: 'Step 1 Company Info: company name and e-mail.',
      meta: { step: 1, spec: '§5 Signup step 1' },
      on: {
        'signup.changed': { actions: 'changeForm' },
        'signup.next': [
          { guard: 'companyInfoIsValid', target: 'companyProfile', actions: 'clearErrors' },
          { actions: 'showCompanyInfoErrors' },
        ],
      },
    },
    companyProfile: {
      description: 'Step 2 Company Profile: logo and industry.',
      meta: { step: 2 },
      on: {
        'signup.changed': { actions: 'changeForm' },
        'signup.next': { target: 'contactDetails', actions: 'clearErrors' },
        'signup.previous': { target: 'companyInfo', actions: 'clearErrors' },
      },
    },
    contactDetails: {
      description: 'Step 3 Contact Details: marked required but not checked.',
      meta: { step: 3, spec: '§5 Contact person and contact number are not checked' },
      on: {
        'signup.changed': { actions: 'changeForm' },
        'signup.next': { target: 'accountSecurity', actions: 'clearErrors' },
        'signup.previous': { target: 'companyProfile', actions: 'clearErrors' },
      },
    },
    accountSecurity: {
      description: 'Step 4 Account Security: the password is checked when leaving this step.',
      meta: { step: 4, spec: '§4 password validated when leaving the account-security step' },
      on: {
        'signup.changed': { actions: 'changeForm' },
        'signup.next': [
          { guard: 'accountSecurityIsValid', target: 'verifyEmail', actions: 'clearErrors' },
          { actions: 'showAccountSecurityErrors' },
        ],
        'signup.previous': { target: 'contactDetails', actions: 'clearErrors' },
      },
    },
    verifyEmail: {
      description: 'Step 5 Verify Your Email.',
      meta: { step: 5, spec: '§4 An OTP is sent on the first Next at step 5' },
      initial: 'checkingCode',
      on: {
        'signup.changed': { actions: 'changeForm' },
      },
      states: {
        checkingCode: {
          description: 'Was a code already sent to this address?',
          always: [{ guard: 'codeWasSentToThisEmail', target: 'withCode' }, { target: 'codeNotSent' }],
        },
        codeNotSent: {
          description: 'Next sends a code to the e-mail of step 1.',
          on: {
            'signup.next': { target: 'sendingCode' },
            'signup.previous': { target: '#signup.accountSecurity', actions: 'clearErrors' },
          },
        },
        sendingCode: {
          description: 'The code is being sent.',
          invoke: {
            src: 'sendOtp',
            id: 'sendOtp',
            input: ({ context }) => ({ email: context.form.email.trim() }),
            onDone: { target: 'withCode', actions: ['keepOtpRecipient', 'notifyOtpSent'] },
            onError: {
              target: 'codeNotSent',
              actions: { type: 'notifyOtpSendFailed', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        withCode: {
          description: 'A code was sent: the six boxes and the resend countdown are shown.',
          invoke: {
            src: 'otpCountdown',
            id: 'otpCountdown',
            input: ({ context }) => ({ email: context.form.email.trim() }),
          },
          initial: 'entering',
          states: {
            entering: {
              description: 'Sign Up checks the code and the terms, then registers.',
              meta: { spec: '§4 OTP and terms validated before submission' },
              on: {
                'signup.submit': [
                  { guard: 'codeAndTermsAreValid', target: 'registering', actions: ['keepOtp', 'clearErrors'] },
                  { actions: 'showVerificationErrors' },
                ],
                'signup.previous': { target: '#signup.accountSecurity', actions: 'clearErrors' },
              },
            },
            registering: {
              description: 'The registration call is under way.',
              invoke: {
                src: 'register',
                id: 'register',
                input: ({ context }) => ({
                  email: context.form.email.trim(),
                  user_type: 'employer' as const,
                  password: context.form.password,
                  password_confirm: context.form.confirmPassword,
                  full_name: context.form.fullName.trim(),
                  otp_code: context.otp,
                }),
                onDone: [
                  {
                    guard: { type: 'registrationGaveToken', params: ({ event }) => ({ output: event.output }) },
                    target: '#signup.settingUp',
                    actions: [
                      { type: 'keepSession', params: ({ event }) => ({ output: event.output }) },
                      { type: 'announceRegistration', params: ({ event }) => ({ output: event.output }) },
                      'notifyWelcome',
                    ],
                  },
                  {
                    target: '#signup.completed',
                    actions: ['notifyPleaseLogin', 'redirectToLogin'],
                    description: 'Registered without a token: go to login.',
                  },
                ],
                onError: [
                  {
                    guard: { type: 'emailIsAlreadyRegistered', params: ({ event }) => ({ error: event.error }) },
                    target: '#signup.alreadyRegistered',
                    actions: 'notifyAlreadyRegistered',
                  },
                  {
                    guard: { type: 'codeWasRejected', params: ({ event }) => ({ error: event.error }) },
                    target: 'entering',
                    actions: { type: 'showCodeRejected', params: ({ event }) => ({ error: event.error }) },
                    description: 'An OTP error keeps the flow on the code step.',
                  },
                  {
                    target: '#signup.companyInfo',
                    actions: { type: 'showRegistrationFailure', params: ({ event }) => ({ error: event.error }) },
                    description: 'Any other failure returns to step 1.',
                  },
                ],
              },
            },
          },
        },
      },
    },
    alreadyRegistered: {
      description: 'The e-mail is registered: a Login Now toast, then login after 3 s with the e-mail.',
      meta: { spec: '§8 Registration: email already exists' },
      after: {
        alreadyRegisteredRedirect: { target: 'completed', actions: 'redirectToLoginAsRegistered' },
      },
    },
    settingUp: {
      description: 'Post-signup tasks, each with its own toast.',
      meta: { spec: '§4 Signup flow: post-signup tasks' },
      initial: 'checkingLogo',
      states: {
        checkingLogo: {
          description: 'A logo is uploaded only when it is an inline data image.',
          always: [{ guard: 'hasInlineLogo', target: 'uploadingLogo' }, { target: 'updatingCompany' }],
        },
        uploadingLogo: {
          description: 'Uploading the logo as a PNG file.',
          invoke: {
            src: 'uploadLogo',
            id: 'uploadLogo',
            input: ({ context }) => ({ token: context.session?.token ?? '', dataUrl: context.form.companyLogo ?? '' }),
            onDone: { target: 'updatingCompany', actions: 'notifyLogoUploaded' },
            onError: { target: 'updatingCompany', actions: ['markSetupFailed', 'notifyLogoUploadFailed'] },
          },
        },
        updatingCompany: {
          description: 'Setting the industry on the company profile.',
          invoke: {
            src: 'updateCompany',
            id: 'updateCompany',
            input: ({ context }) => ({ token: context.session?.token ?? '', industry_type: context.form.industryType }),
            onDone: { target: 'updatingHrProfile', actions: 'notifyCompanyUpdated' },
            onError: { target: 'updatingHrProfile', actions: ['markSetupFailed', 'notifyCompanyUpdateFailed'] },
          },
        },
        updatingHrProfile: {
          description: 'Saving the contact person and number.',
          invoke: {
            src: 'updateHrProfile',
            id: 'updateHrProfile',
            input: ({ context }) => ({
              token: context.session?.token ?? '',
              contact_name: context.form.contactPerson.trim(),
              contact_number: context.form.contactNumber.trim(),
            }),
            onDone: { target: 'summarising', actions: 'notifyHrUpdated' },
            onError: { target: 'summarising', actions: ['markSetupFailed', 'notifyHrUpdateFailed'] },
          },
        },
        summarising: {
          description: 'The summary toast.',
          always: [
            { guard: 'someSetupTaskFailed', target: 'leaving', actions: 'notifySetupPartlyFailed' },
            { target: 'leaving', actions: 'notifySetupCompleted' },
          ],
        },
        leaving: {
          description: 'The overview follows after 100 ms.',
          after: { postRegistrationRedirect: { target: '#signup.completed', actions: 'redirectToOverview' } },
        },
      },
    },
    completed: { type: 'final', description: 'Handed over to the overview or the login page.' },
  },
});

export type SignupSnapshot = SnapshotFrom<typeof signupMachine>;

/** The visible step (1–5) of a snapshot; the states after step 5 stay on step 5. */
export function signupStep(snapshot: SignupSnapshot): number {
  const index = SIGNUP_STEP_STATES.findIndex((state) => snapshot.matches(state));
  return index === -1 ? SIGNUP_STEP_STATES.length : index + 1;
}
