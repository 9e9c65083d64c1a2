import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * True while React adopts a prerendered page's markup (src/main.tsx), whose first render must match that markup:
 * a visitor's own values (storage, the link's search) are applied after it. False in every other render.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(subscribeNothing, () => false, () => true);
}
