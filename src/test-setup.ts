// jsdom lacks a few browser APIs the portal uses; keep polyfills here, nothing else.
export {};
