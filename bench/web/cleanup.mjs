// Everything the benchmark starts registers its undo here; it runs once, on success, error or Ctrl-C.
const steps = [];
let running;

/** Registers an undo step; they run last-in, first-out. Returns a function that runs and forgets it early. */
export function onCleanup(step) {
  steps.push(step);
  return async () => {
    const i = steps.indexOf(step);
    if (i !== -1) steps.splice(i, 1);
    await step();
  };
}

export function cleanUp() {
  running ??= (async () => {
    while (steps.length > 0) {
      const step = steps.pop();
      try {
        await step();
      } catch (err) {
        console.error(`cleanup: ${err instanceof Error ? err.message : err}`);
      }
    }
  })();
  return running;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  });
}
