// The spec's signup rules beyond the contract's length and pattern (docs/requirements.md §5), plus the common-password list.
import type { FieldErrors } from './api-error';
import { isCommonPassword } from './passwords';
import { t } from './i18n';

export const PASSWORD_MESSAGES = {
  get mismatch() { return t('validation.passwordsMismatch'); },
  get common() { return t('api.auth.passwordTooCommon'); },
  // The contract's words for NewPassword (openapi/openapi.yaml), for bodies whose schema cannot carry them.
  get required() { return t('validation.passwordRequired'); },
  get tooShort() { return t('validation.passwordTooShort', { min: '8' }); },
  get weak() { return t('validation.passwordComplexity'); },
} as const;

/** The sign-up password's shape (NewPassword in the contract), for an operation whose schema takes any password. */
export function newPasswordShapeError(password: string): string | undefined {
  if (password === '') return PASSWORD_MESSAGES.required;
  if (password.length < 8) return PASSWORD_MESSAGES.tooShort;
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/[0-9]/.test(password)) return PASSWORD_MESSAGES.weak;
  return undefined;
}

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
