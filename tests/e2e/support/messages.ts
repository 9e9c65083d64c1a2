/** docs/requirements.md §8: which message the portal shows for a failed call, chosen from the response as the spec orders it. */

type ErrorBody = Record<string, unknown> | null;

const FIELD_PREFIXES: Record<string, string> = {
  password: 'Password',
  password_confirm: 'Password confirmation',
  otp_code: 'OTP',
  full_name: 'Full name',
  user_type: 'User type',
};

const first = (value: unknown): string | undefined =>
  Array.isArray(value) ? (value[0] as string | undefined) : typeof value === 'string' ? value : undefined;

export function messageFromBody(body: ErrorBody): string | undefined {
  if (!body) return undefined;
  const nonField = first(body.non_field_errors);
  if (nonField) return nonField;
  if (typeof body.detail === 'string') return body.detail;
  const email = first(body.email);
  if (email) {
    return email.includes('already exists')
      ? 'This email is already registered. Please use a different email or try logging in.'
      : `Email: ${email}`;
  }
  for (const [field, prefix] of Object.entries(FIELD_PREFIXES)) {
    const text = first(body[field]);
    if (text) return `${prefix}: ${text}`;
  }
  if (typeof body.message === 'string') return body.message;
  if (typeof body.error === 'string') return body.error;
  return undefined;
}

const FALLBACKS: Record<number, string> = {
  401: 'Invalid email or password. Please check your credentials and try again.',
  400: 'Invalid data provided. Please check your information and try again.',
  429: 'Too many login attempts. Please wait a few minutes before trying again.',
};

export function expectedErrorMessage(status: number, body: ErrorBody): string {
  return (
    messageFromBody(body) ??
    FALLBACKS[status] ??
    (status >= 500 ? 'Server error. Please try again later or contact support if the problem persists.' : 'Login failed. Please try again.')
  );
}
