// PGlite only: sessions found are remembered for a few seconds, so most requests skip the lookup query. One
// process owns a PGlite data folder, so every way a session ends passes through this process's database: a trigger
// (migration `perf`) NOTIFYs on every delete or truncate of `sessions` (logout, password change or reset, revoke,
// account delete by cascade) and on an email change, and PGlite hands the notification over before the ending
// statement's answer, so the next request reads the table again. On PostgreSQL other processes end sessions too:
// no cache there, every request reads the table.
import type { PGlite } from '@electric-sql/pglite';
import type { Authenticated } from './authenticated';

export const SESSIONS_ENDED_CHANNEL = 'jagir_sessions_ended';
/** A safety net only: ended sessions are forgotten at once by the notification. */
export const SESSION_CACHE_MS = 5_000;
const CAPACITY = 10_000;

export interface CachedSession extends Authenticated {
  /** When `last_used_at` was last written (ms). */
  lastUsedAt: number;
  /** When it was read (ms, the server's clock). */
  at: number;
}

export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  /** Raised by every notification: a lookup that started before one is not kept. */
  private generation = 0;
  /** Until LISTEN has run, a notification could be missed, so nothing is kept. */
  private listening = false;

  constructor(client: PGlite) {
    client.listen(SESSIONS_ENDED_CHANNEL, () => this.clear()).then(() => { this.listening = true; }, () => {});
  }

  private clear(): void {
    this.entries.clear();
    this.generation += 1;
  }

  get(tokenHash: string, now: number): CachedSession | undefined {
    const entry = this.entries.get(tokenHash);
    return entry && now - entry.at < SESSION_CACHE_MS ? entry : undefined;
  }

  /** Taken before the lookup query and given back to `set`. */
  mark(): number {
    return this.listening ? this.generation : -1;
  }

  set(tokenHash: string, entry: CachedSession, mark: number): void {
    if (mark !== this.generation || !this.listening) return;
    if (this.entries.size >= CAPACITY) this.entries.clear();
    this.entries.set(tokenHash, entry);
  }
}

const caches = new WeakMap<PGlite, SessionCache>();

/** The cache of a PGlite database (one per PGlite instance, however many apps share it). */
export function sessionCacheFor(client: PGlite): SessionCache {
  let cache = caches.get(client);
  if (!cache) {
    cache = new SessionCache(client);
    caches.set(client, cache);
  }
  return cache;
}
