import { useRouterState } from '@tanstack/react-router';
import { t } from '@/domain/i18n/i18n';

/**
 * A thin bar at the top while the next page's code or data loads. On a weak connection that takes seconds, and
 * meanwhile the previous page stays on screen: without it, a tap looks ignored. It fades in late (CSS), so a fast
 * navigation shows nothing.
 */
export function NavigationProgress() {
  const loading = useRouterState({ select: (state) => state.status === 'pending' });
  return loading ? <div className="navigation-progress" role="progressbar" aria-label={t('shell.loadingPage')} /> : null;
}
