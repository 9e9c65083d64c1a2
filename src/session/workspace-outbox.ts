import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import type { ApiClient } from '@/api/client';
import type { components } from '@/api/schema.gen';
import { dataOrThrow } from '@/api/answer';
import { failureFromThrown } from '@/api/error-text';
import { t } from '@/domain/i18n/i18n';
import { outboxMachine, type OutboxItem } from '@/machines/outbox.machine';
import type { SwipeDecision } from '@/machines/swipe.machine';
import { OUTBOX_FLUSH, OUTBOX_FLUSHING, requestBackgroundSync } from '@/pwa/background-sync';
import { isOutboxItemKept, outboxLockName, takeWorkerOutcomes } from '@/pwa/outbox-db';
import { isOnline, watchOnlineStatus } from '@/pwa/online-status';
import { outboxStore, type OutboxStore } from '@/session/outbox-store';

/**
 * The workspace's one outbox (docs/offline.md "Writing offline"): every write the employer makes is an item here,
 * kept in IndexedDB per account and sent through the API client with its `Idempotency-Key`, oldest first and in order
 * per resource, so a write whose answer was lost is applied once when it is sent again.
 */

/** The write kinds the outbox carries; a new kind is added here and given its texts in `outbox.kind.*`. */
export const WRITE_KINDS = [
  'job.create', 'job.update', 'job.status', 'application.status',
  'saved.save', 'saved.note', 'saved.remove', 'event.create', 'event.update',
  'support.create', 'support.reply', 'support.close',
  'settings.company', 'settings.hr', 'settings.notifications', 'settings.billing', 'message.send', 'swipe.decision',
  'comment.create',
] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];

type SwipeDecisionRequest = components['schemas']['SwipeDecisionRequest'];

/** A request as the API client makes it: operation path (as in openapi/openapi.yaml), path parameters and body. */
export interface WriteRequest {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  params?: { path?: Record<string, string> };
  body?: unknown;
  /** Error statuses that still mean done, answered with no data (a removal whose thing is already gone: 404). */
  done?: readonly number[];
  /** Sent as a multipart form of the body's text fields (operations that take files; queued writes carry none). */
  form?: true;
}

export interface WorkspaceWrite extends OutboxItem {
  kind: WriteKind;
  /** What it changes, `job:<id>`, `application:<id>`; a new job is `job:new:<key>`. */
  resource: string;
  request: WriteRequest;
  /** When it was written (ISO). */
  createdAt: string;
  /** How the user knows the thing it changes (a job's title, an applicant's name), for lists and messages. */
  label: string;
  /** Query keys (prefixes) to load again once the server has it. */
  invalidate: readonly (readonly (string | null)[])[];
  /** What the screen that made it needs to show it while it waits (a swipe decision's card and kind). */
  detail?: unknown;
}

/** What a write turns into as the user sees it. */
export type WriteStatus = 'queued' | 'sending' | 'failed';
export type WorkspaceWriteView = Omit<WorkspaceWrite, 'status'> & { status: WriteStatus };

/** What `enqueue` learns first: the server's answer, its refusal, or that the write waits on the device. */
export type EnqueueOutcome =
  | { type: 'delivered'; key: string; output: unknown }
  | { type: 'refused'; key: string; error: unknown; reason: string }
  | { type: 'queued'; key: string };

/** A write to queue; `key` only where the body carries it too (a message's `client_key`), else a new one is made. */
export type NewWrite = Omit<WorkspaceWrite, 'key' | 'status' | 'error' | 'conflict' | 'createdAt'> & { key?: string };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function isWorkspaceWrite(value: unknown): value is WorkspaceWrite {
  if (!isObject(value) || !isObject(value.request)) return false;
  return typeof value.key === 'string' && (WRITE_KINDS as readonly unknown[]).includes(value.kind)
    && typeof value.resource === 'string' && typeof value.request.path === 'string'
    && typeof value.request.method === 'string' && typeof value.createdAt === 'string' && typeof value.label === 'string'
    && Array.isArray(value.invalidate);
}

