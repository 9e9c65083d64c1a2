// Two real server processes on one PostgreSQL database behind a round-robin proxy (docs/deploy.md "Several
// processes"): a whole journey whose consecutive requests land on different processes. Whatever one process keeps
// to itself (a code, a session, a cache, a live stream) must be seen, or let go, by the other.
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpPeer, type SmtpPeer } from './test/smtp-peer';
import { RUNNING_AT, startServerProcess } from './test/server-process';
import { sseEvents } from './test/sse';
import { PDF } from './test/workspace-fixtures';

const url = process.env.TEST_DATABASE_URL;
const name = `jagir_multi_${randomBytes(6).toString('hex')}`;
const running = new Set<ChildProcess>();
const dataDirs: string[] = [];
const cleanups: (() => Promise<void>)[] = [];

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  for (const clean of cleanups.reverse()) await clean();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  if (url) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

interface Proxied { method: string; path: string; upstream: number }

/**
 * A reverse proxy that sends each request to the next upstream in turn and streams both ways (an event stream
 * passes through as it is written). It names the process that answered in `X-Upstream` and keeps the order.
 */
async function roundRobin(upstreams: string[]) {
  const log: Proxied[] = [];
  const agents = upstreams.map(() => new http.Agent({ keepAlive: true }));
  let next = 0;
  const server = http.createServer((req, res) => {
    const upstream = next++ % upstreams.length;
    log.push({ method: req.method!, path: req.url!, upstream });
    const target = new URL(req.url!, upstreams[upstream]);
    const forward = http.request(target, { method: req.method, headers: req.headers, agent: agents[upstream] }, (answer) => {
      res.writeHead(answer.statusCode!, { ...answer.headers, 'x-upstream': String(upstream) });
      answer.pipe(res);
      res.on('close', () => answer.destroy());
    });
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    log,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      for (const agent of agents) agent.destroy();
    },
  };
}

/** The 6-digit code in the newest mail to `to` (it stands on a line of its own in the text part). */
function codeFor(peer: SmtpPeer, to: string): string {
  const mail = peer.received.filter((m) => m.to.includes(to)).at(-1);
  const code = mail && /^\s*(\d{6})\s*$/m.exec(mail.body)?.[1];
  if (!code) throw new Error(`no code was mailed to ${to}`);
  return code;
}

