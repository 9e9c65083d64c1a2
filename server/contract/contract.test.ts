import { describe, expect, it } from 'vitest';
import { INDUSTRIES } from '../../src/domain/constants';
import { responseChecker } from '../plugins/contract';
import { bearer, createTestApp, registerEmployer } from '../test/app';
import { loadContract, type JsonSchema } from './contract';
import { compileBody, toFieldErrors } from './validation';

/** Every object schema under a request body, with where it sits. */
function objectSchemas(schema: JsonSchema, where: string): [string, JsonSchema][] {
  const found: [string, JsonSchema][] = schema.type === 'object' ? [[where, schema]] : [];
  for (const [name, sub] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
    found.push(...objectSchemas(sub, `${where}.${name}`));
  }
  return found;
}

describe('openapi/openapi.yaml', () => {
  it('refuses unknown fields in every request body', async () => {
    const { operations } = await loadContract();
    const open = operations.flatMap((op) => Object.entries(op.body).flatMap(([type, schema]) =>
      objectSchemas(schema, `${op.method} ${op.path} ${type}`).filter(([, s]) => s.additionalProperties !== false).map(([w]) => w)));
    expect(open).toEqual([]);
  });

  it('bounds every integer (docs/decisions.md "Hostile input")', async () => {
    const { CONTRACT_FILE } = await import('./contract');
    const { readFile } = await import('node:fs/promises');
    const { parse } = await import('yaml');
    const unbounded: string[] = [];
    const visit = (node: unknown, where: string) => {
      if (Array.isArray(node)) { node.forEach((n, i) => visit(n, `${where}/${i}`)); return; }
      if (!node || typeof node !== 'object') return;
      const s = node as Record<string, unknown>;
      if ([s.type].flat().includes('integer') && (typeof s.minimum !== 'number' || typeof s.maximum !== 'number')) unbounded.push(where);
      for (const [k, v] of Object.entries(s)) visit(v, `${where}/${k}`);
    };
    visit(parse(await readFile(CONTRACT_FILE, 'utf8')), '');
    expect(unbounded).toEqual([]);
  });

  it('has paths ending in / (media files and the .ics calendar feed aside)', async () => {
    const { operations } = await loadContract();
    const file = (path: string) => path.startsWith('/api/media/') || path.endsWith('.ics');
    expect(operations.filter((o) => !o.path.endsWith('/') && !file(o.path)).map((o) => o.path)).toEqual([]);
  });

  it('lists the spec\'s industries in the spec\'s order', async () => {
    const { schemas } = await loadContract();
    expect(schemas.Industry!.enum).toEqual([...INDUSTRIES]);
  });

  it('serves every operation of the contract', async () => {
    const { operations } = await loadContract();
    const t = await createTestApp();
    try {
      const { token } = await registerEmployer(t);
      const unbuilt: string[] = [];
      for (const op of operations.filter((o) => o.operationId !== 'logout')) {
        const url = op.path.replace('{id}', '00000000-0000-0000-0000-000000000000').replace('{file}', 'x.png');
        const res = await t.inject({ method: op.method as 'GET', url, headers: bearer(token), ...(op.body['application/json'] && { payload: {} }) });
        if (res.statusCode === 501) unbuilt.push(`${op.method} ${op.path}`);
      }
      expect(unbuilt).toEqual([]);
      expect(t.mismatches).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('toFieldErrors', () => {
  const validate = compileBody({
    type: 'object',
    required: ['name'],
    additionalProperties: false,
    properties: {
      name: { type: 'string', minLength: 1, 'x-error-messages': { required: 'Name, please', minLength: 'Name, please' } },
      count: { type: 'integer', minimum: 1, maximum: 9 },
      tags: { type: 'array', maxItems: 1, items: { type: 'string' } },
      when: { type: 'string', format: 'date' },
    },
  });
  const errorsOf = (data: unknown) => (validate(data) ? {} : toFieldErrors(validate.errors ?? []));

  it('uses a schema\'s own message, else DRF\'s', () => {
    expect(errorsOf({})).toEqual({ name: ['Name, please'] });
    expect(errorsOf({ name: '' })).toEqual({ name: ['Name, please'] });
    expect(errorsOf({ name: 'a', count: 0, tags: ['a', 'b'], when: '14/04/2025' })).toEqual({
      count: ['Ensure this value is greater than or equal to 1.'],
      tags: ['Ensure this field has no more than 1 elements.'],
      when: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'],
    });
    expect(errorsOf({ name: 'a', count: 1.5, tags: 'a' })).toEqual({
      count: ['A valid integer is required.'],
      tags: ['Expected a list of items but got type "str".'],
    });
  });

  it('reports a nested problem under its top-level field', () => {
    expect(errorsOf({ name: 'a', tags: [3] })).toEqual({ tags: ['Not a valid string.'] });
  });
});

describe('responseChecker', () => {
  it('reports a status the operation does not list, and a body that does not fit', async () => {
    const contract = await loadContract();
    const check = responseChecker(contract);
    const health = contract.find('GET', '/api/health/')!;
    expect(check(health, 200, JSON.stringify({ status: 'ok', database: 'ok' }))).toBeUndefined();
    expect(check(health, 200, JSON.stringify({ status: 'ok' }))).toMatch(/database/);
    expect(check(health, 404, JSON.stringify({ detail: 'Not found.' }))).toBe('status not in the contract');
    expect(check(health, 413, JSON.stringify({ detail: 'Too large.' }))).toBeUndefined();
    expect(check(health, 413, JSON.stringify({ oops: 1 }))).toBeDefined();
  });
});
