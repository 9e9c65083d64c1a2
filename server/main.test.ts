// The real server process on a PGlite data folder: start-up output, the data-folder lock, SIGTERM, restart.
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RUNNING_AT, startServerProcess } from './test/server-process';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jagir-main-'));
const running = new Set<ChildProcess>();
const start = () => startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '' }, running);

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
    const [, base] = await first.waitFor(RUNNING_AT);
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
    const [, base2] = await again.waitFor(RUNNING_AT);
    expect(again.output()).not.toContain('Demo employer created');
    expect((await json(`${base2}api/auth/login/`, { email, password: 'Chitwan-Park5' })).status).toBe(200);
    expect((await json(`${base2}api/auth/login/`, { email: demoEmail, password: demoPassword })).status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exit).toBe(0);
  }, 120_000);
});
