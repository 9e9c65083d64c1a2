// Business rules beside the contract: a route declares its operation's rules (`config.rules`), and a request the
// contract refuses is answered with the schema's errors and the rules' in one 400 (docs/decisions.md
// "Validation answers").
import type { FastifyRequest } from 'fastify';
import type { FieldErrors } from '../lib/api-error';
import { ApiError } from '../lib/api-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The operation's business rules, also run on a body the contract refused: they must cope with any body. The
     * handler still runs them itself on a valid one.
     */
    rules?: (req: FastifyRequest) => FieldErrors | undefined | Promise<FieldErrors | undefined>;
  }
}

/**
 * The schema's errors, then the rules' errors for the fields the schema let through: a value of the wrong shape is
 * named once, in the schema's words. Rules that fail to judge (e.g. the record is not the caller's) add nothing.
 */
export async function withRuleErrors(req: FastifyRequest, schemaErrors: FieldErrors): Promise<FieldErrors> {
  let rules: FieldErrors | undefined;
  try {
    rules = await req.routeOptions.config.rules?.(req);
  } catch (err) {
    if (!(err instanceof ApiError)) req.log.error({ err }, 'business rules failed on a refused request');
  }
  const merged = { ...schemaErrors };
  for (const [field, messages] of Object.entries(rules ?? {})) merged[field] ??= messages;
  return merged;
}
