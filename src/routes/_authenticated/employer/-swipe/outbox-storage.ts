import type { SwipeDecision } from '@/machines/swipe.machine';

/**
 * Swipe decisions not yet confirmed by the server, kept on this device per account so that a reload (or a
 * closed tab while offline) loses none, and another account signing in on the device never sends them.
 */
const keyFor = (userId: string) => `jagir.swipeOutbox.${userId}`;

function isDecision(value: unknown): value is SwipeDecision {
  if (!value || typeof value !== 'object') return false;
  const d = value as Record<string, unknown>;
  return typeof d.key === 'string' && typeof d.kind === 'string' && typeof d.cardId === 'string' && typeof d.jobSeekerId === 'string';
}

export function readOutbox(userId: string, storage: Storage = localStorage): SwipeDecision[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(keyFor(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isDecision) : [];
  } catch {
    return [];
  }
}

export function writeOutbox(userId: string, outbox: readonly SwipeDecision[], storage: Storage = localStorage): void {
  try {
    if (outbox.length) storage.setItem(keyFor(userId), JSON.stringify(outbox));
    else storage.removeItem(keyFor(userId));
  } catch {
    // Storage full or blocked: the decisions still go out while the page stays open.
  }
}