/** A message as the conversation page's own outbox kept it in localStorage before it moved onto this one. */
interface LegacyMessage {
  key: string;
  conversationId: string;
  body: string;
  writtenAt: string;
  status: 'queued' | 'failed';
  error?: string;
}

const isLegacyMessage = (value: unknown): value is LegacyMessage => isObject(value) && typeof value.key === 'string'
  && typeof value.conversationId === 'string' && typeof value.body === 'string' && typeof value.writtenAt === 'string';

/** Where the conversation page kept its messages, per account. */
export const legacyMessageKey = (userId: string) => `jagir.messageOutbox.${userId}`;

/** A message, as the workspace outbox sends it: its key is its `client_key` too, so the server stores it once. */
export function messageWrite(conversationId: string, body: string, key: string): NewWrite & { key: string } {
  const text = body.length > 40 ? `${body.slice(0, 40)}…` : body;
  return {
    key,
    kind: 'message.send',
    resource: `conversation:${conversationId}`,
    request: {
      method: 'POST', path: '/api/employer/conversations/{id}/messages/', params: { path: { id: conversationId } },
      body: { body, client_key: key },
    },
    label: t('outbox.messageLabel', { text }),
    invalidate: [['messages']],
  };
}

/** An older version's waiting message, moved in with its key, its time and its refusal. */
export function fromLegacyMessage(value: unknown): WorkspaceWrite | null {
  if (!isLegacyMessage(value)) return null;
  return {
    ...messageWrite(value.conversationId, value.body, value.key),
    createdAt: value.writtenAt,
    ...(value.status === 'failed' ? { status: 'failed' as const, error: value.error ?? t('outbox.refusedFallback') } : {}),
  };
}

/** Where the swipe deck kept its decisions, per account. */
export const legacyDecisionKey = (userId: string) => `jagir.swipeOutbox.${userId}`;

/** The API's request for a deck decision: right = shortlist/save, left = pass, undo = take one back. */
export function decisionRequest(decision: SwipeDecision): SwipeDecisionRequest {
  const kind = decision.kind === 'undo' ? 'undo' : decision.kind === 'pass' ? 'left' : 'right';
  return {
    key: decision.key,
    kind,
    mode: decision.mode,
    candidate: decision.jobSeekerId,
    job: decision.jobId,
    ...(decision.reason ? { reason: decision.reason } : {}),
    ...(decision.undoes ? { undoes: decision.undoes.key } : {}),
  };
}

/**
 * A deck decision as the workspace outbox sends it: its key is its body's `key` too. One resource per card, so a
 * take-back goes after the decision it undoes; what it changes (the pipeline or the saved list) is loaded again.
 */
export function swipeWrite(decision: SwipeDecision): NewWrite & { key: string } {
  return {
    key: decision.key,
    kind: 'swipe.decision',
    resource: `swipe:${decision.cardId}`,
    request: { method: 'POST', path: '/api/employer/swipe/decisions/', body: decisionRequest(decision) },
    label: decision.candidateName,
    invalidate: decision.mode === 'applicants' ? [['pipeline', decision.jobId]] : [['saved'], ['candidates', 'search']],
    detail: decision,
  };
}

const isLegacyDecision = (value: unknown): value is SwipeDecision => isObject(value) && typeof value.key === 'string'
  && typeof value.kind === 'string' && typeof value.cardId === 'string' && typeof value.jobSeekerId === 'string'
  && typeof value.mode === 'string' && typeof value.candidateName === 'string';

/** An older version's waiting decision, moved in with its key. */
export function fromLegacyDecision(value: unknown): WorkspaceWrite | null {
  if (!isLegacyDecision(value)) return null;
  return { ...swipeWrite(value), createdAt: new Date().toISOString() };
}

type LooseClient = {
  request: (method: string, path: string, init: Record<string, unknown>) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
};

/** A multipart form of a body's text fields. */
const formOf = (body: Record<string, unknown>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) if (typeof value === 'string') form.append(name, value);
  return form;
};

/**
 * Sends one write with its key through the one API client. A 204 counts as delivered with no data.
 * `stillWaiting`, asked under the lock, says no when the service worker delivered it meanwhile: then it is not sent
 * again and counts as delivered with no data.
 */
