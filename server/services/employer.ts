// The caller's company: every employer query is keyed by it, so another employer's rows are simply not found.
import type { FastifyRequest } from 'fastify';
import { notFound } from '../lib/api-error';
import type { MembershipsRepository } from '../repositories/memberships';

/** A user's company never changes while the user exists, so it is remembered (a bounded map). */
export function companyResolver(source: MembershipsRepository, capacity = 10_000): (req: FastifyRequest) => Promise<string> {
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
