// The load generator of bench/api.ts, a child process of its own: it keeps `concurrency` requests in flight over
// loopback and reports each one's latency, without sharing the server's event loop (nor its CPU accounting).
import { performance } from 'node:perf_hooks';

/** @type {{ base: string; requests: { url: string; token: string }[]; concurrency: number; timeLimitMs: number }} */
const { base, requests, concurrency, timeLimitMs } = await new Promise((resolve) => process.once('message', resolve));

const latencies = [];
let next = 0;
let failures = 0;
const started = performance.now();
const worker = async () => {
  while (next < requests.length && performance.now() - started < timeLimitMs) {
    const { url, token } = requests[next++];
    const t0 = performance.now();
    const res = await fetch(base + url, { headers: { authorization: `Token ${token}` } });
    await res.arrayBuffer();
    latencies.push(performance.now() - t0);
    if (res.status !== 200 && res.status !== 404) failures += 1; // 404: a page past the last one
  }
};
await Promise.all(Array.from({ length: concurrency }, worker));
process.send({ latencies, failures, seconds: (performance.now() - started) / 1000 }, () => process.disconnect());
