import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { OUTBOX_RETRY_BASE_MS, OUTBOX_RETRY_MAX_MS } from '@/domain/constants';
import { RequestFailure, isTransientFailure } from '@/domain/request-failure';
import type { NotifyEvent } from '@/machines/notify';
import { outboxRetryDelayMs as retryDelayMs } from '@/machines/outbox.machine';
import {
  swipeMachine, type DecisionWithdrawn, type LoadCardsInput, type SwipeCard, type SwipeDecision, type SwipeMode,
} from '@/machines/swipe.machine';

const NAMES = ['Sita Shrestha', 'Bikash Gurung', 'Pooja Yadav', 'Ramesh Tharu', 'Dawa Sherpa'];
const card = (n: number): SwipeCard => ({
  id: `app-${n}`,
  jobSeekerId: `seeker-${n}`,
  fullName: NAMES[n % NAMES.length]!,
  headline: 'React developer',
  district: 'Kathmandu',
  skills: ['React'],
  match: null,
});

interface StartOptions {
  mode?: SwipeMode;
  cards?: SwipeCard[];
  loadCards?: (input: LoadCardsInput) => Promise<SwipeCard[]>;
}

/**
 * A deck whose keys are key-1, key-2, …; `context().outbox` is what it handed to the page's outbox, in order, and
 * `withdrawn` what it took back (the workspace outbox's own tests cover sending them).
 */
function start(options: StartOptions = {}) {
  let keys = 0;
  const machine = swipeMachine.provide({
    actors: {
      loadCards: fromPromise<SwipeCard[], LoadCardsInput>(({ input }) => (options.loadCards ?? (async () => []))(input)),
    },
  });
  const actor = createActor(machine, {
    input: {
      mode: options.mode ?? 'applicants',
      cards: options.cards ?? [card(1), card(2), card(3)],
      jobId: 'job-1',
      newKey: () => `key-${(keys += 1)}`,
    },
  });
  const notes: NotifyEvent[] = [];
  const queued: SwipeDecision[] = [];
  const withdrawn: Omit<DecisionWithdrawn, 'type'>[] = [];
  actor.on('notify', (e) => notes.push(e));
  actor.on('decision.queued', ({ decision }) => queued.push(decision));
  actor.on('decision.withdrawn', ({ key, replacement }) => withdrawn.push({ key, replacement }));
  actor.start();
  const context = () => ({ ...actor.getSnapshot().context, outbox: queued });
  return { actor, notes, context, withdrawn };
}

const networkDown = () => new RequestFailure('Unable to connect to the server.', 'network');

describe('swipe deck: deciding', () => {
  it('shortlists an applicant on right and passes on left with the reason', () => {
    const { actor, context } = start();

    actor.send({ type: 'swipe.right' });
    actor.send({ type: 'swipe.left', reason: '  Lives too far  ' });

    expect(context().cards.map((c) => c.id)).toEqual(['app-3']);
    expect(context().outbox).toEqual([
      { key: 'key-1', kind: 'shortlist', mode: 'applicants', cardId: 'app-1', jobSeekerId: 'seeker-1', jobId: 'job-1', candidateName: 'Bikash Gurung' },
      { key: 'key-2', kind: 'pass', mode: 'applicants', cardId: 'app-2', jobSeekerId: 'seeker-2', jobId: 'job-1', candidateName: 'Pooja Yadav', reason: 'Lives too far' },
    ]);
  });

  it('saves a job seeker on right in seekers mode, and passes without a reason', () => {
    const { actor, context } = start({ mode: 'seekers' });

    actor.send({ type: 'swipe.right' });
    actor.send({ type: 'swipe.left' });

    expect(context().outbox.map((d) => [d.kind, d.mode, d.reason])).toEqual([
      ['save', 'seekers', undefined],
      ['pass', 'seekers', undefined],
    ]);
  });

  it('is in deck.empty when no cards remain, and leaves it when undo brings the card back', () => {
    const { actor, context } = start({ cards: [card(1)] });

    actor.send({ type: 'swipe.right' });
    expect(actor.getSnapshot().matches({ deck: 'empty' })).toBe(true);
    actor.send({ type: 'swipe.right' });
    expect(context().outbox).toHaveLength(1);

    actor.send({ type: 'swipe.undo' });

    expect(actor.getSnapshot().matches({ deck: 'deciding' })).toBe(true);
    expect(context().cards.map((c) => c.id)).toEqual(['app-1']);
  });

  it('starts in deck.empty with no cards', () => {
    const { actor } = start({ cards: [] });

    expect(actor.getSnapshot().matches({ deck: 'empty' })).toBe(true);
  });
});

describe('swipe deck: handing decisions to the outbox', () => {
  it('hands each decision over once, in the order made, each with its own key', () => {
    const { actor, context } = start();
    actor.send({ type: 'swipe.right' });
    actor.send({ type: 'swipe.left' });
    actor.send({ type: 'swipe.right' });

    expect(context().outbox.map((d) => [d.key, d.kind, d.cardId])).toEqual([
      ['key-1', 'shortlist', 'app-1'], ['key-2', 'pass', 'app-2'], ['key-3', 'shortlist', 'app-3'],
    ]);
    actor.send({ type: 'swipe.right' });
    expect(context().outbox).toHaveLength(3);
  });

  it('tells the employer when the server refused a decision, in the server\'s words', () => {
    const { actor, notes, context } = start();
    actor.send({ type: 'swipe.right' });

    actor.send({ type: 'decision.refused', decision: context().outbox[0]!, reason: 'Invalid status change.' });

    expect(notes).toEqual([{ type: 'notify', kind: 'error', message: expect.stringContaining('Bikash Gurung') as string, description: 'Invalid status change.' }]);
  });
});

