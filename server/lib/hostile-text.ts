// Text PostgreSQL cannot store (NUL) or that is not Unicode (a lone UTF-16 surrogate) is refused where it enters:
// JSON bodies, query strings, path parameters and multipart fields (docs/decisions.md "Hostile input").
import type { FieldErrors } from './api-error';
import { t } from './i18n';

export const HOSTILE_TEXT_MESSAGES = {
  get nul() { return t('api.field.nul'); },
  get surrogate() { return t('api.field.surrogate'); },
} as const;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with one piece of text, or undefined. */
export function hostileTextProblem(text: string): string | undefined {
  if (text.includes('\0')) return HOSTILE_TEXT_MESSAGES.nul;
  if (LONE_SURROGATE.test(text)) return HOSTILE_TEXT_MESSAGES.surrogate;
  return undefined;
}

/** The first problem anywhere in a JSON value, its object keys included. */
function deepProblem(value: unknown, depth: number): string | undefined {
  if (typeof value === 'string') return hostileTextProblem(value);
  // JSON parsing already bounds nesting; this only keeps a hand-built value from recursing forever.
  if (value === null || typeof value !== 'object' || depth > 64) return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = deepProblem(item, depth + 1);
      if (problem) return problem;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    const problem = hostileTextProblem(key) ?? deepProblem(item, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * Field errors for every top-level field of `value` (a body, a query or the path parameters) holding hostile text
 * anywhere inside; undefined when there is none. A field whose own name is hostile is named with the bad
 * characters replaced, so the answer itself stays valid text.
 */
export function hostileTextErrors(value: unknown): FieldErrors | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    const problem = deepProblem(value, 0);
    return problem ? { non_field_errors: [problem] } : undefined;
  }
  const errors: FieldErrors = {};
  for (const [key, item] of Object.entries(value)) {
    const problem = hostileTextProblem(key) ?? deepProblem(item, 0);
    // Defined, not set: a field named "__proto__" stays a field.
    if (problem) Object.defineProperty(errors, safeName(key), { value: [problem], enumerable: true, writable: true, configurable: true });
  }
  return Object.keys(errors).length ? errors : undefined;
}

/** A field name fit to send back: NUL and lone surrogates become U+FFFD. */
export function safeName(name: string): string {
  return name.replace(/\0/g, '\uFFFD').replace(new RegExp(LONE_SURROGATE.source, 'g'), '\uFFFD');
}
