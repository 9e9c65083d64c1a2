// Loads openapi/openapi.yaml once, dereferenced, and indexes its operations by method and Fastify route URL.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { dereference } from '@apidevtools/json-schema-ref-parser';
import { parse } from 'yaml';

export type JsonSchema = Record<string, unknown>;

export interface Operation {
  method: string;
  /** Path as written in the contract, e.g. `/api/employer/jobs/{id}/`. */
  path: string;
  /** The same path in Fastify's form, e.g. `/api/employer/jobs/:id/`. */
  url: string;
  operationId: string;
  /** Needs an employer's session token (`TokenAuth`). */
  requiresToken: boolean;
  /** Needs a job seeker's session token (`SeekerTokenAuth`, docs/seekers.md "Sessions"). */
  requiresSeekerToken: boolean;
  /** Request body schemas by media type. */
  body: Record<string, JsonSchema>;
  params: JsonSchema | undefined;
  query: JsonSchema | undefined;
  /** Header parameters by lower-case name (e.g. `idempotency-key`); validating them is up to whoever reads them. */
  headers: Record<string, JsonSchema>;
  /** JSON response schemas by status code (undefined: no body). */
  responses: Record<string, JsonSchema | undefined>;
}

export interface Contract {
  operations: Operation[];
  /** Dereferenced `components.schemas`. */
  schemas: Record<string, JsonSchema>;
  find(method: string, url: string): Operation | undefined;
}

export const CONTRACT_FILE = fileURLToPath(new URL('../../openapi/openapi.yaml', import.meta.url));
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface Parameter { name: string; in: string; required?: boolean; schema: JsonSchema }
interface MediaObject { schema?: JsonSchema }
interface OperationObject {
  operationId: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, MediaObject> };
  responses: Record<string, { content?: Record<string, MediaObject> }>;
}
type PathItem = Partial<Record<(typeof METHODS)[number], OperationObject>> & { parameters?: Parameter[] };

export const toFastifyUrl = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

function objectOf(params: Parameter[]): JsonSchema | undefined {
  if (!params.length) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
    required: params.filter((p) => p.required).map((p) => p.name),
  };
}

let cached: Promise<Contract> | undefined;

/** The contract, parsed once per process. */
export function loadContract(): Promise<Contract> {
  cached ??= readContract();
  return cached;
}

async function readContract(): Promise<Contract> {
  const doc = parse(await readFile(CONTRACT_FILE, 'utf8')) as Record<string, unknown>;
  const api = (await dereference(doc)) as unknown as {
    security?: unknown[];
    paths: Record<string, PathItem>;
    components: { schemas: Record<string, JsonSchema> };
  };
  const globalSecurity = api.security ?? [];
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(api.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])];
      const body: Record<string, JsonSchema> = {};
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) body[type] = media.schema ?? {};
      const schemes = (op.security ?? globalSecurity).flatMap((s) => Object.keys(s as object));
      const responses: Record<string, JsonSchema | undefined> = {};
      for (const [status, res] of Object.entries(op.responses)) responses[status] = res.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        url: toFastifyUrl(path),
        operationId: op.operationId,
        requiresToken: schemes.includes('TokenAuth'),
        requiresSeekerToken: schemes.includes('SeekerTokenAuth'),
        body,
        params: objectOf(params.filter((p) => p.in === 'path')),
        query: objectOf(params.filter((p) => p.in === 'query')),
        headers: Object.fromEntries(params.filter((p) => p.in === 'header').map((p) => [p.name.toLowerCase(), p.schema])),
        responses,
      });
    }
  }
  const byKey = new Map(operations.map((o) => [`${o.method} ${o.url}`, o]));
  return { operations, schemas: api.components.schemas, find: (method, url) => byKey.get(`${method.toUpperCase()} ${url}`) };
}
