/**
 * One-line meanings and spec sections for the names a machine cannot describe itself (guards, actions, actors,
 * delays, and events whose transitions carry no shared description). `npm run diagrams:check` fails while any
 * name a machine uses is missing from both the machine and this file.
 *
 * Keys are plain names; `<machine>:<name>` (machine = file stem, e.g. `login:submit`) overrides for one machine.
 *
 * Every meaning here and every `description` in a machine is also shown in Nepali on /machines: `npm run diagrams`
 * writes the English into en.ts (`machineDoc.` keys, doc-keys.ts), and ne.ts needs the Nepali of each
 * (`doc-keys.test.ts` fails until it has it).
 */
import { billingGlossary } from './glossary-billing';
import { calendarGlossary } from './glossary-calendar';
import { outboxGlossary } from './glossary-outbox';
import { seekerGlossary } from './glossary-seeker';
import { supportGlossary } from './glossary-support';
import type { Glossary } from './types';

const base: Glossary = {
  machines: {},
  states: {},

  events: {
    // session
    'session.loggedIn': { meaning: 'The login call succeeded with a token and a user.', spec: '§4 Session: login success' },
    'session.registered': { meaning: 'Registration returned a token and a user.', spec: '§4 Session: registration returning a token' },
    'session.logout': { meaning: 'The employer chose Log out.', spec: '§4 Session: logout' },
    'session.unauthorized': {
      meaning: 'A request got a 401; carries the current path and whether it was the login call.',
      spec: '§4 Session: any 401 response',
    },
    'session.storageChanged': {
      meaning: 'Another tab changed the stored token or user (browser storage event).',
      spec: '§4 Company and contact data: token changes in another tab',
    },
    'session.visible': { meaning: 'The tab became visible again.', spec: '§4 Company and contact data: tab becomes visible' },
    'session.refresh': { meaning: 'A page changed the company or HR profile and asks for fresh data.' },
    // login
    'login.fieldChanged': { meaning: 'The employer typed in Email or Password.', spec: '§2 Login screen' },
    'login.rememberEmailChanged': { meaning: 'The employer ticked or cleared Remember my email.', spec: '§2 Login screen' },
    'login.submit': { meaning: 'The employer pressed Sign In.', spec: '§5 Login' },
    // OTP countdown
    'otp.digitEntered': { meaning: 'A digit was typed into one of the six code boxes.', spec: '§5 Signup: OTP, one digit per box' },
    'otp.pasted': { meaning: 'A code was pasted into the boxes.', spec: '§5 Signup: OTP paste supported' },
    'otp.resend': { meaning: 'The employer pressed Resend once the wait was over.', spec: '§4 OTP resend' },
    // page load
    'page.failed': { meaning: 'The page (or one of its code chunks) failed to load.', spec: '§2 Load failure' },
    'page.loaded': { meaning: 'The page loaded.', spec: '§2 Load failure' },
    'page.retry': { meaning: 'The employer pressed Try Again.', spec: '§2 Load failure' },
    // signup
    'signup.changed': { meaning: 'The employer changed one or more signup fields.', spec: '§3 Signup form' },
    'signup.next': { meaning: 'The employer pressed Next.', spec: '§4 Signup flow' },
    'signup.previous': { meaning: 'The employer pressed Previous (disabled on step 1).', spec: '§2 Signup screen' },
    'signup.submit': { meaning: 'The employer pressed Sign Up on step 5, with the six-digit code.', spec: '§4 Signup flow' },
    // password reset
    'reset.changed': { meaning: 'The employer changed the e-mail, code or new password fields.' },
    'reset.submit': { meaning: 'The employer pressed the step’s button (Send Code, Verify Code, Reset Password).' },
    'reset.startOver': { meaning: 'The employer chose “Use a different email”.' },
    // application status
    'application.shortlist': { meaning: 'The employer shortlists the application.', spec: 'docs/decisions.md Application' },
    'application.scheduleInterview': { meaning: 'The employer arranges an interview.', spec: 'docs/decisions.md Application' },
    'application.offer': { meaning: 'The employer offers the job.', spec: 'docs/decisions.md Application' },
    'application.hire': { meaning: 'The candidate accepted: hired.', spec: 'docs/decisions.md Application' },
    'application.reject': { meaning: 'The employer rejects the application, with a reason.', spec: 'docs/decisions.md Application' },
    'application.reconsider': { meaning: 'The employer reconsiders a rejected application.', spec: 'docs/decisions.md Application' },
    'application.withdraw': { meaning: 'The job seeker withdraws the application.', spec: 'docs/decisions.md Application' },
    'application.undoHire': { meaning: 'The employer undoes a hire made by mistake, within the undo window.', spec: 'docs/decisions.md Application' },
    // swipe
    'swipe.right': { meaning: 'Right on the top card: shortlist the applicant or save the job seeker.', spec: 'docs/decisions.md Swipe' },
    'swipe.left': { meaning: 'Left on the top card: pass, with an optional reason.', spec: 'docs/decisions.md Swipe' },
    'swipe.undo': { meaning: 'Take back the last decision.', spec: 'docs/decisions.md Swipe' },
    'deck.loadMore': { meaning: 'Ask for more candidate cards.', spec: 'docs/decisions.md Swipe' },
    'network.offline': { meaning: 'The device lost its connection.', spec: 'docs/decisions.md Swipe' },
    'network.online': { meaning: 'The device is connected again.', spec: 'docs/decisions.md Swipe' },
  },

  guards: {
    // session
    hasValidStoredSession: {
      meaning: 'The stored token is valid and the stored user record parsed.',
      spec: '§4 Session, §5 Token',
    },
    eventCarriesValidSession: { meaning: 'The event’s token is valid and it carries a user.', spec: '§4 Session, §5 Token' },
    isSameStoredSession: { meaning: 'The storage change leaves the same token and user (nothing to reload).' },
    needsSecondRedirect: {
      meaning: 'The 401 came on a page other than login, signup or forgot-password, and not from the login call.',
      spec: '§4 Session: any 401 response',
    },
    isOnLoginPage: { meaning: 'The 401 came while on /login (no redirect needed).', spec: '§4 Session: redirect unless already there' },
    profileWasUnauthorized: { meaning: 'Loading company and contact data ended with a 401.', spec: '§4 Company and contact data' },
    // profile loading
    wasUnauthorized: { meaning: 'The data call answered 401.', spec: '§4 Company and contact data: a 401 clears token and user' },
    // login
    formIsValid: { meaning: 'Email and Password pass the docs/requirements.md §5 login table.', spec: '§5 Login' },
    isTooManyAttempts: { meaning: 'The login call failed with HTTP 429.', spec: '§4 Login lockout, §8 Login' },
    isLastLockoutSecond: { meaning: 'One second (or none) of the lockout remains.', spec: '§4 Login lockout' },
    // OTP countdown
    isLastSecond: { meaning: 'One second (or none) of the resend wait remains.', spec: '§4 OTP resend' },
    // page load
    mayReloadAutomatically: { meaning: 'No automatic reload has been made yet for this failure.', spec: '§2 Load failure' },
    // signup
    companyInfoIsValid: { meaning: 'Company name is given and the e-mail is valid (step 1).', spec: '§5 Signup: step 1' },
    accountSecurityIsValid: {
      meaning: 'The password has 8+ characters with upper case, lower case and a digit, and equals the confirmation.',
      spec: '§5 Signup: password',
    },
    codeAndTermsAreValid: { meaning: 'The code is six digits and the terms are accepted.', spec: '§5 Signup: OTP, terms' },
    codeWasSentToThisEmail: { meaning: 'A code already went to the e-mail now in the form (no new code on return).' },
    registrationGaveToken: {
      meaning: 'Registration answered with a valid token and a user.',
      spec: '§4 Session: registration returning a token',
    },
    emailIsAlreadyRegistered: {
      meaning: 'The server’s e-mail error says the address already exists.',
      spec: '§8 Registration: email already exists',
    },
    codeWasRejected: { meaning: 'The server refused the code (an OTP field error).', spec: '§4 Signup flow: OTP error' },
    'password-reset:codeWasRejected': { meaning: 'The server refused the reset code (an OTP field error).' },
    hasInlineLogo: { meaning: 'The chosen logo is an inline data image.', spec: '§5 Other: logo sent only if inline data image' },
    someSetupTaskFailed: { meaning: 'A post-signup task failed.', spec: '§8 Toasts: post-signup summary' },
    // password reset
    emailIsValid: { meaning: 'The e-mail is given and valid.', spec: '§5 Login: email rules' },
    codeIsValid: { meaning: 'The code is six digits.', spec: '§5 Signup: OTP' },
    passwordIsValid: { meaning: 'The new password passes the signup password rules and equals the confirmation.', spec: '§5 Signup: password' },
    // application status
    reasonIsGiven: { meaning: 'The rejection has a reason of 1 to 1,000 characters.', spec: 'docs/decisions.md Application' },
    // swipe
    deckIsEmpty: { meaning: 'No cards remain in the deck.', spec: 'docs/decisions.md Swipe' },
    deckHasCards: { meaning: 'The deck has at least one card.', spec: 'docs/decisions.md Swipe' },
    hasDecisionToUndo: { meaning: 'There is a last decision to take back.', spec: 'docs/decisions.md Swipe' },
  },

  actions: {
    // shared names
    clearErrors: { meaning: 'Clears the field errors and the form message.' },
    changeForm: { meaning: 'Stores the changed fields and clears their errors.' },
    showFailure: { meaning: 'Shows the failure message chosen by the docs/requirements.md §8 rules above the form.', spec: '§8 Error catalogue' },
    keepSession: { meaning: 'Keeps the token and user of the login or registration.', spec: '§4 Session' },
    'signup:keepSession': { meaning: 'Keeps the new token and user for the post-signup tasks.', spec: '§4 Session: registration returning a token' },
    redirectToOverview: { meaning: 'Asks the page to go to /employer/overview, history replaced.', spec: '§4 Session' },
    redirectToLogin: { meaning: 'Asks the app to go to /login (history replaced).', spec: '§4 Session: any 401 response' },
    'signup:redirectToLogin': {
      meaning: 'Asks the page to go to /login with the e-mail, history replaced.',
      spec: '§4 Session: registration without a token',
    },
    'password-reset:redirectToLogin': { meaning: 'Asks the page to go to /login with the e-mail, history replaced.' },
    // session
    writeStoredSession: { meaning: 'Writes token and user to browser storage and clears the login-redirect flag.', spec: '§3 Browser storage' },
    adoptStoredSession: { meaning: 'Takes the token and user another tab stored.', spec: '§4 Company and contact data' },
    forgetSession: { meaning: 'Forgets token, user, company and contact data.', spec: '§4 Session' },
    clearStoredAuth: { meaning: 'Removes token and user from browser storage.', spec: '§4 Session' },
    clearStoredProfile: { meaning: 'Removes the stored profile data.', spec: '§4 Session: logout clears profile data' },
    setRedirectFlag: { meaning: 'Sets the temporary login-redirect flag in browser storage.', spec: '§4 Session: any 401 response' },
    clearRedirectFlag: { meaning: 'Clears the login-redirect flag.', spec: '§4 Session: any 401 response' },
    keepProfile: { meaning: 'Keeps the company and contact data that arrived and how loading ended.', spec: '§4 Company and contact data' },
    storeProfile: {
      meaning: 'Records the load outcome (failure count) and stores the data after a full load.',
      spec: '§3 Browser storage',
    },
    redirectAfterLogout: { meaning: 'Asks the app to go to /login after logout.', spec: '§4 Session: logout' },
    notifyLoggedOut: { meaning: 'Toast “Logged out successfully”.', spec: '§8 Toasts' },
    // profile loading
    keepCompany: { meaning: 'Keeps the company profile (empty after a 404).', spec: '§4 Company and contact data' },
    keepContact: { meaning: 'Keeps the contact information (empty after a 404).', spec: '§4 Company and contact data' },
    markPartFailed: { meaning: 'Notes that a part failed for a reason other than 404.' },
    markLoaded: { meaning: 'Records that both parts answered.', spec: '§4 Company and contact data' },
    markTimedOut: { meaning: 'Records that the 15 s limit passed.', spec: '§4 Company and contact data: 15 second timeout' },
    markUnauthorized: { meaning: 'Records that the server refused the token.', spec: '§4 Company and contact data: 401' },
    // login
    changeField: { meaning: 'Stores the typed value and clears that field’s error.', spec: '§2 Login screen' },
    changeRememberEmail: { meaning: 'Stores the Remember my email choice.', spec: '§2 Login screen' },
    showValidationErrors: { meaning: 'Shows the docs/requirements.md §5 login messages under the fields.', spec: '§5 Login' },
    clearPassword: { meaning: 'Empties the password field.', spec: '§4 Login lockout: password cleared after any failed login' },
    notifyFieldError: { meaning: 'For an e-mail field error, the “Email validation failed” toast.', spec: '§8 Message selection' },
    startLockout: {
      meaning: 'Shows the 429 message and starts the countdown from the minutes it names (default 2).',
      spec: '§8 Login',
    },
    countDownLockout: { meaning: 'One second less on the lockout countdown.', spec: '§4 Login lockout' },
    hideLockoutMessage: { meaning: 'Hides the server’s 429 message (after 5 s).', spec: '§8 Login' },
    endLockout: { meaning: 'Unlocks the form.', spec: '§4 Login lockout' },
    rememberEmailChoice: { meaning: 'Stores the e-mail in browser storage, or forgets it, as chosen.', spec: '§2 Login screen' },
    announceLogin: { meaning: 'Tells the session about the new token and user (event login.succeeded).', spec: '§4 Session: login success' },
    notifyLoginSuccessful: { meaning: 'Toast “Login successful”.', spec: '§8 Toasts' },
    // OTP countdown
    enterDigit: { meaning: 'Keeps the last digit typed in that box; anything else empties it.', spec: '§5 Signup: OTP' },
    pasteCode: { meaning: 'Fills the six boxes from the first six digits pasted.', spec: '§5 Signup: OTP paste' },
    countDown: { meaning: 'One second less to wait.', spec: '§4 OTP resend' },
    restartWait: { meaning: 'Starts the 120 s wait again.', spec: '§4 OTP resend' },
    clearDigits: { meaning: 'Empties the six boxes.', spec: '§4 OTP resend: resending resets the six digits' },
    notifyResent: { meaning: 'Toast “OTP sent to your email!”.', spec: '§8 Toasts' },
    notifyResendFailed: { meaning: 'Toast “Failed to resend OTP...” with the reason.', spec: '§8 Toasts' },
    // page load
    countReload: { meaning: 'Counts the automatic reload.', spec: '§2 Load failure' },
    resetReloadCount: { meaning: 'Forgets earlier reloads.', spec: '§2 Load failure' },
    reloadPage: { meaning: 'Asks the page to store the count and reload.', spec: '§2 Load failure' },
    forgetReloads: { meaning: 'Asks the page to forget the stored reload count.', spec: '§2 Load failure' },
    // signup
    showCompanyInfoErrors: { meaning: 'Shows the step 1 messages.', spec: '§5 Signup: step 1' },
    showAccountSecurityErrors: { meaning: 'Shows the password messages.', spec: '§5 Signup: password' },
    showVerificationErrors: { meaning: 'Shows the OTP and terms messages.', spec: '§5 Signup: OTP, terms' },
    keepOtp: { meaning: 'Keeps the code entered for the registration call.', spec: '§3 Registration payload: otp_code' },
    keepOtpRecipient: { meaning: 'Remembers which address the code went to.' },
    notifyOtpSent: { meaning: 'Toast “OTP sent successfully!”.', spec: '§8 Toasts' },
    notifyOtpSendFailed: {
      meaning: 'Toast “Failed to send OTP. Please check your email address and try again.”.',
      spec: '§8 Toasts',
    },
    showRegistrationFailure: {
      meaning: 'Shows the registration failure (server message or “Registration failed. Please try again.”).',
      spec: '§8 Registration',
    },
    showCodeRejected: { meaning: 'Shows the server’s OTP error under the code boxes.', spec: '§4 Signup flow: OTP error' },
    notifyAlreadyRegistered: {
      meaning: 'Toast “This email is already registered!” with a Login Now action.',
      spec: '§8 Registration: email already exists',
    },
    redirectToLoginAsRegistered: {
      meaning: 'Asks the page to go to /login carrying the e-mail and a message.',
      spec: '§4 Signup flow: redirect after 3 seconds',
    },
    notifyPleaseLogin: { meaning: 'Toast “Account created successfully! Please login.”.', spec: '§4 Session: registration without a token' },
    announceRegistration: { meaning: 'Tells the session about the new token and user (event signup.registered).', spec: '§4 Session' },
    notifyWelcome: { meaning: 'Toast “Account created successfully! Welcome!”.', spec: '§8 Toasts' },
    markSetupFailed: { meaning: 'Notes that a post-signup task failed.', spec: '§4 Signup flow: post-signup tasks' },
    notifyLogoUploaded: { meaning: 'Success toast for the logo upload.', spec: '§8 Toasts: post-signup' },
    notifyLogoUploadFailed: { meaning: 'Toast “Failed to upload company logo”.', spec: '§8 Toasts: post-signup' },
    notifyCompanyUpdated: { meaning: 'Success toast for the company profile.', spec: '§8 Toasts: post-signup' },
    notifyCompanyUpdateFailed: { meaning: 'Toast “Failed to update company profile”.', spec: '§8 Toasts: post-signup' },
    notifyHrUpdated: { meaning: 'Success toast for the HR profile.', spec: '§8 Toasts: post-signup' },
    notifyHrUpdateFailed: { meaning: 'Toast “Failed to update HR profile”.', spec: '§8 Toasts: post-signup' },
    notifySetupCompleted: { meaning: 'Toast “Account setup completed successfully!”.', spec: '§8 Toasts: post-signup' },
    notifySetupPartlyFailed: {
      meaning: 'Toast “Some account setup tasks failed. You can update these in your profile settings.”.',
      spec: '§8 Toasts: post-signup',
    },
    // password reset
    showEmailErrors: { meaning: 'Shows the e-mail messages.', spec: '§5 Login: email rules' },
    showCodeErrors: { meaning: 'Shows the code message.', spec: '§5 Signup: OTP' },
    showPasswordErrors: { meaning: 'Shows the password messages.', spec: '§5 Signup: password' },
    forgetCodeAndPassword: { meaning: 'Empties code and passwords to start over.' },
    notifyCodeSent: { meaning: 'Toast that the reset code was sent.' },
    notifyPasswordReset: { meaning: 'Toast that the password was reset.' },
    // swipe
    shortlistOrSave: { meaning: 'Decides on the top card: shortlist (applicants) or save (job seekers).', spec: 'docs/decisions.md Swipe' },
    pass: { meaning: 'Passes on the top card, with the reason if given.', spec: 'docs/decisions.md Swipe' },
    queueLastDecision: { meaning: 'Hands the decision just made to the page, which puts it in the workspace outbox.', spec: 'docs/decisions.md Swipe' },
    withdrawLastDecision: {
      meaning: 'Takes the last decision back from the outbox: dropped if never sent, else followed by an undo with a new key.',
      spec: 'docs/decisions.md Swipe',
    },
    restoreLastCard: { meaning: 'Puts the card of the last decision back on top of the deck.', spec: 'docs/decisions.md Swipe' },
    forgetRefused: { meaning: 'A refused decision changed nothing: it is no longer the one to undo.', spec: 'docs/decisions.md Swipe' },
    addCards: { meaning: 'Adds new cards to the deck, never one already there or decided.', spec: 'docs/decisions.md Swipe' },
    notifyDecisionRefused: { meaning: 'Toast “Your decision on … could not be saved”.', spec: 'docs/decisions.md Swipe' },
    notifyLoadFailed: { meaning: 'Toast “Could not load more candidates. Please try again.”.', spec: 'docs/decisions.md Swipe' },
  },

  actors: {
    profileLoading: { meaning: 'Loads company and contact data (the profile-loading machine).', spec: '§4 Company and contact data' },
    logoutCall: { meaning: 'POST /api/auth/logout/ (failure ignored).', spec: '§4 Session: logout, §7' },
    loadCompany: { meaning: 'GET the company profile.', spec: '§7 company profile' },
    loadContact: { meaning: 'GET the contact information.', spec: '§7 contact info' },
    loginCall: { meaning: 'POST /api/auth/login/ with email, password and user_type.', spec: '§7 login' },
    sendOtp: {
      meaning: 'POST /api/auth/send-otp/ for the signup e-mail.',
      spec: '§7 send-otp',
    },
    otpCountdown: { meaning: 'The code boxes and the resend wait (the otp-countdown machine).', spec: '§4 OTP resend' },
    register: { meaning: 'POST /api/auth/register/ with the registration payload.', spec: '§3 Registration payload, §7' },
    uploadLogo: { meaning: 'Uploads the logo as a PNG file to /api/upload/company-logo/.', spec: '§5 Other: logo, §7' },
    updateCompany: { meaning: 'PATCH /api/profile/company/ with the industry.', spec: '§7: signup patches industry_type only' },
    updateHrProfile: { meaning: 'PATCH /api/profile/hr/ with contact name and number.', spec: '§7 HR profile' },
    requestReset: { meaning: 'POST /api/auth/password-reset-request/ with the e-mail.', spec: '§7 password-reset-request' },
    verifyResetCode: { meaning: 'POST /api/auth/password-reset-otp-verify/ with e-mail and code.', spec: '§7 password-reset-otp-verify' },
    confirmReset: { meaning: 'POST /api/auth/password-reset-confirm/ with the new password.', spec: '§7 password-reset-confirm' },
    loadCards: { meaning: 'Fetches more candidate cards, excluding those in the deck.', spec: 'docs/decisions.md Swipe' },
  },

  delays: {
    unauthorizedRedirectRetry: { meaning: 'Pause before the second redirect to /login after a 401.', spec: '§4 Session, §9' },
    dataLoadingTimeout: { meaning: 'Company and contact data loading ends after this.', spec: '§4 Company and contact data, §9' },
    postLoginRedirect: { meaning: 'Pause between the success toast and the overview.', spec: '§4 Session: login success, §9' },
    lockoutTick: { meaning: 'One step of the lockout countdown.', spec: '§4 Login lockout' },
    lockoutMessageDuration: { meaning: 'How long the server’s 429 message is shown.', spec: '§8 Login' },
    countdownTick: { meaning: 'One step of the OTP resend countdown.', spec: '§4 OTP resend' },
    alreadyRegisteredRedirect: { meaning: 'Pause before going to /login when the e-mail is already registered.', spec: '§4 Signup flow, §9' },
    postRegistrationRedirect: { meaning: 'Pause before the overview after signup.', spec: '§4 Session: registration, §9' },
    hireUndoWindow: { meaning: 'How long after marking a candidate hired the employer can undo it.', spec: 'docs/decisions.md Application' },
  },
};

/** Each area keeps its own names in its own file; later files may not redefine a name. */
function merged(parts: Array<Partial<Glossary>>): Glossary {
  const out: Glossary = { ...base };
  for (const part of parts) {
    for (const key of Object.keys(part) as Array<keyof Glossary>) {
      for (const name of Object.keys(part[key] ?? {})) {
        if (name in out[key]) throw new Error(`glossary: ${key}.${name} is defined twice`);
      }
      out[key] = { ...out[key], ...part[key] };
    }
  }
  return out;
}

export const glossary: Glossary = merged([outboxGlossary, calendarGlossary, billingGlossary, supportGlossary, seekerGlossary]);
