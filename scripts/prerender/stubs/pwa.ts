// Prerender stand-ins for the browser-only stores in src/pwa: the state a page has before any browser event
// (online, no install offer, no waiting update).
const noop = () => {};

// src/pwa/online-status.ts
export const useOnlineStatus = () => true;

// src/pwa/install-prompt.ts
export const listenForInstallPrompt = noop;
export const promptInstall = async () => {};
export const useInstallOffer = () => false;

// src/pwa/update-state.ts
export const setUpdateAvailable = noop;
export const dismissUpdate = noop;
export const useUpdateState = () => ({ available: false, activate: async () => {} });
