// The caller's company: every employer query is keyed by it, so another employer's rows are simply not found.
import type { FastifyRequest } from 'fastify';
import { notFound } from '../lib/api-error';
import type { MembershipsRepository } from '../repositories/memberships';

/**
 * The membership the policy loaded for this request (server/plugins/policy.ts), or a fresh look-up for an
 * operation open to any account: never remembered, since a member may be removed and join another company.
 */
export function companyResolver(source: MembershipsRepository): (req: FastifyRequest) => Promise<string> {
  return async (req) => {
    if (req.member) return req.member.companyId;
    const id = await source.companyOfUser(req.auth.userId);
    if (!id) throw notFound();
    return id;
  };
}
