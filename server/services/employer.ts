// The caller's company: every employer query is keyed by it, so another employer's rows are simply not found.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { notFound } from '../lib/api-error';
import { MembershipsRepository } from '../repositories/memberships';

/**
 * A user's company never changes while the user exists, so it is remembered (a bounded map). A database handle
 * instead of the repository is for the routes not yet on app.workspace (billing, messages, calendar).
 */
export function companyResolver(memberships: MembershipsRepository | Db, capacity = 10_000): (req: FastifyRequest) => Promise<string> {
  const source = memberships instanceof MembershipsRepository ? memberships : new MembershipsRepository(memberships);
  const known = new Map<string, string>();
  return async (req) => {
    const userId = req.auth.userId;
    const cached = known.get(userId);
    if (cached) return cached;
    const id = await source.companyOfUser(userId);
    if (!id) throw notFound();
    if (known.size >= capacity) known.clear();
    known.set(userId, id);
    return id;
  };
}
