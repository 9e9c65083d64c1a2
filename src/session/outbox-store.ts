import { OUTBOX_STORE as STORE, outboxDatabase as database, outboxOwner, type StoredItem } from '@/pwa/outbox-db';

export { OUTBOX_DB_NAME } from '@/pwa/outbox-db';

/**
 * Writes not yet confirmed by the server, kept in IndexedDB per signed-in account (docs/offline.md "Writing
 * offline"): they survive reloads and the app being closed, and another account signing in on the device never sends
 * them. Each item is its own record with its place in the order, and a store writes and deletes only the items it
 * knows, so two tabs of one account never wipe each other's items. What was stored is checked item by item on the
 * way back in. The database's layout is `src/pwa/outbox-db.ts`, which the service worker reads too.
 */
export interface OutboxStore<T> {
  /** The items kept for this account, oldest first (after moving in any the older localStorage outbox kept). */
  load(): Promise<T[]>;
  /**
   * Keep these items in this order: the ones this store knows and are gone are deleted; saves run one after
   * another in the order they were asked for.
   */
  save(items: readonly T[]): Promise<void>;
}

export interface OutboxStoreOptions<T> {
  /** Outbox name, e.g. `workspace`. */
  name: string;
  userId: string;
  isItem: (value: unknown) => value is T;
  /** The localStorage key an earlier version kept these items under: moved in on the first load, then removed. */
  legacyKey?: string;
  storage?: Storage;
}

function readLegacy<T>(options: OutboxStoreOptions<T>): T[] {
  const storage = options.storage ?? globalThis.localStorage;
  if (!options.legacyKey || !storage) return [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(options.legacyKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(options.isItem) : [];
  } catch {
    return [];
  }
}

export function outboxStore<T extends { key: string }>(options: OutboxStoreOptions<T>): OutboxStore<T> {
  const owner = outboxOwner(options.name, options.userId);
  const range = () => IDBKeyRange.bound(owner, `${owner}\uffff`);
  /** The items this store has read or written: key → its order and what was written. */
  let known = new Map<string, { order: number; json: string }>();
  let queue: Promise<unknown> = Promise.resolve();
  const inOrder = <R>(work: () => Promise<R>): Promise<R> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };

  const write = async (items: readonly T[]) => {
    const db = await database();
    const tx = db.transaction(STORE, 'readwrite');
    const next = new Map<string, { order: number; json: string }>();
    let previous = -Infinity;
    items.forEach((item, index) => {
      let order = known.get(item.key)?.order;
      if (order === undefined || order <= previous) {
        // A new item goes between its neighbours; at the end, after everything (also other tabs' items).
        const following = items.slice(index + 1).map((later) => known.get(later.key)?.order).find((o) => o !== undefined && o > previous);
        order = following === undefined ? Math.max(previous + 1, Date.now()) : previous === -Infinity ? following - 1 : (previous + following) / 2;
      }
      previous = order;
      const json = JSON.stringify(item);
      const before = known.get(item.key);
      if (!before || before.order !== order || before.json !== json) void tx.store.put({ order, item } satisfies StoredItem, owner + item.key);
      next.set(item.key, { order, json });
    });
    for (const key of known.keys()) if (!next.has(key)) void tx.store.delete(owner + key);
    await tx.done;
    known = next;
  };

  return {
    load: () => inOrder(async () => {
      const db = await database();
      const stored = (await db.getAll(STORE, range())) as StoredItem[];
      const items = stored.sort((a, b) => a.order - b.order).map((record) => record.item).filter(options.isItem);
      known = new Map(stored.filter((record) => options.isItem(record.item))
        .map((record) => [(record.item as T).key, { order: record.order, json: JSON.stringify(record.item) }]));
      const legacy = readLegacy(options).filter((item) => !known.has(item.key));
      if (!legacy.length) return items;
      const merged = [...items, ...legacy];
      await write(merged);
      // Only once IndexedDB has them: a failed move leaves them where they were.
      (options.storage ?? localStorage).removeItem(options.legacyKey!);
      return merged;
    }),
    save: (items) => inOrder(() => write(items)),
  };
}
