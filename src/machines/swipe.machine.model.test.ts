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
    { mode: 'seekers', cards: [], newKey },
  ],
  events: {
    'swipe.left': [{ type: 'swipe.left', reason: '  Needs Nepali  ' }],
    // The page's outbox (the workspace outbox, tested in outbox.machine.model.test.ts) reports a refused decision.
    'decision.refused': (snapshot) => {
      const last = (snapshot.context as SwipeContext).last;
      return last ? [{ type: 'decision.refused', decision: last.decision, reason: 'Not allowed' }] : [];
    },
  },
  actors: {
    loadCards: { done: [[BIKASH], [SITA]], error: [new RequestFailure('Server error', 'http', 500)] },
  },
  // Keys are random in production; the model compares the deck and what was decided.
  context: (c: SwipeContext) => ({
    mode: c.mode,
    cards: c.cards.map((x) => x.id),
    decidedIds: c.decidedIds,
    last: c.last && [c.last.card.id, c.last.decision.kind, c.last.decision.reason ?? null],
    exhausted: c.exhausted,
  }),
  expectations: {
    'deck.empty': ({ context }) => expect((context as unknown as SwipeContext).cards).toEqual([]),
  },
});
