// The language a request is answered in (docs/i18n.md): the signed-in account's chosen locale, else the best match
// of `Accept-Language` (English when nothing matches). Every `t` during the request writes in it.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { enterScope, negotiateLocale, type Locale, type LocaleScope } from '../lib/i18n';

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
    req.localeScope = { locale: negotiateLocale(req.headers['accept-language']) };
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
}, { name: 'locale' });
