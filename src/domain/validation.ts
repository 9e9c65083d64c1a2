import * as v from 'valibot';
import { t, type MessageArgs, type MessageKey } from '@/domain/i18n/i18n';

/** docs/requirements.md §5 "simple address pattern". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A message read from the catalogue when the issue is raised (so a locale change applies). */
export const message =
  <K extends MessageKey>(key: K, ...values: MessageArgs<K>) =>
  () =>
    t(key, ...values);

export const emailField = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(message('validation.emailRequired')),
  v.regex(EMAIL_PATTERN, message('validation.emailInvalid')),
);

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/** The first failing rule's message for each field; empty when the input is valid. */
export function firstErrors<T extends object>(
  schema: v.GenericSchema<T, unknown>,
  input: T,
): FieldErrors<T> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue);
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors as FieldErrors<T>;
}

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}
