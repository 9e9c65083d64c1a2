import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { outboxStore } from '@/session/outbox-store';

interface Item {
  key: string;
  text: string;
}
const isItem = (value: unknown): value is Item =>
  typeof value === 'object' && value !== null && typeof (value as Item).key === 'string' && typeof (value as Item).text === 'string';

let n = 0;
const user = () => `user-${++n}`;

describe('outbox store', () => {
  it('keeps the items per account, in order, across a new store (a reload)', async () => {
    const alice = user();
    await outboxStore({ name: 'workspace', userId: alice, isItem }).save([{ key: 'a', text: '1' }, { key: 'b', text: '2' }]);
    expect(await outboxStore({ name: 'workspace', userId: alice, isItem }).load()).toEqual([
      { key: 'a', text: '1' }, { key: 'b', text: '2' },
    ]);
    expect(await outboxStore({ name: 'workspace', userId: user(), isItem }).load()).toEqual([]);
    expect(await outboxStore({ name: 'swipe', userId: alice, isItem }).load()).toEqual([]);
  });

  it('saves run in the order they were asked for; an empty list leaves nothing', async () => {
    const id = user();
    const store = outboxStore({ name: 'workspace', userId: id, isItem });
    void store.save([{ key: 'a', text: '1' }]);
    void store.save([{ key: 'a', text: '1' }, { key: 'b', text: '2' }]);
    await store.save([{ key: 'b', text: '2' }]);
    expect(await outboxStore({ name: 'workspace', userId: id, isItem }).load()).toEqual([{ key: 'b', text: '2' }]);
    await store.save([]);
    expect(await store.load()).toEqual([]);
  });

  it('drops what is not an item on the way back in', async () => {
    const id = user();
    const store = outboxStore({ name: 'workspace', userId: id, isItem });
    await store.save([{ key: 'a', text: '1' }, { key: 'b' } as Item]);
    expect(await store.load()).toEqual([{ key: 'a', text: '1' }]);
  });

  it('moves the older localStorage outbox in once, after what IndexedDB already has, and removes it', async () => {
    const id = user();
    const legacyKey = `jagir.messageOutbox.${id}`;
    localStorage.setItem(legacyKey, JSON.stringify([{ key: 'old', text: 'offline message' }, { nonsense: true }]));
    const store = outboxStore({ name: 'messages', userId: id, isItem, legacyKey });
    await store.save([{ key: 'new', text: 'newer' }]);
    expect(await store.load()).toEqual([{ key: 'new', text: 'newer' }, { key: 'old', text: 'offline message' }]);
    expect(localStorage.getItem(legacyKey)).toBeNull();
    expect(await outboxStore({ name: 'messages', userId: id, isItem, legacyKey }).load()).toHaveLength(2);
  });

  it('moves in an older outbox of another shape through its conversion, and removes it', async () => {
    const id = user();
    const key = `jagir.swipeOutbox.${id}`;
    localStorage.setItem(key, JSON.stringify([{ id: 'd1', note: 'kept' }, { id: 7 }]));
    const convert = (value: unknown) => {
      const old = value as { id?: unknown; note?: unknown };
      return typeof old.id === 'string' && typeof old.note === 'string' ? { key: old.id, text: old.note } : null;
    };
    const store = outboxStore({ name: 'workspace', userId: id, isItem, legacy: [{ key, convert }] });
    expect(await store.load()).toEqual([{ key: 'd1', text: 'kept' }]);
    expect(localStorage.getItem(key)).toBeNull();
  });
});

describe('outbox store in two tabs of one account', () => {
  it('each tab writes and deletes only its own items, and a new load sees both in the order they were written', async () => {
    const id = user();
    const tabA = outboxStore({ name: 'workspace', userId: id, isItem });
    const tabB = outboxStore({ name: 'workspace', userId: id, isItem });
    await tabA.load();
    await tabB.load();
    await tabA.save([{ key: 'a1', text: 'A' }]);
    await tabB.save([{ key: 'b1', text: 'B' }]);
    // Tab A delivered its item: it deletes a1 and leaves b1 alone.
    await tabA.save([]);
    expect(await outboxStore({ name: 'workspace', userId: id, isItem }).load()).toEqual([{ key: 'b1', text: 'B' }]);
  });

  it("an item put in another's place (a conflict resent) keeps that place", async () => {
    const id = user();
    const store = outboxStore({ name: 'workspace', userId: id, isItem });
    await store.save([{ key: 'a', text: '1' }, { key: 'b', text: '2' }]);
    await store.save([{ key: 'a2', text: '1 again' }, { key: 'b', text: '2' }]);
    expect((await outboxStore({ name: 'workspace', userId: id, isItem }).load()).map((item) => item.key)).toEqual(['a2', 'b']);
  });
});
