/**
 * A small seeded random number generator (mulberry32) so that one seed always gives the same data set. Not for
 * anything secret: keys, tokens and OTPs use `node:crypto`.
 */

export interface Rng {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A pick where each item's chance is its weight over the total. */
  weighted<T>(table: WeightedTable<T>): T;
  /** `count` different items (all of them when there are fewer), in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** A version 4 UUID made from this generator. */
  uuid(): string;
}

/** Items with cumulative weights, built once and picked from many times. */
export interface WeightedTable<T> {
  items: readonly T[];
  cumulative: Float64Array;
}

export function weightedTable<T>(entries: ReadonlyArray<readonly [T, number]>): WeightedTable<T> {
  const cumulative = new Float64Array(entries.length);
  let total = 0;
  entries.forEach(([, weight], i) => {
    if (!(weight >= 0)) throw new RangeError(`Weight must be 0 or more, got ${weight}`);
    total += weight;
    cumulative[i] = total;
  });
  if (total <= 0) throw new RangeError('At least one weight must be above 0');
  return { items: entries.map(([item]) => item), cumulative };
}

/** A 32-bit seed from a number or a text (FNV-1a), so `createRng('demo')` works too. */
export function seedOf(seed: number | string): number {
  if (typeof seed === 'number') return seed >>> 0;
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) hash = Math.imul(hash ^ seed.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

export function createRng(seed: number | string): Rng {
  let state = seedOf(seed);
  const uint32 = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  };
  const next = () => uint32() / 4294967296;
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new RangeError('Cannot pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    weighted: ({ items, cumulative }) => {
      const target = next() * cumulative[cumulative.length - 1]!;
      let lo = 0;
      let hi = cumulative.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (cumulative[mid]! > target) hi = mid;
        else lo = mid + 1;
      }
      return items[lo]!;
    },
    sample: (items, count) => {
      const copy = [...items];
      const n = Math.min(count, copy.length);
      for (let i = 0; i < n; i += 1) {
        const j = int(i, copy.length - 1);
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, n);
    },
    uuid: () => {
      const bytes: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const word = uint32();
        bytes.push(word >>> 24, (word >>> 16) & 0xff, (word >>> 8) & 0xff, word & 0xff);
      }
      bytes[6] = (bytes[6]! & 0x0f) | 0x40;
      bytes[8] = (bytes[8]! & 0x3f) | 0x80;
      const h = bytes.map((b) => HEX[b]).join('');
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
    },
  };
}
