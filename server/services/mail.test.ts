import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMailer, redactSmtpUrl, type MailMessage } from './mail';

const FROM = 'Jagir <no-reply@jagir.example>';
const MESSAGE: MailMessage = {
  to: 'hr@himalayan-tech.example',
  subject: 'Verify your e-mail address for Jagir',
  text: 'Your code is 482913',
  html: '<p>Your code is <b>482913</b></p>',
  replyTo: 'asker@example.com',
};

function fakeLogger() {
  return { info: vi.fn(), error: vi.fn() };
}

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
  user: string | undefined;
}

/** A real SMTP peer on a random local port that keeps what it receives. */
async function startSmtpPeer(auth?: { user: string; pass: string }) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: !auth,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(a, _session, callback) {
      if (auth && a.username === auth.user && a.password === auth.pass) callback(null, { user: a.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        received.push({
          from: from ? from.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: session.user as string | undefined,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('createMailer with SMTP', () => {
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  afterEach(async () => peer?.close());

  it('delivers a multipart message with the right headers to a real SMTP server', async () => {
    // Arrange
    peer = await startSmtpPeer();
    const logger = fakeLogger();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${peer.port}`, from: FROM, outboxDir: '/nonexistent', logger });

    // Act
    await mailer.send(MESSAGE);
    await mailer.close();

    // Assert
    expect(peer.received).toHaveLength(1);
    const [mail] = peer.received;
    expect(mail?.from).toBe('no-reply@jagir.example');
    expect(mail?.to).toEqual(['hr@himalayan-tech.example']);
    const raw = mail?.raw ?? '';
    expect(raw).toMatch(/^From: Jagir <no-reply@jagir\.example>\r?$/m);
    expect(raw).toMatch(/^To: hr@himalayan-tech\.example\r?$/m);
    expect(raw).toMatch(/^Subject: Verify your e-mail address for Jagir\r?$/m);
    expect(raw).toMatch(/^Reply-To: asker@example\.com\r?$/m);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(raw).toMatch(/^Content-Type: text\/plain; charset=utf-8\r?$/m);
    expect(raw).toMatch(/^Content-Type: text\/html; charset=utf-8\r?$/m);
    expect(raw).toContain('Your code is 482913');
    expect(raw).toContain('<p>Your code is <b>482913</b></p>');
  });

  it('logs in with the URL credentials and never logs the password', async () => {
    // Arrange
    peer = await startSmtpPeer({ user: 'mailer', pass: 's3cret-pa55' });
    const logger = fakeLogger();
    const smtpUrl = `smtp://mailer:s3cret-pa55@127.0.0.1:${peer.port}`;
    const mailer = createMailer({ smtpUrl, from: FROM, outboxDir: '/nonexistent', logger });

    // Act
    await mailer.send(MESSAGE);
    await mailer.close();

    // Assert
    expect(peer.received[0]?.user).toBe('mailer');
    const logged = JSON.stringify([logger.info.mock.calls, logger.error.mock.calls]);
    expect(logged).toContain(`127.0.0.1:${peer.port}`);
    expect(logged).not.toContain('s3cret-pa55');
  });

  it('rejects and logs an error without credentials when the server refuses the login', async () => {
    // Arrange
    peer = await startSmtpPeer({ user: 'mailer', pass: 'right' });
    const logger = fakeLogger();
    const mailer = createMailer({ smtpUrl: `smtp://mailer:wrong-pa55@127.0.0.1:${peer.port}`, from: FROM, outboxDir: '/nonexistent', logger });

    // Act
    const sending = mailer.send(MESSAGE);

    // Assert
    await expect(sending).rejects.toThrow();
    await mailer.close();
    expect(peer.received).toHaveLength(0);
    expect(logger.error).toHaveBeenCalledOnce();
    expect(JSON.stringify(logger.error.mock.calls)).not.toContain('wrong-pa55');
  });

  it('refuses a URL that is not smtp:// or smtps://', () => {
    expect(() => createMailer({ smtpUrl: 'http://mail.example', from: FROM, outboxDir: '/x', logger: fakeLogger() })).toThrow(
      'SMTP_URL must start with smtp:// or smtps://',
    );
    expect(() => createMailer({ smtpUrl: 'not a url', from: FROM, outboxDir: '/x', logger: fakeLogger() })).toThrow(
      'SMTP_URL is not a valid URL',
    );
  });

  it('redacts only the password of an SMTP URL', () => {
    expect(redactSmtpUrl('smtps://user:p%40ss@smtp.example.com:465')).toBe('smtps://user:***@smtp.example.com:465');
    expect(redactSmtpUrl('smtp://127.0.0.1:2525')).toBe('smtp://127.0.0.1:2525');
  });
});

describe('createMailer without SMTP (development outbox)', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'jagir-outbox-'));
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  it('creates the folder, writes the message as .eml and logs recipient, subject and text', async () => {
    // Arrange
    const outboxDir = join(dir, 'mail', 'outbox');
    const logger = fakeLogger();
    const mailer = createMailer({ from: FROM, outboxDir, logger });

    // Act
    await mailer.send(MESSAGE);
    await mailer.send({ ...MESSAGE, subject: 'Second' });
    await mailer.close();

    // Assert
    const files = (await readdir(outboxDir)).sort();
    expect(files).toHaveLength(2);
    for (const f of files) expect(f).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f]{8}\.eml$/);
    const emls = await Promise.all(files.map((f) => readFile(join(outboxDir, f), 'utf8')));
    const first = emls.find((e) => /^Subject: Verify/m.test(e)) ?? '';
    expect(first).toMatch(/^From: Jagir <no-reply@jagir\.example>\r$/m);
    expect(first).toMatch(/^To: hr@himalayan-tech\.example\r$/m);
    expect(first).toContain('Your code is 482913');
    expect(first).toMatch(/^Content-Type: text\/html; charset=utf-8\r$/m);

    const sendLogs = logger.info.mock.calls.filter(([obj]) => 'file' in obj);
    expect(sendLogs).toHaveLength(2);
    expect(sendLogs[0]?.[0]).toMatchObject({ to: MESSAGE.to, subject: MESSAGE.subject, text: 'Your code is 482913' });
    expect(logger.error).not.toHaveBeenCalled();
  });
});
