import type { ErrorComponentProps } from '@tanstack/react-router';
import { SESSION_STORAGE_KEYS } from '@/domain/constants';
import { t } from '@/domain/i18n/i18n';
import { usePageLoadRecovery } from '@/session/page-load';

const ROUTER_RELOAD_PREFIX = 'tanstack_router_reload:';

function routerReloadKeys(storage: Storage): string[] {
  return Object.keys(storage).filter((key) => key.startsWith(ROUTER_RELOAD_PREFIX));
}

/**
 * TanStack Router reloads the page by itself once when a route chunk is missing (e.g. after a deploy). That
 * reload is the spec's one automatic reload, so when the page unloads for it, it is counted where the
 * page-load machine reads its count; a second failure then shows "Something went wrong" at once.
 */
export function countRouterReloads(storage: Storage = sessionStorage, target: EventTarget = window): void {
  try {
    const before = new Set(routerReloadKeys(storage));
    target.addEventListener('pagehide', () => {
      const routerReloaded = routerReloadKeys(storage).some((key) => !before.has(key));
      if (routerReloaded && !storage.getItem(SESSION_STORAGE_KEYS.pageLoadReloads)) {
        storage.setItem(SESSION_STORAGE_KEYS.pageLoadReloads, '1');
      }
    });
  } catch {
    // No storage: the router cannot count its reload either.
  }
}

/**
 * docs/requirements.md §2 load failure (the router's error component): the page reloads once by itself, then shows
 * "Something went wrong" with Try Again. The page-load machine decides (src/session/page-load.ts).
 */
export function PageLoadError(_props: ErrorComponentProps) {
  const { showError, retry } = usePageLoadRecovery();
  if (!showError) return null; // the automatic reload is under way
  return (
    <section className="error-screen" aria-labelledby="page-load-error-title">
      <div>
        <h1 id="page-load-error-title">{t('pageLoad.title')}</h1>
        <p className="muted">{t('pageLoad.body')}</p>
        <button type="button" className="btn btn--primary" onClick={retry}>
          {t('pageLoad.retry')}
        </button>
      </div>
    </section>
  );
}