export function sendWrite(api: ApiClient, write: WorkspaceWrite, stillWaiting?: () => Promise<boolean>): Promise<unknown> {
  const send = async () => {
    if (stillWaiting && !(await stillWaiting().catch(() => true))) return null;
    try {
      const answer = await (api as unknown as LooseClient).request(write.request.method, write.request.path, {
        ...(write.request.params ? { params: write.request.params } : {}),
        ...(write.request.body === undefined ? {} : { body: write.request.body }),
        ...(write.request.form ? { bodySerializer: formOf } : {}),
        headers: { 'Idempotency-Key': write.key },
      });
      if (answer.response.status === 204 || write.request.done?.includes(answer.response.status)) return null;
      return dataOrThrow(answer);
    } catch (thrown) {
      throw failureFromThrown(thrown);
    }
  };
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(outboxLockName(write.key), send) : send();
}

export type WorkspaceOutboxActor = ActorRefFrom<typeof outboxMachine>;

export interface WorkspaceOutbox {
  actor: WorkspaceOutboxActor;
  /** Queues a write with a new key and tells how its first attempt went. */
  enqueue(write: NewWrite): Promise<EnqueueOutcome>;
  retry(key: string): void;
  discard(key: string): void;
  /** After a conflict: the user's change again, with `body` and a new key, in the failed item's place. */
  resend(key: string, body: unknown): void;
  /** Takes a write back: forgotten if never sent, else `replacement` (a write that undoes it) is queued. */
  withdraw(key: string, replacement: NewWrite & { key: string }): void;
  stop(): void;
}

/** The items as the user sees them: the one in flight is sending. */
export function writesOf(snapshot: ReturnType<WorkspaceOutboxActor['getSnapshot']>): WorkspaceWriteView[] {
  const { items, inFlight } = snapshot.context;
  return (items as WorkspaceWrite[]).map((item) => ({
    ...item,
    status: item.status === 'failed' ? 'failed' : item.key === inFlight && snapshot.matches('sending') ? 'sending' : 'queued',
  }));
}

export const newKey = () => crypto.randomUUID();

/**
 * Starts the workspace outbox of one account: loads what is kept, sends, keeps every change, and listens to the
 * network and to the service worker's Background Sync. `store` defaults to IndexedDB.
 */
