import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/api/client';
import { takeWorkerOutcomes } from '@/pwa/outbox-db';
import { outboxStore } from '@/session/outbox-store';
import { isWorkspaceWrite, startWorkspaceOutbox, type WorkspaceOutbox, type WorkspaceWrite } from '@/session/workspace-outbox';
import { SendLater, sendWaitingWrites, type SenderOptions } from './outbox-sender';

let n = 0;
const account = () => `user-${++n}`;
const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5';

const write = (key: string, resource: string, body: unknown = { status: 'shortlisted', expected_status: 'applied' }): WorkspaceWrite => ({
  key,
  kind: 'application.status',
  resource,
  request: { method: 'PATCH', path: '/api/applications/{id}/status/', params: { path: { id: resource.split(':')[1]! } }, body },
  createdAt: '2026-11-26T00:00:00.000Z',
  label: `Applicant ${key}`,
  invalidate: [['pipeline']],
});

/** The account's items as the page would keep them. */
async function keep(userId: string, items: WorkspaceWrite[]) {
  await outboxStore({ name: 'workspace', userId, isItem: isWorkspaceWrite }).save(items);
}
const kept = (userId: string) => outboxStore({ name: 'workspace', userId, isItem: isWorkspaceWrite }).load();

/** A Web Locks stand-in that records which lock each request was sent under. */
function fakeLocks() {
  const held: string[] = [];
  const locks = {
    async request(name: string, work: () => Promise<unknown>) {
      held.push(name);
      try {
        return await work();
      } finally {
        held.splice(held.indexOf(name), 1);
      }
    },
  };
  return { held, locks: locks as unknown as LockManager };
}

function worker(userId: string, server: (request: Request) => Response | Promise<Response>, extra: Partial<SenderOptions> = {}) {
  const requests: { request: Request; locks: string[] }[] = [];
  const { held, locks } = fakeLocks();
  const options: SenderOptions = {
    session: { token: TOKEN, userId },
    origin: 'http://portal.test',
    locks,
    now: () => requests.length,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      requests.push({ request: request.clone(), locks: [...held] });
      return server(request);
    },
    ...extra,
  };
  return { requests, run: () => sendWaitingWrites(options) };
}

