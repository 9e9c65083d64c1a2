/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { listenForPush } from './push';
import { listenForOutboxSync } from './sync';

/**
 * The service worker (docs/offline.md). The build injects the list of every file it emitted (`self.__WB_MANIFEST`):
 * the marketing pages, the whole workspace's route code and the UI-text catalogues, so every screen's code is served
 * from the cache from the first visit on. The API is never cached here: data kept for offline use lives in the
 * page's own store, per signed-in user.
 */
declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every navigation the precache does not answer (a workspace URL) gets the app shell; the API never does.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

listenForOutboxSync();

// A new version waits until the user presses Reload in the update prompt, which sends this message.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Take control of open pages as soon as this worker activates. On the first install no page is controlled, so
// the page that installed it is served from the precache from then on. On an update this runs only after the
// user chose Reload, and the page reloads once this worker controls it.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

// Push notifications: shown here, and a click opens the screen they are about (docs/offline.md "Notifications").
listenForPush();
