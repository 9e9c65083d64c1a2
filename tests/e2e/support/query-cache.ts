import type { Page } from '@playwright/test';

/**
 * What the workspace (or, with `place` 'jagir.seekerQueryCache', the job seeker's space) keeps on the device for
 * reading offline (src/session/query-cache-store.ts), read from this browser's IndexedDB: per account id, how many
 * answers, when they were written, and their text.
 */
export function keptAnswers(page: Page, place = 'jagir.queryCache'): Promise<Record<string, { count: number; savedAt: number; text: string }>> {
  return page.evaluate(async (place) => {
    // Opening a database that does not exist would create it without its store: ask first.
    if (!(await indexedDB.databases()).some((db) => db.name === place)) return {};
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(place);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('open failed'));
    });
    try {
      if (!db.objectStoreNames.contains('by-account')) return {};
      const store = db.transaction('by-account').objectStore('by-account');
      const [keys, values] = await Promise.all([store.getAllKeys(), store.getAll()].map((request) => new Promise<unknown[]>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result as unknown[]);
        request.onerror = () => reject(request.error ?? new Error('read failed'));
      })));
      return Object.fromEntries(keys!.map((key, i) => {
        const value = values![i] as { savedAt: number; queries: Record<string, unknown> };
        return [String(key), { count: Object.keys(value.queries).length, savedAt: value.savedAt, text: JSON.stringify(value.queries) }];
      }));
    } finally {
      db.close();
    }
  }, place);
}
