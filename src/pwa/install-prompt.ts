import { useSyncExternalStore } from 'react';

/** Chromium's install offer; not in the DOM typings. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function setOffer(next: BeforeInstallPromptEvent | null): void {
  offer = next;
  listeners.forEach((listener) => listener());
}

/** Call once at start-up, before React renders: the browser fires the offer early and only once. */
export function listenForInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // we show our own Install button instead of the mini-infobar
    setOffer(event as BeforeInstallPromptEvent);
  });
  target.addEventListener('appinstalled', () => setOffer(null));
}

/** Shows the browser's install dialog; the offer can be used only once either way. */
export async function promptInstall(): Promise<void> {
  const current = offer;
  if (!current) return;
  setOffer(null);
  await current.prompt();
  await current.userChoice;
}

export function useInstallOffer(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => offer !== null,
    () => false, // prerendered markup shows no install offer; hydration starts from that
  );
}