describe('swipe deck: undo', () => {
  it('takes back the last decision with one that undoes it (a new key), puts its card back on top, and only once', () => {
    const { actor, context, withdrawn } = start();
    actor.send({ type: 'swipe.right' });
    actor.send({ type: 'swipe.left', reason: 'Lives too far' });

    actor.send({ type: 'swipe.undo' });
    actor.send({ type: 'swipe.undo' });

    expect(context().cards.map((c) => c.id)).toEqual(['app-2', 'app-3']);
    expect(context().last).toBeNull();
    expect(withdrawn).toEqual([{
      key: 'key-2',
      replacement: {
        key: 'key-3', kind: 'undo', mode: 'applicants', cardId: 'app-2', jobSeekerId: 'seeker-2', jobId: 'job-1',
        candidateName: 'Pooja Yadav', undoes: { key: 'key-2', kind: 'pass' },
      },
    }]);
  });

  it('does nothing before any decision', () => {
    const { actor, context, withdrawn } = start();

    actor.send({ type: 'swipe.undo' });

    expect(context().cards).toHaveLength(3);
    expect(withdrawn).toEqual([]);
  });

  it('has nothing to undo once the server refused the last decision', () => {
    const { actor, context, withdrawn } = start();
    actor.send({ type: 'swipe.right' });
    actor.send({ type: 'decision.refused', decision: context().outbox[0]!, reason: 'Invalid status change.' });

    actor.send({ type: 'swipe.undo' });

    expect(context().cards.map((c) => c.id)).toEqual(['app-2', 'app-3']);
    expect(withdrawn).toEqual([]);
  });
});

describe('swipe deck: loading more', () => {
  it('adds only cards not already in the deck or decided, and says when nothing new came', async () => {
    const loads: LoadCardsInput[] = [];
    const batches = [[card(1), card(2), card(4), card(4)], [card(4)]];
    const { actor, context } = start({
      loadCards: async (input) => {
        loads.push(input);
        return batches.shift()!;
      },
    });
    actor.send({ type: 'swipe.right' });

    actor.send({ type: 'deck.loadMore' });
    await waitFor(actor, (s) => s.matches({ loader: 'idle' }));
    expect(context().cards.map((c) => c.id)).toEqual(['app-2', 'app-3', 'app-4']);
    expect(context().exhausted).toBe(false);

    actor.send({ type: 'deck.loadMore' });
    await waitFor(actor, (s) => s.matches({ loader: 'idle' }));
    expect(context().exhausted).toBe(true);
    expect(loads).toEqual([
      { mode: 'applicants', jobId: 'job-1', excludeIds: ['app-2', 'app-3'] },
      { mode: 'applicants', jobId: 'job-1', excludeIds: ['app-2', 'app-3', 'app-4'] },
    ]);
  });

  it('leaves deck.empty when more cards arrive', async () => {
    const { actor } = start({ cards: [], loadCards: async () => [card(7)] });

    actor.send({ type: 'deck.loadMore' });
    await waitFor(actor, (s) => s.matches({ deck: 'deciding' }));

    expect(actor.getSnapshot().context.cards.map((c) => c.id)).toEqual(['app-7']);
  });

  it('tells the employer when loading fails and keeps the deck', async () => {
    const { actor, notes, context } = start({
      loadCards: () => Promise.reject(new RequestFailure('Unable to connect to the server.', 'network')),
    });

    actor.send({ type: 'deck.loadMore' });
    await waitFor(actor, () => notes.length === 1);

    expect(notes[0]).toEqual({
      type: 'notify', kind: 'error', message: 'Could not load more candidates. Please try again.',
      description: 'Unable to connect to the server.',
    });
    expect(context().cards).toHaveLength(3);
  });
});

describe('retry rules', () => {
  it('doubles the pause from the base up to the cap', () => {
    expect(retryDelayMs(1)).toBe(OUTBOX_RETRY_BASE_MS);
    expect(retryDelayMs(2)).toBe(2 * OUTBOX_RETRY_BASE_MS);
    expect(retryDelayMs(3)).toBe(4 * OUTBOX_RETRY_BASE_MS);
    expect(retryDelayMs(50)).toBe(OUTBOX_RETRY_MAX_MS);
  });

  it.each([
    ['no network', networkDown(), true],
    ['a timeout', new RequestFailure('Timed out.', 'timeout'), true],
    ['fetch failing', new TypeError('Failed to fetch'), true],
    ['a server error', new RequestFailure('Server error.', 'http', 502), true],
    ['too many requests', new RequestFailure('Slow down.', 'http', 429), true],
    ['a bad request', new RequestFailure('Invalid status change.', 'http', 400), false],
    ['not found', new RequestFailure('Not found.', 'http', 404), false],
    ['a programming error', new Error('boom'), false],
  ])('%s is retried: %s', (_name, error, expected) => {
    expect(isTransientFailure(error)).toBe(expected);
  });
});
