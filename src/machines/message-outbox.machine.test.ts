import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { OUTBOX_RETRY_BASE_MS } from '@/domain/constants';
import { RequestFailure } from '@/domain/request-failure';
import { t } from '@/domain/i18n/i18n';
import { messageOutboxMachine, type DeliveredEvent, type OutboxMessage } from '@/machines/message-outbox.machine';
import { childOutbox } from '@/machines/outbox.machine';
import type { NotifyEvent } from '@/machines/notify';

interface PendingCall {
  message: OutboxMessage;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/** An outbox whose server answers only when the test says so, with keys key-1, key-2, … */
function start(options: { online?: boolean; outbox?: OutboxMessage[] } = {}) {
  const clock = new SimulatedClock();
  const calls: PendingCall[] = [];
  let keys = 0;
  const machine = messageOutboxMachine.provide({
    actors: {
      outbox: childOutbox(fromPromise<unknown, OutboxMessage>(
        ({ input }) => new Promise((resolve, reject) => calls.push({ message: input, resolve, reject })),
      )),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { online: options.online, outbox: options.outbox, newKey: () => `key-${(keys += 1)}` },
  });
  const notes: NotifyEvent[] = [];
  const delivered: DeliveredEvent[] = [];
  actor.on('notify', (e) => notes.push(e));
  actor.on('message.delivered', (e) => delivered.push(e));
  actor.start();
  // What the page's outbox holds.
  const outbox = () => actor.getSnapshot().children.outbox!;
  const context = () => {
    const { items, failures } = outbox().getSnapshot().context;
    return { outbox: items as OutboxMessage[], failures };
  };
  const isIn = (state: 'idle' | 'sending' | 'waiting' | 'offline') => waitFor(outbox(), (s) => s.matches(state));
  const write = (body: string, conversationId = 'conv-1') =>
    actor.send({ type: 'outbox.write', conversationId, body, writtenAt: '2025-04-14T04:15:00.000Z' });
  return { actor, clock, calls, notes, delivered, context, outbox, isIn, write };
}

const networkDown = () => new RequestFailure('Unable to connect to the server.', 'network');
const refused = () => new RequestFailure('This field may not be blank.', 'http', 400);

describe('message outbox: writing and sending', () => {
  it('shows a written message as pending and sends it with its key', async () => {
    const { calls, context, write, isIn, delivered } = start();

    write('  Namaste, are you free on Sunday?  ');

    expect(context().outbox).toEqual([
      { key: 'key-1', conversationId: 'conv-1', body: 'Namaste, are you free on Sunday?', writtenAt: '2025-04-14T04:15:00.000Z', status: 'queued' },
    ]);
    expect(calls.map((c) => c.message.key)).toEqual(['key-1']);
    calls[0]!.resolve({ id: 'm-1' });
    await isIn('idle');
    expect(context().outbox).toEqual([]);
    expect(delivered).toEqual([{ type: 'message.delivered', message: expect.objectContaining({ key: 'key-1' }), output: { id: 'm-1' } }]);
  });

  it('ignores a blank message', () => {
    const { context, write } = start();
    write('   ');
    expect(context().outbox).toEqual([]);
  });

  it('sends one message at a time, oldest first', async () => {
    const { calls, write, outbox } = start();
    write('first');
    write('second');
    expect(calls).toHaveLength(1);
    calls[0]!.resolve({});
    await waitFor(outbox(), () => calls.length === 2);
    expect(calls.map((c) => c.message.body)).toEqual(['first', 'second']);
  });
});

describe('message outbox: offline and retries', () => {
  it('keeps messages written offline and sends each once, in order, when the network returns', async () => {
    const { actor, calls, context, write, isIn, outbox } = start({ online: false });
    write('one');
    write('two');
    expect(outbox().getSnapshot().value).toBe('offline');
    expect(calls).toHaveLength(0);
    expect(context().outbox.map((m) => m.status)).toEqual(['queued', 'queued']);

    actor.send({ type: 'network.online' });
    expect(calls.map((c) => c.message.key)).toEqual(['key-1']);
    calls[0]!.resolve({});
    await waitFor(outbox(), () => calls.length === 2);
    expect(calls[1]!.message.key).toBe('key-2');
    calls[1]!.resolve({});
    await isIn('idle');
    expect(context().outbox).toEqual([]);
    expect(calls).toHaveLength(2);
  });

  it('sends what an earlier visit left, with the keys it had', () => {
    const left: OutboxMessage = { key: 'restored-key', conversationId: 'conv-2', body: 'From before the reload', writtenAt: '2025-04-14T04:00:00.000Z', status: 'queued' };
    const { calls } = start({ outbox: [left] });
    expect(calls.map((c) => c.message)).toEqual([left]);
  });

  it('retries a lost answer with the same key after a growing pause', async () => {
    const { clock, calls, write, isIn, context } = start();
    write('hello');
    calls[0]!.reject(networkDown());
    await isIn('waiting');
    expect(context().failures).toBe(1);

    clock.increment(OUTBOX_RETRY_BASE_MS - 1);
    expect(calls).toHaveLength(1);
    clock.increment(1);
    expect(calls.map((c) => c.message.key)).toEqual(['key-1', 'key-1']);

    calls[1]!.reject(new RequestFailure('Server error', 'http', 503));
    await isIn('waiting');
    clock.increment(2 * OUTBOX_RETRY_BASE_MS - 1);
    expect(calls).toHaveLength(2);
    clock.increment(1);
    expect(calls).toHaveLength(3);
  });

  it('retries at once when the network returns during the pause', async () => {
    const { actor, calls, write, isIn } = start();
    write('hello');
    calls[0]!.reject(networkDown());
    await isIn('waiting');
    actor.send({ type: 'network.online' });
    expect(calls.map((c) => c.message.key)).toEqual(['key-1', 'key-1']);
  });

  it('stops sending when the device goes offline', async () => {
    const { actor, calls, write, outbox } = start();
    write('hello');
    actor.send({ type: 'network.offline' });
    expect(outbox().getSnapshot().value).toBe('offline');
    actor.send({ type: 'network.online' });
    expect(calls.map((c) => c.message.key)).toEqual(['key-1', 'key-1']);
  });
});

describe('message outbox: refused messages', () => {
  it('marks a refused message failed with the server\'s words, goes on with the next, and lets the employer retry or discard it', async () => {
    const { actor, calls, notes, context, write, isIn, outbox } = start();
    write('refused one');
    write('next one');
    calls[0]!.reject(refused());
    await waitFor(outbox(), () => calls.length === 2);
    expect(context().outbox[0]).toMatchObject({ key: 'key-1', status: 'failed', error: 'This field may not be blank.' });
    expect(notes).toEqual([{ type: 'notify', kind: 'error', message: t('outbox.notSent'), description: 'This field may not be blank.' }]);
    expect(calls[1]!.message.key).toBe('key-2');

    // A retry while another message is in flight does not change which one the answer confirms.
    actor.send({ type: 'outbox.retry', key: 'key-1' });
    calls[1]!.resolve({});
    await waitFor(outbox(), () => calls.length === 3);
    expect(calls[2]!.message).toMatchObject({ key: 'key-1', body: 'refused one' });
    expect(context().outbox.map((m) => m.key)).toEqual(['key-1']);

    calls[2]!.reject(refused());
    await isIn('idle');
    actor.send({ type: 'outbox.discard', key: 'key-1' });
    expect(context().outbox).toEqual([]);
  });

  it('discards only failed messages', () => {
    const { actor, context, write } = start({ online: false });
    write('pending');
    actor.send({ type: 'outbox.discard', key: 'key-1' });
    expect(context().outbox).toHaveLength(1);
  });
});
