import { useSyncExternalStore } from 'react';

/** Whether a new service worker is waiting, and how to activate it. Filled by register-service-worker.ts. */
interface UpdateState {
  available: boolean;
  activate: () => Promise<void>;
}

const noUpdate: UpdateState = { available: false, activate: async () => {} };
let state = noUpdate;
const listeners = new Set<() => void>();

export function setUpdateAvailable(activate: () => Promise<void>): void {
  state = { available: true, activate };
  listeners.forEach((listener) => listener());
}

export function dismissUpdate(): void {
  state = { ...state, available: false };
  listeners.forEach((listener) => listener());
}

export function useUpdateState(): UpdateState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    // Prerendered markup (scripts/prerender) shows no update; hydration starts from that.
    () => noUpdate,
  );
}
