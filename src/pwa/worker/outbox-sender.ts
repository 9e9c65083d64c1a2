import { REQUEST_TIMEOUT_MS } from '@/domain/constants';
import { asErrorBody, fieldMessages, textField } from '@/domain/error-body';
import { isOutboxItemKept, outboxLockName, readOutboxRecords, settleOutboxItem, type StoredItem } from '@/pwa/outbox-db';
import type { WorkerSession } from '@/pwa/worker-session';

/**
 * The service worker's side of the workspace outbox (docs/offline.md "Background Sync"): with no page of the app
 * open, it sends the signed-in account's waiting writes itself, as the page would. Oldest first, one at a time, each
 * under the Web Lock the page takes for it, with its own `Idempotency-Key`; an item waits behind an earlier failed
 * one of its resource. Delivered items leave the store and a note for the next page; refused ones stay, failed, with
 * the server's words (and a conflict's current state); a lost answer or a busy server stops the run with an error, so
 * the browser fires the sync again later.
 */

export const WORKSPACE_OUTBOX = 'workspace';

/** A write as the page queued it (`WorkspaceWrite` in src/session/workspace-outbox.ts), as far as sending needs. */
interface KeptWrite {
  key: string;
  resource?: string;
  status?: 'queued' | 'failed';
  error?: string;
  conflict?: unknown;
  request: {
    method: string;
    path: string;
    params?: { path?: Record<string, string> };
    body?: unknown;
    /** Error statuses that still mean done (a removal whose thing is already gone). */
    done?: readonly number[];
    /** Sent as a multipart form of the body's text fields. */
    form?: true;
  };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isKeptWrite(value: unknown): value is KeptWrite {
  return isObject(value) && typeof value.key === 'string' && isObject(value.request)
    && typeof value.request.method === 'string' && typeof value.request.path === 'string';
}

export interface SenderOptions {
  /** The signed-in account (src/pwa/worker-session.ts); without one nothing is sent. */
  session: WorkerSession | null;
  fetch: typeof fetch;
  /** The app's origin; the API is on it, under /api/. */
  origin: string;
  locks?: LockManager;
  /** The server said the token is no longer valid. */
  onUnauthorized?: (session: WorkerSession) => Promise<void> | void;
  now?: () => number;
}

export interface SenderResult {
  /** Keys delivered, in the order they were sent. */
  sent: string[];
  /** Keys the server refused (now failed in the store). */
  refused: string[];
  /** Why the run ended before the last item. */
  stopped?: 'signed-out' | 'unauthorized';
}

/** Thrown when a write could not be delivered now (no network, a timeout, 408, 429, 5xx, a key still in progress). */
export class SendLater extends Error {
  override readonly name = 'SendLater';
}

/** An operation path (`/api/employer/jobs/{id}/`) with its parameters filled in. */
export function requestUrl(origin: string, request: KeptWrite['request']): string {
  const path = request.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(request.params?.path?.[name] ?? ''));
  return new URL(path, origin).toString();
}

/** The server's words for a refusal: the same fields, in the same order, the page reads first. */
export function refusalWords(body: unknown): string | undefined {
  const error = asErrorBody(body);
  if (!error) return typeof body === 'string' && body.trim() ? body.trim() : undefined;
  const first = fieldMessages(error, 'non_field_errors')[0] ?? textField(error, 'detail') ?? textField(error, 'message') ?? textField(error, 'error');
  if (first) return first;
  for (const field of Object.keys(error)) {
    const messages = fieldMessages(error, field);
    if (messages.length) return messages.join(' ');
  }
  return undefined;
}

/** A 409's body naming more than a detail: the resource as it is now on the server. */
const conflictOf = (status: number, body: unknown): unknown =>
  status === 409 && isObject(body) && Object.keys(body).some((name) => name !== 'detail') ? body : undefined;

const isTransient = (response: Response) =>
  response.status === 408 || response.status === 429 || response.status >= 500
  || (response.status === 409 && response.headers.has('Retry-After'));

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return text;
  }
}

