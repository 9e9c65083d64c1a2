import { assign, emit, setup } from 'xstate';
import { SWIPE_RETRY_BASE_MS, SWIPE_RETRY_MAX_MS } from '@/domain/constants';
import { t } from '@/domain/i18n/i18n';
import type { MatchScore } from '@/domain/match-score';
import { doublingBackoffMs, failureMessage, isTransientFailure } from '@/domain/request-failure';
import { notProvided } from '@/machines/not-provided';
import type { NotifyEvent } from '@/machines/notify';

/**
 * The swipe deck (docs/decisions.md "Swipe"): decide on one candidate card at a time. Every decision leaves the deck at
 * once and waits in an outbox that is sent to the server one decision at a time, in order; while the connection
 * is down the outbox simply grows and is sent when it is back. Each decision carries an idempotency key so a
 * decision sent twice (a reply lost on a weak connection) is applied once.
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
  /** Decisions still waiting from an earlier visit (the page keeps `context.outbox` on the device). */
  outbox?: readonly SwipeDecision[];
  online?: boolean;
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
  /** Decisions not yet confirmed by the server, oldest first. */
  outbox: SwipeDecision[];
  /** Keys of outbox decisions already handed to `sendDecision` (they may have reached the server). */
  triedKeys: string[];
  /** Failed sends in a row, for the backoff. */
  failures: number;
  online: boolean;
  /** The last `deck.loadMore` found nothing new. */
  exhausted: boolean;
  newKey: () => string;
}

export type SwipeEvent =
  | { type: 'swipe.right' }
  | { type: 'swipe.left'; reason?: string }
  | { type: 'swipe.undo' }
  | { type: 'deck.loadMore' }
  | { type: 'network.offline' }
  | { type: 'network.online' };

export interface LoadCardsInput {
  mode: SwipeMode;
  jobId: string | null;
  /** Cards already in the deck. */
  excludeIds: string[];
}

/** Backoff before retry number `failures` (1, 2, …) of a decision. */
export const retryDelayMs = (failures: number): number => doublingBackoffMs(failures, SWIPE_RETRY_BASE_MS, SWIPE_RETRY_MAX_MS);

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
  return {
    cards: rest,
    decidedIds: [...context.decidedIds, card.id],
    last: { card, decision },
    outbox: [...context.outbox, decision],
  };
}

