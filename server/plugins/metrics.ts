// Prometheus metrics (docs/deploy.md "Metrics"), decorated as app.metrics: one registry per app, never prom-client's
// global one, so test apps in one process do not share counts. Requests are labelled by their route's pattern, never
// their URL, so ids do not make a series each. Gauges are read when scraped.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface AppMetrics {
  registry: Registry;
  /** Push notifications sent, by result (sent, removed: the subscription was gone, failed). */
  pushSends: Counter<'result'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** Seconds: most answers take milliseconds; a few (exports, images, PDFs) take seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export default fp(async function metricsPlugin(app: FastifyInstance) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'jagir_' });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({ name: 'jagir_http_requests_total', help: 'Requests answered, by route pattern and status.', labelNames, registers: [registry] });
  const duration = new Histogram({
    name: 'jagir_http_request_duration_seconds', help: 'Time to answer, by route pattern and status.', labelNames, buckets: DURATION_BUCKETS, registers: [registry],
  });
  const pushSends = new Counter({ name: 'jagir_push_sends_total', help: 'Push notifications sent, by result.', labelNames: ['result'], registers: [registry] });
  new Gauge({
    name: 'jagir_live_streams', help: 'Live message streams open on this process.', registers: [registry],
    collect() { this.set(app.messageHub.streams()); },
  });
  new Gauge({
    name: 'jagir_queue_jobs', help: 'Queued work waiting: due now or late, and scheduled for later.', labelNames: ['state'], registers: [registry],
    async collect() {
      const depth = await app.repos.queue.depth(app.deps.clock.now());
      this.set({ state: 'due' }, depth.due);
      this.set({ state: 'later' }, depth.later);
    },
  });
  const { poolStats } = app.deps.database;
  if (poolStats) {
    new Gauge({
      name: 'jagir_db_pool_connections', help: 'PostgreSQL pool connections: total, idle, and requests waiting for one.', labelNames: ['state'], registers: [registry],
      collect() {
        const stats = poolStats();
        for (const state of ['total', 'idle', 'waiting'] as const) this.set({ state }, stats[state]);
      },
    });
  }

  app.addHook('onResponse', async (req, reply) => {
    // A URL no route matched is one series, whatever it was.
    const labels = { method: req.method, route: req.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  app.decorate('metrics', { registry, pushSends });
}, { name: 'metrics' });
