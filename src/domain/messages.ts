/**
 * The one message catalogue. Every user-visible string of the auth screens and the spec's catalogue (§5, §8)
 * lives here under a key, in English; a Nepali (ne-NP) catalogue can be added beside `en` without touching
 * components. `{name}` placeholders are filled by `t(key, { name })`.
 */
const en = {
  // Validation (docs/requirements.md §5)
  'validation.emailRequired': 'Email is required',
  'validation.emailInvalid': 'Please enter a valid email address',
  'validation.passwordRequired': 'Password is required',
  'validation.passwordTooShort': 'Password must be at least {min} characters long',
  'validation.passwordComplexity':
    'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  'validation.passwordsMismatch': 'Passwords do not match',
  'validation.fullNameRequired': 'Full name is required',
  'validation.otpIncomplete': 'Please enter the {length}-digit OTP code',
  'validation.termsRequired': 'Please accept the terms and conditions',

  // Error selection and fallbacks (docs/requirements.md §8)
  'error.emailAlreadyRegistered':
    'This email is already registered. Please use a different email or try logging in.',
  'error.emailField': 'Email: {details}',
  'error.emailValidationFailed': 'Email validation failed',
  'error.passwordField': 'Password: {details}',
  'error.passwordConfirmField': 'Password confirmation: {details}',
  'error.otpField': 'OTP: {details}',
  'error.fullNameField': 'Full name: {details}',
  'error.userTypeField': 'User type: {details}',
  'error.network': 'Unable to connect to the server. Please check your internet connection and try again.',
  'error.invalidCredentials': 'Invalid email or password. Please check your credentials and try again.',
  'error.invalidData': 'Invalid data provided. Please check your information and try again.',
  'error.tooManyAttempts': 'Too many login attempts. Please wait a few minutes before trying again.',
  'error.server': 'Server error. Please try again later or contact support if the problem persists.',
  'error.loginFailed': 'Login failed. Please try again.',
  'error.registrationFailed': 'Registration failed. Please try again.',
  'error.requestFailed': 'Something went wrong. Please try again.',

  // Toasts (docs/requirements.md §8)
  'toast.loginSuccessful': 'Login successful',
  'toast.accountCreatedWelcome': 'Account created successfully! Welcome!',
  'toast.accountCreatedPleaseLogin': 'Account created successfully! Please login.',
  'toast.loggedOut': 'Logged out successfully',
  'toast.logoutFailed': 'Logout failed: {reason}',
  'toast.otpSent': 'OTP sent successfully!',
  'toast.otpResent': 'OTP sent to your email!',
  'toast.otpSendFailed': 'Failed to send OTP. Please check your email address and try again.',
  'toast.otpResendFailed': 'Failed to resend OTP...',
  'toast.alreadyRegistered': 'This email is already registered!',
  'toast.loginNow': 'Login Now',
  'toast.logoUploaded': 'Company logo uploaded',
  'toast.logoUploadFailed': 'Failed to upload company logo',
  'toast.companyProfileUpdated': 'Company profile updated',
  'toast.companyProfileFailed': 'Failed to update company profile',
  'toast.hrProfileUpdated': 'HR profile updated',
  'toast.hrProfileFailed': 'Failed to update HR profile',
  'toast.setupCompleted': 'Account setup completed successfully!',
  'toast.setupPartial': 'Some account setup tasks failed. You can update these in your profile settings.',
  'toast.imageLoadFailed': 'Failed to load image',
  'toast.downloadFailed': 'Download Failed',
  'toast.passwordResetCodeSent': 'Password reset code sent to your email!',
  'toast.passwordResetDone': 'Password reset successfully! Please login with your new password.',

  // Login screen (docs/requirements.md §2)
  'login.title': 'Sign in to your employer account',
  'login.intro': 'Post jobs, review applicants and hire across Nepal.',
  'login.email': 'Email',
  'login.password': 'Password',
  'login.rememberEmail': 'Remember my email',
  'login.forgotPassword': 'Forgot password?',
  'login.submit': 'Sign In',
  'login.submitting': 'Signing in…',
  'login.noAccount': 'New to {product}?',
  'login.signUpLink': 'Sign Up',
  'login.accountLocked': 'Account Locked',
  'login.lockedCountdown': 'You can try again in {time}.',
  'login.showPassword': 'Show password',
  'login.hidePassword': 'Hide password',
  'login.show': 'Show',
  'login.hide': 'Hide',
  'login.alreadyRegisteredNotice': 'This email is already registered. Please use a different email or try logging in.',

  // Signup screen (docs/requirements.md §2, §3)
  'signup.title': 'Create your employer account',
  'signup.stepOf': 'Step {step} of {total}',
  'signup.step.companyInfo': 'Company Info',
  'signup.step.companyProfile': 'Company Profile',
  'signup.step.contactDetails': 'Contact Details',
  'signup.step.accountSecurity': 'Account Security',
  'signup.step.verifyEmail': 'Verify Your Email',
  'signup.companyName': 'Company Name',
  'signup.email': 'Email',
  'signup.companyLogo': 'Company Logo',
  'signup.logoPreview': 'Company logo preview',
  'signup.logoHint': 'PNG, JPEG or WebP. It is converted to PNG before upload.',
  'signup.removeLogo': 'Remove logo',
  'signup.industryType': 'Industry Type',
  'signup.contactPerson': 'Contact Person',
  'signup.contactNumber': 'Contact Number',
  'signup.password': 'Password',
  'signup.confirmPassword': 'Confirm Password',
  'signup.passwordHint': 'At least {min} characters with an uppercase letter, a lowercase letter and a number.',
  'signup.otpIntro': 'Press Next to send a {length}-digit code to {email}.',
  'signup.otpSentTo': 'Enter the {length}-digit code we sent to {email}.',
  'signup.otpLegend': 'Verification code',
  'signup.digit': 'Digit {n}',
  'signup.resendIn': 'You can resend the code in {time}',
  'signup.resend': 'Resend OTP',
  'signup.resending': 'Sending…',
  'signup.acceptTermsBefore': 'I accept the',
  'signup.termsLink': 'Terms of Service',
  'signup.next': 'Next',
  'signup.previous': 'Previous',
  'signup.submit': 'Sign Up',
  'signup.working': 'Please wait…',
  'signup.haveAccount': 'Already registered?',
  'signup.loginLink': 'Sign In',
  'signup.required': 'required',
  'signup.settingUp': 'Setting up your account…',

  // Forgot password
  'reset.title': 'Reset your password',
  'reset.emailIntro': 'Enter the e-mail address of your employer account and we will send you a code.',
  'reset.codeIntro': 'Enter the {length}-digit code we sent to {email}.',
  'reset.passwordIntro': 'Choose a new password for {email}.',
  'reset.email': 'Email',
  'reset.code': 'Verification code',
  'reset.newPassword': 'New Password',
  'reset.confirmPassword': 'Confirm Password',
  'reset.sendCode': 'Send Code',
  'reset.verifyCode': 'Verify Code',
  'reset.savePassword': 'Reset Password',
  'reset.startOver': 'Use a different email',
  'reset.backToLogin': 'Back to Sign In',
  'reset.failed': 'Password reset failed. Please try again.',

  // Page load failure (docs/requirements.md §2)
  'pageLoad.title': 'Something went wrong',
  'pageLoad.body': 'This page could not be loaded. Check your connection and try again.',
  'pageLoad.retry': 'Try Again',
} as const;

export type MessageKey = keyof typeof en;
export type Locale = 'en';

const catalogues: Record<Locale, Record<MessageKey, string>> = { en };
let locale: Locale = 'en';

export function setLocale(next: Locale): void {
  locale = next;
}

/** The text for `key` in the current locale, with `{name}` placeholders filled from `vars`. */
export function t(key: MessageKey, vars?: Record<string, string | number>): string {
  const text = catalogues[locale][key];
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
