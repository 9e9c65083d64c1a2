// A push service of our own for tests: a local HTTP server that takes Web Push requests for browsers it made
// subscriptions for (RFC 8291 keys: a P-256 key pair and an auth secret each), decrypts each aes128gcm body and
// keeps it. Each subscription answers with the status the test chooses (201 unless told otherwise).
import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  /** The subscription's name, as passed to `subscription`. */
  name: string;
  headers: IncomingHttpHeaders;
  /** The decrypted body, parsed as JSON. */
  payload: unknown;
}

interface Device { ecdh: ECDH; auth: Buffer; status: number }

export interface PushReceiver {
  origin: string;
  /** A new browser subscription (as PushSubscription.toJSON() gives it) whose pushes come here. */
  subscription(name: string, status?: number): { endpoint: string; keys: { p256dh: string; auth: string } };
  received: ReceivedPush[];
  /** Resolves with the next push to arrive (or the first not yet taken). */
  next(): Promise<ReceivedPush>;
  close(): Promise<void>;
}

/** RFC 8291 §3.4 and RFC 8188: one record, the sender's public key in the header's key id. */
export function decryptAes128gcm(body: Buffer, ecdh: ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and then zero or more zero bytes of padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('The push payload has no last-record delimiter.');
  return padded.subarray(0, end);
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  let taken = 0;
  const waiting: ((push: ReceivedPush) => void)[] = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const name = decodeURIComponent((req.url ?? '/').slice('/push/'.length));
      const device = devices.get(name);
      if (!device || req.method !== 'POST') {
        res.writeHead(404).end();
        return;
      }
      if (device.status >= 200 && device.status < 300) {
        const body = Buffer.concat(chunks);
        const payload: unknown = JSON.parse(decryptAes128gcm(body, device.ecdh, device.auth).toString('utf8'));
        const push = { name, headers: req.headers, payload };
        received.push(push);
        const wake = waiting.shift();
        if (wake) {
          taken += 1;
          wake(push);
        }
      }
      res.writeHead(device.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    subscription(name, status = 201) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(name, { ecdh, auth, status });
      return {
        endpoint: `${origin}/push/${encodeURIComponent(name)}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    next() {
      if (taken < received.length) return Promise.resolve(received[taken++]!);
      return new Promise((resolve) => waiting.push(resolve));
    },
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
