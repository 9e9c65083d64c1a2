/** Reading Django REST Framework error bodies (docs/decisions.md): `{detail}`, `{non_field_errors: [...]}`, `{field: [...]}`. */
import { t } from '@/domain/i18n/i18n';

export type ErrorBody = Record<string, unknown>;

export function asErrorBody(body: unknown): ErrorBody | null {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as ErrorBody) : null;
}

/** The messages under `field`, whether the server sent a list or a single string. */
export function fieldMessages(body: unknown, field: string): string[] {
  const value = asErrorBody(body)?.[field];
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (Array.isArray(value)) return value.filter((m): m is string => typeof m === 'string' && m.trim() !== '');
  return [];
}

export function textField(body: unknown, field: string): string | null {
  const value = asErrorBody(body)?.[field];
  return typeof value === 'string' && value.trim() ? value : null;
}

/**
 * docs/requirements.md §8: an email error containing "already exists" means the address is registered. The server
 * says it in the page's language (docs/i18n.md), in Nepali with the catalogue's own words for it.
 */
export function isAlreadyRegisteredError(body: unknown): boolean {
  return fieldMessages(body, 'email').some((m) => m.toLowerCase().includes('already exists') || m === t('rules.emailExists'));
}

/** A registration failure caused by the code rather than the form (docs/requirements.md §4: the flow stays on the code step). */
export function isOtpError(body: unknown): boolean {
  return fieldMessages(body, 'otp_code').length > 0 || fieldMessages(body, 'otp').length > 0;
}
