import { openDB, type IDBPDatabase } from 'idb';

/**
 * The IndexedDB database the outboxes keep their items in (docs/offline.md "Writing offline"), as both the page
 * (`src/session/outbox-store.ts`) and the service worker's Background Sync (`src/pwa/worker/outbox-sender.ts`) read
 * it: one record per item under `<outbox>:<user id>\0<key>`, `{ order, item }`. Beside them, under `sent:` keys,
 * what the worker did while no page was open, for the next page of that account to tell the user.
 */
export const OUTBOX_DB_NAME = 'jagir-outbox';
export const OUTBOX_STORE = 'items';

export interface StoredItem {
  order: number;
  item: unknown;
}

/** What the worker did with an item while no page of its account was open. */
export interface WorkerOutcome {
  outcome: 'sent' | 'refused';
  item: unknown;
  /** The server's words (refused only). */
  reason?: string;
  /** When (ms since the epoch). */
  at: number;
}

let opening: Promise<IDBPDatabase> | null = null;

export function outboxDatabase(): Promise<IDBPDatabase> {
  opening ??= openDB(OUTBOX_DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore(OUTBOX_STORE);
    },
    // Another tab of a newer version needs the database: let it go, and open again on the next use.
    blocking() {
      void opening?.then((db) => db.close());
      opening = null;
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** The Web Lock a send holds, so a page, another tab and the service worker never send one item at once. */
export const outboxLockName = (key: string) => `jagir-outbox:${key}`;

/** The prefix of every record of one account's outbox. */
export const outboxOwner = (name: string, userId: string) => `${name}:${userId}\u0000`;
const outcomeOwner = (name: string, userId: string) => `sent:${outboxOwner(name, userId)}`;
const ownedBy = (owner: string) => IDBKeyRange.bound(owner, `${owner}\uffff`);

/** One account's items as kept, oldest first, each with its key. */
export async function readOutboxRecords(name: string, userId: string): Promise<StoredItem[]> {
  const db = await outboxDatabase();
  const stored = (await db.getAll(OUTBOX_STORE, ownedBy(outboxOwner(name, userId)))) as StoredItem[];
  return stored.sort((a, b) => a.order - b.order);
}

/** Whether the item with this key is still kept (no one has delivered it yet). */
export async function isOutboxItemKept(name: string, userId: string, key: string): Promise<boolean> {
  const db = await outboxDatabase();
  return (await db.getKey(OUTBOX_STORE, outboxOwner(name, userId) + key)) !== undefined;
}

/**
 * The worker's change to one item, in one transaction: `item` replaces it in its place (marked failed), or with
 * `null` it is deleted; `outcome` is kept for the next page. An item no longer kept (a page delivered or discarded it
 * meanwhile) is not brought back.
 */
export async function settleOutboxItem(name: string, userId: string, key: string, item: unknown, outcome: WorkerOutcome): Promise<void> {
  const db = await outboxDatabase();
  const tx = db.transaction(OUTBOX_STORE, 'readwrite');
  const id = outboxOwner(name, userId) + key;
  const before = (await tx.store.get(id)) as StoredItem | undefined;
  if (before) {
    if (item === null) await tx.store.delete(id);
    else await tx.store.put({ order: before.order, item } satisfies StoredItem, id);
    await tx.store.put(outcome, outcomeOwner(name, userId) + key);
  }
  await tx.done;
}

/** What the worker did for this account while no page was open, oldest first; taken, so it is told once. */
export async function takeWorkerOutcomes(name: string, userId: string): Promise<WorkerOutcome[]> {
  const db = await outboxDatabase();
  const tx = db.transaction(OUTBOX_STORE, 'readwrite');
  const range = ownedBy(outcomeOwner(name, userId));
  const outcomes = (await tx.store.getAll(range)) as WorkerOutcome[];
  if (outcomes.length) await tx.store.delete(range);
  await tx.done;
  return outcomes.sort((a, b) => a.at - b.at);
}
