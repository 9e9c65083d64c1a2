import { describe, expect, it } from 'vitest';
import { errorText, failureFromResponse, failureFromThrown, messageFromBody, registrationErrorText } from '@/api/error-text';
import { RequestFailure } from '@/domain/request-failure';

const NETWORK = 'Unable to connect to the server. Please check your internet connection and try again.';
const REGISTERED = 'This email is already registered. Please use a different email or try logging in.';

describe('messageFromBody (docs/requirements.md §8 order)', () => {
  it.each([
    ['non_field_errors first item', { non_field_errors: ['Invalid email or password.', 'second'] }, 'Invalid email or password.'],
    ['non_field_errors wins over detail', { non_field_errors: ['A'], detail: 'B' }, 'A'],
    ['detail', { detail: 'Too many login attempts. Please try again in 3 minutes.' }, 'Too many login attempts. Please try again in 3 minutes.'],
    ['detail wins over email', { detail: 'D', email: ['E'] }, 'D'],
    ['email already exists', { email: ['A user with this email already exists.'] }, REGISTERED],
    ['email already exists as a string', { email: 'user with this email already exists' }, REGISTERED],
    ['other email error', { email: ['Please enter a valid email address'] }, 'Email: Please enter a valid email address'],
    ['email wins over password', { email: ['Bad.'], password: ['Short.'] }, 'Email: Bad.'],
    ['password', { password: ['Password must be at least 8 characters long'] }, 'Password: Password must be at least 8 characters long'],
    ['password wins over password_confirm', { password_confirm: ['X'], password: ['Y'] }, 'Password: Y'],
    ['password confirmation', { password_confirm: ['Passwords do not match'] }, 'Password confirmation: Passwords do not match'],
    ['otp_code', { otp_code: ['Invalid or expired code.'] }, 'OTP: Invalid or expired code.'],
    ['full_name', { full_name: ['Full name is required'] }, 'Full name: Full name is required'],
    ['user_type', { user_type: ['Only employers may sign in here.'] }, 'User type: Only employers may sign in here.'],
    ['joined details', { password: ['One.', 'Two.'] }, 'Password: One. Two.'],
    ['message', { message: 'Something specific' }, 'Something specific'],
    ['message wins over error', { message: 'M', error: 'E' }, 'M'],
    ['error', { error: 'Boom' }, 'Boom'],
    ['empty lists are skipped', { non_field_errors: [], detail: '', error: 'Fallback' }, 'Fallback'],
  ])('%s', (_name, body, message) => {
    expect(messageFromBody(body)?.message).toBe(message);
  });

  it.each([
    ['null', null],
    ['a string', 'Bad Gateway'],
    ['an array', ['x']],
    ['an unrelated field', { contact_number: ['Enter a valid phone number.'] }],
  ])('names nothing for %s', (_name, body) => {
    expect(messageFromBody(body)).toBeNull();
  });

  it('adds the "Email validation failed" toast with the joined details for an email field error', () => {
    expect(messageFromBody({ email: ['Enter a valid email address.', 'Too long.'] })).toEqual({
      message: 'Email: Enter a valid email address. Too long.',
      fieldToast: { title: 'Email validation failed', description: 'Enter a valid email address. Too long.' },
    });
  });

  it('shows no extra toast for an already registered email', () => {
    expect(messageFromBody({ email: ['already exists'] })?.fieldToast).toBeUndefined();
  });
});

describe('errorText fallbacks (docs/requirements.md §8 table)', () => {
  it.each([
    ['network error', { status: null, kind: 'network' as const }, NETWORK],
    ['timeout', { status: null, kind: 'timeout' as const }, NETWORK],
    ['no response', { status: null }, NETWORK],
    ['401 without body', { status: 401 }, 'Invalid email or password. Please check your credentials and try again.'],
    ['400 without usable body', { status: 400, body: { contact_number: ['x'] } }, 'Invalid data provided. Please check your information and try again.'],
    ['429 with server text', { status: 429, body: 'Slow down, please.' }, 'Slow down, please.'],
    ['429 without text', { status: 429, body: '' }, 'Too many login attempts. Please wait a few minutes before trying again.'],
    ['500', { status: 500 }, 'Server error. Please try again later or contact support if the problem persists.'],
    ['503 with HTML', { status: 503, body: '<html>down</html>' }, 'Server error. Please try again later or contact support if the problem persists.'],
    ['404 with own message', { status: 404, ownMessage: 'Not here' }, 'Not here'],
    ['418 with nothing', { status: 418 }, 'Login failed. Please try again.'],
  ])('%s', (_name, call, message) => {
    expect(errorText(call).message).toBe(message);
  });

  it('prefers the body over the status fallback', () => {
    expect(errorText({ status: 429, body: { detail: 'Please try again in 4 minutes.' } }).message).toBe(
      'Please try again in 4 minutes.',
    );
    expect(errorText({ status: 500, body: { detail: 'Database unavailable' } }).message).toBe('Database unavailable');
  });
});

describe('registrationErrorText', () => {
  it('replaces the generic login-failure message', () => {
    expect(registrationErrorText({ status: 409 }).message).toBe('Registration failed. Please try again.');
  });

  it('keeps the server message', () => {
    expect(registrationErrorText({ status: 400, body: { otp_code: ['Invalid or expired code.'] } }).message).toBe(
      'OTP: Invalid or expired code.',
    );
  });
});

describe('failures for actors', () => {
  it('carries status, body, the chosen message and the field toast', () => {
    const body = { email: ['Enter a valid email address.'] };
    const failure = failureFromResponse(new Response(null, { status: 400 }), body);
    expect(failure).toBeInstanceOf(RequestFailure);
    expect(failure).toMatchObject({ kind: 'http', status: 400, body, message: 'Email: Enter a valid email address.' });
    expect(failure.fieldToast?.title).toBe('Email validation failed');
  });

  it('turns anything thrown into a network failure but keeps flagged failures', () => {
    expect(failureFromThrown(new TypeError('Failed to fetch'))).toMatchObject({ kind: 'network', message: NETWORK });
    const timeout = new RequestFailure(NETWORK, 'timeout');
    expect(failureFromThrown(timeout)).toBe(timeout);
  });
});
