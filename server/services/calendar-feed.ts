// The private subscription feed: a 256-bit token in the URL, only its SHA-256 stored; a new one replaces the old.
import { createHash, randomBytes } from 'node:crypto';
import type { EventsRepository } from '../repositories/events';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Makes the company's feed token, replacing any earlier one; the token is returned this once. */
export async function rotateFeedToken(events: EventsRepository, companyId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await events.replaceFeed(companyId, hashOf(token), now);
  return token;
}

/** The company whose feed this token opens, if any. */
export const companyOfFeedToken = (events: EventsRepository, token: string): Promise<string | undefined> => events.companyOfFeed(hashOf(token));
