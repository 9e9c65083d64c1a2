import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { OUTBOX_RETRY_BASE_MS, OUTBOX_RETRY_MAX_MS } from '@/domain/constants';
import { RequestFailure } from '@/domain/request-failure';
import {
  outboxMachine, outboxRetryDelayMs, type OutboxDelivered, type OutboxInput, type OutboxItem, type OutboxRefused,
} from '@/machines/outbox.machine';

/** A caller's item: its kind and payload travel with the key. */
interface Note extends OutboxItem {
  kind: 'note';
  text: string;
}

interface PendingCall {
  item: Note;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

const note = (n: number): Note => ({ key: `key-${n}`, kind: 'note', text: `note ${n}` });

/** An outbox whose server answers only when the test says so. */
function start(input: OutboxInput = {}) {
  const clock = new SimulatedClock();
  const calls: PendingCall[] = [];
  const machine = outboxMachine.provide({
    actors: {
      sendItem: fromPromise<unknown, OutboxItem>(
        ({ input: item }) => new Promise((resolve, reject) => calls.push({ item: item as Note, resolve, reject })),
      ),
    },
  });
  const actor = createActor(machine, { clock, input });
  const reports: (OutboxDelivered | OutboxRefused)[] = [];
  actor.on('outbox.delivered', (e) => reports.push(e));
  actor.on('outbox.refused', (e) => reports.push(e));
  actor.start();
  const context = () => actor.getSnapshot().context;
  const isIn = (state: 'idle' | 'sending' | 'waiting' | 'offline') => waitFor(actor, (s) => s.matches(state));
  const callCount = (n: number) => waitFor(actor, () => calls.length === n);
  const add = (item: Note) => actor.send({ type: 'outbox.add', item });
  return { actor, clock, calls, reports, context, isIn, callCount, add };
}

const networkDown = () => new RequestFailure('Unable to connect to the server.', 'network');
const refused = () => new RequestFailure('This field may not be blank.', 'http', 400);

describe('outbox: sending', () => {
  it('sends an item with its key and reports what the server answered', async () => {
    const { calls, context, add, isIn, reports } = start();
    add(note(1));
    expect(calls.map((c) => c.item)).toEqual([note(1)]);
    calls[0]!.resolve({ id: 'n-1' });
    await isIn('idle');
    expect(context().items).toEqual([]);
    expect(reports).toEqual([{ type: 'outbox.delivered', item: note(1), output: { id: 'n-1' } }]);
  });

  it('sends one item at a time, oldest first', async () => {
    const { calls, add, callCount } = start();
    add(note(1));
    add(note(2));
    expect(calls).toHaveLength(1);
    calls[0]!.resolve({});
    await callCount(2);
    expect(calls.map((c) => c.item.key)).toEqual(['key-1', 'key-2']);
  });

  it('sends what an earlier visit left first, with the keys it had', () => {
    const { calls, add } = start({ items: [note(7)] });
    add(note(1));
    expect(calls.map((c) => c.item.key)).toEqual(['key-7']);
  });
});

describe('outbox: offline and retries', () => {
  it('keeps items while offline and sends each once, in order, when the network returns', async () => {
    const { actor, calls, add, callCount, isIn, context } = start({ online: false });
    add(note(1));
    add(note(2));
    expect(actor.getSnapshot().value).toBe('offline');
    expect(calls).toHaveLength(0);
    actor.send({ type: 'network.online' });
    expect(calls.map((c) => c.item.key)).toEqual(['key-1']);
    calls[0]!.resolve({});
    await callCount(2);
    calls[1]!.resolve({});
    await isIn('idle');
    expect(context().items).toEqual([]);
    expect(calls.map((c) => c.item.key)).toEqual(['key-1', 'key-2']);
  });

  it('retries a lost answer with the same key after a growing pause', async () => {
    const { clock, calls, add, isIn, context } = start();
    add(note(1));
    calls[0]!.reject(networkDown());
    await isIn('waiting');
    expect(context().failures).toBe(1);
    clock.increment(OUTBOX_RETRY_BASE_MS - 1);
    expect(calls).toHaveLength(1);
    clock.increment(1);
    expect(calls.map((c) => c.item.key)).toEqual(['key-1', 'key-1']);
    calls[1]!.reject(new RequestFailure('Server error', 'http', 503));
    await isIn('waiting');
    clock.increment(2 * OUTBOX_RETRY_BASE_MS - 1);
    expect(calls).toHaveLength(2);
    clock.increment(1);
    expect(calls).toHaveLength(3);
  });

  it('retries at once when the network returns during the pause', async () => {
    const { actor, calls, add, isIn } = start();
    add(note(1));
    calls[0]!.reject(networkDown());
    await isIn('waiting');
    actor.send({ type: 'network.online' });
    expect(calls.map((c) => c.item.key)).toEqual(['key-1', 'key-1']);
  });

  it('stops sending when the device goes offline, and resends the same key when back', () => {
    const { actor, calls, add } = start();
    add(note(1));
    actor.send({ type: 'network.offline' });
    expect(actor.getSnapshot().value).toBe('offline');
    actor.send({ type: 'network.online' });
    expect(calls.map((c) => c.item.key)).toEqual(['key-1', 'key-1']);
  });

  it('doubles the pause up to the cap', () => {
    expect([1, 2, 3].map(outboxRetryDelayMs)).toEqual([OUTBOX_RETRY_BASE_MS, 2 * OUTBOX_RETRY_BASE_MS, 4 * OUTBOX_RETRY_BASE_MS]);
    expect(outboxRetryDelayMs(50)).toBe(OUTBOX_RETRY_MAX_MS);
  });
});

describe('outbox: refused items', () => {
  it('drops a refused item by default, reports it and goes on with the next', async () => {
    const { calls, add, callCount, context, reports } = start();
    add(note(1));
    add(note(2));
    calls[0]!.reject(refused());
    await callCount(2);
    expect(context().items).toEqual([note(2)]);
    expect(reports).toEqual([{ type: 'outbox.refused', item: note(1), error: refused(), reason: 'This field may not be blank.' }]);
  });

  it('keeps a refused item marked failed when asked, until retried (same key) or discarded', async () => {
    const { actor, calls, add, callCount, isIn, context } = start({ keepRefused: { fallback: 'Refused.' } });
    add(note(1));
    add(note(2));
    calls[0]!.reject(new RequestFailure('', 'http', 400));
    await callCount(2);
    expect(context().items[0]).toEqual({ ...note(1), status: 'failed', error: 'Refused.' });
    // A retry while another item is in flight does not change which one the answer confirms.
    actor.send({ type: 'outbox.retry', key: 'key-1' });
    calls[1]!.resolve({});
    await callCount(3);
    expect(calls[2]!.item).toEqual({ ...note(1), status: 'queued' });
    expect(context().items.map((i) => i.key)).toEqual(['key-1']);
    calls[2]!.reject(refused());
    await isIn('idle');
    actor.send({ type: 'outbox.discard', key: 'key-1' });
    expect(context().items).toEqual([]);
  });

  it('discards only failed items', () => {
    const { actor, add, context } = start({ online: false });
    add(note(1));
    actor.send({ type: 'outbox.discard', key: 'key-1' });
    expect(context().items).toHaveLength(1);
  });
});

describe('outbox: withdrawing', () => {
  const undo = (n: number): Note => ({ key: `undo-${n}`, kind: 'note', text: `take back note ${n}` });

  it('forgets an item never sent', () => {
    const { actor, add, context, calls } = start({ online: false });
    add(note(1));
    actor.send({ type: 'outbox.withdraw', key: 'key-1', replacement: undo(1) });
    expect(context().items).toEqual([]);
    actor.send({ type: 'network.online' });
    expect(calls).toEqual([]);
  });

  it('queues the replacement behind an item that may have reached the server', async () => {
    const { actor, add, context, calls, callCount } = start();
    add(note(1));
    actor.send({ type: 'outbox.withdraw', key: 'key-1', replacement: undo(1) });
    expect(context().items.map((i) => i.key)).toEqual(['key-1', 'undo-1']);
    calls[0]!.resolve({});
    await callCount(2);
    expect(calls[1]!.item.key).toBe('undo-1');
  });

  it('treats items left from an earlier visit as possibly sent', () => {
    const { actor, context } = start({ items: [note(1)], online: false });
    actor.send({ type: 'outbox.withdraw', key: 'key-1', replacement: undo(1) });
    expect(context().items.map((i) => i.key)).toEqual(['key-1', 'undo-1']);
  });
});

describe('outbox: in order per resource', () => {
  const on = (n: number, resource: string): Note => ({ ...note(n), resource });
  const conflict = (body: unknown) => new RequestFailure('Someone else changed it.', 'http', 409, body);

  it('a refused item of one resource does not hold up another resource', async () => {
    const { calls, context, add, isIn } = start({ keepRefused: { fallback: 'Not sent.' } });
    add(on(1, 'a'));
    add(on(2, 'b'));
    calls[0]!.reject(refused());
    await isIn('sending');
    expect(calls.map((c) => c.item.key)).toEqual(['key-1', 'key-2']);
    expect(context().items.map((i) => [i.key, i.status])).toEqual([['key-1', 'failed'], ['key-2', undefined]]);
  });

  it("a later item of the same resource waits behind an earlier failed one until it is retried or discarded", async () => {
    const { actor, calls, context, add, isIn } = start({ keepRefused: { fallback: 'Not sent.' } });
    add(on(1, 'a'));
    add(on(2, 'a'));
    add(on(3, 'b'));
    calls[0]!.reject(refused());
    await isIn('sending');
    // key-2 (resource a) is skipped: b's item goes first.
    expect(calls.map((c) => c.item.key)).toEqual(['key-1', 'key-3']);
    calls[1]!.resolve({});
    await isIn('idle');
    expect(calls).toHaveLength(2);
    actor.send({ type: 'outbox.discard', key: 'key-1' });
    await isIn('sending');
    expect(calls.map((c) => c.item.key)).toEqual(['key-1', 'key-3', 'key-2']);
    expect(context().items.map((i) => i.key)).toEqual(['key-2']);
  });

  it('a conflict keeps the current state; replacing the item sends the new one in its place with its own key', async () => {
    const { actor, calls, context, add, isIn } = start({ keepRefused: { fallback: 'Not sent.' } });
    add(on(1, 'a'));
    add(on(2, 'a'));
    calls[0]!.reject(conflict({ id: 'app-1', status: 'interview' }));
    await isIn('idle');
    expect(context().items[0]).toMatchObject({ key: 'key-1', status: 'failed', conflict: { id: 'app-1', status: 'interview' } });
    actor.send({ type: 'outbox.replace', key: 'key-1', item: on(9, 'a') });
    await isIn('sending');
    expect(calls.map((c) => c.item.key)).toEqual(['key-1', 'key-9']);
    expect(context().items.map((i) => i.key)).toEqual(['key-9', 'key-2']);
  });

  it('a 409 with Retry-After (the key still being processed) is retried with the same key; a bare 409 is a refusal', async () => {
    const { calls, clock, context, add, isIn } = start({ keepRefused: { fallback: 'Not sent.' } });
    add(on(1, 'a'));
    calls[0]!.reject(new RequestFailure('Still being processed.', 'http', 409, { detail: 'busy' }, undefined, { retryAfterSeconds: 1 }));
    await isIn('waiting');
    expect(context().items[0]!.status).toBeUndefined();
    clock.increment(outboxRetryDelayMs(1));
    await isIn('sending');
    expect(calls.map((c) => c.item.key)).toEqual(['key-1', 'key-1']);
    calls[1]!.reject(new RequestFailure('Not allowed.', 'http', 409, { detail: 'Not allowed.' }));
    await isIn('idle');
    expect(context().items[0]).toEqual({ ...on(1, 'a'), status: 'failed', error: 'Not allowed.' });
  });
});
