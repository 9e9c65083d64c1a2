// A job seeker's sessions (docs/seekers.md "Sessions"): a new token per sign-in, kept only as its hash in its own
// table, and the seeker a request's token belongs to.
import { newToken, sha256Hex } from '../lib/tokens';
import type { SeekerSpaceRepository } from '../repositories/seeker-space';

/** `last_used_at` is written at most this often, so reads stay reads (as for employers' sessions). */
const TOUCH_EVERY_MS = 60_000;

/** Who a seeker's request acts as. */
export interface AuthenticatedSeeker {
  sessionId: string;
  jobSeekerId: string;
  email: string;
  fullName: string;
}

export async function createSeekerSession(
  space: SeekerSpaceRepository, jobSeekerId: string, meta: { ip: string; userAgent: string }, now: Date,
): Promise<string> {
  const token = newToken();
  await space.createSession(jobSeekerId, { tokenHash: sha256Hex(token), ip: meta.ip, userAgent: meta.userAgent.slice(0, 500) }, now);
  return token;
}

export async function findSeekerSession(space: SeekerSpaceRepository, token: string, now: Date): Promise<AuthenticatedSeeker | undefined> {
  const row = await space.sessionOfToken(sha256Hex(token));
  if (!row) return undefined;
  if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) await space.touchSession(row.sessionId, now);
  return { sessionId: row.sessionId, jobSeekerId: row.jobSeekerId, email: row.email, fullName: row.fullName };
}
