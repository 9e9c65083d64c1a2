import { expect } from 'vitest';
import { RequestFailure } from '@/domain/request-failure';
import { defineModelTests } from '@/machines/-testing/model';
import { swipeMachine, type SwipeCard, type SwipeContext } from '@/machines/swipe.machine';

const card = (n: number, fullName: string): SwipeCard => ({
  id: `app-${n}`, jobSeekerId: `seeker-${n}`, fullName, headline: 'React developer', district: 'Kathmandu', skills: ['React'], match: null,
});
const SITA = card(1, 'Sita Shrestha');
const BIKASH = card(2, 'Bikash Gurung');

let keys = 0;
const newKey = () => `key-${++keys}`;

defineModelTests('swipe', {
  machine: swipeMachine,
  inputs: [
    { mode: 'applicants', cards: [SITA], jobId: 'job-1', newKey },
    { mode: 'seekers', cards: [], online: false, newKey },
  ],
  events: {
    'swipe.left': [{ type: 'swipe.left', reason: '  Needs Nepali  ' }],
  },
  actors: {
    loadCards: { done: [[BIKASH], [SITA]], error: [new RequestFailure('Server error', 'http', 500)] },
    sendDecision: {
      done: [{}],
      error: [new RequestFailure('Unable to connect', 'network'), new RequestFailure('Not allowed', 'http', 400)],
    },
  },
  // Keys are random in production; the model compares what was decided, in order, and how often sending failed.
  context: (c: SwipeContext) => ({
    mode: c.mode,
    cards: c.cards.map((x) => x.id),
    decidedIds: c.decidedIds,
    last: c.last && [c.last.card.id, c.last.decision.kind],
    outbox: c.outbox.map((d) => [d.kind, d.cardId, d.reason ?? null, d.undoes?.kind ?? null]),
    // markFirstTried appends the key again on every retry; distinct keys are what matters.
    tried: new Set(c.triedKeys).size,
    failures: c.failures,
    online: c.online,
    exhausted: c.exhausted,
  }),
  // The outbox is a queue that deciding and undoing can grow without end while sending stalls: the model
  // stops deciding once two decisions wait (every transition is reachable well within that).
  // Likewise the backoff grows with every failed retry: the model fails at most twice in a row (the growth of
  // the pause itself is tested in swipe.machine.test.ts).
  filter: (snapshot, event) => {
    const c = snapshot.context as SwipeContext;
    if (['swipe.right', 'swipe.left'].includes(event.type)) return c.outbox.length < 2;
    if (event.type === 'xstate.error.actor.sendDecision') return c.failures < 2 || (event.error as RequestFailure).kind === 'http';
    return true;
  },
  expectations: {
    'outbox.sending': ({ context, inputs }) => {
      const c = context as unknown as SwipeContext;
      // The oldest decision goes first, with its own key (a retry re-sends the same key).
      expect((inputs.sendDecision?.at(-1) as { key: string }).key).toBe(c.outbox[0]?.key);
    },
    'outbox.offline': ({ context }) => expect(context.online).toBe(false),
  },
});
