import { openDB, type IDBPDatabase } from 'idb';

/**
 * Writes not yet confirmed by the server, kept in IndexedDB per signed-in account (docs/offline.md "Writing
 * offline"): they survive reloads and the app being closed, and another account signing in on the device never sends
 * them. One record per account and outbox holds its items in order, so each save replaces the list atomically.
 * What was stored is checked item by item on the way back in.
 */
export const OUTBOX_DB_NAME = 'jagir-outbox';
const STORE = 'outboxes';

export interface OutboxStore<T> {
  /** The items kept for this account, oldest first (after moving in any the older localStorage outbox kept). */
  load(): Promise<T[]>;
  /** Keep exactly these items; saves run one after another in the order they were asked for. */
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

let opening: Promise<IDBPDatabase> | null = null;

function database(): Promise<IDBPDatabase> {
  opening ??= openDB(OUTBOX_DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore(STORE);
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
  const recordKey = `${options.name}:${options.userId}`;
  let queue: Promise<unknown> = Promise.resolve();
  const inOrder = <R>(work: () => Promise<R>): Promise<R> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };

  return {
    load: () => inOrder(async () => {
      const db = await database();
      const stored: unknown = await db.get(STORE, recordKey);
      const items = Array.isArray(stored) ? stored.filter(options.isItem) : [];
      const legacy = readLegacy(options).filter((item) => !items.some((kept) => kept.key === item.key));
      if (legacy.length) {
        const merged = [...items, ...legacy];
        await db.put(STORE, merged, recordKey);
        // Only once IndexedDB has them: a failed move leaves them where they were.
        (options.storage ?? localStorage).removeItem(options.legacyKey!);
        return merged;
      }
      return items;
    }),
    save: (items) => inOrder(async () => {
      const db = await database();
      if (items.length) await db.put(STORE, [...items], recordKey);
      else await db.delete(STORE, recordKey);
    }),
  };
}
