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
