// The language a request is answered in (docs/i18n.md): the signed-in account's chosen locale, else the best match
// of `Accept-Language` (English when nothing matches). Every `t` during the request writes in it.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { enterScope, inLocale, negotiateLocale, translateEnglish, type Locale, type LocaleScope } from '../lib/i18n';

/**
 * A safety net for a fixed English message a service still writes out itself: an answer's `detail`, and on a refusal
 * each field's messages, are read again from the catalogue by their English words (lib/i18n.ts `translateEnglish`).
 */
function translateBody(body: Record<string, unknown>, refusal: boolean): Record<string, unknown> {
  // fromEntries defines own properties: a field named "__proto__" stays a field.
  return Object.fromEntries(Object.entries(body).map(([field, value]) => {
    if (typeof value === 'string' && field === 'detail') return [field, translateEnglish(value)];
    if (refusal && Array.isArray(value)) return [field, value.map((m: unknown) => (typeof m === 'string' ? translateEnglish(m) : m))];
    return [field, value];
  }));
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's language; setting it (the account's choice, once known) changes it for the rest of the request. */
    locale: Locale;
    localeScope: LocaleScope;
  }
}

export default fp(async (app: FastifyInstance) => {
  app.decorateRequest('localeScope', null as unknown as LocaleScope);
  app.decorateRequest('locale', {
    getter(this: { localeScope: LocaleScope }) { return this.localeScope.locale; },
    setter(this: { localeScope: LocaleScope }, locale: Locale) { this.localeScope.locale = locale; },
  });
  // Callback hooks: the scope entered here is the one the next hook runs in (`done` is called in the same turn).
  app.addHook('onRequest', (req, _reply, done) => {
    req.localeScope = { locale: negotiateLocale(req.headers['accept-language']), digits: 'devanagari' };
    enterScope(req.localeScope);
    done();
  });
  // Reading the body may hand the request over to another asynchronous flow: the handler's runs in the request's language.
  app.addHook('preValidation', (req, _reply, done) => {
    enterScope(req.localeScope);
    done();
  });
  app.addHook('preHandler', (req, _reply, done) => {
    enterScope(req.localeScope);
    done();
  });
  app.addHook('preSerialization', async (req, reply, payload: unknown) => {
    if (req.locale === 'en' || !req.url.startsWith('/api/') || !payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    return inLocale(req.locale, () => translateBody(payload as Record<string, unknown>, reply.statusCode >= 400));
  });
}, { name: 'locale' });
