// One-time codes: 6 digits from a secure source, kept as a keyed hash, valid 10 minutes, single use,
// at most 5 wrong tries, a new one only after 120 s.
import { randomInt, randomUUID } from 'node:crypto';
import {
  OTP_LENGTH, OTP_MAX_WRONG_TRIES, OTP_RESEND_WAIT_S, OTP_VALIDITY_MS,
} from '../../src/domain/constants';
import { ApiError } from '../lib/api-error';
import { sameDigest, sha256Hex } from '../lib/tokens';
import type { OtpCodesRepository } from '../repositories/otp-codes';
import { t } from '../lib/i18n';

/** What a send-otp call answers. */
export const OTP_SENT = { expires_in: OTP_VALIDITY_MS / 1000, resend_after: OTP_RESEND_WAIT_S };

export type OtpPurpose = 'email_verification' | 'password_reset';

export const OTP_MESSAGES = {
  get missing() { return t('api.otp.missing'); },
  get wrong() { return t('api.otp.wrong'); },
  get expired() { return t('api.otp.expired'); },
  get tooManyTries() { return t('api.otp.tooManyTries'); },
} as const;

const hashCode = (id: string, code: string) => sha256Hex(`${id}:${code}`);

/** Creates a new code for the e-mail (replacing any earlier one); 429 while the resend wait runs. */
export async function issueOtp(codes: OtpCodesRepository, email: string, purpose: OtpPurpose, now: Date): Promise<{ id: string; code: string }> {
  const latest = await codes.latestCreatedAt(email, purpose);
  if (latest) {
    const waitS = Math.ceil(OTP_RESEND_WAIT_S - (now.getTime() - latest.getTime()) / 1000);
    if (waitS > 0) {
      throw new ApiError(429, { detail: t('api.otp.wait', { seconds: String(waitS) }) }, { 'Retry-After': String(waitS) });
    }
  }
  const id = randomUUID();
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  await codes.replace({
    id, email, purpose, codeHash: hashCode(id, code), createdAt: now, expiresAt: new Date(now.getTime() + OTP_VALIDITY_MS),
  });
  return { id, code };
}

/**
 * Checks a code (or, with `code` undefined, that the latest code was already verified) and marks it verified.
 * Tries are counted here, outside any caller's transaction, so a failing request cannot undo them.
 * Returns the code's id, to use up with `OtpCodesRepository.consume` in the caller's transaction, or the message
 * for the `otp_code` field.
 */
export async function checkOtp(
  codes: OtpCodesRepository, email: string, purpose: OtpPurpose, code: string | undefined, now: Date,
): Promise<{ ok: true; id: string } | { ok: false; message: string }> {
  const row = await codes.latestUnconsumed(email, purpose);
  if (!row || (code === undefined && !row.verifiedAt)) return { ok: false, message: OTP_MESSAGES.missing };
  if (row.wrongTries >= OTP_MAX_WRONG_TRIES) return { ok: false, message: OTP_MESSAGES.tooManyTries };
  // A verified code stays usable for one validity period after verification.
  const validUntil = row.verifiedAt ? row.verifiedAt.getTime() + OTP_VALIDITY_MS : row.expiresAt.getTime();
  if (now.getTime() >= validUntil) return { ok: false, message: OTP_MESSAGES.expired };
  if (code === undefined) return { ok: true, id: row.id };
  // The try is counted before the comparison, so simultaneous wrong codes (on any process) compare at most the
  // allowed number; a right code gives its try back.
  const tries = await codes.takeTry(row.id, OTP_MAX_WRONG_TRIES);
  if (tries === undefined) return { ok: false, message: OTP_MESSAGES.tooManyTries };
  if (!sameDigest(row.codeHash, hashCode(row.id, code))) {
    return { ok: false, message: tries >= OTP_MAX_WRONG_TRIES ? OTP_MESSAGES.tooManyTries : OTP_MESSAGES.wrong };
  }
  await codes.rightTry(row.id, now);
  return { ok: true, id: row.id };
}
