import type { SwipeDecision } from '@/machines/swipe.machine';
import { accountOutbox } from '@/session/account-outbox';

function isDecision(value: unknown): value is SwipeDecision {
  if (!value || typeof value !== 'object') return false;
  const d = value as Record<string, unknown>;
  return typeof d.key === 'string' && typeof d.kind === 'string' && typeof d.cardId === 'string' && typeof d.jobSeekerId === 'string';
}

/** Swipe decisions the server has not confirmed yet, per account on this device. */
const swipeOutbox = accountOutbox('swipeOutbox', isDecision);
export const readOutbox = swipeOutbox.read;
export const writeOutbox = swipeOutbox.write;
