/**
 * What global setup tells the test workers (Playwright passes the runner's environment on to them).
 * Setup writes these; specs and helpers read them through the functions below.
 */
export const STACK_ENV = {
  /** Origin of the API server that also serves the built portal. */
  baseUrl: 'E2E_BASE_URL',
  /** Folder where the SMTP peer stores every message it receives, one JSON file each. */
  mailDir: 'E2E_MAIL_DIR',
  /** The built portal the server serves (the update-prompt test copies it). */
  distDir: 'E2E_DIST_DIR',
} as const;

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the e2e suite through playwright.config.ts (global setup).`);
  return value;
}

export const stackBaseUrl = (): string => required(STACK_ENV.baseUrl);
export const stackMailDir = (): string => required(STACK_ENV.mailDir);
export const stackDistDir = (): string => required(STACK_ENV.distDir);