describe("the service worker's send loop", () => {
  it('sends the waiting writes oldest first, each with its key under its lock, and removes what was delivered', async () => {
    const userId = account();
    await keep(userId, [write('k-1', 'application:a1'), write('k-2', 'application:a2')]);
    const { requests, run } = worker(userId, () => Response.json({ id: 'a', status: 'shortlisted' }));

    expect(await run()).toEqual({ sent: ['k-1', 'k-2'], refused: [] });

    expect(requests.map(({ request }) => new URL(request.url).pathname)).toEqual([
      '/api/applications/a1/status/', '/api/applications/a2/status/',
    ]);
    const [first] = requests;
    expect(first!.request.method).toBe('PATCH');
    expect(first!.request.headers.get('Idempotency-Key')).toBe('k-1');
    expect(first!.request.headers.get('Authorization')).toBe(`Token ${TOKEN}`);
    expect(first!.request.headers.get('Content-Type')).toBe('application/json');
    expect(await first!.request.json()).toEqual({ status: 'shortlisted', expected_status: 'applied' });
    expect(requests.map(({ locks }) => locks)).toEqual([['jagir-outbox:k-1'], ['jagir-outbox:k-2']]);
    expect(await kept(userId)).toEqual([]);
    // The next page of this account is told, once, in the order they were sent.
    const outcomes = await takeWorkerOutcomes('workspace', userId);
    expect(outcomes.map(({ outcome, item }) => [outcome, (item as WorkspaceWrite).key])).toEqual([['sent', 'k-1'], ['sent', 'k-2']]);
    expect(await takeWorkerOutcomes('workspace', userId)).toEqual([]);
  });

  it("marks a refusal failed with the server's words; the resource's later writes wait, others go", async () => {
    const userId = account();
    await keep(userId, [write('k-1', 'application:a1'), write('k-2', 'application:a1'), write('k-3', 'application:a2')]);
    const { requests, run } = worker(userId, (request) => (request.headers.get('Idempotency-Key') === 'k-1'
      ? Response.json({ status: ['"offered" is not a valid choice.'] }, { status: 400 })
      : Response.json({ id: 'a2' })));

    expect(await run()).toEqual({ sent: ['k-3'], refused: ['k-1'] });
    expect(requests.map(({ request }) => request.headers.get('Idempotency-Key'))).toEqual(['k-1', 'k-3']);
    expect(await kept(userId)).toMatchObject([
      { key: 'k-1', status: 'failed', error: '"offered" is not a valid choice.' },
      { key: 'k-2' },
    ]);
    expect((await kept(userId))[1]!.status).toBeUndefined();
    const outcomes = await takeWorkerOutcomes('workspace', userId);
    expect(outcomes).toMatchObject([{ outcome: 'refused', reason: '"offered" is not a valid choice.' }, { outcome: 'sent' }]);
  });

  it('keeps a 409 conflict with the current state, as the page would', async () => {
    const userId = account();
    await keep(userId, [write('k-1', 'application:a1')]);
    const current = { detail: 'This application was moved by someone else.', application: { id: 'a1', status: 'interview' } };
    const { run } = worker(userId, () => Response.json(current, { status: 409 }));

    expect(await run()).toEqual({ sent: [], refused: ['k-1'] });
    expect(await kept(userId)).toMatchObject([
      { key: 'k-1', status: 'failed', error: 'This application was moved by someone else.', conflict: current },
    ]);
  });

  it.each([
    ['no network', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a server error', () => new Response('down', { status: 503 })],
    ['too many requests', () => new Response('slow down', { status: 429 })],
    ['a key still in progress', () => Response.json({ detail: 'Still processing.' }, { status: 409, headers: { 'Retry-After': '1' } })],
  ])('on %s rejects, so the browser syncs again later, and keeps every write queued', async (_, answer) => {
    const userId = account();
    await keep(userId, [write('k-1', 'application:a1'), write('k-2', 'application:a2')]);
    const { requests, run } = worker(userId, answer);

    await expect(run()).rejects.toBeInstanceOf(SendLater);
    expect(requests).toHaveLength(1);
    expect((await kept(userId)).map((item) => [item.key, item.status])).toEqual([['k-1', undefined], ['k-2', undefined]]);
    expect(await takeWorkerOutcomes('workspace', userId)).toEqual([]);
  });

  it('on a 401 stops, forgets the token and keeps the writes for the next sign-in', async () => {
    const userId = account();
    await keep(userId, [write('k-1', 'application:a1'), write('k-2', 'application:a2')]);
    const forgotten: string[] = [];
    const { requests, run } = worker(userId, () => Response.json({ detail: 'Invalid token.' }, { status: 401 }), {
      onUnauthorized: (session) => void forgotten.push(session.token),
    });

    expect(await run()).toEqual({ sent: [], refused: [], stopped: 'unauthorized' });
    expect(requests).toHaveLength(1);
    expect(forgotten).toEqual([TOKEN]);
    expect(await kept(userId)).toHaveLength(2);
  });

  it("sends only the signed-in account's writes, and nothing when no one is signed in", async () => {
    const alice = account();
    const bob = account();
    await keep(alice, [write('alice-1', 'application:a1')]);
    await keep(bob, [write('bob-1', 'application:b1')]);
    const asBob = worker(bob, () => Response.json({}));
    expect(await asBob.run()).toEqual({ sent: ['bob-1'], refused: [] });
    expect(asBob.requests.map(({ request }) => request.headers.get('Idempotency-Key'))).toEqual(['bob-1']);
    expect(await kept(alice)).toHaveLength(1);

    const signedOut = worker(alice, () => Response.json({}), { session: null });
    expect(await signedOut.run()).toEqual({ sent: [], refused: [], stopped: 'signed-out' });
    expect(signedOut.requests).toEqual([]);
  });

  it('skips a write a page delivered while the worker waited for its lock', async () => {
    const userId = account();
    const page = outboxStore({ name: 'workspace', userId, isItem: isWorkspaceWrite });
    await page.save([write('k-1', 'application:a1'), write('k-2', 'application:a2')]);
    const { requests, run } = worker(userId, () => Response.json({}), {
      locks: {
        // The page holds k-1's lock, sends it and removes it; the worker gets the lock after.
        request: async (name: string, work: () => Promise<unknown>) => {
          if (name === 'jagir-outbox:k-1') await page.save([write('k-2', 'application:a2')]);
          return work();
        },
      } as unknown as LockManager,
    });

    expect(await run()).toEqual({ sent: ['k-2'], refused: [] });
    expect(requests.map(({ request }) => request.headers.get('Idempotency-Key'))).toEqual(['k-2']);
  });
});

describe('a page opened after the worker sent', () => {
  const started: WorkspaceOutbox[] = [];
  afterEach(() => started.splice(0).forEach((outbox) => outbox.stop()));

  it('sends nothing again, tells what was sent and shows a refusal as failed', async () => {
    const userId = account();
    await keep(userId, [write('k-1', 'application:a1'), write('k-2', 'application:a2')]);
    const { run } = worker(userId, (request) => (request.headers.get('Idempotency-Key') === 'k-2'
      ? Response.json({}, { status: 403 })
      : Response.json({})));
    await run();

    const pageRequests: Request[] = [];
    const api = createApiClient({ baseUrl: 'http://portal.test', fetch: async (request) => (pageRequests.push(request), Response.json({})) });
    const told: string[] = [];
    const outbox = await startWorkspaceOutbox({
      api,
      userId,
      onSentWhileClosed: (item) => told.push(`sent ${item.key}`),
      onRefused: (item, reason) => told.push(`refused ${item.key}: ${reason}`),
    });
    started.push(outbox);

    await vi.waitFor(() => expect(told).toHaveLength(2));
    expect(told).toEqual(['sent k-1', 'refused k-2: The server did not accept this change.']);
    expect(outbox.actor.getSnapshot().context.items).toMatchObject([
      { key: 'k-2', status: 'failed', error: 'The server did not accept this change.' },
    ]);
    expect(pageRequests).toEqual([]);
  });
});

describe('a page opened while the worker sends', () => {
  const started: WorkspaceOutbox[] = [];
  const locks = Object.getOwnPropertyDescriptor(navigator, 'locks');
  afterEach(() => {
    started.splice(0).forEach((outbox) => outbox.stop());
    if (locks) Object.defineProperty(navigator, 'locks', locks);
    else delete (navigator as { locks?: unknown }).locks;
  });

  it('waits for the lock and does not send again what the worker delivered meanwhile', async () => {
    const userId = account();
    await keep(userId, [write('k-1', 'application:a1')]);
    // The worker holds k-1's lock while the page starts: it delivers the item, then lets go.
    const { run } = worker(userId, () => Response.json({}));
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: { request: async (_name: string, work: () => Promise<unknown>) => (await run(), work()) },
    });
    const pageRequests: Request[] = [];
    const api = createApiClient({ baseUrl: 'http://portal.test', fetch: async (request) => (pageRequests.push(request), Response.json({})) });
    const delivered: string[] = [];
    const outbox = await startWorkspaceOutbox({ api, userId, onDelivered: (item) => delivered.push(item.key) });
    started.push(outbox);

    await vi.waitFor(() => expect(delivered).toEqual(['k-1']));
    expect(pageRequests).toEqual([]);
    expect(outbox.actor.getSnapshot().context.items).toEqual([]);
  });
});
