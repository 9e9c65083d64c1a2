// Over-size bodies and methods, over a real listening socket: a client always reads a JSON answer, never a reset.
import { request } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../src/domain/constants';
import { createTestApp, registerEmployer, type TestApp } from './test/app';

let t: TestApp;
let port: number;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerEmployer(t));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => { await t.close(); });

interface Answer { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/**
 * Sends a request whose body is `parts` with Node's own HTTP client, as fast as the server takes it (chunked
 * without a length), and reads the answer. A client still writing when the server hangs up gets an error
 * (EPIPE, ECONNRESET) instead of the answer: that is what these tests rule out.
 */
function send(method: string, path: string, headers: Record<string, string>, parts: Iterable<Buffer>, length?: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, agent: false, headers: length === undefined ? headers : { ...headers, 'content-length': String(length) } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => { body += d; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    const iterator = parts[Symbol.iterator]();
    const pump = () => {
      for (let next = iterator.next(); !next.done; next = iterator.next()) {
        if (!req.write(next.value)) { req.once('drain', pump); return; }
      }
      req.end();
    };
    pump();
  });
}

function* repeat(size: number, chunk = Buffer.alloc(64 * 1024, 'a')) {
  for (let sent = 0; sent < size; sent += chunk.length) yield chunk.subarray(0, Math.min(chunk.length, size - sent));
}

const OVER = MAX_BODY_BYTES + 1024 * 1024;
const FAR_OVER = 4 * MAX_BODY_BYTES;
const TOO_LARGE = { detail: 'Request body is too large. The maximum size is 10 MB.' };
const JSON_TYPE = { 'content-type': 'application/json' };

function fileForm(size: number) {
  const boundary = 'jagir-test';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    headers: { authorization: `Token ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    parts: [head, ...repeat(size), tail],
    length: head.length + size + tail.length,
  };
}

describe('a body over 10 MB answers a readable 413, never a reset', () => {
  it.each([['with Content-Length', OVER], ['chunked', undefined]] as const)('JSON %s', async (_, length) => {
    const res = await send('POST', '/api/contact/', JSON_TYPE, repeat(length ?? FAR_OVER), length);
    expect(res.status).toBe(413);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(res.body)).toEqual(TOO_LARGE);
  });

  it.each([['with Content-Length', true], ['chunked', false]] as const)('a multipart upload %s', async (_, withLength) => {
    const form = fileForm(withLength ? OVER : FAR_OVER);
    const res = await send('POST', '/api/upload/company-logo/', form.headers, form.parts, withLength ? form.length : undefined);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ detail: 'File too large. The maximum size is 10 MB.' });
  });

  it('answers an upload refused before its body is read (unknown job) with its 404', async () => {
    const form = fileForm(OVER);
    const res = await send('POST', '/api/jobs/00000000-0000-0000-0000-000000000000/apply/', form.headers, form.parts, form.length);
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toEqual({ detail: 'Not found.' });
  });
});

/** A request without a body over a raw socket, so any method name can be sent; reads the answer until close. */
function bare(method: string, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (d) => received.push(d));
    socket.on('error', reject);
    socket.on('end', () => {
      const [top = '', ...rest] = Buffer.concat(received).toString('utf8').split('\r\n\r\n');
      const [statusLine = '', ...lines] = top.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(`${method} ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nAuthorization: Token ${token}\r\n\r\n`);
  });
}

describe('methods on /api', () => {
  it('answers OPTIONS on a known path with 204 and Allow', async () => {
    const res = await bare('OPTIONS', '/api/employer/jobs/');
    expect(res.status).toBe(204);
    expect(res.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
  });

  it('answers a method a known path lacks with 405, Allow and a DRF detail', async () => {
    for (const method of ['DELETE', 'PROPFIND', 'TRACE', 'SEARCH']) {
      const res = await bare(method, '/api/employer/jobs/');
      expect(res.status, method).toBe(405);
      expect(res.headers.allow, method).toBe('GET, HEAD, POST, OPTIONS');
      expect(JSON.parse(res.body), method).toEqual({ detail: `Method "${method}" not allowed.` });
    }
  });

  it('answers a method Node cannot parse with a DRF-shaped 400', async () => {
    const res = await bare('FOO', '/api/employer/jobs/');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ detail: 'Bad request.' });
  });

  it('answers any method on an unknown path with 404', async () => {
    for (const method of ['GET', 'OPTIONS', 'DELETE', 'PROPFIND']) {
      const res = await bare(method, '/api/no/such/path/');
      expect(res.status, method).toBe(404);
      expect(JSON.parse(res.body), method).toEqual({ detail: 'Not found.' });
    }
  });
});
