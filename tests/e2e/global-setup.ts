/**
 * Starts the stack the e2e specs run against and returns its teardown:
 * build the portal, a real SMTP peer, and the real API server (serving dist/ and the API on one origin)
 * on a fresh data folder. Set E2E_SKIP_BUILD=1 to reuse dist/, E2E_PORT to move the server,
 * E2E_KEEP_TMP=1 to keep the data folder, mails and server log for a look afterwards.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startSmtpPeer, type SmtpPeer } from './support/smtp-peer';
import { STACK_ENV } from './support/stack-env';

const HEALTH_TIMEOUT_MS = 60_000;
const HEALTH_POLL_MS = 200;
const STOP_TIMEOUT_MS = 10_000;

function portInUse(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => { socket.destroy(); done(true); });
    socket.on('error', () => done(false));
  });
}

function logTail(path: string): string {
  try {
    return readFileSync(path, 'utf8').split('\n').slice(-40).join('\n');
  } catch {
    return '(no log)';
  }
}

async function waitForHealth(url: string, server: ChildProcess, logPath: string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`API server exited (${server.exitCode ?? server.signalCode}) before it was healthy:\n${logTail(logPath)}`);
    }
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, HEALTH_POLL_MS));
  }
  throw new Error(`API server not healthy at ${url} after ${HEALTH_TIMEOUT_MS} ms:\n${logTail(logPath)}`);
}

async function stopProcessGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // Already gone.
    }
  };
  signalGroup('SIGTERM');
  const timer = setTimeout(() => signalGroup('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const root = resolve(import.meta.dirname, '../..');
  const port = Number(process.env.E2E_PORT ?? 4173);
  const baseUrl = `http://127.0.0.1:${port}`;
  const tmp = mkdtempSync(join(tmpdir(), 'jagir-e2e-'));
  const dataDir = join(tmp, 'data');
  const mailDir = join(tmp, 'mail');
  const logPath = join(tmp, 'server.log');
  mkdirSync(dataDir);
  mkdirSync(mailDir);

  let smtp: SmtpPeer | undefined;
  let server: ChildProcess | undefined;
  const teardown = async () => {
    if (server) await stopProcessGroup(server);
    if (smtp) await smtp.close();
    if (process.env.E2E_KEEP_TMP === '1') console.log(`e2e: kept ${tmp}`);
    else rmSync(tmp, { recursive: true, force: true });
  };

  try {
    if (process.env.E2E_SKIP_BUILD !== '1') {
      const build = spawnSync(join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
        cwd: root,
        encoding: 'utf8',
      });
      if (build.status !== 0) throw new Error(`vite build failed:\n${build.stdout}\n${build.stderr}`);
    }
    if (await portInUse(port)) throw new Error(`Port ${port} is taken; set E2E_PORT to a free port.`);

    smtp = await startSmtpPeer(mailDir);

    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Jagir <no-reply@jagir.example>',
      CONTACT_EMAIL: 'support@jagir.example',
      PUBLIC_URL: baseUrl,
      SEED_DEMO: 'false',
      // The push spec's push service is a local HTTP server (tests/e2e/push.spec.ts).
      PUSH_ALLOW_LOCAL_ENDPOINTS: 'true',
      // Every test is a client at 127.0.0.1: the suite's sign-ups and applications would use up one address's
      // allowance of public writes (server/plugins/rate-limits.test.ts tests the limits themselves).
      RATE_LIMIT_PER_ADDRESS: '5000',
    };
    delete env.DATABASE_URL; // the embedded database, fresh for every run
    const log = openSync(logPath, 'a');
    // node directly (not npx/npm) in its own process group, so the teardown stops it and its children.
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env,
      detached: true,
      stdio: ['ignore', log, log],
    });
    await waitForHealth(`${baseUrl}/api/ready/`, server, logPath);
  } catch (error) {
    await teardown();
    throw error;
  }

  process.env[STACK_ENV.baseUrl] = baseUrl;
  process.env[STACK_ENV.mailDir] = mailDir;
  process.env[STACK_ENV.distDir] = process.env.DIST_DIR ?? join(root, 'dist');
  return teardown;
}
