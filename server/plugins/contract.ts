// Binds every /api route to its operation in openapi/openapi.yaml: request schemas, media types and whether a
// token is needed all come from the contract. A route the contract does not list fails start-up.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { ValidateFunction } from 'ajv';
import type { Contract, Operation } from '../contract/contract';
import { compileBody, compileParams, compileResponse } from '../contract/validation';
import { ApiError, fieldErrors, type FieldErrors } from '../lib/api-error';
import { hostileTextErrors } from '../lib/hostile-text';
import { authenticate } from './auth';
import { authorize, checkScope, requireRule } from './policy';
import { t } from '../lib/i18n';

declare module 'fastify' {
  interface FastifyContextConfig {
    operation?: Operation;
  }
  interface FastifyRequest {
    /** Fields of the path, query or JSON body holding NUL or a lone surrogate (docs/decisions.md "Hostile input"). */
    hostileText: FieldErrors | null;
  }
}

/**
 * Before schema validation: notes every field with hostile text, so the validation 400 names them along with the
 * schema's errors (the error handler merges them); if the schema passes, the request still stops before its handler.
 */
async function findHostileText(req: FastifyRequest) {
  req.hostileText = { ...hostileTextErrors(req.params), ...hostileTextErrors(req.query), ...hostileTextErrors(req.body) };
  if (!Object.keys(req.hostileText).length) req.hostileText = null;
}

async function refuseHostileText(req: FastifyRequest) {
  if (req.hostileText) throw fieldErrors(req.hostileText);
}

export interface ContractPluginOptions {
  contract: Contract;
  /** Tests pass this to hear about any answer that does not match the contract. */
  onResponseMismatch?: (problem: string) => void;
}

const JSON_TYPE = 'application/json';
/** Answers any operation may give (the contract's description says so): bad input, size, type, outage. */
const ANY_OPERATION = new Set(['400', '403', '413', '415', '500', '503']);
const MULTIPART = 'multipart/form-data';

function mediaTypeOf(req: FastifyRequest): string | undefined {
  return req.headers['content-type']?.split(';')[0]?.trim().toLowerCase() || undefined;
}

function bind(route: RouteOptions, op: Operation) {
  const json = op.body[JSON_TYPE];
  const accepts = Object.keys(op.body);
  route.config = { ...route.config, operation: op };
  route.schema = {
    ...route.schema,
    ...(op.params && { params: op.params }),
    ...(op.query && { querystring: op.query }),
    // With a multipart alternative, JSON is validated only when JSON is sent; multipart is checked by the handler.
    ...(json && { body: accepts.length > 1 ? { content: { [JSON_TYPE]: { schema: json } } } : json }),
  };
  const checkMediaType = async (req: FastifyRequest) => {
    const type = mediaTypeOf(req);
    if (type && accepts.length && !accepts.includes(type)) {
      throw new ApiError(415, { detail: t('api.unsupportedMediaType', { type: String(req.headers['content-type']) }) });
    }
    // An empty JSON body is an empty object (DRF reads it the same way), so missing fields are named.
    if (json && req.body == null && type !== MULTIPART) req.body = {};
  };
  route.preValidation = [findHostileText, checkMediaType, ...[route.preValidation ?? []].flat()];
  route.preHandler = [refuseHostileText, ...[route.preHandler ?? []].flat()];
  requireRule(op.operationId);
  if (op.requiresToken) {
    route.onRequest = [authenticate, authorize, ...[route.onRequest ?? []].flat()];
    route.preValidation = [checkScope, ...route.preValidation];
  }
}

/** Tells what is wrong with an answer to `op` by the contract; undefined when nothing is. */
export function responseChecker(contract: Contract) {
  const validators = new Map<string, ValidateFunction | null>();
  return (op: Operation, statusCode: number, payload: unknown): string | undefined => {
    const status = String(statusCode);
    if (!(status in op.responses) && !ANY_OPERATION.has(status)) return 'status not in the contract';
    const key = `${op.method} ${op.path} ${status}`;
    if (!validators.has(key)) {
      const schema = status in op.responses ? op.responses[status] : contract.schemas.ErrorBody;
      validators.set(key, schema ? compileResponse(schema) : null);
    }
    const validate = validators.get(key);
    if (!validate || typeof payload !== 'string') return undefined;
    return validate(JSON.parse(payload)) ? undefined : `${JSON.stringify(validate.errors)} in ${payload}`;
  };
}

export default fp(async (app: FastifyInstance, opts: ContractPluginOptions) => {
  app.decorateRequest('hostileText', null);
  app.decorateRequest('member', null);
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? compileBody : compileParams)(schema as Record<string, unknown>));

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = [route.method].flat();
    if (methods.length !== 1) throw new Error(`Register ${route.url} once per method.`);
    // Fastify's automatic HEAD route copies an already bound GET route.
    if (methods[0] === 'HEAD' && route.config?.operation) return;
    const method = methods[0] === 'HEAD' ? 'GET' : methods[0]!;
    const op = opts.contract.find(method, route.url);
    if (!op) throw new Error(`${method} ${route.url} is not in openapi/openapi.yaml.`);
    bind(route, op);
  });

  const { onResponseMismatch } = opts;
  if (!onResponseMismatch) return;
  const check = responseChecker(opts.contract);
  app.addHook('onSend', async (req, reply, payload) => {
    const op = req.routeOptions.config.operation;
    if (op && req.method !== 'HEAD') {
      const problem = check(op, reply.statusCode, payload);
      if (problem) onResponseMismatch(`${req.method} ${op.path} → ${reply.statusCode}: ${problem}`);
    }
    return payload;
  });
}, { name: 'contract' });
