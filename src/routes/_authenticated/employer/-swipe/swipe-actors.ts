import { fromPromise } from 'xstate';
import type { ApiClient } from '@/api/client';
import { dataOrThrow } from '@/api/answer';
import type { components } from '@/api/schema.gen';
import type { LoadCardsInput, SwipeCard, SwipeDecision } from '@/machines/swipe.machine';
import type { SwipeSearch } from './swipe-search';

export type ApiSwipeCard = components['schemas']['SwipeCard'];

const DECK_LIMIT = 20; // openapi getSwipeDeck `limit` default

export function toMachineCard(card: ApiSwipeCard): SwipeCard {
  return {
    id: card.id,
    jobSeekerId: card.job_seeker.id,
    fullName: card.job_seeker.full_name,
    headline: card.job_seeker.headline,
    district: card.job_seeker.district,
    skills: card.job_seeker.skills,
    match: card.match,
  };
}

/** Cards with a decision still waiting in `outbox` (the server does not know it yet, so it may offer them again). */
export function pendingCardIds(outbox: readonly SwipeDecision[]): Set<string> {
  const undone = new Set(outbox.flatMap((d) => (d.undoes ? [d.undoes.key] : [])));
  return new Set(outbox.filter((d) => d.kind !== 'undo' && !undone.has(d.key)).map((d) => d.cardId));
}

/**
 * GETs cards for the deck with the page's filters, leaving out cards decided on this device but not yet sent;
 * `seen` receives each card's full profile for display, `answered` the server's whole answer (kept for offline).
 */
export function loadCardsWith(
  api: ApiClient,
  filters: SwipeSearch,
  seen: (card: ApiSwipeCard) => void,
  pending: () => Set<string>,
  answered: (cards: ApiSwipeCard[]) => void = () => {},
) {
  return fromPromise<SwipeCard[], LoadCardsInput>(async ({ input, signal }) => {
    const { mode: _mode, job: _job, ...seekerFilters } = filters;
    const query = {
      mode: input.mode,
      ...(input.jobId ? { job: input.jobId } : {}),
      ...(input.mode === 'seekers' ? seekerFilters : {}),
      limit: DECK_LIMIT,
    };
    const data = dataOrThrow(await api.GET('/api/employer/swipe/deck/', { params: { query }, signal }));
    answered(data.results);
    const skip = pending();
    const cards = data.results.filter((card) => !skip.has(card.id));
    cards.forEach(seen);
    return cards.map(toMachineCard);
  });
}

/** Where the deck's last answer is kept (docs/offline.md "Reading offline"): offline, the deck opens with it. */
export const swipeDeckKey = (filters: SwipeSearch) => ['swipe', 'deck', filters] as const;

/** The last cards the server gave this deck, less those decided since, for a deck opened offline. */
export function lastKnownCards(answer: readonly ApiSwipeCard[] | undefined, pending: Set<string>): ApiSwipeCard[] {
  return (answer ?? []).filter((card) => !pending.has(card.id));
}
