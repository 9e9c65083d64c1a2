import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../db/schema';
import { createMailer } from '../services/mail';
import { setupTestApp } from '../test/app';

/** A real SMTP peer that keeps what it receives. */
const received: { from: string; to: string[]; data: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    let data = '';
    stream.on('data', (c: Buffer) => { data += c.toString('utf8'); });
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        data,
      });
      callback();
    });
  },
});
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const quiet = { info: () => {}, error: () => {} };
const mailer = {
  // Built lazily: the SMTP port is known only once the peer listens.
  real: undefined as ReturnType<typeof createMailer> | undefined,
  async send(msg: Parameters<ReturnType<typeof createMailer>['send']>[0]) {
    this.real ??= createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Jagir <no-reply@jagir.example>', outboxDir: '/nonexistent', logger: quiet });
    return this.real.send(msg);
  },
  async close() { await this.real?.close(); },
};

const t = setupTestApp({ mailer, env: { CONTACT_EMAIL: 'help@jagir.example' } });

const message = { name: 'Bikash Thapa', email: 'Bikash@Example.com', subject: 'Pricing for NGOs', message: 'Do you offer a discount for non-profits?' };

describe('POST /api/contact/', () => {
  it('stores the message and mails it to CONTACT_EMAIL through SMTP, replying to the sender', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/contact/', payload: message });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ detail: 'Thank you for your message. We will get back to you soon.' });

    const mail = received.at(-1)!;
    expect(mail.to).toEqual(['help@jagir.example']);
    expect(mail.from).toBe('no-reply@jagir.example');
    expect(mail.data).toMatch(/^Reply-To: bikash@example\.com/mi);
    expect(mail.data).toContain('Pricing for NGOs');

    const rows = await t.database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Bikash Thapa', email: 'bikash@example.com', subject: 'Pricing for NGOs', mailed: true });
  });

  it('keeps the message when mail cannot be sent', async () => {
    const dead = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'no-reply@jagir.example', outboxDir: '/nonexistent', logger: quiet });
    const send = mailer.send;
    mailer.send = (msg) => dead.send(msg);
    try {
      const res = await t.inject({ method: 'POST', url: '/api/contact/', payload: { ...message, subject: 'While mail is down' } });
      expect(res.statusCode).toBe(201);
    } finally {
      mailer.send = send;
    }
    const rows = await t.database.db.select().from(contactMessages);
    expect(rows.find((r) => r.subject === 'While mail is down')?.mailed).toBe(false);
  });

  it('names blank and missing fields', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/contact/', payload: { name: ' ', email: 'x@', message: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      name: ['This field may not be blank.'],
      email: ['Please enter a valid email address'],
      subject: ['This field is required.'],
      message: ['This field may not be blank.'],
    });
  });
});
