import { describe, expect, it } from 'vitest';
import { t } from '@/domain/messages';

describe('message catalogue', () => {
  it('fills placeholders', () => {
    expect(t('validation.passwordTooShort', { min: 8 })).toBe('Password must be at least 8 characters long');
    expect(t('signup.digit', { n: 3 })).toBe('Digit 3');
  });

  it('leaves unknown placeholders visible rather than inventing text', () => {
    expect(t('error.emailField', {})).toBe('Email: {details}');
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
});
