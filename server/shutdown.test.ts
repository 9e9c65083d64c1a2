// SIGTERM on a real server process (docs/deploy.md "Stopping"): it stops taking connections, ends its live streams,
// answers the request in flight, and exits 0 well before the grace period runs out.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RUNNING_AT, startServerProcess } from './test/server-process';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jagir-shutdown-'));
const running = new Set<ChildProcess>();

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Well under the 10 s grace period of server/main.ts: a shutdown that waits on an idle connection takes that long. */
const EXIT_WITHIN_MS = 5_000;

describe('a server process on SIGTERM', () => {
  it('ends its live streams, answers the request in flight, refuses new connections and exits 0', async () => {
    const server = startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true', DIST_DIR: path.join(dataDir, 'no-dist') }, running);
    const [, base] = await server.waitFor(RUNNING_AT);
    const [, email, password] = await server.waitFor(/e-mail (\S+)\s+password (\S+)/);
    const { hostname, port } = new URL(base!);
    const login = await fetch(`${base}api/auth/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };

    const stream = await fetch(`${base}api/employer/messages/stream/`, { headers: { authorization: `Token ${token}`, accept: 'text/event-stream' } });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain(': connected');

    // A request in flight: its headers are in, half its body is sent, the rest comes after the signal.
    const body = Buffer.from(JSON.stringify({ name: 'Shutdown Test', email: 'visitor@example.com', subject: 'Hello', message: 'Sent across a graceful shutdown.' }));
    // Its connection is kept alive by the client, as a proxy keeps its connections to the upstream.
    const agent = new http.Agent({ keepAlive: true });
    const inFlight = http.request({
      hostname, port, method: 'POST', path: '/api/contact/', agent,
      headers: { 'content-type': 'application/json', 'content-length': body.length },
    });
    const answer = new Promise<{ status: number; text: string; connection: string | undefined }>((resolve, reject) => {
      inFlight.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => { text += chunk.toString(); });
        res.on('end', () => resolve({ status: res.statusCode!, text, connection: res.headers.connection }));
      });
      inFlight.on('error', reject);
    });
    inFlight.write(body.subarray(0, 10));
    await server.waitFor(/"url":"\/api\/contact\/"[^\n]*"msg":"incoming request"/);

    const signalled = performance.now();
    server.child.kill('SIGTERM');
    await server.waitFor(/SIGTERM: finishing requests in flight/);

    // The stream ends cleanly (no reset) once the server is closing.
    for (;;) {
      const { done } = await reader.read();
      if (done) break;
    }
    // No new connection is taken.
    await expect(fetch(`${base}api/health/`)).rejects.toThrow();

    inFlight.end(body.subarray(10));
    const answered = await answer;
    expect(answered.status, answered.text).toBe(201);
    expect(await server.exit).toBe(0);
    expect(performance.now() - signalled).toBeLessThan(EXIT_WITHIN_MS);
    expect(server.output()).not.toContain('killed by timeout');
    agent.destroy();
  }, 120_000);
});
