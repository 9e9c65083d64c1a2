import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { OUTBOX_RETRY_BASE_MS, OUTBOX_RETRY_MAX_MS } from '@/domain/constants';
import { RequestFailure, isTransientFailure } from '@/domain/request-failure';
import type { NotifyEvent } from '@/machines/notify';
import { childOutbox, outboxRetryDelayMs as retryDelayMs } from '@/machines/outbox.machine';
import { swipeMachine, type LoadCardsInput, type SwipeCard, type SwipeDecision, type SwipeMode } from '@/machines/swipe.machine';

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

interface PendingCall {
  decision: SwipeDecision;
  resolve: () => void;
  reject: (error: unknown) => void;
}

interface StartOptions {
  mode?: SwipeMode;
  cards?: SwipeCard[];
  online?: boolean;
  outbox?: SwipeDecision[];
  loadCards?: (input: LoadCardsInput) => Promise<SwipeCard[]>;
}

/** A deck whose server answers only when the test says so, and whose keys are key-1, key-2, … */
function start(options: StartOptions = {}) {
  const clock = new SimulatedClock();
  const calls: PendingCall[] = [];
  let keys = 0;
  const machine = swipeMachine.provide({
    actors: {
      outbox: childOutbox(fromPromise<unknown, SwipeDecision>(
        ({ input }) => new Promise((resolve, reject) => calls.push({ decision: input, resolve: () => resolve(null), reject })),
      )),
      loadCards: fromPromise<SwipeCard[], LoadCardsInput>(({ input }) => (options.loadCards ?? (async () => []))(input)),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: {
      mode: options.mode ?? 'applicants',
      cards: options.cards ?? [card(1), card(2), card(3)],
      jobId: 'job-1',
      online: options.online,
      outbox: options.outbox,
      newKey: () => `key-${(keys += 1)}`,
    },
  });
  const notes: NotifyEvent[] = [];
  actor.on('notify', (e) => notes.push(e));
  actor.start();
  // The deck's own context, with what its outbox holds.
  const outbox = () => actor.getSnapshot().children.outbox!;
  const context = () => {
    const { items, failures, online } = outbox().getSnapshot().context;
    return { ...actor.getSnapshot().context, outbox: items as SwipeDecision[], failures, online };
  };
  const outboxIs = (state: 'idle' | 'sending' | 'waiting' | 'offline') => waitFor(outbox(), (s) => s.matches(state));
  const callCount = (n: number) => waitFor(outbox(), () => calls.length === n);
  return { actor, clock, calls, notes, context, outbox, outboxIs, callCount };
}

const networkDown = () => new RequestFailure('Unable to connect to the server.', 'network');

describe('swipe deck: deciding', () => {
  it('shortlists an applicant on right and passes on left with the reason', () => {
    const { actor, context } = start({ online: false });

    actor.send({ type: 'swipe.right' });
    actor.send({ type: 'swipe.left', reason: '  Lives too far  ' });

    expect(context().cards.map((c) => c.id)).toEqual(['app-3']);
    expect(context().outbox).toEqual([
      { key: 'key-1', kind: 'shortlist', mode: 'applicants', cardId: 'app-1', jobSeekerId: 'seeker-1', jobId: 'job-1', candidateName: 'Bikash Gurung' },
      { key: 'key-2', kind: 'pass', mode: 'applicants', cardId: 'app-2', jobSeekerId: 'seeker-2', jobId: 'job-1', candidateName: 'Pooja Yadav', reason: 'Lives too far' },
    ]);
  });

  it('saves a job seeker on right in seekers mode, and passes without a reason', () => {
    const { actor, context } = start({ mode: 'seekers', online: false });

    actor.send({ type: 'swipe.right' });
    actor.send({ type: 'swipe.left' });

    expect(context().outbox.map((d) => [d.kind, d.mode, d.reason])).toEqual([
      ['save', 'seekers', undefined],
      ['pass', 'seekers', undefined],
    ]);
  });

  it('is in deck.empty when no cards remain, and leaves it when undo brings the card back', () => {
    const { actor, context } = start({ cards: [card(1)], online: false });

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

describe('swipe deck: sending decisions', () => {
  it('sends one decision at a time, in the order they were made', async () => {
    const { actor, calls, context, callCount, outboxIs } = start();

    actor.send({ type: 'swipe.right' });
    actor.send({ type: 'swipe.left' });
    actor.send({ type: 'swipe.right' });
    expect(calls.map((c) => c.decision.key)).toEqual(['key-1']);

    calls[0]!.resolve();
    await callCount(2);
    expect(calls[1]!.decision.key).toBe('key-2');
    calls[1]!.resolve();
    await callCount(3);
    calls[2]!.resolve();
    await outboxIs('idle');

    expect(calls.map((c) => [c.decision.key, c.decision.kind])).toEqual([
      ['key-1', 'shortlist'], ['key-2', 'pass'], ['key-3', 'shortlist'],
    ]);
    expect(context().outbox).toEqual([]);
  });

  it('keeps decisions while offline and sends each once, in order, when back online', async () => {
    const { actor, calls, context, callCount, outboxIs } = start();
    actor.send({ type: 'network.offline' });

    actor.send({ type: 'swipe.right' });
    actor.send({ type: 'swipe.left', reason: 'Salary too high' });
    actor.send({ type: 'swipe.right' });
    expect(calls).toEqual([]);
    expect(context().outbox).toHaveLength(3);

    actor.send({ type: 'network.online' });
    for (let i = 0; i < 3; i += 1) {
      await callCount(i + 1);
      calls[i]!.resolve();
    }
    await outboxIs('idle');

    const keys = calls.map((c) => c.decision.key);
    expect(keys).toEqual(['key-1', 'key-2', 'key-3']);
    expect(new Set(keys).size).toBe(3);
    expect(context().outbox).toEqual([]);
  });

  it('starts offline when told so, and sends nothing until online', async () => {
    const { actor, calls, callCount, outbox } = start({ online: false });

    actor.send({ type: 'swipe.right' });
    expect(outbox().getSnapshot().matches('offline')).toBe(true);
    expect(calls).toEqual([]);

    actor.send({ type: 'network.online' });
    await callCount(1);
    expect(calls[0]!.decision.key).toBe('key-1');
  });

  it('retries after a network failure with the same key, backing off, then goes on', async () => {
    const { actor, clock, calls, context, callCount, outboxIs } = start();
    actor.send({ type: 'swipe.right' });

    calls[0]!.reject(networkDown());
    await outboxIs('waiting');
    clock.increment(OUTBOX_RETRY_BASE_MS - 1);
    expect(calls).toHaveLength(1);
    clock.increment(1);
    await callCount(2);

    calls[1]!.reject(new RequestFailure('Server error.', 'http', 503));
    await outboxIs('waiting');
    clock.increment(2 * OUTBOX_RETRY_BASE_MS - 1);
    expect(calls).toHaveLength(2);
    clock.increment(1);
    await callCount(3);
    calls[2]!.resolve();
    await outboxIs('idle');

    expect(calls.map((c) => c.decision.key)).toEqual(['key-1', 'key-1', 'key-1']);
    expect(context().outbox).toEqual([]);
    expect(context().failures).toBe(0);
  });

  it('retries at once when the connection comes back during the pause', async () => {
    const { actor, calls, callCount, outboxIs } = start();
    actor.send({ type: 'swipe.right' });
    calls[0]!.reject(new TypeError('Failed to fetch'));
    await outboxIs('waiting');

    actor.send({ type: 'network.online' });

    await callCount(2);
    expect(calls[1]!.decision.key).toBe('key-1');
  });

  it('resends a decision cut off by going offline with the same key, and ignores the late reply', async () => {
    const { actor, calls, context, callCount, outboxIs } = start();
    actor.send({ type: 'swipe.right' });
    await callCount(1);

    actor.send({ type: 'network.offline' });
    calls[0]!.resolve(); // the reply arrives after the send was abandoned
    expect(context().outbox.map((d) => d.key)).toEqual(['key-1']);
    actor.send({ type: 'network.online' });
    await callCount(2);
    calls[1]!.resolve();
    await outboxIs('idle');

    expect(calls.map((c) => c.decision.key)).toEqual(['key-1', 'key-1']);
    expect(context().outbox).toEqual([]);
  });

  it('drops a decision the server refuses, says so, and sends the next one', async () => {
    const { actor, calls, notes, context, callCount } = start();
    actor.send({ type: 'swipe.right' });
    actor.send({ type: 'swipe.left' });

    calls[0]!.reject(new RequestFailure('Not found.', 'http', 404));
    await callCount(2);

    expect(notes).toEqual([
      { type: 'notify', kind: 'error', message: 'Your decision on Bikash Gurung could not be saved', description: 'Not found.' },
    ]);
    expect(calls[1]!.decision.key).toBe('key-2');
    expect(context().outbox.map((d) => d.key)).toEqual(['key-2']);
  });

  it('sends decisions kept from an earlier visit first', async () => {
    const kept: SwipeDecision = {
      key: 'kept-1', kind: 'pass', mode: 'applicants', cardId: 'app-9', jobSeekerId: 'seeker-9', jobId: 'job-1', candidateName: 'Dawa Sherpa',
    };
    const { actor, calls, callCount } = start({ outbox: [kept] });

    actor.send({ type: 'swipe.right' });
    calls[0]!.resolve();
    await callCount(2);

    expect(calls.map((c) => c.decision.key)).toEqual(['kept-1', 'key-1']);
  });
});

describe('swipe deck: undo', () => {
  it('forgets a decision that was never sent: no call, card back on top, and only once', async () => {
    const { actor, calls, context } = start({ online: false });
    actor.send({ type: 'swipe.right' });
    actor.send({ type: 'swipe.left' });

    actor.send({ type: 'swipe.undo' });
    actor.send({ type: 'swipe.undo' });

    expect(context().cards.map((c) => c.id)).toEqual(['app-2', 'app-3']);
    expect(context().outbox.map((d) => d.key)).toEqual(['key-1']);
    expect(context().last).toBeNull();
    expect(calls).toEqual([]);
  });

  it('does nothing before any decision', () => {
    const { actor, context } = start();

    actor.send({ type: 'swipe.undo' });

    expect(context().cards).toHaveLength(3);
    expect(context().outbox).toEqual([]);
  });

  it('asks the server to take back a decision it already has, with a new key', async () => {
    const { actor, calls, context, callCount, outboxIs } = start();
    actor.send({ type: 'swipe.right' });
    calls[0]!.resolve();
    await outboxIs('idle');

    actor.send({ type: 'swipe.undo' });
    await callCount(2);

    expect(context().cards[0]!.id).toBe('app-1');
    expect(calls[1]!.decision).toEqual({
      key: 'key-2', kind: 'undo', mode: 'applicants', cardId: 'app-1', jobSeekerId: 'seeker-1', jobId: 'job-1',
      candidateName: 'Bikash Gurung', undoes: { key: 'key-1', kind: 'shortlist' },
    });
  });

  it('queues the take-back behind a decision that is being sent', async () => {
    const { actor, calls, callCount } = start();
    actor.send({ type: 'swipe.right' });
    await callCount(1);

    actor.send({ type: 'swipe.undo' });
    calls[0]!.resolve();
    await callCount(2);

    expect(calls.map((c) => [c.decision.key, c.decision.kind])).toEqual([['key-1', 'shortlist'], ['key-2', 'undo']]);
  });

  it('takes back a decision whose send failed once, since it may have reached the server', async () => {
    const { actor, calls, context, outboxIs } = start();
    actor.send({ type: 'swipe.left', reason: 'Lives too far' });
    calls[0]!.reject(networkDown());
    await outboxIs('waiting');

    actor.send({ type: 'swipe.undo' });

    expect(context().outbox.map((d) => [d.key, d.kind, d.reason, d.undoes])).toEqual([
      ['key-1', 'pass', 'Lives too far', undefined],
      ['key-2', 'undo', undefined, { key: 'key-1', kind: 'pass' }],
    ]);
  });

  it('has nothing to undo once the server refused the last decision', async () => {
    const { actor, calls, context, outboxIs } = start();
    actor.send({ type: 'swipe.right' });
    calls[0]!.reject(new RequestFailure('Invalid status change.', 'http', 400));
    await outboxIs('idle');

    actor.send({ type: 'swipe.undo' });

    expect(context().cards.map((c) => c.id)).toEqual(['app-2', 'app-3']);
    expect(context().outbox).toEqual([]);
  });
});

describe('swipe deck: loading more', () => {
  it('adds only cards not already in the deck or decided, and says when nothing new came', async () => {
    const loads: LoadCardsInput[] = [];
    const batches = [[card(1), card(2), card(4), card(4)], [card(4)]];
    const { actor, context } = start({
      online: false,
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
