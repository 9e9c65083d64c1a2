import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App, router } from '@/app';
import { countRouterReloads } from '@/components/page-load-error';
import { listenForInstallPrompt } from '@/pwa/install-prompt';
import { registerServiceWorker } from '@/pwa/register-service-worker';
import '@/styles.css';

listenForInstallPrompt();
countRouterReloads();

/** Runs once, right after React's first commit and before the browser paints it. */
function AfterFirstCommit({ run }: { run: () => void }) {
  useLayoutEffect(run, [run]);
  return null;
}

function render(container: HTMLElement, afterFirstCommit: () => void = () => {}): void {
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser, so the first render is not one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
        <AfterFirstCommit run={afterFirstCommit} />
      </StrictMode>,
    ),
  );
}

const container = document.getElementById('root')!;
if (container.hasAttribute('data-prerendered')) {
  // A prerendered page (scripts/prerender) stays on screen until the app can draw the same page in one go:
  // the route's code is loaded first, so the first commit never shows an empty main. (No top-level await: it
  // makes the bundler split the landing code into many more files.) Replacing the markup drops the scroll
  // position, so where the reader had scrolled to meanwhile is put back.
  let scrolledTo = window.scrollY;
  const track = () => (scrolledTo = window.scrollY);
  window.addEventListener('scroll', track, { passive: true });
  const keepScroll = () => {
    window.removeEventListener('scroll', track);
    if (scrolledTo > 0) window.scrollTo(0, scrolledTo);
  };
  void router.load().finally(() => render(container, keepScroll));
} else {
  render(container);
}

// The service worker waits until the page is idle: it is not needed to show it.
if (import.meta.env.PROD) {
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
  idle(() => registerServiceWorker());
}
