// Clean-ups shared test helpers need after every test. A helper module is imported once per worker when test
// files share their modules (vite.config.ts), so it cannot register its own afterEach: that would run for the
// first file only. It hands its clean-up here instead, and the setup file (run for every file) calls them.
const cleanups = new Set<() => Promise<void> | void>();

export function onAfterEachTest(cleanup: () => Promise<void> | void): void {
  cleanups.add(cleanup);
}

export async function runAfterEachTest(): Promise<void> {
  for (const cleanup of cleanups) await cleanup();
}
