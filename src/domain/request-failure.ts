/** How a call failed: the server answered with an error, or no answer came (network, timeout). */
export type FailureKind = 'http' | 'network' | 'timeout';

/**
 * The one error type actors reject with. `message` is already chosen by the spec §8 rules; machines read
 * `status` (e.g. 429 lockout) and `body` (e.g. which field failed) to decide.
 */
export class RequestFailure extends Error {
  override readonly name = 'RequestFailure';
  constructor(
    message: string,
    readonly kind: FailureKind,
    readonly status: number | null = null,
    readonly body: unknown = undefined,
    /** Spec §8: an e-mail field error also shows this toast. */
    readonly fieldToast?: { title: string; description: string },
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
