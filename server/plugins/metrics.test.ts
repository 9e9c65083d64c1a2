import { describe, expect, it } from 'vitest';
import { serveMetrics } from '../lib/metrics-server';
import { setupTestApp } from '../test/app';

describe('metrics', () => {
  const t = setupTestApp();

  it('counts answers by route pattern and status, and serves them with the gauges on their own port', async () => {
    await t.inject({ method: 'GET', url: '/api/health/' });
    await t.inject({ method: 'GET', url: '/api/health/' });
    await t.inject({ method: 'GET', url: '/api/jobs/00000000-0000-4000-8000-000000000000/' });
    await t.inject({ method: 'GET', url: '/api/no-such-thing/12345/' });

    const server = await serveMetrics(t.app.metrics.registry, '127.0.0.1', 0);
    try {
      const res = await fetch(server.url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      const text = await res.text();
      expect(text).toContain('jagir_http_requests_total{method="GET",route="/api/health/",status_code="200"} 2');
      // The pattern, not the id: one series for every job's page.
      expect(text).toMatch(/jagir_http_requests_total\{method="GET",route="\/api\/jobs\/:id\/",status_code="404"\} 1/);
      expect(text).toContain('jagir_http_requests_total{method="GET",route="unmatched",status_code="404"} 1');
      expect(text).not.toContain('12345');
      expect(text).toMatch(/jagir_http_request_duration_seconds_count\{method="GET",route="\/api\/health\/",status_code="200"\} 2/);
      expect(text).toContain('jagir_live_streams 0');
      expect(text).toMatch(/jagir_queue_jobs\{state="due"\} \d+/);
      expect(text).toContain('jagir_process_cpu_seconds_total');
      if (t.database.kind === 'postgres') expect(text).toMatch(/jagir_db_pool_connections\{state="total"\} [1-9]/);
      expect((await fetch(server.url.replace('/metrics', '/'))).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