export const swipeMachine = setup({
  types: {
    context: {} as SwipeContext,
    events: {} as SwipeEvent,
    input: {} as SwipeInput,
    emitted: {} as NotifyEvent,
  },
  actors: {
    sendDecision: notProvided<unknown, SwipeDecision>('sendDecision'),
    loadCards: notProvided<SwipeCard[], LoadCardsInput>('loadCards'),
  },
  delays: {
    retryBackoff: ({ context }) => retryDelayMs(context.failures),
  },
  guards: {
    deckIsEmpty: ({ context }) => context.cards.length === 0,
    deckHasCards: ({ context }) => context.cards.length > 0,
    hasDecisionToUndo: ({ context }) => context.last !== null,
    hasQueuedDecision: ({ context }) => context.outbox.length > 0,
    isKnownOffline: ({ context }) => !context.online,
    isTransientFailure: (_, params: { error: unknown }) => isTransientFailure(params.error),
  },
  actions: {
    shortlistOrSave: assign(({ context }) => decide(context, context.mode === 'applicants' ? 'shortlist' : 'save')),
    pass: assign(({ context, event }) => decide(context, 'pass', event.type === 'swipe.left' ? event.reason : undefined)),
    undoLastDecision: assign(({ context }) => {
      const { card, decision } = context.last!;
      const unsent = context.outbox.some((d) => d.key === decision.key) && !context.triedKeys.includes(decision.key);
      const restored = {
        cards: [card, ...context.cards],
        decidedIds: context.decidedIds.filter((id) => id !== card.id),
        last: null,
      };
      // Never sent: forget it. Possibly applied: ask the server to take it back.
      if (unsent) return { ...restored, outbox: context.outbox.filter((d) => d.key !== decision.key) };
      const { reason: _reason, ...about } = decision;
      const takeBack: SwipeDecision = {
        ...about,
        key: context.newKey(),
        kind: 'undo',
        undoes: { key: decision.key, kind: decision.kind as Exclude<DecisionKind, 'undo'> },
      };
      return { ...restored, outbox: [...context.outbox, takeBack] };
    }),
    markFirstTried: assign({
      triedKeys: ({ context }) => [...context.triedKeys, context.outbox[0]!.key],
    }),
    confirmFirst: assign(({ context }) => ({
      outbox: context.outbox.slice(1),
      triedKeys: context.triedKeys.filter((k) => k !== context.outbox[0]?.key),
      failures: 0,
    })),
    dropRefusedFirst: assign(({ context }) => {
      const refused = context.outbox[0]!;
      return {
        outbox: context.outbox.slice(1),
        triedKeys: context.triedKeys.filter((k) => k !== refused.key),
        failures: 0,
        // A refused decision changed nothing on the server: there is nothing to undo.
        last: context.last?.decision.key === refused.key ? null : context.last,
      };
    }),
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
    goOffline: assign({ online: false }),
    goOnline: assign({ online: true }),
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
    notifyDecisionRefused: emit(({ context }, params: { error: unknown }) => ({
      type: 'notify',
      kind: 'error',
      message: t('swipeDeck.decisionNotSaved', { name: context.outbox[0]!.candidateName }),
      description: failureMessage(params.error, ''),
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
    outbox: [...(input.outbox ?? [])],
    // Restored decisions may have reached the server before the page was closed.
    triedKeys: (input.outbox ?? []).map((d) => d.key),
    failures: 0,
    online: input.online ?? true,
    exhausted: false,
    newKey: input.newKey ?? (() => crypto.randomUUID()),
  }),
  type: 'parallel',
  states: {
    deck: {
      description: 'The cards still to decide on.',
      meta: { spec: 'docs/decisions.md Swipe' },
      initial: 'deciding',
      on: {
        'swipe.undo': {
          guard: 'hasDecisionToUndo',
          actions: 'undoLastDecision',
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
              actions: 'shortlistOrSave',
              description: 'Shortlist the applicant, or save the job seeker.',
            },
            'swipe.left': { actions: 'pass', description: 'Pass on the candidate, with an optional reason.' },
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
    outbox: {
      description: 'Decisions on their way to the server, one at a time, oldest first.',
      meta: { spec: 'docs/decisions.md Swipe' },
      initial: 'idle',
      on: {
        'network.offline': { target: '.offline', actions: 'goOffline', description: 'The device lost its connection.' },
        'network.online': { actions: 'goOnline', description: 'The device is connected again.' },
      },
      states: {
        idle: {
          description: 'Nothing is being sent.',
          meta: { spec: 'docs/decisions.md Swipe' },
          always: [
            { guard: 'isKnownOffline', target: 'offline' },
            { guard: 'hasQueuedDecision', target: 'sending' },
          ],
        },
        sending: {
          description: 'The oldest decision is being sent.',
          meta: { spec: 'docs/decisions.md Swipe' },
          entry: 'markFirstTried',
          invoke: {
            src: 'sendDecision',
            id: 'sendDecision',
            input: ({ context }) => context.outbox[0]!,
            onDone: { target: 'idle', actions: 'confirmFirst', description: 'The server has the decision.' },
            onError: [
              {
                guard: { type: 'isTransientFailure', params: ({ event }) => ({ error: event.error }) },
                target: 'waiting',
                actions: 'countFailure',
                description: 'No answer or a busy server: keep the decision and try again later.',
              },
              {
                target: 'idle',
                actions: [
                  { type: 'notifyDecisionRefused', params: ({ event }) => ({ error: event.error }) },
                  'dropRefusedFirst',
                ],
                description: 'The server refused the decision: drop it and tell the employer.',
              },
            ],
          },
        },
        waiting: {
          description: 'Sending failed; the same decision, with the same key, is retried after a growing pause.',
          meta: { spec: 'docs/decisions.md Swipe' },
          after: { retryBackoff: { target: 'sending', description: 'Try the oldest decision again.' } },
          on: {
            'network.online': {
              target: 'sending',
              actions: 'goOnline',
              description: 'Back online: retry without waiting for the pause to end.',
            },
          },
        },
        offline: {
          description: 'The device is offline: decisions wait in the outbox.',
          meta: { spec: 'docs/decisions.md Swipe' },
          on: {
            'network.online': { target: 'idle', actions: 'goOnline', description: 'Back online: send what waited.' },
          },
        },
      },
    },
  },
});
