// Staff access to support tickets: the `X-Support-Key` header against SUPPORT_API_KEY, compared in constant time.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../lib/api-error';

export const STAFF_KEY_HEADER = 'x-support-key';
/** Shorter keys are refused at start-up: the key is the only thing guarding every ticket. */
export const STAFF_KEY_MIN_LENGTH = 32;

export const staffForbidden = () => new ApiError(403, { detail: 'You do not have permission to perform this action.' });

/** SUPPORT_API_KEY from the environment; undefined (staff API off) when unset. */
export function supportApiKey(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const key = env.SUPPORT_API_KEY?.trim();
  if (!key) return undefined;
  if (key.length < STAFF_KEY_MIN_LENGTH) {
    throw new Error(`SUPPORT_API_KEY must be at least ${STAFF_KEY_MIN_LENGTH} characters (e.g. openssl rand -hex 32).`);
  }
  return key;
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** An onRequest hook for staff routes; with no key configured every call is refused. */
export function staffGuard(key: string | undefined) {
  const expected = key === undefined ? undefined : digest(key);
  return async (req: FastifyRequest) => {
    const given = req.headers[STAFF_KEY_HEADER];
    // Hashing first makes both sides 32 bytes, so the comparison time says nothing about the key's length.
    if (!expected || typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) throw staffForbidden();
  };
}
