import type { Middleware } from 'openapi-fetch';
import { REQUEST_TIMEOUT_MS } from '@/domain/constants';
import { t } from '@/domain/i18n/i18n';
import { activeLocale } from '@/domain/i18n/locale';
import { pathWithoutLocale } from '@/domain/i18n/locale-path';
import { RequestFailure } from '@/domain/request-failure';
import { isValidToken } from '@/domain/token';
import { clearAuth, readToken } from '@/api/storage';

/** What the session needs to know about a 401 (docs/requirements.md §4). */
export interface UnauthorizedInfo {
  path: string;
  isLoginCall: boolean;
}

/** Where a client's token lives: the employer's session by default; the seeker's client passes its own. */
export interface TokenSource {
  read(): string | null;
  clear(): void;
}

const EMPLOYER_TOKEN: TokenSource = { read: readToken, clear: clearAuth };

export interface ApiMiddlewareOptions {
  timeoutMs?: number;
  token?: TokenSource;
  onUnauthorized?: (info: UnauthorizedInfo) => void;
  currentPath?: () => string;
}

const LOGIN_PATH = '/api/auth/login/';

/**
 * docs/requirements.md §7 headers, the §9 30 s timeout, §8 failure flags and the §4 401 hand-off. The session registers its
 * handler with `onUnauthorized` (the API layer never imports the session).
 */
export function createApiMiddleware(options: ApiMiddlewareOptions = {}): Middleware {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const currentPath = options.currentPath ?? (() => pathWithoutLocale(globalThis.location?.pathname ?? '/'));
  const pending = new Map<string, { timer: ReturnType<typeof setTimeout>; timedOut: boolean }>();

  const settle = (id: string) => {
    const entry = pending.get(id);
    if (entry) clearTimeout(entry.timer);
    pending.delete(id);
    return entry;
  };

  return {
    onRequest({ request, id }) {
      const source = options.token ?? EMPLOYER_TOKEN;
      const token = source.read();
      if (isValidToken(token)) request.headers.set('Authorization', `Token ${token.trim()}`);
      else if (token !== null) source.clear();
      request.headers.set('X-Requested-With', 'XMLHttpRequest');
      request.headers.set('Cache-Control', 'no-cache');
      // The server answers its messages (and sends e-mails to a reader who never chose) in the page's language.
      request.headers.set('Accept-Language', activeLocale().locale);

      const controller = new AbortController();
      const entry = { timedOut: false, timer: setTimeout(() => {
        entry.timedOut = true;
        controller.abort(new DOMException('Request timed out', 'TimeoutError'));
      }, timeoutMs) };
      pending.set(id, entry);
      // The caller's own cancel still works.
      if (request.signal.aborted) controller.abort(request.signal.reason);
      else request.signal.addEventListener('abort', () => controller.abort(request.signal.reason), { once: true });
      return new Request(request, { signal: controller.signal });
    },
    onResponse({ response, id, schemaPath }) {
      settle(id);
      if (response.status === 401) {
        options.onUnauthorized?.({ path: currentPath(), isLoginCall: schemaPath === LOGIN_PATH });
      }
      return undefined;
    },
    onError({ error, id }) {
      const entry = settle(id);
      if (entry?.timedOut) return new RequestFailure(t('error.network'), 'timeout');
      // A cancel by the caller is not a failure to report.
      if (error instanceof Error && error.name === 'AbortError') return error;
      return new RequestFailure(t('error.network'), 'network');
    },
  };
}
