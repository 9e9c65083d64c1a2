// Requests are served in the order they arrive, one per turn of the event loop. Node runs every request it read in
// one poll of the sockets back to back, in the order the poll gave them, and under load some requests then waited a
// second round while most waited one, which showed as a long tail of latency under concurrent load (npm run
// bench:api measures it); admitted one per turn, the tail shrinks at the same throughput. Between two admissions
// the loop polls again, so what arrived meanwhile queues behind what was already waiting. Concurrency is unchanged:
// an admitted request runs on while it awaits I/O.
import { setImmediate } from 'node:timers';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A first-in, first-out queue that lets one waiting callback go per call of `defer`. */
export function arrivalQueue(defer: (next: () => void) => void = setImmediate) {
  const waiting: (() => void)[] = [];
  let turning = false;
  const admitNext = () => {
    const admit = waiting.shift();
    // The next turn is booked first, so nothing the admitted request does can stop the queue.
    if (waiting.length) defer(admitNext);
    else turning = false;
    admit?.();
  };
  return (admit: () => void) => {
    waiting.push(admit);
    if (!turning) {
      turning = true;
      defer(admitNext);
    }
  };
}

export default fp(async (app: FastifyInstance) => {
  const enqueue = arrivalQueue();
  app.addHook('onRequest', (_req, _reply, done) => enqueue(done));
}, { name: 'arrival-order' });