function formOf(body: unknown): FormData {
  const form = new FormData();
  if (isObject(body)) for (const [name, value] of Object.entries(body)) if (typeof value === 'string') form.append(name, value);
  return form;
}

type Attempt = { type: 'sent' } | { type: 'refused'; status: number; body: unknown } | { type: 'unauthorized' } | { type: 'gone' };

/** Sends every waiting write of the signed-in account; resolves with what happened, or rejects with `SendLater`. */
export async function sendWaitingWrites(options: SenderOptions): Promise<SenderResult> {
  const result: SenderResult = { sent: [], refused: [] };
  const { session } = options;
  if (!session) return { ...result, stopped: 'signed-out' };
  const now = options.now ?? Date.now;
  const ofAccount = (records: StoredItem[]) => records.map((record) => record.item).filter(isKeptWrite);
  const blocked = new Set<string>();

  const attempt = async (write: KeptWrite): Promise<Attempt> => {
    // A page may have sent, changed or discarded it since the list was read: only what is still kept goes.
    if (!(await isOutboxItemKept(WORKSPACE_OUTBOX, session.userId, write.key))) return { type: 'gone' };
    const headers: Record<string, string> = {
      Authorization: `Token ${session.token}`,
      'Idempotency-Key': write.key,
      'X-Requested-With': 'XMLHttpRequest',
      'Cache-Control': 'no-cache',
      Accept: 'application/json',
    };
    let body: BodyInit | undefined;
    if (write.request.form) body = formOf(write.request.body);
    else if (write.request.body !== undefined) {
      body = JSON.stringify(write.request.body);
      headers['Content-Type'] = 'application/json';
    }
    let response: Response;
    try {
      response = await options.fetch(requestUrl(options.origin, write.request), {
        method: write.request.method, headers, body, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch {
      throw new SendLater(`No answer for ${write.key}.`);
    }
    if (response.ok || write.request.done?.includes(response.status)) return { type: 'sent' };
    if (response.status === 401) return { type: 'unauthorized' };
    if (isTransient(response)) throw new SendLater(`${response.status} for ${write.key}.`);
    return { type: 'refused', status: response.status, body: await bodyOf(response) };
  };

  /** Sends one write and records what came of it, both under its lock, so a page that takes the lock next sees it. */
  const sendAndSettle = async (write: KeptWrite): Promise<Attempt> => {
    const outcome = await attempt(write);
    if (outcome.type === 'sent') {
      await settleOutboxItem(WORKSPACE_OUTBOX, session.userId, write.key, null, { outcome: 'sent', item: write, at: now() });
    } else if (outcome.type === 'refused') {
      const reason = refusalWords(outcome.body);
      const conflict = conflictOf(outcome.status, outcome.body);
      const failed: KeptWrite = {
        ...write, status: 'failed', ...(reason === undefined ? {} : { error: reason }), ...(conflict === undefined ? {} : { conflict }),
      };
      await settleOutboxItem(WORKSPACE_OUTBOX, session.userId, write.key, failed, {
        outcome: 'refused', item: failed, at: now(), ...(reason === undefined ? {} : { reason }),
      });
    }
    return outcome;
  };

  for (const candidate of ofAccount(await readOutboxRecords(WORKSPACE_OUTBOX, session.userId))) {
    if (candidate.status === 'failed') {
      if (candidate.resource !== undefined) blocked.add(candidate.resource);
      continue;
    }
    if (candidate.resource !== undefined && blocked.has(candidate.resource)) continue;
    const run = () => sendAndSettle(candidate);
    const outcome = await (options.locks ? options.locks.request(outboxLockName(candidate.key), run) : run());
    if (outcome.type === 'unauthorized') {
      await options.onUnauthorized?.(session);
      return { ...result, stopped: 'unauthorized' };
    }
    if (outcome.type === 'sent') result.sent.push(candidate.key);
    if (outcome.type === 'refused') {
      result.refused.push(candidate.key);
      if (candidate.resource !== undefined) blocked.add(candidate.resource);
    }
  }
  return result;
}
