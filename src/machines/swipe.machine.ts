import { assign, emit, setup } from 'xstate';
import { t } from '@/domain/i18n/i18n';
import type { MatchScore } from '@/domain/match-score';
import { notProvided } from '@/machines/not-provided';
import { failureMessage } from '@/domain/request-failure';
import type { NotifyEvent } from '@/machines/notify';

/**
 * The swipe deck (docs/decisions.md "Swipe"): decide on one candidate card at a time. Every decision leaves the deck at
 * once with its idempotency key and is handed to the page (`decision.queued`), which puts it in the workspace outbox
 * (docs/offline.md "Writing offline"): sent in order, exactly once, also after a reload or offline. Undo takes the last
 * decision back (`decision.withdrawn`): the outbox forgets it if it was never sent, else sends one that undoes it.
 */

/** The applicants of one job, or job seekers matching the employer's filters. */
export type SwipeMode = 'applicants' | 'seekers';

export interface SwipeCard {
  /** The application (applicants) or the job seeker (seekers). */
  id: string;
  jobSeekerId: string;
  fullName: string;
  headline: string;
  district: string;
  skills: readonly string[];
  match: MatchScore | null;
}

/** Right = shortlist an applicant / save a job seeker; left = pass; undo = take back an earlier decision. */
export type DecisionKind = 'shortlist' | 'save' | 'pass' | 'undo';

export interface SwipeDecision {
  /** Idempotency key: the server applies a decision with a key it has seen once, and answers it again. */
  key: string;
  kind: DecisionKind;
  mode: SwipeMode;
  cardId: string;
  jobSeekerId: string;
  jobId: string | null;
  /** For messages about the decision; the server ignores it. */
  candidateName: string;
  /** Why the card was passed (optional). */
  reason?: string;
  /** For `undo`: the decision it takes back. */
  undoes?: { key: string; kind: Exclude<DecisionKind, 'undo'> };
}

export interface SwipeInput {
  mode: SwipeMode;
  cards: readonly SwipeCard[];
  jobId?: string | null;
  /** Makes idempotency keys; `crypto.randomUUID` unless a test supplies its own. */
  newKey?: () => string;
}

export interface SwipeContext {
  mode: SwipeMode;
  jobId: string | null;
  /** The deck; `cards[0]` is on top. */
  cards: SwipeCard[];
  /** Cards decided on this visit, so that loading more never brings one back. */
  decidedIds: string[];
  /** The decision `swipe.undo` takes back, with its card. */
  last: { card: SwipeCard; decision: SwipeDecision } | null;
  /** The last `deck.loadMore` found nothing new. */
  exhausted: boolean;
  newKey: () => string;
}

export type SwipeEvent =
  | { type: 'swipe.right' }
  | { type: 'swipe.left'; reason?: string }
  | { type: 'swipe.undo' }
  | { type: 'deck.loadMore' }
  /** The server refused a decision (the page's outbox dropped it). */
  | { type: 'decision.refused'; decision: SwipeDecision; reason: string };

/** A decision to send (the page puts it in the workspace outbox). */
export interface DecisionQueued {
  type: 'decision.queued';
  decision: SwipeDecision;
}

/** The decision `key` is taken back: dropped if never sent, else `replacement` undoes it. */
export interface DecisionWithdrawn {
  type: 'decision.withdrawn';
  key: string;
  replacement: SwipeDecision;
}

export interface LoadCardsInput {
  mode: SwipeMode;
  jobId: string | null;
  /** Cards already in the deck. */
  excludeIds: string[];
}

function decide(context: SwipeContext, kind: DecisionKind, reason?: string): Partial<SwipeContext> {
  const [card, ...rest] = context.cards;
  if (!card) return {};
  const decision: SwipeDecision = {
    key: context.newKey(),
    kind,
    mode: context.mode,
    cardId: card.id,
    jobSeekerId: card.jobSeekerId,
    jobId: context.jobId,
    candidateName: card.fullName,
    ...(reason?.trim() ? { reason: reason.trim() } : {}),
  };
  return { cards: rest, decidedIds: [...context.decidedIds, card.id], last: { card, decision } };
}

