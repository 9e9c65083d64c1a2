/** Reads what the SMTP peer received (files written by global setup's peer) and pulls out OTP codes. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import type { StoredMail } from './smtp-peer';
import { stackMailDir } from './stack-env';

export interface ReceivedMail {
  seq: number;
  to: string[];
  subject: string;
  /** Decoded text/plain parts, or the HTML with its tags removed when there is no plain text. */
  text: string;
}

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

function parsePart(raw: string): MimePart {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(part: MimePart): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = part.body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return part.body;
}

/** Leaf parts of a (possibly nested multipart) message with their content type and decoded text. */
function leafParts(part: MimePart): { type: string; text: string }[] {
  const contentType = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!contentType.toLowerCase().startsWith('multipart/') || !boundary) {
    return [{ type: contentType.split(';')[0]!.trim().toLowerCase(), text: decodeBody(part) }];
  }
  const sections = part.body.split(`--${boundary}`).slice(1); // drop the preamble
  return sections
    .filter((s) => !s.startsWith('--')) // the closing delimiter and epilogue
    .flatMap((s) => leafParts(parsePart(s.replace(/^\r?\n/, ''))));
}

function decodeMail(stored: StoredMail): ReceivedMail {
  const message = parsePart(stored.raw);
  const parts = leafParts(message);
  const plain = parts.filter((p) => p.type === 'text/plain').map((p) => p.text);
  const html = parts.filter((p) => p.type === 'text/html').map((p) => p.text.replace(/<[^>]*>/g, ' '));
  return {
    seq: stored.seq,
    to: stored.to,
    subject: message.headers.get('subject') ?? '',
    text: (plain.length ? plain : html).join('\n'),
  };
}

/** Every message received so far, oldest first. */
export function allMail(): ReceivedMail[] {
  const dir = stackMailDir();
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => decodeMail(JSON.parse(readFileSync(join(dir, name), 'utf8')) as StoredMail));
}

/** Sequence number of the newest message so far: pass it as `after` to wait only for later ones. */
export function latestMailSeq(): number {
  return allMail().at(-1)?.seq ?? 0;
}

export function mailTo(address: string, after = 0): ReceivedMail[] {
  const wanted = address.toLowerCase();
  return allMail().filter((m) => m.seq > after && m.to.includes(wanted));
}

export function otpIn(mail: ReceivedMail): string | undefined {
  // The code stands on a line of its own; a job title in the same e-mail may hold six digits too.
  return /^\s*(\d{6})\s*$/m.exec(mail.text)?.[1] ?? /(?<![\d#])(\d{6})(?!\d)/.exec(mail.text)?.[1];
}

/** Waits for the newest message to `address` (later than `after`) and returns its 6-digit code. */
export async function waitForOtp(address: string, options: { after?: number; timeout?: number } = {}): Promise<string> {
  let otp: string | undefined;
  await expect
    .poll(
      () => {
        const newest = mailTo(address, options.after ?? 0).at(-1);
        otp = newest && otpIn(newest);
        return otp;
      },
      { message: `an e-mail with a 6-digit code to ${address}`, timeout: options.timeout ?? 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return otp!;
}
