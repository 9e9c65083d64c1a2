// Request validation with the contract's schemas, and Ajv errors turned into Django REST Framework bodies.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FieldErrors } from '../lib/api-error';
import type { JsonSchema } from './contract';

function makeAjv(coerceTypes: boolean): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    removeAdditional: false,
    useDefaults: true,
    coerceTypes,
    verbose: true,
    strict: false,
  });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  return ajv;
}

/** Bodies are never coerced ("1" is not a number); query strings and path parameters are. */
const bodyAjv = makeAjv(false);
const paramAjv = makeAjv(true);
const responseAjv = new Ajv({ allErrors: true, strict: false, verbose: false });
addFormats(responseAjv);

export const compileBody = (schema: JsonSchema): ValidateFunction => bodyAjv.compile(schema);
export const compileParams = (schema: JsonSchema): ValidateFunction => paramAjv.compile(schema);
export const compileResponse = (schema: JsonSchema): ValidateFunction => responseAjv.compile(schema);

const typeName = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'list' : typeof v === 'object' ? 'dict' : typeof v === 'string' ? 'str' : typeof v === 'number' ? (Number.isInteger(v) ? 'int' : 'float') : typeof v);

const TYPE_MESSAGES: Record<string, string> = {
  string: 'Not a valid string.',
  integer: 'A valid integer is required.',
  number: 'A valid number is required.',
  boolean: 'Must be a valid boolean.',
};

const FORMAT_MESSAGES: Record<string, string> = {
  email: 'Enter a valid email address.',
  uuid: 'Must be a valid UUID.',
  date: 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.',
  'date-time': 'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].',
  uri: 'Enter a valid URL.',
};

function ownMessage(schema: unknown, keyword: string): string | undefined {
  const messages = (schema as { 'x-error-messages'?: Record<string, string> } | undefined)?.['x-error-messages'];
  return messages?.[keyword];
}

function defaultMessage(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required': return 'This field is required.';
    case 'additionalProperties': return 'Unknown field.';
    case 'type': {
      const expected = [p.type].flat().join(',').split(',').filter((t) => t !== 'null');
      if (e.data === null) return 'This field may not be null.';
      if (expected.length === 0) return 'This field may only be null.';
      if (expected[0] === 'object') return `Expected a dictionary of items but got type "${typeName(e.data)}".`;
      if (expected[0] === 'array') return `Expected a list of items but got type "${typeName(e.data)}".`;
      return TYPE_MESSAGES[expected[0]!] ?? 'Invalid value.';
    }
    case 'enum':
    case 'const': return `"${String(e.data)}" is not a valid choice.`;
    case 'format': return FORMAT_MESSAGES[String(p.format)] ?? 'Invalid value.';
    case 'minLength': return p.limit === 1 ? 'This field may not be blank.' : `Ensure this field has at least ${String(p.limit)} characters.`;
    case 'maxLength': return `Ensure this field has no more than ${String(p.limit)} characters.`;
    case 'minimum': return `Ensure this value is greater than or equal to ${String(p.limit)}.`;
    case 'maximum': return `Ensure this value is less than or equal to ${String(p.limit)}.`;
    case 'maxItems': return `Ensure this field has no more than ${String(p.limit)} elements.`;
    case 'pattern': return 'This value does not match the required pattern.';
    default: return 'Invalid value.';
  }
}

const decode = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** Ajv errors → `{ "<field>": ["…"] }`, naming every failing field once per distinct message. */
export function toFieldErrors(errors: readonly ErrorObject[]): FieldErrors {
  const out: FieldErrors = {};
  const add = (field: string, message: string) => {
    // A field may be named "constructor" or "__proto__": only own properties count, and they are defined, not set.
    if (!Object.hasOwn(out, field)) Object.defineProperty(out, field, { value: [], enumerable: true, writable: true, configurable: true });
    const list = out[field]!;
    if (!list.includes(message)) list.push(message);
  };
  for (const e of errors) {
    const segments = e.instancePath.split('/').slice(1).map(decode);
    const p = e.params as Record<string, unknown>;
    if (e.keyword === 'required' || e.keyword === 'additionalProperties') {
      const prop = String(e.keyword === 'required' ? p.missingProperty : p.additionalProperty);
      const propSchema = (e.parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties?.[prop];
      const message = (e.keyword === 'required' ? ownMessage(propSchema, 'required') : undefined) ?? defaultMessage(e);
      add(segments[0] ?? prop, message);
      continue;
    }
    if (segments.length === 0) {
      add('non_field_errors', e.keyword === 'type'
        ? `Invalid data. Expected a dictionary, but got ${typeName(e.data)}.`
        : defaultMessage(e));
      continue;
    }
    add(segments[0]!, ownMessage(e.parentSchema, e.keyword) ?? defaultMessage(e));
  }
  return out;
}

/** Validates a plain object (e.g. multipart fields) with a body schema; undefined when valid. */
export function checkBody(validate: ValidateFunction, data: unknown): FieldErrors | undefined {
  return validate(data) ? undefined : toFieldErrors(validate.errors ?? []);
}
