// The test app's mailer for tests of who is mailed: each message goes to the real SMTP peer and is also kept by the
// capturing mailer (which the fixtures read codes from).
import { afterAll, beforeAll } from 'vitest';
import type { Mailer } from '../services/mail';
import type { TestApp } from './app';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer';

/** Call before setupTestApp; pass `mailer` to it and `bind` the app once set up. */
export function smtpTee(): { peer: () => SmtpPeer; mailer: Mailer; bind(t: TestApp): void } {
  let peer: SmtpPeer;
  let smtp: Mailer;
  let app: TestApp | undefined;
  beforeAll(async () => {
    peer = await startSmtpPeer();
    smtp = peer.mailer();
  });
  afterAll(async () => {
    await smtp?.close();
    await peer?.close();
  });
  return {
    peer: () => peer,
    mailer: {
      async send(msg) {
        await app?.mailer.send(msg);
        await smtp.send(msg);
      },
      async close() {},
    },
    bind(t) { app = t; },
  };
}
