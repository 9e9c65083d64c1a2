import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_SELLER, loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'Jagir <no-reply@jagir.example>',
      contactEmail: 'support@jagir.example',
      publicUrl: undefined,
      seedDemo: true,
      productName: 'Jagir',
      trustProxy: false,
      rateLimits: { windowMs: 15 * 60_000, perAddress: 50, perEmail: 10 },
      seller: DEMO_SELLER,
      vapid: { keys: undefined, subject: 'mailto:support@jagir.example' },
      pushAllowLocalEndpoints: false,
    });
    expect(DEMO_SELLER).toEqual({ legalName: 'Jagir Demo Pvt. Ltd.', pan: '999999999', address: 'Demo Marg, Kathmandu, Nepal', demo: true });
  });

  it('reads the invoices\' seller', () => {
    expect(loadConfig({ SELLER_LEGAL_NAME: ' Himal Hiring Pvt. Ltd. ', SELLER_PAN: '612345678', SELLER_ADDRESS: 'Lazimpat, Kathmandu' }).seller)
      .toEqual({ legalName: 'Himal Hiring Pvt. Ltd.', pan: '612345678', address: 'Lazimpat, Kathmandu', demo: false });
  });

  it('reads the Web Push key pair and subject', () => {
    const publicKey = `B${'A'.repeat(86)}`;
    const privateKey = 'A'.repeat(43);
    expect(loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: 'https://jagir.example/contact' }).vapid)
      .toEqual({ keys: { publicKey, privateKey }, subject: 'https://jagir.example/contact' });
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '9001', HOST: '0.0.0.0', DATA_DIR: '/srv/jagir', DATABASE_URL: 'postgres://u@db:5432/jagir',
      SMTP_URL: 'smtps://u:p@mail.example:465', MAIL_FROM: 'hr@jagir.example', CONTACT_EMAIL: 'help@jagir.example',
      PUBLIC_URL: 'https://jagir.example/', SEED_DEMO: 'false', TRUST_PROXY: '10.0.0.0/8',
      RATE_LIMIT_WINDOW_MINUTES: '60', RATE_LIMIT_PER_ADDRESS: '200', RATE_LIMIT_PER_EMAIL: '5', METRICS_PORT: '9464',
    });
    expect(c).toMatchObject({
      port: 9001, host: '0.0.0.0', dataDir: '/srv/jagir', databaseUrl: 'postgres://u@db:5432/jagir', smtpUrl: 'smtps://u:p@mail.example:465',
      mailFrom: 'hr@jagir.example', contactEmail: 'help@jagir.example', publicUrl: 'https://jagir.example', seedDemo: false, trustProxy: '10.0.0.0/8',
      rateLimits: { windowMs: 60 * 60_000, perAddress: 200, perEmail: 5 }, metricsPort: 9464,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number from 0 to 65535 (got "eighty").'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535 (got "70000").'],
    [{ METRICS_PORT: 'yes' }, 'METRICS_PORT must be a whole number from 0 to 65535 (got "yes").'],
    [{ DATABASE_URL: 'mysql://x@y/z' }, 'DATABASE_URL must start with postgres:// or postgresql:// (got "mysql://").'],
    [{ SMTP_URL: 'not a url' }, 'SMTP_URL is not a valid URL: "not a url".'],
    [{ MAIL_FROM: 'Jagir' }, 'MAIL_FROM must be an e-mail address or "Name <address>" (got "Jagir").'],
    [{ CONTACT_EMAIL: 'support' }, 'CONTACT_EMAIL is not an e-mail address: "support".'],
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL must start with http:// or https:// (got "ftp://").'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO must be true or false (got "maybe").'],
    [{ RATE_LIMIT_PER_ADDRESS: '0' }, 'RATE_LIMIT_PER_ADDRESS must be a whole number from 1 to 1000000 (got "0").'],
    [{ RATE_LIMIT_PER_EMAIL: 'ten' }, 'RATE_LIMIT_PER_EMAIL must be a whole number from 1 to 1000000 (got "ten").'],
    [{ RATE_LIMIT_WINDOW_MINUTES: '1.5' }, 'RATE_LIMIT_WINDOW_MINUTES must be a whole number from 1 to 1000000 (got "1.5").'],
    [{ SELLER_PAN: '612345678' }, 'SELLER_LEGAL_NAME, SELLER_PAN and SELLER_ADDRESS go together: set all three or none.'],
    [{ SELLER_LEGAL_NAME: 'Himal Hiring Pvt. Ltd.', SELLER_PAN: '6123456', SELLER_ADDRESS: 'Lazimpat' }, 'SELLER_PAN must be the seller\'s 9-digit PAN/VAT number (got "6123456").'],
    [{ SELLER_LEGAL_NAME: 'Himal Hiring Pvt. Ltd.', SELLER_PAN: '61234567X', SELLER_ADDRESS: 'Lazimpat' }, 'SELLER_PAN must be the seller\'s 9-digit PAN/VAT number (got "61234567X").'],
    [{ VAPID_PUBLIC_KEY: `B${'A'.repeat(86)}` }, 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither.'],
    [{ VAPID_PUBLIC_KEY: 'A'.repeat(87), VAPID_PRIVATE_KEY: 'A'.repeat(43) }, 'VAPID_PUBLIC_KEY must be an uncompressed P-256 public key in URL-safe base64 (65 bytes, 87 characters).'],
    [{ VAPID_PUBLIC_KEY: `B${'A'.repeat(86)}`, VAPID_PRIVATE_KEY: 'A+/'.repeat(14) }, 'VAPID_PRIVATE_KEY must be a P-256 private key in URL-safe base64 (32 bytes, 43 characters).'],
    [{ VAPID_SUBJECT: 'hr@jagir.example' }, 'VAPID_SUBJECT must be a mailto: address or an https:// URL (got "hr@jagir.example").'],
  ])('refuses %o with one clear line', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });
});
