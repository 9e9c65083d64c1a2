// Request validation with the contract's schemas, and Ajv errors turned into Django REST Framework bodies.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FieldErrors } from '../lib/api-error';
import type { JsonSchema } from './contract';
import type { MessageKeyWith } from '../../src/domain/i18n/i18n';
import { t } from '../lib/i18n';
import { translateEnglish } from '../lib/i18n';

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

const TYPE_MESSAGES = {
  string: 'api.field.notString',
  integer: 'api.field.notInteger',
  number: 'api.field.notNumber',
  boolean: 'api.field.notBoolean',
} as const satisfies Record<string, MessageKeyWith>;

const FORMAT_MESSAGES = {
  email: 'api.field.email',
  uuid: 'api.field.uuid',
  date: 'api.field.date',
  'date-time': 'api.field.dateTime',
  uri: 'api.field.url',
} as const satisfies Record<string, MessageKeyWith>;

const keyOf = <T extends Record<string, MessageKeyWith>>(table: T, name: string): MessageKeyWith | undefined =>
  Object.hasOwn(table, name) ? table[name as keyof T] : undefined;

/** The contract's own words for a keyword (`x-error-messages`), in the request's language when the catalogue has them. */
function ownMessage(schema: unknown, keyword: string): string | undefined {
  const messages = (schema as { 'x-error-messages'?: Record<string, string> } | undefined)?.['x-error-messages'];
  const text = messages?.[keyword];
  return text === undefined ? undefined : translateEnglish(text);
}

function defaultMessage(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  const limit = String(p.limit);
  switch (e.keyword) {
    case 'required': return t('api.field.required');
    case 'additionalProperties': return t('api.field.unknown');
    case 'type': {
      const expected = [p.type].flat().join(',').split(',').filter((name) => name !== 'null');
      if (e.data === null) return t('api.field.notNull');
      if (expected.length === 0) return t('api.field.onlyNull');
      if (expected[0] === 'object') return t('api.field.expectedDict', { type: typeName(e.data) });
      if (expected[0] === 'array') return t('api.field.expectedList', { type: typeName(e.data) });
      return t(keyOf(TYPE_MESSAGES, expected[0]!) ?? 'api.field.invalid');
    }
    case 'enum':
    case 'const': return t('api.field.notAChoice', { value: String(e.data) });
    case 'format': return t(keyOf(FORMAT_MESSAGES, String(p.format)) ?? 'api.field.invalid');
    case 'minLength': return p.limit === 1 ? t('api.field.blank') : t('api.field.minLength', { limit });
    case 'maxLength': return t('api.field.maxLength', { limit });
    case 'minimum': return t('api.field.minimum', { limit });
    case 'maximum': return t('api.field.maximum', { limit });
    case 'maxItems': return t('api.field.maxItems', { limit });
    case 'pattern': return t('api.field.pattern');
    default: return t('api.field.invalid');
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
        ? t('api.field.notDict', { type: typeName(e.data) })
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
