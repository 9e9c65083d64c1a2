// jsdom lacks a few browser APIs the portal uses; keep polyfills here, and the one catalogue set-up below.
import 'fake-indexeddb/auto'; // IndexedDB (the workspace outbox keeps its writes there)
import { afterEach } from 'vitest';
import { activate } from '@/domain/i18n/i18n';
import en from '@/domain/i18n/locales/en';
import { runAfterEachTest } from '@/session/-testing/after-each-test';

// Pointer capture (sonner's toasts take it when pressed, e.g. on an Undo action): jsdom has none.
if (typeof Element !== 'undefined' && !('setPointerCapture' in Element.prototype)) {
  Object.assign(Element.prototype, {
    setPointerCapture() {},
    releasePointerCapture() {},
    hasPointerCapture: () => false,
  });
}

// The English catalogue, active before any test renders (the app loads it as its own chunk: src/main.tsx).
activate('en', en);

// The shared test helpers' clean-ups (src/session/-testing/after-each-test.ts).
afterEach(runAfterEachTest);

// Test files share one window (vite.config.ts): each starts with the storage a new window has (a file in the
// node environment has none).
if (typeof localStorage !== 'undefined') {
  localStorage.clear();
  sessionStorage.clear();
}
