import { registerSW } from 'virtual:pwa-register';
import { setUpdateAvailable } from '@/pwa/update-state';

/**
 * Registers the service worker in "prompt" mode: a new version waits until the user presses Reload
 * (update-prompt.tsx); the page reloads only then, once the new worker controls it.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const activate = registerSW({
    onNeedRefresh: () => setUpdateAvailable(() => activate(true)),
    onRegisteredSW: (_url, registration) => {
      // Look for a new build whenever the app comes back to the foreground.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible' && navigator.onLine) void registration?.update();
      });
    },
  });
}
