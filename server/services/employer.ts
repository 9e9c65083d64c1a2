// The caller's company: every employer query is keyed by it, so another employer's rows are simply not found.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { companies } from '../db/schema';
import { notFound } from '../lib/api-error';

/** A user's company never changes while the user exists, so it is remembered (a bounded map). */
export function companyResolver(db: Db, capacity = 10_000): (req: FastifyRequest) => Promise<string> {
  const known = new Map<string, string>();
  return async (req) => {
    const userId = req.auth.userId;
    const cached = known.get(userId);
    if (cached) return cached;
    const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.userId, userId));
    if (!row) throw notFound();
    if (known.size >= capacity) known.clear();
    known.set(userId, row.id);
    return row.id;
  };
}
