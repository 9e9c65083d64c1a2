/**
 * Work not yet confirmed by the server (swipe decisions, messages), kept on this device per account so that a
 * reload, or a tab closed while offline, loses none, and another account signing in on the device never sends
 * it. What was stored is checked item by item on the way back in.
 */
export interface AccountOutbox<T> {
  read(userId: string, storage?: Storage): T[];
  write(userId: string, items: readonly T[], storage?: Storage): void;
}

export function accountOutbox<T>(name: string, isItem: (value: unknown) => value is T): AccountOutbox<T> {
  const keyFor = (userId: string) => `jagir.${name}.${userId}`;
  return {
    read(userId, storage = localStorage) {
      try {
        const parsed: unknown = JSON.parse(storage.getItem(keyFor(userId)) ?? '[]');
        return Array.isArray(parsed) ? parsed.filter(isItem) : [];
      } catch {
        return [];
      }
    },
    write(userId, items, storage = localStorage) {
      try {
        if (items.length) storage.setItem(keyFor(userId), JSON.stringify(items));
        else storage.removeItem(keyFor(userId));
      } catch {
        // Storage full or blocked: the work still goes out while the page stays open.
      }
    },
  };
}
