import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/** One received message as stored on disk (the test workers are other processes, so they read files). */
export interface StoredMail {
  seq: number;
  receivedAt: string;
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpPeer {
  port: number;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that accepts everything and writes each message to `dir`. */
export async function startSmtpPeer(dir: string): Promise<SmtpPeer> {
  let seq = 0;
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no STARTTLS, so the API server's nodemailer does not try a self-signed upgrade.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        seq += 1;
        const mail: StoredMail = {
          seq,
          receivedAt: new Date().toISOString(),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        // Write then rename, so a reader never sees half a file.
        const name = `${String(seq).padStart(6, '0')}.json`;
        const temporary = join(dir, `.${name}.tmp`);
        writeFileSync(temporary, JSON.stringify(mail));
        renameSync(temporary, join(dir, name));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP peer did not get a port');
  return {
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
