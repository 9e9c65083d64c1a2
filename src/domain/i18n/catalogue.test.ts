import { describe, expect, it } from 'vitest';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { LOCALES, SOURCE_LOCALE, t, type Locale, type MessageKey } from '@/domain/i18n/i18n';
import en from '@/domain/i18n/locales/en';

/** The argument names Lingui fills in, read from the compiled message. */
function argumentNames(message: CompiledMessage, names = new Set<string>()): Set<string> {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, type, format] = token;
    names.add(name);
    if ((type === 'plural' || type === 'select' || type === 'selectordinal') && format && typeof format === 'object') {
      for (const [choice, branch] of Object.entries(format)) if (choice !== 'offset' && Array.isArray(branch)) argumentNames(branch, names);
    }
  }
  return names;
}

/** The names `Placeholders<S>` in i18n.ts gives a message (the same walk, at run time), so `t`'s values type matches. */
function typedNames(message: string): Set<string> {
  const names = new Set<string>();
  for (let rest = message, open = rest.indexOf('{'); open >= 0; open = rest.indexOf('{')) {
    rest = rest.slice(open + 1);
    const close = rest.indexOf('}');
    if (close < 0) break;
    const inside = rest.slice(0, close);
    const name = (inside.includes(',') ? inside.slice(0, inside.indexOf(',')) : inside).trim();
    if (name && !/[ {#]/.test(name)) names.add(name);
  }
  return names;
}

const keys = Object.keys(en) as MessageKey[];
const sorted = (names: Set<string>) => [...names].sort();

describe('the UI-text catalogue', () => {
  it('compiles every English message as ICU MessageFormat, and types exactly the placeholders Lingui fills', () => {
    for (const key of keys) {
      const text = en[key];
      expect(text.trim(), key).not.toBe('');
      const compiled = compileMessageOrThrow(text);
      expect(sorted(typedNames(text)), key).toEqual(sorted(argumentNames(compiled)));
    }
  });

  it('gives every other language every key, with the same placeholders', async () => {
    const others: Locale[] = (Object.keys(LOCALES) as Locale[]).filter((locale) => locale !== SOURCE_LOCALE);
    for (const locale of others) {
      const messages = (await LOCALES[locale].parts.site()).default as Record<string, string>;
      expect(Object.keys(messages).sort(), locale).toEqual([...keys].sort());
      for (const key of keys) {
        expect(sorted(argumentNames(compileMessageOrThrow(messages[key]!))), `${locale} ${key}`).toEqual(sorted(argumentNames(compileMessageOrThrow(en[key]))));
      }
    }
  });

  it('fills placeholders, plurals and selects', () => {
    expect(t('validation.passwordTooShort', { min: 8 })).toBe('Password must be at least 8 characters long');
    expect(t('signup.digit', { n: 3 })).toBe('Digit 3');
    expect(t('jobs.published', { title: 'Cook' })).toBe('“Cook” is published');
    expect(t('publicJobs.count', { n: 1 })).toBe('1 open job');
    expect(t('publicJobs.count', { n: 0 })).toBe('0 open jobs');
    expect(t('jobs.views', { n: 1234 })).toBe('1234 views');
    // Nepal groups digits in lakhs where the pages did (toLocaleString('en-IN')).
    expect(t('candidates.results', { count: 123456 })).toBe('1,23,456 candidates');
    expect(t('payment.ofLimit', { used: 1500, limit: 100000 })).toBe('1,500 of 1,00,000');
    expect(t('calendar.confirmCancel', { title: 'Call', interview: true })).toBe(
      'Cancel "Call"? The candidate is told by e-mail. A cancelled event cannot be changed again.',
    );
    expect(t('calendar.confirmCancel', { title: 'Call', interview: false })).toBe('Cancel "Call"? A cancelled event cannot be changed again.');
    expect(t('security.signOutNamed', { device: 'Firefox', current: true })).toBe('Sign out Firefox (this device)');
    expect(t('calendar.overlapWarning', { count: 2, titles: 'A, B' })).toBe('This overlaps 2 other events: A, B.');
  });

  // The spec's strings, to the letter (docs/requirements.md §5, §8).
  it.each([
    ['validation.emailRequired', 'Email is required'],
    ['validation.emailInvalid', 'Please enter a valid email address'],
    ['validation.passwordRequired', 'Password is required'],
    ['validation.passwordComplexity', 'Password must contain at least one uppercase letter, one lowercase letter, and one number'],
    ['validation.passwordsMismatch', 'Passwords do not match'],
    ['validation.fullNameRequired', 'Full name is required'],
    ['validation.termsRequired', 'Please accept the terms and conditions'],
    ['error.emailAlreadyRegistered', 'This email is already registered. Please use a different email or try logging in.'],
    ['error.emailValidationFailed', 'Email validation failed'],
    ['error.network', 'Unable to connect to the server. Please check your internet connection and try again.'],
    ['error.invalidCredentials', 'Invalid email or password. Please check your credentials and try again.'],
    ['error.invalidData', 'Invalid data provided. Please check your information and try again.'],
    ['error.tooManyAttempts', 'Too many login attempts. Please wait a few minutes before trying again.'],
    ['error.server', 'Server error. Please try again later or contact support if the problem persists.'],
    ['error.loginFailed', 'Login failed. Please try again.'],
    ['error.registrationFailed', 'Registration failed. Please try again.'],
    ['toast.loginSuccessful', 'Login successful'],
    ['toast.accountCreatedWelcome', 'Account created successfully! Welcome!'],
    ['toast.accountCreatedPleaseLogin', 'Account created successfully! Please login.'],
    ['toast.loggedOut', 'Logged out successfully'],
    ['toast.otpSent', 'OTP sent successfully!'],
    ['toast.otpResent', 'OTP sent to your email!'],
    ['toast.otpSendFailed', 'Failed to send OTP. Please check your email address and try again.'],
    ['toast.alreadyRegistered', 'This email is already registered!'],
    ['toast.loginNow', 'Login Now'],
    ['toast.logoUploadFailed', 'Failed to upload company logo'],
    ['toast.companyProfileFailed', 'Failed to update company profile'],
    ['toast.hrProfileFailed', 'Failed to update HR profile'],
    ['toast.setupCompleted', 'Account setup completed successfully!'],
    ['toast.setupPartial', 'Some account setup tasks failed. You can update these in your profile settings.'],
    ['toast.imageLoadFailed', 'Failed to load image'],
    ['toast.downloadFailed', 'Download Failed'],
    ['login.accountLocked', 'Account Locked'],
    ['pageLoad.title', 'Something went wrong'],
    ['pageLoad.retry', 'Try Again'],
  ] as const)('%s is "%s"', (key, text) => {
    expect(t(key)).toBe(text);
  });

  it('fills the spec messages that carry a value', () => {
    expect(t('validation.otpIncomplete', { length: 6 })).toBe('Please enter the 6-digit OTP code');
    expect(t('validation.passwordTooShort', { min: 8 })).toBe('Password must be at least 8 characters long');
    expect(t('toast.logoutFailed', { reason: 'timeout' })).toBe('Logout failed: timeout');
  });
});
