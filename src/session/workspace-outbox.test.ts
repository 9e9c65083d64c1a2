import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { createApiClient } from '@/api/client';
import type { OutboxStore } from '@/session/outbox-store';
import { fromLegacyMessage, startWorkspaceOutbox, type NewWrite, type WorkspaceOutbox, type WorkspaceWrite } from '@/session/workspace-outbox';

const shortlist: NewWrite = {
  kind: 'application.status',
  resource: 'application:a1',
  request: { method: 'PATCH', path: '/api/applications/{id}/status/', params: { path: { id: 'a1' } }, body: { status: 'shortlisted', expected_status: 'applied' } },
  label: 'Sita Shrestha',
  invalidate: [['pipeline']],
};

/** A store in memory that remembers every save. */
function memoryStore(items: WorkspaceWrite[] = []): OutboxStore<WorkspaceWrite> & { saves: WorkspaceWrite[][] } {
  const saves: WorkspaceWrite[][] = [];
  return { saves, load: async () => items, save: async (next) => void saves.push([...next]) };
}

const started: WorkspaceOutbox[] = [];
afterEach(() => started.splice(0).forEach((outbox) => outbox.stop()));

async function start(server: (request: Request) => Response | Promise<Response>, store = memoryStore()) {
  const requests: Request[] = [];
  const api = createApiClient({
    baseUrl: 'http://portal.test',
    fetch: async (request) => {
      requests.push(request.clone());
      return server(request);
    },
  });
  const outbox = await startWorkspaceOutbox({ api, userId: 'u1', store });
  started.push(outbox);
  return { outbox, requests, store };
}

describe('workspace outbox', () => {
  it('sends a write through the API client with its Idempotency-Key and answers with the server copy', async () => {
    const { outbox, requests, store } = await start(() => Response.json({ id: 'a1', status: 'shortlisted' }));
    const outcome = await outbox.enqueue(shortlist);
    expect(outcome).toMatchObject({ type: 'delivered', output: { id: 'a1', status: 'shortlisted' } });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe('PATCH');
    expect(new URL(requests[0]!.url).pathname).toBe('/api/applications/a1/status/');
    expect(requests[0]!.headers.get('Idempotency-Key')).toBe(outcome.key);
    expect(await requests[0]!.json()).toEqual({ status: 'shortlisted', expected_status: 'applied' });
    // Kept while it was on its way, gone once the server had it.
    expect(store.saves.at(0)?.map((write) => write.key)).toEqual([outcome.key]);
    expect(store.saves.at(-1)).toEqual([]);
  });

  it('without an answer keeps the write, says it is queued, and sends it again with the same key', async () => {
    let up = false;
    const { outbox, requests } = await start(() => {
      if (!up) throw new TypeError('Failed to fetch');
      return Response.json({ id: 'a1', status: 'shortlisted' });
    });
    const outcome = await outbox.enqueue(shortlist);
    expect(outcome.type).toBe('queued');
    up = true;
    outbox.actor.send({ type: 'network.online' });
    await waitFor(outbox.actor, (snapshot) => snapshot.context.items.length === 0);
    expect(requests.map((request) => request.headers.get('Idempotency-Key'))).toEqual([outcome.key, outcome.key]);
  });

  it('keeps a conflict with the current state; applying mine again sends the new expected status with a new key', async () => {
    let calls = 0;
    const { outbox, requests } = await start(() => (++calls === 1
      ? Response.json({ detail: 'Changed meanwhile.', current_status: 'interview', application: { id: 'a1', status: 'interview' } }, { status: 409 })
      : Response.json({ id: 'a1', status: 'shortlisted' })));
    const outcome = await outbox.enqueue(shortlist);
    expect(outcome.type).toBe('refused');
    const [failed] = outbox.actor.getSnapshot().context.items;
    expect(failed).toMatchObject({ key: outcome.key, status: 'failed', conflict: { current_status: 'interview' } });
    outbox.resend(outcome.key, { status: 'shortlisted', expected_status: 'interview' });
    await waitFor(outbox.actor, (snapshot) => snapshot.context.items.length === 0);
    expect(await requests[1]!.json()).toEqual({ status: 'shortlisted', expected_status: 'interview' });
    expect(requests[1]!.headers.get('Idempotency-Key')).not.toBe(outcome.key);
  });

  it('sends what an earlier visit left, on start', async () => {
    const left: WorkspaceWrite = { ...shortlist, key: '5b0e7a9e-8d53-4c3e-9d2e-0f6a1c2b3d4e', createdAt: '2026-01-01T00:00:00.000Z' };
    const { outbox, requests } = await start(() => Response.json({ id: 'a1', status: 'shortlisted' }), memoryStore([left]));
    await waitFor(outbox.actor, (snapshot) => snapshot.context.items.length === 0);
    expect(requests.map((request) => request.headers.get('Idempotency-Key'))).toEqual([left.key]);
  });

  it('sends a message the older conversation outbox kept, once, with its key as the client key', async () => {
    const old = { key: '0d3c1f9e-2a4b-4c5d-8e6f-7a8b9c0d1e2f', conversationId: 'c1', body: 'Namaste!', writtenAt: '2026-01-01T00:00:00.000Z', status: 'queued' };
    const failed = { ...old, key: '1e4d2a0f-3b5c-4d6e-9f7a-8b9c0d1e2f3a', status: 'failed', error: 'Too long' };
    const moved = [fromLegacyMessage(old), fromLegacyMessage(failed), fromLegacyMessage({ nonsense: true })];
    expect(moved[2]).toBeNull();
    expect(moved[1]).toMatchObject({ kind: 'message.send', status: 'failed', error: 'Too long' });
    const { outbox, requests } = await start(() => Response.json({ id: 'm1' }, { status: 201 }), memoryStore(moved.filter((write) => write !== null)));
    await waitFor(outbox.actor, (snapshot) => snapshot.context.items.length === 1);
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]!.url).pathname).toBe('/api/employer/conversations/c1/messages/');
    expect(requests[0]!.headers.get('Idempotency-Key')).toBe(old.key);
    expect(await requests[0]!.json()).toEqual({ body: 'Namaste!', client_key: old.key });
    // The refused one stays, failed, until the employer retries or discards it.
    expect(outbox.actor.getSnapshot().context.items).toMatchObject([{ key: failed.key, status: 'failed' }]);
  });

  it('sends a queued form as multipart, and counts a listed error status as done', async () => {
    const { outbox, requests } = await start((request) => (request.method === 'DELETE' ? Response.json({ detail: 'Not found.' }, { status: 404 }) : Response.json({ id: 't1' })));
    const reply = await outbox.enqueue({
      kind: 'support.reply', resource: 'ticket:t1', label: 'Ticket #1', invalidate: [['support']],
      request: { method: 'POST', path: '/api/employer/support/tickets/{id}/replies/', params: { path: { id: 't1' } }, body: { message: 'Thank you' }, form: true },
    });
    expect(reply.type).toBe('delivered');
    expect(requests[0]!.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect((await requests[0]!.formData()).get('message')).toBe('Thank you');
    const removal = await outbox.enqueue({
      kind: 'saved.remove', resource: 'saved:s1', label: 'Sita', invalidate: [['saved']],
      request: { method: 'DELETE', path: '/api/employer/saved-applicants/{id}/remove/', params: { path: { id: 's1' } }, done: [404] },
    });
    expect(removal).toMatchObject({ type: 'delivered', output: null });
  });
});
