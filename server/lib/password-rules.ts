// The spec's signup rules beyond the contract's length and pattern (docs/requirements.md §5), plus the common-password list.
import type { FieldErrors } from './api-error';
import { isCommonPassword } from './passwords';

export const PASSWORD_MESSAGES = {
  mismatch: 'Passwords do not match',
  common: 'This password is too common.',
} as const;

export function newPasswordErrors(
  password: string, confirm: string, fields: { password: string; confirm: string },
): FieldErrors | undefined {
  const errors: FieldErrors = {};
  if (isCommonPassword(password)) errors[fields.password] = [PASSWORD_MESSAGES.common];
  if (password !== confirm) errors[fields.confirm] = [PASSWORD_MESSAGES.mismatch];
  return Object.keys(errors).length ? errors : undefined;
}

/**
 * The same rules on any request body, also one the contract refused (so one 400 names every field:
 * docs/decisions.md "Validation answers"); a password of the wrong type is the contract's to name.
 */
export function passwordRuleErrors(body: unknown, fields: { password: string; confirm: string }): FieldErrors | undefined {
  const b = (body !== null && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const password = b[fields.password];
  const confirm = b[fields.confirm];
  return typeof password === 'string' ? newPasswordErrors(password, typeof confirm === 'string' ? confirm : '', fields) : undefined;
}
