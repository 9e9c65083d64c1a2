import { asErrorBody, fieldMessages, isAlreadyRegisteredError, textField } from '@/domain/error-body';
import { t, type MessageKeyWith } from '@/domain/i18n/i18n';
import { LOGIN_ATTEMPTS_LEFT_HEADER } from '@/domain/constants';
import { RequestFailure, type FailureHints, type FailureKind } from '@/domain/request-failure';

/** A chosen message, and for an e-mail field error the extra toast of docs/requirements.md §8. */
export interface ErrorText {
  message: string;
  fieldToast?: { title: string; description: string };
}

export interface FailedCall {
  /** HTTP status, or null when no response came. */
  status: number | null;
  body?: unknown;
  kind?: FailureKind;
  /** The error's own message (docs/requirements.md §8 "Otherwise" row). */
  ownMessage?: string;
}

const PREFIXED_FIELDS: ReadonlyArray<readonly [string, MessageKeyWith<'details'>]> = [
  ['password', 'error.passwordField'],
  ['password_confirm', 'error.passwordConfirmField'],
  ['otp_code', 'error.otpField'],
  ['otp', 'error.otpField'],
  ['full_name', 'error.fullNameField'],
  ['user_type', 'error.userTypeField'],
];

/** docs/requirements.md §8 "Message selection from a response body", in its order; null when the body names nothing. */
export function messageFromBody(body: unknown): ErrorText | null {
  if (!asErrorBody(body)) return null;
  const nonField = fieldMessages(body, 'non_field_errors')[0];
  if (nonField) return { message: nonField };
  const detail = textField(body, 'detail');
  if (detail) return { message: detail };
  const email = fieldMessages(body, 'email');
  if (email.length) {
    if (isAlreadyRegisteredError(body)) return { message: t('error.emailAlreadyRegistered') };
    const details = email.join(' ');
    return {
      message: t('error.emailField', { details }),
      fieldToast: { title: t('error.emailValidationFailed'), description: details },
    };
  }
  for (const [field, key] of PREFIXED_FIELDS) {
    const details = fieldMessages(body, field);
    if (details.length) return { message: t(key, { details: details.join(' ') }) };
  }
  const message = textField(body, 'message');
  if (message) return { message };
  const error = textField(body, 'error');
  if (error) return { message: error };
  return null;
}

/** docs/requirements.md §8: the body's message, else the fallback for the condition. */
export function errorText(call: FailedCall): ErrorText {
  if (call.kind === 'network' || call.kind === 'timeout' || call.status === null) {
    return { message: t('error.network') };
  }
  const fromBody = messageFromBody(call.body);
  if (fromBody) return fromBody;
  const { status } = call;
  if (status === 401) return { message: t('error.invalidCredentials') };
  if (status === 400) return { message: t('error.invalidData') };
  if (status === 429) {
    const serverText = typeof call.body === 'string' && call.body.trim() ? call.body.trim() : null;
    return { message: serverText ?? t('error.tooManyAttempts') };
  }
  if (status >= 500) return { message: t('error.server') };
  return { message: call.ownMessage?.trim() || t('error.loginFailed') };
}

/** docs/requirements.md §8 Registration: a generic login-failure message is replaced by the registration fallback. */
export function registrationErrorText(call: FailedCall): ErrorText {
  const text = errorText(call);
  return text.message === t('error.loginFailed') ? { ...text, message: t('error.registrationFailed') } : text;
}

/** A header holding a whole number of at least 0 (seconds, a count), else undefined. */
function countHeader(response: Response, name: string): number | undefined {
  const value = response.headers.get(name)?.trim() ?? '';
  return /^\d{1,9}$/.test(value) ? Number(value) : undefined;
}

/** The failure an actor rejects with for an error response. */
export function failureFromResponse(response: Response, body: unknown, choose = errorText): RequestFailure {
  const text = choose({ status: response.status, body });
  const hints: FailureHints = {};
  const retryAfter = countHeader(response, 'Retry-After');
  if (retryAfter !== undefined) hints.retryAfterSeconds = retryAfter;
  const attemptsLeft = countHeader(response, LOGIN_ATTEMPTS_LEFT_HEADER);
  if (attemptsLeft !== undefined) hints.loginAttemptsLeft = attemptsLeft;
  return new RequestFailure(text.message, 'http', response.status, body, text.fieldToast, hints);
}

/** The failure an actor rejects with when the call threw (network, timeout, anything else). */
export function failureFromThrown(error: unknown): RequestFailure {
  if (error instanceof RequestFailure) return error;
  return new RequestFailure(t('error.network'), 'network');
}