export const swipeMachine = setup({
  types: {
    context: {} as SwipeContext,
    events: {} as SwipeEvent,
    input: {} as SwipeInput,
    emitted: {} as NotifyEvent | DecisionQueued | DecisionWithdrawn,
  },
  actors: {
    loadCards: notProvided<SwipeCard[], LoadCardsInput>('loadCards'),
  },
  guards: {
    deckIsEmpty: ({ context }) => context.cards.length === 0,
    deckHasCards: ({ context }) => context.cards.length > 0,
    hasDecisionToUndo: ({ context }) => context.last !== null,
  },
  actions: {
    shortlistOrSave: assign(({ context }) => decide(context, context.mode === 'applicants' ? 'shortlist' : 'save')),
    pass: assign(({ context, event }) => decide(context, 'pass', event.type === 'swipe.left' ? event.reason : undefined)),
    queueLastDecision: emit(({ context }) => ({ type: 'decision.queued', decision: context.last!.decision }) as const),
    // Never sent: the outbox forgets it. Possibly applied: it asks the server to take it back, with a new key.
    withdrawLastDecision: emit(({ context }) => {
      const { reason: _reason, ...about } = context.last!.decision;
      const takeBack: SwipeDecision = {
        ...about,
        key: context.newKey(),
        kind: 'undo',
        undoes: { key: about.key, kind: about.kind as Exclude<DecisionKind, 'undo'> },
      };
      return { type: 'decision.withdrawn', key: about.key, replacement: takeBack } as const;
    }),
    restoreLastCard: assign(({ context }) => {
      const { card } = context.last!;
      return { cards: [card, ...context.cards], decidedIds: context.decidedIds.filter((id) => id !== card.id), last: null };
    }),
    // A refused decision changed nothing on the server: there is nothing to undo.
    forgetRefused: assign({
      last: ({ context }, params: { key: string }) => (context.last?.decision.key === params.key ? null : context.last),
    }),
    addCards: assign(({ context }, params: { cards: SwipeCard[] }) => {
      const known = new Set([...context.cards.map((c) => c.id), ...context.decidedIds]);
      const fresh: SwipeCard[] = [];
      for (const card of params.cards) {
        if (known.has(card.id)) continue;
        known.add(card.id);
        fresh.push(card);
      }
      return { cards: [...context.cards, ...fresh], exhausted: fresh.length === 0 };
    }),
    notifyDecisionRefused: emit((_, params: { decision: SwipeDecision; reason: string }) => ({
      type: 'notify',
      kind: 'error',
      message: t('swipeDeck.decisionNotSaved', { name: params.decision.candidateName }),
      description: params.reason,
    }) as const),
    notifyLoadFailed: emit((_, params: { error: unknown }) => ({
      type: 'notify',
      kind: 'error',
      message: t('swipeDeck.loadFailed'),
      description: failureMessage(params.error, ''),
    }) as const),
  },
}).createMachine({
  id: 'swipe',
  description: 'A deck of candidate cards decided one at a time, the decisions sent in order and exactly once.',
  meta: { spec: 'docs/decisions.md Swipe' },
  context: ({ input }) => ({
    mode: input.mode,
    jobId: input.jobId ?? null,
    cards: [...input.cards],
    decidedIds: [],
    last: null,
    exhausted: false,
    newKey: input.newKey ?? (() => crypto.randomUUID()),
  }),
  on: {
    'decision.refused': {
      actions: [
        { type: 'notifyDecisionRefused', params: ({ event }) => ({ decision: event.decision, reason: event.reason }) },
        { type: 'forgetRefused', params: ({ event }) => ({ key: event.decision.key }) },
      ],
      description: 'The server refused a decision: it changed nothing; tell the employer.',
    },
  },
  type: 'parallel',
  states: {
    deck: {
      description: 'The cards still to decide on.',
      meta: { spec: 'docs/decisions.md Swipe' },
      initial: 'deciding',
      on: {
        'swipe.undo': {
          guard: 'hasDecisionToUndo',
          actions: ['withdrawLastDecision', 'restoreLastCard'],
          description: 'The last decision is taken back: its card returns to the top of the deck.',
        },
      },
      states: {
        deciding: {
          description: 'A card is on top, waiting for right, left or undo.',
          meta: { spec: 'docs/decisions.md Swipe' },
          always: { guard: 'deckIsEmpty', target: 'empty' },
          on: {
            'swipe.right': {
              actions: ['shortlistOrSave', 'queueLastDecision'],
              description: 'Shortlist the applicant, or save the job seeker.',
            },
            'swipe.left': { actions: ['pass', 'queueLastDecision'], description: 'Pass on the candidate, with an optional reason.' },
          },
        },
        empty: {
          description: 'No cards remain; more can be loaded, or the last decision undone.',
          meta: { spec: 'docs/decisions.md Swipe' },
          always: { guard: 'deckHasCards', target: 'deciding' },
        },
      },
    },
    loader: {
      description: 'Loading more cards into the deck.',
      meta: { spec: 'docs/decisions.md Swipe' },
      initial: 'idle',
      states: {
        idle: {
          description: 'Not loading.',
          meta: { spec: 'docs/decisions.md Swipe' },
          on: { 'deck.loadMore': { target: 'loading', description: 'Fetch more candidates for the deck.' } },
        },
        loading: {
          description: 'More cards are being fetched; deciding goes on meanwhile.',
          meta: { spec: 'docs/decisions.md Swipe' },
          invoke: {
            src: 'loadCards',
            id: 'loadCards',
            input: ({ context }) => ({
              mode: context.mode, jobId: context.jobId, excludeIds: context.cards.map((c) => c.id),
            }),
            onDone: { target: 'idle', actions: { type: 'addCards', params: ({ event }) => ({ cards: event.output }) } },
            onError: {
              target: 'idle',
              actions: { type: 'notifyLoadFailed', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});