describe.skipIf(!url)('two server processes on one PostgreSQL database behind a round-robin proxy (skipped without TEST_DATABASE_URL)', () => {
  it('carry one journey whose consecutive requests land on different processes', async () => {
    await admin(`CREATE DATABASE ${name}`);
    const target = new URL(url!);
    target.pathname = `/${name}`;
    const peer = await startSmtpPeer();
    cleanups.push(() => peer.close());
    const processes = ['a', 'b'].map(() => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jagir-multi-'));
      dataDirs.push(dataDir);
      return startServerProcess({
        DATABASE_URL: target.toString(), DATA_DIR: dataDir, SEED_DEMO: 'false', SMTP_URL: `smtp://127.0.0.1:${peer.port}`,
        DIST_DIR: path.join(dataDir, 'no-dist'),
      }, running);
    });
    const bases = await Promise.all(processes.map(async (p) => (await p.waitFor(RUNNING_AT))[1]!));
    const proxy = await roundRobin(bases);
    cleanups.push(() => proxy.close());

    let last: number | undefined;
    /** One request through the proxy; it must be answered by the other process than the one before. */
    const call = async (method: string, path: string, o: { token?: string; json?: object; form?: FormData; accept?: string } = {}) => {
      const res = await fetch(proxy.base + path, {
        method,
        headers: {
          ...(o.token && { authorization: `Token ${o.token}` }),
          ...(o.json && { 'content-type': 'application/json' }),
          ...(o.accept && { accept: o.accept }),
        },
        body: o.json ? JSON.stringify(o.json) : o.form,
      });
      const upstream = Number(res.headers.get('x-upstream'));
      expect(upstream, `${method} ${path} on the same process as the request before it`).not.toBe(last);
      last = upstream;
      return res;
    };
    const json = async (res: Response, status: number) => {
      const text = await res.text();
      expect(res.status, text).toBe(status);
      return JSON.parse(text) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    };

    // An employer registers: the code asked on one process is checked on the other.
    const email = `owner.${randomUUID()}@example.com`;
    const password = 'Kathmandu-2081';
    await json(await call('POST', '/api/auth/send-otp/', {
      json: { email, purpose: 'email_verification', user_type: 'employer', otp_type: 'registration' },
    }), 200);
    await json(await call('POST', '/api/auth/register/', {
      json: { email, user_type: 'employer', password, password_confirm: password, full_name: 'Everest Tech Pvt. Ltd.', otp_code: codeFor(peer, email) },
    }), 201);
    const { token } = await json(await call('POST', '/api/auth/login/', { json: { email, password } }), 200) as { token: string };

    // A job posted on one process is found publicly, and applied for, on the others.
    const deadline = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const job = await json(await call('POST', '/api/employer/jobs/', {
      token,
      json: {
        title: 'Senior React Developer', description: 'Build the Jagir portal with us.', requirements: '- 3 years of React',
        category: 'Technology', job_level: 'Senior', employment_type: 'Full Time', vacancies: 2, province: 'Bagmati',
        district: 'Kathmandu', address: 'Putalisadak, Kathmandu', remote_allowed: false, salary_min: 80_000,
        salary_max: 120_000, salary_negotiable: false, show_salary: true, experience_min_years: 3,
        education_level: 'Bachelor', skills: ['React', 'TypeScript'], deadline, status: 'published',
      },
    }), 201);
    expect((await json(await call('GET', `/api/jobs/${job.id}/`), 200)).title).toBe('Senior React Developer');
    const applicant = `applicant.${randomUUID()}@example.com`;
    await json(await call('POST', `/api/jobs/${job.id}/apply/send-otp/`, { json: { email: applicant } }), 200);
    const form = new FormData();
    const fields = {
      full_name: 'Ram Bahadur Thapa', email: applicant, phone: '9841234567', skills: 'React, TypeScript', province: 'Bagmati',
      district: 'Lalitpur', experience_years: '4', education_level: 'Bachelor', cover_letter: 'I would like to join.',
      otp_code: codeFor(peer, applicant),
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('resume', new Blob([PDF], { type: 'application/pdf' }), 'cv.pdf');
    const applied = (await json(await call('POST', `/api/jobs/${job.id}/apply/`, { form }), 201)).application as { id: string };

    // The employer sees it, with the résumé uploaded to the other process, and moves it on.
    const application = await json(await call('GET', `/api/applications/${applied.id}/`, { token }), 200);
    expect(application.status).toBe('applied');
    const resume = await call('GET', `/api/applications/${applied.id}/resume/`, { token });
    expect(resume.status).toBe(200);
    expect(Buffer.from(await resume.arrayBuffer())).toEqual(PDF);
    await json(await call('PATCH', `/api/applications/${applied.id}/status/`, {
      token, json: { status: 'shortlisted', expected_status: 'applied' },
    }), 200);
    expect((await json(await call('GET', `/api/applications/${applied.id}/`, { token }), 200)).status).toBe('shortlisted');

    // A live stream open on one process hears a message sent through the other.
    const conversation = (await json(await call('POST', '/api/employer/conversations/', {
      token, json: { job_seeker: application.job_seeker.id, application: applied.id },
    }), 201)).id as string;
    const opened = await call('GET', '/api/employer/messages/stream/', { token, accept: 'text/event-stream' });
    expect(opened.status).toBe(200);
    const stream = sseEvents(opened);
    const sent = await json(await call('POST', `/api/employer/conversations/${conversation}/messages/`, {
      token, json: { body: 'Could you come for an interview on Sunday?', client_key: randomUUID() },
    }), 201);
    expect(await stream.next()).toEqual({ type: 'message', conversation, message: sent });

    // Logged out on one process: the other refuses the token, and the stream (on either) ends.
    await json(await call('POST', '/api/auth/logout/', { token }), 200);
    const refused = await call('GET', '/api/employer/jobs/', { token });
    expect(refused.status).toBe(401);
    expect(await stream.next()).toBeNull();

    expect(new Set(proxy.log.map((r) => r.upstream))).toEqual(new Set([0, 1]));
    for (const p of processes) p.child.kill('SIGTERM');
    expect(await Promise.all(processes.map((p) => p.exit))).toEqual([0, 0]);
  }, 120_000);
});
