// Configuration comes from the environment only; a bad value stops start-up with one clear line.
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** Prometheus metrics on their own port (docs/deploy.md "Metrics"); unset: not served. */
  metricsPort: number | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  contactEmail: string;
  publicUrl: string | undefined;
  seedDemo: boolean;
  productName: string;
  /** The built portal to serve; unset: the repository's dist/. */
  distDir: string | undefined;
  /** Fastify's trustProxy: behind a reverse proxy, the client address (for the login lockout) comes from it. */
  trustProxy: boolean | string;
  /** Limits on the public writes (docs/decisions.md "Rate limits"): hits per window per client address and per e-mail. */
  rateLimits: { windowMs: number; perAddress: number; perEmail: number };
  /** Payment gateways; a gateway is offered only when its keys are set. Never logged. */
  khalti: { secretKey: string; baseUrl: string } | undefined;
  esewa: { productCode: string; secretKey: string; formUrl: string; statusUrl: string } | undefined;
  /** Who issues the tax invoices; `demo` when the SELLER_* variables are unset and well-formed fake values stand in. */
  seller: Seller;
  /**
   * Web Push: the VAPID key pair when configured (otherwise the server makes one on first start and keeps it in the
   * database) and the contact the push services see. Never logged.
   */
  vapid: { keys: VapidKeys | undefined; subject: string };
  /** Tests only (PUSH_ALLOW_LOCAL_ENDPOINTS): accept push endpoints on this machine, over plain HTTP too. */
  pushAllowLocalEndpoints: boolean;
}

export interface VapidKeys { publicKey: string; privateKey: string }

export interface Seller { legalName: string; pan: string; address: string; demo: boolean }

/** Clearly fake but well-formed: the invoice also says they are demo values. */
export const DEMO_SELLER: Seller = { legalName: 'Jagir Demo Pvt. Ltd.', pan: '999999999', address: 'Demo Marg, Kathmandu, Nepal', demo: true };

export class ConfigError extends Error {}

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

function urlWith(name: string, value: string, protocols: string[]): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a valid URL: "${value}".`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${url.protocol}//").`);
  }
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const get = (name: string) => {
    const v = env[name]?.trim();
    return v ? v : undefined;
  };

  const portText = get('PORT') ?? '8080';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535 (got "${portText}").`);
  }

  const mailFrom = get('MAIL_FROM') ?? 'Jagir <no-reply@jagir.example>';
  const fromAddress = /<([^>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom;
  if (!EMAIL.test(fromAddress)) {
    throw new ConfigError(`MAIL_FROM must be an e-mail address or "Name <address>" (got "${mailFrom}").`);
  }

  const metricsText = get('METRICS_PORT');
  if (metricsText !== undefined && (!/^\d+$/.test(metricsText) || Number(metricsText) > 65535)) {
    throw new ConfigError(`METRICS_PORT must be a whole number from 0 to 65535 (got "${metricsText}").`);
  }
  const contactEmail = get('CONTACT_EMAIL') ?? 'support@jagir.example';
  if (!EMAIL.test(contactEmail)) throw new ConfigError(`CONTACT_EMAIL is not an e-mail address: "${contactEmail}".`);

  const seedText = (get('SEED_DEMO') ?? 'true').toLowerCase();
  if (!['true', 'false', '1', '0', 'yes', 'no'].includes(seedText)) {
    throw new ConfigError(`SEED_DEMO must be true or false (got "${seedText}").`);
  }

  const proxyText = get('TRUST_PROXY') ?? 'false';
  // true, false, or the proxies' addresses/CIDRs separated by commas.
  const trustProxy = proxyText === 'true' ? true : proxyText === 'false' ? false : proxyText;

  const count = (name: string, fallback: number) => {
    const text = get(name) ?? String(fallback);
    if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > 1_000_000) {
      throw new ConfigError(`${name} must be a whole number from 1 to 1000000 (got "${text}").`);
    }
    return Number(text);
  };
  const rateLimits = {
    windowMs: count('RATE_LIMIT_WINDOW_MINUTES', 15) * 60_000,
    perAddress: count('RATE_LIMIT_PER_ADDRESS', 50),
    perEmail: count('RATE_LIMIT_PER_EMAIL', 10),
  };

  const databaseUrl = get('DATABASE_URL');
  const smtpUrl = get('SMTP_URL');
  const publicUrl = get('PUBLIC_URL');
  const distDir = get('DIST_DIR');

  return {
    port,
    host: get('HOST') ?? '127.0.0.1',
    metricsPort: metricsText === undefined ? undefined : Number(metricsText),
    dataDir: path.resolve(get('DATA_DIR') ?? './data'),
    databaseUrl: databaseUrl && urlWith('DATABASE_URL', databaseUrl, ['postgres:', 'postgresql:']),
    smtpUrl: smtpUrl && urlWith('SMTP_URL', smtpUrl, ['smtp:', 'smtps:']),
    mailFrom,
    contactEmail,
    publicUrl: publicUrl && urlWith('PUBLIC_URL', publicUrl, ['http:', 'https:']).replace(/\/+$/, ''),
    seedDemo: ['true', '1', 'yes'].includes(seedText),
    productName: get('PRODUCT_NAME') ?? 'Jagir',
    trustProxy,
    rateLimits,
    distDir: distDir && path.resolve(distDir),
    ...paymentGateways(get),
    seller: sellerOf(get),
    vapid: vapidOf(get, contactEmail),
    pushAllowLocalEndpoints: get('PUSH_ALLOW_LOCAL_ENDPOINTS') === 'true',
  };
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const base64urlBytes = (text: string) => (BASE64URL.test(text) ? Buffer.from(text, 'base64url') : undefined);

/** A configured key pair must be both halves and the right shape: an uncompressed P-256 point and a 32-byte scalar. */
function vapidOf(get: (name: string) => string | undefined, contactEmail: string): Config['vapid'] {
  const publicKey = get('VAPID_PUBLIC_KEY');
  const privateKey = get('VAPID_PRIVATE_KEY');
  const subject = get('VAPID_SUBJECT') ?? `mailto:${contactEmail}`;
  if (!/^mailto:[^\s@]+@[^\s@]+$/.test(subject) && !/^https:\/\/[^\s]+$/.test(subject)) {
    throw new ConfigError(`VAPID_SUBJECT must be a mailto: address or an https:// URL (got "${subject}").`);
  }
  if (!publicKey && !privateKey) return { keys: undefined, subject };
  if (!publicKey || !privateKey) throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither.');
  const pub = base64urlBytes(publicKey);
  if (pub?.length !== 65 || pub[0] !== 4) {
    throw new ConfigError('VAPID_PUBLIC_KEY must be an uncompressed P-256 public key in URL-safe base64 (65 bytes, 87 characters).');
  }
  if (base64urlBytes(privateKey)?.length !== 32) {
    throw new ConfigError('VAPID_PRIVATE_KEY must be a P-256 private key in URL-safe base64 (32 bytes, 43 characters).');
  }
  return { keys: { publicKey, privateKey }, subject };
}

