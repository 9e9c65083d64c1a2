/**
 * The signed-in account as the service worker sees it (docs/offline.md "Background Sync"): a worker cannot read
 * localStorage, where the page keeps the token, so the page keeps a copy here, in IndexedDB of the same origin (the
 * same exposure as localStorage), while it is signed in, and removes it on logout, on a 401 and when another account
 * signs in. The worker sends only the items of this account, with this token.
 *
 * Plain IndexedDB (no library): the session, which writes it, loads with the public pages too.
 */
export const WORKER_SESSION_DB_NAME = 'jagir-worker-session';
const STORE = 'session';
const KEY = 'current';

export interface WorkerSession {
  token: string;
  userId: string;
}

const isWorkerSession = (value: unknown): value is WorkerSession =>
  typeof value === 'object' && value !== null
  && typeof (value as WorkerSession).token === 'string' && typeof (value as WorkerSession).userId === 'string';

function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T> | IDBRequest): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const open = indexedDB.open(WORKER_SESSION_DB_NAME, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE);
    open.onerror = () => reject(open.error ?? new Error('IndexedDB did not open.'));
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction(STORE, mode);
      const request = work(tx.objectStore(STORE));
      tx.oncomplete = () => {
        db.close();
        resolve(request.result as T);
      };
      tx.onerror = tx.onabort = () => {
        db.close();
        reject(tx.error ?? new Error('IndexedDB transaction failed.'));
      };
    };
  });
}

const available = () => typeof indexedDB !== 'undefined';

let writes: Promise<unknown> = Promise.resolve();
/** Writes run in the order they were asked for (a sign-out right after a sign-in ends signed out). */
const inOrder = (work: () => Promise<unknown>): Promise<void> => {
  const next = writes.then(work, work);
  writes = next.catch(() => undefined);
  return next.then(() => undefined, () => undefined); // Storage blocked: the page still sends while it is open.
};

/** Keep the signed-in account for the worker (or, with null, forget it). */
export function keepWorkerSession(session: WorkerSession | null): Promise<void> {
  if (!available()) return Promise.resolve();
  return inOrder(() => run<unknown>('readwrite', (store) => (session ? store.put(session, KEY) : store.delete(KEY))));
}

export async function readWorkerSession(): Promise<WorkerSession | null> {
  if (!available()) return null;
  const value = await run<unknown>('readonly', (store) => store.get(KEY)).catch(() => null);
  return isWorkerSession(value) ? value : null;
}

/** Forget the account, but only if it is still this token (the worker's own 401 must not sign out a newer one). */
export function forgetWorkerSessionOf(token: string): Promise<void> {
  if (!available()) return Promise.resolve();
  return inOrder(async () => {
    if ((await readWorkerSession())?.token === token) await run('readwrite', (store) => store.delete(KEY));
  });
}
