// An error that already knows its HTTP answer, in Django REST Framework shape.
import { t } from './i18n';

/** A DRF validation body: every failing field with its messages. */
export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
}

export const fieldErrors = (errors: FieldErrors) => new ApiError(400, errors);
export const fieldError = (field: string, message: string) => new ApiError(400, { [field]: [message] });
export const notFound = () => new ApiError(404, { detail: t('api.notFound') });

/** Merges field errors; undefined when there are none. */
export function mergeErrors(...parts: (FieldErrors | undefined)[]): FieldErrors | undefined {
  const out: FieldErrors = {};
  for (const part of parts) {
    for (const [field, messages] of Object.entries(part ?? {})) {
      // Own fields only: a field named "constructor" is not Object's.
      if (!Object.hasOwn(out, field)) Object.defineProperty(out, field, { value: [], enumerable: true, writable: true, configurable: true });
      out[field]!.push(...messages);
    }
  }
  return Object.keys(out).length ? out : undefined;
}
