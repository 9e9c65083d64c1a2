// A real SMTP server on a random local port that keeps what it receives, for tests that send through SMTP.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { createMailer, type Mailer } from '../services/mail';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The message with its quoted-printable parts decoded (enough to search its text and HTML). */
  body: string;
  /** A header of the message, unfolded ('' when missing). */
  header(name: string): string;
}

export interface SmtpPeer {
  port: number;
  received: ReceivedMail[];
  /** A mailer that sends to this peer. */
  mailer(): Mailer;
  close(): Promise<void>;
}

function headerOf(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : '';
}

function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' && /^[0-9A-F]{2}$/.test(joined.slice(i + 1, i + 3)) ? joined.slice(i + 1, i + 3) : undefined;
    if (hex) { bytes.push(parseInt(hex, 16)); i += 2; } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

export async function startSmtpPeer(): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address), raw, body: decodeQuotedPrintable(raw), header: (name) => headerOf(raw, name),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const quiet = { info: () => {}, error: () => {} };
  return {
    port,
    received,
    mailer: () => createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Jagir <no-reply@jagir.example>', outboxDir: '/nonexistent', logger: quiet }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A peer for the calling test file: started before its tests, stopped after them, with a mailer that sends to it.
 * Read `received` and `mailer` inside tests and hooks (they exist once the file's tests start).
 */
export function setupSmtpPeer(): { readonly received: ReceivedMail[]; readonly mailer: Mailer } {
  let peer: SmtpPeer | undefined;
  let mailer: Mailer | undefined;
  beforeAll(async () => {
    peer = await startSmtpPeer();
    mailer = peer.mailer();
  });
  afterAll(async () => {
    await mailer?.close();
    await peer?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the SMTP peer starts before the tests: use it inside a test or hook');
    return value;
  };
  return {
    get received() { return started(peer).received; },
    get mailer() { return started(mailer); },
  };
}

