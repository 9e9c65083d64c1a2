// Business rules beside the contract: a route declares its operation's rules (`config.rules`), and a request the
// contract refuses is answered with the schema's errors and the rules' in one 400 (docs/decisions.md
// "Validation answers").
import type { FastifyContextConfig, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { FieldErrors } from '../lib/api-error';
import { ApiError } from '../lib/api-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The operation's business rules. On a body the contract refused they get the fields it accepted (a refused or
     * missing field is simply absent), so they must cope with any subset; the handler runs them itself on a valid
     * body.
     */
    rules?: (req: FastifyRequest, body: Record<string, unknown>) => FieldErrors | undefined | Promise<FieldErrors | undefined>;
  }
}

/**
 * The schema's errors, then the rules' errors for the fields the schema let through: a value of the wrong shape is
 * named once, in the schema's words. Rules that fail to judge (e.g. the record is not the caller's) add nothing.
 */
export async function withRuleErrors(req: FastifyRequest, schemaErrors: FieldErrors, context: string | undefined): Promise<FieldErrors> {
  const { rules: check } = req.routeOptions.config;
  const body = req.body;
  if (!check || body === null || typeof body !== 'object' || Array.isArray(body)) return schemaErrors;
  // A refused value never reaches the rules (nor, through them, the database).
  const accepted = context === 'body'
    ? Object.fromEntries(Object.entries(body).filter(([field]) => !(field in schemaErrors)))
    : body as Record<string, unknown>;
  let rules: FieldErrors | undefined;
  try {
    rules = await check(req, accepted);
  } catch (err) {
    if (!(err instanceof ApiError)) req.log.error({ err }, 'business rules failed on a refused request');
  }
  const merged = { ...schemaErrors };
  for (const [field, messages] of Object.entries(rules ?? {})) merged[field] ??= messages;
  return merged;
}

/** Route options with the operation's rules added (e.g. to a rate limit's options). */
export function withRules(options: RouteShorthandOptions, rules: NonNullable<FastifyContextConfig['rules']>): RouteShorthandOptions {
  return { ...options, config: { ...options.config, rules } };
}
