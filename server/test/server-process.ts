// The real server process (`node --import tsx server/main.ts`) for tests: its output, waiting for a line, its exit.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the first match of `re` in the output so far or to come; rejects if the process exits first. */
  waitFor(re: RegExp): Promise<RegExpMatchArray>;
  exit: Promise<number | null>;
}

export const RUNNING_AT = /Jagir is running at (http:\/\/127\.0\.0\.1:\d+\/)/;

/** Starts a server on a port the system picks, with `env` over the test's own (no SMTP: mail goes to the log). */
export function startServerProcess(env: Record<string, string>, running: Set<ChildProcess>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SMTP_URL: '', LOG_LEVEL: 'info', ...env },
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
