// Child processes in their own process group, so stopping one also stops anything it started.
import { spawn } from 'node:child_process';
import { onCleanup } from './cleanup.mjs';

/** Starts a command in its own process group; it is stopped at cleanup if still running. */
export function start(command, args, options) {
  const child = spawn(command, args, { ...options, detached: true });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  child.once('error', () => {}); // reported through `exited` (spawn failures exit too)
  const stop = onCleanup(() => stopGroup(child, exited));
  return { child, exited, stop };
}

async function stopGroup(child, exited) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const kill = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  kill('SIGTERM');
  const timer = setTimeout(() => kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Runs a command to completion; resolves with its output, rejects with the tail of it on failure. */
export async function run(command, args, options) {
  const { child, exited } = start(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const { code, signal } = await exited;
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`}):\n${tail(output, 30)}`);
  return output;
}

export const tail = (text, lines) => text.trimEnd().split('\n').slice(-lines).join('\n');
