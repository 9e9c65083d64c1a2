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
  /** Other localStorage keys an earlier version kept items of another shape under, with how each becomes an item. */
  legacy?: readonly { key: string; convert: (value: unknown) => T | null }[];
  storage?: Storage;
}

/** What the older localStorage outboxes kept, as items, and their keys (to remove once moved). */
function readLegacy<T>(options: OutboxStoreOptions<T>): { items: T[]; keys: string[] } {
  const storage = options.storage ?? globalThis.localStorage;
  const sources = [
    ...(options.legacyKey ? [{ key: options.legacyKey, convert: (value: unknown) => (options.isItem(value) ? value : null) }] : []),
    ...(options.legacy ?? []),
  ];
  const out: { items: T[]; keys: string[] } = { items: [], keys: [] };
  if (!storage) return out;
  for (const source of sources) {
    try {
      const stored = storage.getItem(source.key);
      if (stored === null) continue;
      out.keys.push(source.key);
      const parsed: unknown = JSON.parse(stored);
      if (!Array.isArray(parsed)) continue;
      for (const value of parsed) {
        const item = source.convert(value);
        if (item !== null && options.isItem(item)) out.items.push(item);
      }
    } catch {
      // Unreadable: left where it is.
    }
  }
  return out;
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
      const moving = readLegacy(options);
      const legacy = moving.items.filter((item) => !known.has(item.key));
      const merged = [...items, ...legacy];
      if (legacy.length) await write(merged);
      // Only once IndexedDB has them: a failed move leaves them where they were.
      for (const key of moving.keys) (options.storage ?? localStorage).removeItem(key);
      return merged;
    }),
    save: (items) => inOrder(() => write(items)),
  };
}
