// Blocking time from CPU time, read from the trace of a Lighthouse run.
//
// Lighthouse's total blocking time counts each main-thread task after the first contentful paint by the time it
// took, four times over for a phone's slower CPU, beyond 50 ms. On a machine whose two cores are shared by the
// browser's processes, the bench and the server, a task that used 1 ms of CPU can take 20 ms while its thread waits
// for a core, and that wait is counted four times too: from one run to the next the figure moves by hundreds of
// milliseconds. Counting each task by the CPU time its thread used instead gives what the page's own work costs a
// phone, and the same page gives nearly the same figure every run (docs/performance.md).

/** A phone's CPU, as Lighthouse's mobile configuration simulates it: four times slower. */
const CPU_SLOWDOWN = 4;
/** A task blocks input for what it lasts beyond this. */
const BLOCKING_THRESHOLD_MS = 50;

/**
 * The blocking time of the page's main-thread tasks after its first contentful paint, from their CPU time; null when
 * the trace has no first contentful paint or no CPU times.
 */
export function cpuBlockingTime(traceEvents) {
  const paint = traceEvents.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) return null;
  const main = traceEvents.find((e) => e.pid === paint.pid && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) return null;
  const tasks = traceEvents.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'RunTask' && e.ts >= paint.ts);
  if (tasks.some((task) => typeof task.tdur !== 'number')) return null;
  return tasks.reduce((sum, task) => sum + Math.max(0, (CPU_SLOWDOWN * task.tdur) / 1000 - BLOCKING_THRESHOLD_MS), 0);
}
