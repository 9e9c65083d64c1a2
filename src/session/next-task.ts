/**
 * Resolves in a task of its own, so the work after it does not lengthen the current one. A message the page sends
 * itself, not a timer: it is not clamped, and a test's paused clock does not hold the app's start.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
