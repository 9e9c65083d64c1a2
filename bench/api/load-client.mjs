// The load generator of bench/api.ts, a child process of its own: it keeps `concurrency` requests in flight over
// loopback (one keep-alive connection each) and reports each one's latency, without sharing the server's event
// loop (nor its CPU accounting). It uses node:http rather than fetch: on two cores fetch's own cost per request
// (streams, promises) delayed the next request enough to add up to twice the server's time to the slowest
// answers, a figure about the client rather than the server.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** @type {{ base: string; requests: { url: string; token: string }[]; concurrency: number; timeLimitMs: number }} */
const { base, requests, concurrency, timeLimitMs } = await new Promise((resolve) => process.once('message', resolve));

const { hostname, port } = new URL(base);
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

/** One GET, read to the end; resolves to the status code. */
const get = (path, token) => new Promise((resolve, reject) => {
  const req = http.request({ hostname, port, path, agent, headers: { authorization: `Token ${token}` } }, (res) => {
    res.on('data', () => {});
    res.on('end', () => resolve(res.statusCode));
    res.on('error', reject);
  });
  req.on('error', reject);
  req.end();
});

const latencies = [];
let next = 0;
let failures = 0;
const started = performance.now();
const worker = async () => {
  while (next < requests.length && performance.now() - started < timeLimitMs) {
    const { url, token } = requests[next++];
    const t0 = performance.now();
    const status = await get(url, token).catch(() => 0);
    latencies.push(performance.now() - t0);
    if (status !== 200 && status !== 404) failures += 1; // 404: a page past the last one
  }
};
await Promise.all(Array.from({ length: concurrency }, worker));
agent.destroy();
process.send({ latencies, failures, seconds: (performance.now() - started) / 1000 }, () => process.disconnect());
