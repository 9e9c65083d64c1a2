import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A session key: 256 random bits, 43 base64url characters. */
export const newToken = () => randomBytes(32).toString('base64url');

export const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
