// 501 for any contract operation nothing serves yet (after the contract's auth check), so the contract can lead
// the code. app.ts registers this plugin last.
import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { Contract } from '../contract/contract';

export default async function notImplementedRoutes(app: FastifyInstance, opts: { contract: Contract }) {
  for (const op of opts.contract.operations) {
    if (app.hasRoute({ method: op.method as HTTPMethods, url: op.url })) continue;
    app.route({
      method: op.method as HTTPMethods,
      url: op.url,
      handler: async (_req, reply) => reply.code(501).send({ detail: 'Not implemented yet.' }),
    });
  }
}
