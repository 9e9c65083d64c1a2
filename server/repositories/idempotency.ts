// Idempotency keys of workspace writes (docs/decisions.md "Idempotency"): the claim a write holds while it runs and
// the answer it gave, per company and key. Every method on a key takes the caller's company first; the sweep of
// expired keys is the one that spans companies.
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys as k } from '../db/schema';

export type IdempotencyRow = typeof k.$inferSelect;

/** A recorded answer: status, the headers worth repeating, and the body as sent. */
export interface StoredAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: Uint8Array | null;
}

export interface ClaimOptions {
  /** A fresh id for this request's claim. */
  claim: string;
  /** The request's fingerprint, or null while it is not known yet. */
  fingerprint: string | null;
  now: Date;
  /** How long the claim holds while the write runs. */
  leaseMs: number;
  /** How long the key is kept from now. */
  retentionMs: number;
}

export class IdempotencyRepository {
  constructor(private readonly db: Db) {}

  /**
   * Claims `key` for one run of a write. One statement, so of requests arriving together (on any process) exactly
   * one gets it: a key never seen, one whose retention has passed, or one whose claim was abandoned (still running
   * at `locked_until`). False when the key is held or answered; `find` then tells which.
   */
  async claim(companyId: string, key: string, o: ClaimOptions): Promise<boolean> {
    const now = sql.param(o.now, k.lockedUntil);
    const fresh = {
      companyId, key, claim: o.claim, fingerprint: o.fingerprint, statusCode: null, headers: null, body: null,
      lockedUntil: new Date(o.now.getTime() + o.leaseMs), createdAt: o.now, expiresAt: new Date(o.now.getTime() + o.retentionMs),
    };
    const [row] = await this.db.insert(k).values(fresh)
      .onConflictDoUpdate({
        target: [k.companyId, k.key],
        set: {
          claim: sql`excluded.claim`, fingerprint: sql`excluded.fingerprint`, statusCode: null, headers: null, body: null,
          lockedUntil: sql`excluded.locked_until`, createdAt: sql`excluded.created_at`, expiresAt: sql`excluded.expires_at`,
        },
        setWhere: or(lte(k.expiresAt, now), and(isNull(k.statusCode), lte(k.lockedUntil, now))),
      })
      .returning({ claim: k.claim });
    return row?.claim === o.claim;
  }

  async find(companyId: string, key: string): Promise<IdempotencyRow | undefined> {
    const [row] = await this.db.select().from(k).where(and(eq(k.companyId, companyId), eq(k.key, key)));
    return row;
  }

  /** Records the answer of the write holding `claim`; false if the claim is no longer held. */
  async complete(companyId: string, key: string, claim: string, fingerprint: string, answer: StoredAnswer): Promise<boolean> {
    const done = await this.db.update(k)
      .set({ fingerprint, statusCode: answer.statusCode, headers: answer.headers, body: answer.body })
      .where(and(eq(k.companyId, companyId), eq(k.key, key), eq(k.claim, claim), isNull(k.statusCode)))
      .returning({ key: k.key });
    return done.length > 0;
  }

  /** Gives up the claim of a write whose answer is not kept (a 5xx, or one without a fingerprint). */
  async release(companyId: string, key: string, claim: string): Promise<void> {
    await this.db.delete(k).where(and(eq(k.companyId, companyId), eq(k.key, key), eq(k.claim, claim), isNull(k.statusCode)));
  }

  /** Deletes every key, of any company, whose retention ended by `now`; answers how many. */
  async removeExpired(now: Date): Promise<number> {
    const gone = await this.db.delete(k).where(lte(k.expiresAt, now)).returning({ key: k.key });
    return gone.length;
  }
}
