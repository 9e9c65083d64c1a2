// The real server process on a PGlite data folder: start-up output, the data-folder lock, SIGTERM, restart.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jagir-main-'));
const running = new Set<ChildProcess>();

interface Server { child: ChildProcess; output: () => string; waitFor(re: RegExp): Promise<RegExpMatchArray>; exit: Promise<number | null> }

function start(): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let out = '';
  const waiters: { re: RegExp; resolve: (m: RegExpMatchArray) => void }[] = [];
  const onData = (chunk: Buffer) => {
    out += chunk.toString();
    for (const w of [...waiters]) {
      const m = out.match(w.re);
      if (m) { waiters.splice(waiters.indexOf(w), 1); w.resolve(m); }
    }
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => { running.delete(child); resolve(code); }));
  return {
    child,
    exit,
    output: () => out,
    waitFor: (re) => new Promise((resolve, reject) => {
      const m = out.match(re);
      if (m) return resolve(m);
      waiters.push({ re, resolve });
      void exit.then((code) => reject(new Error(`server exited (${code}) before ${re}:\n${out}`)));
    }),
  };
}

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const json = async (url: string, body: object) => {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('server process', () => {
  it('starts, refuses a second process on its data folder, stops on SIGTERM and keeps accounts across a restart', async () => {
    const first = start();
    const [, base] = await first.waitFor(/Jagir is running at (http:\/\/127\.0\.0\.1:\d+\/)/);
    const [, demoEmail, demoPassword] = await first.waitFor(/e-mail (\S+)\s+password (\S+)/);
    expect(demoEmail).toBe('demo@jagir.example');

    const second = start();
    expect(await second.exit).toBe(1);
    expect(second.output()).toContain('Another Jagir server is already using the data folder');

    // Register with curl-like calls, reading the code from the log.
    const email = 'newcomer@example.com';
    expect((await json(`${base}api/auth/send-otp/`, { email })).status).toBe(200);
    const [, code] = await first.waitFor(/"text":"[^"]*?\b(\d{6})\b/);
    const registered = await json(`${base}api/auth/register/`, {
      email, password: 'Chitwan-Park5', password_confirm: 'Chitwan-Park5', full_name: 'Newcomer Pvt. Ltd.', otp_code: code,
    });
    expect(registered.status).toBe(201);

    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);
    expect(existsSync(path.join(dataDir, '.jagir.lock'))).toBe(false);

    const again = start();
    const [, base2] = await again.waitFor(/Jagir is running at (http:\/\/127\.0\.0\.1:\d+\/)/);
    expect(again.output()).not.toContain('Demo employer created');
    expect((await json(`${base2}api/auth/login/`, { email, password: 'Chitwan-Park5' })).status).toBe(200);
    expect((await json(`${base2}api/auth/login/`, { email: demoEmail, password: demoPassword })).status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exit).toBe(0);
  }, 120_000);
});
