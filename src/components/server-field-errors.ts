import { errorText } from '@/api/error-text';
import { fieldMessages } from '@/domain/error-body';
import { isRequestFailure } from '@/domain/request-failure';

/**
 * Splits a failed response body: messages of the form's own fields go beside those fields; anything else
 * becomes one form-level message chosen by the docs/requirements.md §8 rules.
 */
export function splitServerErrors<F extends string>(
  fields: readonly F[],
  status: number,
  body: unknown,
): { fieldErrors: Partial<Record<F, string>>; formError: string | null } {
  const fieldErrors: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const messages = fieldMessages(body, field);
    if (messages.length) fieldErrors[field] = messages.join(' ');
  }
  const formError = Object.keys(fieldErrors).length ? null : errorText({ status, body }).message;
  return { fieldErrors, formError };
}

/**
 * A write the server refused (the outbox's `refused` outcome) as its form shows it: messages at their fields, and
 * otherwise one form-level message, the outbox's reason when the body names no field.
 */
export function refusalErrors<F extends string>(
  fields: readonly F[],
  refusal: { error: unknown; reason: string },
): { fieldErrors: Partial<Record<F, string>>; formError: string | null } {
  const failure = isRequestFailure(refusal.error) ? refusal.error : null;
  const split = splitServerErrors(fields, failure?.status ?? 0, failure?.body);
  return { fieldErrors: split.fieldErrors, formError: split.formError ?? (Object.keys(split.fieldErrors).length ? null : refusal.reason) };
}