export async function startWorkspaceOutbox(options: {
  api: ApiClient;
  userId: string;
  store?: OutboxStore<WorkspaceWrite>;
  /** `answered`: a screen was waiting for this write's answer (and shows it itself). */
  onDelivered?: (write: WorkspaceWrite, output: unknown, answered: boolean) => void;
  /** Only for writes no screen is waiting for (sent later). */
  onRefused?: (write: WorkspaceWrite, reason: string) => void;
  /** A write the service worker delivered while no page was open (Background Sync). */
  onSentWhileClosed?: (write: WorkspaceWrite) => void;
}): Promise<WorkspaceOutbox> {
  const kept = !options.store;
  const store = options.store ?? outboxStore({
    name: 'workspace', userId: options.userId, isItem: isWorkspaceWrite,
    legacy: [
      { key: legacyMessageKey(options.userId), convert: fromLegacyMessage },
      { key: legacyDecisionKey(options.userId), convert: fromLegacyDecision },
    ],
  });
  // What the service worker refused while the app was closed is failed without words of its own when the server
  // gave none: it says what the page would.
  const items = (await store.load().catch(() => [])).map((item) =>
    (item.status === 'failed' && !item.error ? { ...item, error: t('outbox.writeRefused') } : item));
  // Items from earlier may be sent by the service worker while this page waits for their lock: ask the store then.
  const loaded = new Set(kept ? items.map((item) => item.key) : []);
  const stillWaiting = (key: string) => (loaded.has(key) ? () => isOutboxItemKept('workspace', options.userId, key) : undefined);
  const waiting = new Map<string, (outcome: EnqueueOutcome) => void>();
  const machine = outboxMachine.provide({
    actors: {
      sendItem: fromPromise<unknown, OutboxItem>(({ input }) => sendWrite(options.api, input as WorkspaceWrite, stillWaiting(input.key))),
    },
  });
  const actor = createActor(machine, {
    input: { items, online: isOnline(), keepRefused: { fallback: t('outbox.writeRefused') } },
  });

  const settle = (key: string, outcome: EnqueueOutcome) => {
    waiting.get(key)?.(outcome);
    waiting.delete(key);
  };
  actor.on('outbox.delivered', ({ item, output }) => {
    const answered = waiting.has(item.key);
    settle(item.key, { type: 'delivered', key: item.key, output });
    options.onDelivered?.(item as WorkspaceWrite, output, answered);
  });
  actor.on('outbox.refused', ({ item, error, reason }) => {
    const answered = waiting.has(item.key);
    settle(item.key, { type: 'refused', key: item.key, error, reason });
    // A screen waiting for its own write shows the refusal itself.
    if (!answered) options.onRefused?.(item as WorkspaceWrite, reason);
  });

  let saved = actor.getSnapshot().context.items as readonly OutboxItem[];
  const subscription = actor.subscribe((snapshot) => {
    if (snapshot.context.items !== saved) {
      saved = snapshot.context.items;
      void store.save(saved as WorkspaceWrite[]).catch(() => undefined);
    }
    // A write still here once the outbox waits (offline, or retrying later) is kept for later.
    if (snapshot.matches('offline') || snapshot.matches('waiting')) {
      for (const key of [...waiting.keys()]) {
        if (snapshot.context.items.some((item) => item.key === key)) settle(key, { type: 'queued', key });
      }
      if (snapshot.context.items.length) requestBackgroundSync();
    }
  });
  const unwatch = watchOnlineStatus((online) => actor.send({ type: online ? 'network.online' : 'network.offline' }));
  // The service worker's Background Sync asks open pages to send what waits; this page answers that it does, so
  // the worker leaves the sending to it.
  const onWorkerMessage = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type !== OUTBOX_FLUSH) return;
    event.ports[0]?.postMessage({ type: OUTBOX_FLUSHING, userId: options.userId });
    if (isOnline()) actor.send({ type: 'network.online' });
  };
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
  actor.start();
  // What the service worker did while the app was closed: told once, to the account it was done for.
  if (kept) {
    void takeWorkerOutcomes('workspace', options.userId).then((outcomes) => {
      for (const { outcome, item, reason } of outcomes) {
        if (!isWorkspaceWrite(item)) continue;
        if (outcome === 'sent') options.onSentWhileClosed?.(item);
        else options.onRefused?.(item, reason ?? t('outbox.writeRefused'));
      }
    }, () => undefined);
  }

  return {
    actor,
    enqueue(write) {
      const key = write.key ?? newKey();
      const item: WorkspaceWrite = { ...write, key, createdAt: new Date().toISOString() };
      const outcome = new Promise<EnqueueOutcome>((resolve) => waiting.set(key, resolve));
      actor.send({ type: 'outbox.add', item });
      const snapshot = actor.getSnapshot();
      if (snapshot.matches('offline') || snapshot.matches('waiting')) {
        requestBackgroundSync();
        settle(key, { type: 'queued', key });
      }
      return outcome;
    },
    retry: (key) => actor.send({ type: 'outbox.retry', key }),
    discard: (key) => {
      settle(key, { type: 'queued', key });
      actor.send({ type: 'outbox.discard', key });
    },
    withdraw(key, replacement) {
      const item: WorkspaceWrite = { ...replacement, createdAt: new Date().toISOString() };
      actor.send({ type: 'outbox.withdraw', key, replacement: item });
    },
    resend(key, body) {
      const failed = (actor.getSnapshot().context.items as WorkspaceWrite[]).find((item) => item.key === key);
      if (!failed) return;
      const { status: _status, error: _error, conflict: _conflict, ...rest } = failed;
      const item: WorkspaceWrite = { ...rest, key: newKey(), createdAt: new Date().toISOString(), request: { ...failed.request, body } };
      actor.send({ type: 'outbox.replace', key, item });
    },
    stop() {
      subscription.unsubscribe();
      unwatch();
      navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
      actor.stop();
      for (const key of [...waiting.keys()]) settle(key, { type: 'queued', key });
    },
  };
}
