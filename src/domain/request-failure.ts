/** How a call failed: the server answered with an error, or no answer came (network, timeout). */
export type FailureKind = 'http' | 'network' | 'timeout';

/** What an error answer's headers tell beyond its body. */
export interface FailureHints {
  /** `Retry-After`, in seconds: how long a 429 lasts. */
  retryAfterSeconds?: number;
  /** `Login-Attempts-Left` of a refused login: wrong passwords left before the lockout. */
  loginAttemptsLeft?: number;
}

/**
 * The one error type actors reject with. `message` is already chosen by the docs/requirements.md §8 rules; machines read
 * `status` (e.g. 429 lockout) and `body` (e.g. which field failed) to decide.
 */
export class RequestFailure extends Error {
  override readonly name = 'RequestFailure';
  constructor(
    message: string,
    readonly kind: FailureKind,
    readonly status: number | null = null,
    readonly body: unknown = undefined,
    /** docs/requirements.md §8: an e-mail field error also shows this toast. */
    readonly fieldToast?: { title: string; description: string },
    readonly hints: FailureHints = {},
  ) {
    super(message);
  }
}

export function isRequestFailure(error: unknown): error is RequestFailure {
  return error instanceof RequestFailure;
}

/** The failure's message for display, whatever was thrown. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/**
 * A failure worth retrying later: no answer (offline, timeout), a server that is down or busy, or a 409 that says
 * when to come back (the same idempotency key is still being processed: docs/decisions.md "Idempotency").
 */
export function isTransientFailure(error: unknown): boolean {
  if (error instanceof TypeError) return true; // fetch() rejects with TypeError when there is no network
  if (!isRequestFailure(error)) return false;
  if (error.status === 409 && error.hints.retryAfterSeconds !== undefined) return true;
  return error.kind !== 'http' || error.status === 429 || (error.status ?? 0) >= 500;
}

/** Pause before retry number `failures` (1, 2, …): base, 2 × base, 4 × base … up to the cap. */
export function doublingBackoffMs(failures: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, failures - 1));
}
