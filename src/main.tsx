import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, router } from '@/app';
import { countRouterReloads } from '@/components/page-load-error';
import { listenForInstallPrompt } from '@/pwa/install-prompt';
import { registerServiceWorker } from '@/pwa/register-service-worker';
import '@/styles.css';

listenForInstallPrompt();
countRouterReloads();

function render(container: HTMLElement): void {
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser, so the first render is not one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

const container = document.getElementById('root')!;
// A prerendered page (scripts/prerender) stays on screen until the app can draw the same page in one go:
// the route's code is loaded first, so the first commit never shows an empty main. (No top-level await: it
// makes the bundler split the landing code into many more files.)
if (container.hasAttribute('data-prerendered')) void router.load().finally(() => render(container));
else render(container);

// The service worker waits until the page is idle: it is not needed to show it.
if (import.meta.env.PROD) {
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
  idle(() => registerServiceWorker());
}
