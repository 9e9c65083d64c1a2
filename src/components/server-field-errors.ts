import { errorText } from '@/api/error-text';
import { fieldMessages } from '@/domain/error-body';

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
