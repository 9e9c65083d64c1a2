import { describe, expect, it } from 'vitest';
import { createRng, seedOf, weightedTable } from './rng';

const draw = (seed: number | string, n = 20) => {
  const rng = createRng(seed);
  return Array.from({ length: n }, () => rng.next());
};

describe('createRng', () => {
  it('repeats itself for the same seed and differs for another', () => {
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
    expect(draw('demo')).toEqual(draw(seedOf('demo')));
  });

  it('stays in range', () => {
    const rng = createRng(1);
    for (let i = 0; i < 10_000; i += 1) {
      const x = rng.next();
      expect(x >= 0 && x < 1).toBe(true);
      const n = rng.int(3, 7);
      expect(n >= 3 && n <= 7 && Number.isInteger(n)).toBe(true);
    }
  });

  it('reaches both ends of int ranges', () => {
    const rng = createRng(2);
    const seen = new Set(Array.from({ length: 1_000 }, () => rng.int(1, 4)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4]);
  });

  it('picks by weight and never an item of weight 0', () => {
    const rng = createRng(3);
    const table = weightedTable([['a', 1], ['never', 0], ['b', 3]] as const);
    const counts = { a: 0, b: 0, never: 0 };
    for (let i = 0; i < 40_000; i += 1) counts[rng.weighted(table)] += 1;
    expect(counts.never).toBe(0);
    expect(counts.b / counts.a).toBeGreaterThan(2.7);
    expect(counts.b / counts.a).toBeLessThan(3.3);
  });

  it('refuses tables without weight', () => {
    expect(() => weightedTable([['a', 0]])).toThrow(RangeError);
    expect(() => weightedTable([['a', -1], ['b', 2]])).toThrow(RangeError);
  });

  it('samples distinct items', () => {
    const rng = createRng(4);
    const items = ['a', 'b', 'c', 'd', 'e'];
    const picked = rng.sample(items, 3);
    expect(new Set(picked).size).toBe(3);
    expect(rng.sample(items, 9).sort()).toEqual(items);
  });

  it('makes version 4 UUIDs', () => {
    const rng = createRng(5);
    const ids = Array.from({ length: 1_000 }, () => rng.uuid());
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