/** The seller named on tax invoices: all three variables or none (a half-configured seller would mix in demo values). */
function sellerOf(get: (name: string) => string | undefined): Seller {
  const legalName = get('SELLER_LEGAL_NAME');
  const pan = get('SELLER_PAN');
  const address = get('SELLER_ADDRESS');
  if (!legalName && !pan && !address) return DEMO_SELLER;
  if (!legalName || !pan || !address) {
    throw new ConfigError('SELLER_LEGAL_NAME, SELLER_PAN and SELLER_ADDRESS go together: set all three or none.');
  }
  if (!/^[0-9]{9}$/.test(pan)) throw new ConfigError(`SELLER_PAN must be the seller's 9-digit PAN/VAT number (got "${pan}").`);
  return { legalName, pan, address, demo: false };
}

/** Khalti ePayment v2 and eSewa ePay v2; base URLs default to production, the sandbox ones go in the env. */
function paymentGateways(get: (name: string) => string | undefined): Pick<Config, 'khalti' | 'esewa'> {
  const khaltiKey = get('KHALTI_SECRET_KEY');
  const esewaKey = get('ESEWA_SECRET_KEY');
  const esewaCode = get('ESEWA_PRODUCT_CODE');
  if (Boolean(esewaKey) !== Boolean(esewaCode)) throw new ConfigError('ESEWA_SECRET_KEY and ESEWA_PRODUCT_CODE go together: set both or neither.');
  const http = ['http:', 'https:'];
  return {
    khalti: khaltiKey ? {
      secretKey: khaltiKey,
      baseUrl: urlWith('KHALTI_BASE_URL', get('KHALTI_BASE_URL') ?? 'https://khalti.com/api/v2', http).replace(/\/+$/, ''),
    } : undefined,
    esewa: esewaKey && esewaCode ? {
      secretKey: esewaKey,
      productCode: esewaCode,
      formUrl: urlWith('ESEWA_FORM_URL', get('ESEWA_FORM_URL') ?? 'https://epay.esewa.com.np/api/epay/main/v2/form', http),
      statusUrl: urlWith('ESEWA_STATUS_URL', get('ESEWA_STATUS_URL') ?? 'https://epay.esewa.com.np/api/epay/transaction/status/', http),
    } : undefined,
  };
}
