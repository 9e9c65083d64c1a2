import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { useHydrating } from '@/components/use-hydrating';
import { t } from '@/domain/i18n/i18n';

type SonnerToasterType = ComponentType<{ inEmployerArea: boolean }>;

/** What the user does first on a page; a toast follows something the user did (or a page that was not prerendered). */
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * The toasts' live region as sonner draws it while no toast is shown: the same element, so the prerendered pages keep
 * their markup and nothing moves when sonner's own takes its place.
 */
export function EmptyToaster() {
  return (
    <section
      aria-label={`${t('shell.notifications')} alt+T`}
      tabIndex={-1}
      aria-live="polite"
      aria-relevant="additions text"
      aria-atomic="false"
      data-react-aria-top-layer
    />
  );
}

/**
 * The one toaster (docs/requirements.md §9). sonner's toaster is a chunk of its own: a prerendered page (the
 * landing page among them) loads it at the visitor's first interaction or move to another page, any other first
 * page at once. A toast made before it arrives is shown when it does (sonner keeps it until a toaster subscribes).
 */
export function AppToaster() {
  const inEmployerArea = useRouterState({
    select: (state) => state.matches.some((match) => match.routeId === '/_authenticated'),
  });
  const path = useRouterState({ select: (state) => state.location.pathname });
  const hydrating = useHydrating();
  const first = useRef({ hydrated: hydrating, path });
  const [wanted, setWanted] = useState(false);
  // Loaded by hand, not through React.lazy: a Suspense boundary shows what it waited for on a timer (React throttles
  // reveals), and a toast already made should not wait for one.
  const [Loaded, setLoaded] = useState<{ Toaster: SonnerToasterType } | null>(null);

  useEffect(() => {
    if (!wanted || Loaded) return;
    let current = true;
    void import('@/components/sonner-toaster').then(
      (module) => { if (current) setLoaded({ Toaster: module.default }); },
      () => {}, // offline before it was cached: the page goes on without toasts rather than fail
    );
    return () => { current = false; };
  }, [wanted, Loaded]);

  useEffect(() => {
    if (wanted) return;
    if (!first.current.hydrated || path !== first.current.path) {
      setWanted(true);
      return;
    }
    const want = () => setWanted(true);
    const options = { capture: true, once: true, passive: true } as const;
    FIRST_INTERACTION.forEach((type) => window.addEventListener(type, want, options));
    return () => FIRST_INTERACTION.forEach((type) => window.removeEventListener(type, want, options));
  }, [wanted, path]);

  if (!Loaded) return <EmptyToaster />;
  return <Loaded.Toaster inEmployerArea={inEmployerArea} />;
}
