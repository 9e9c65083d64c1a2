// The real API server on a loopback port the OS picks, serving a private build from a private data folder.
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { start, tail } from './processes.mjs';

const READY = /Jagir is running at (http:\/\/\S+?)\/?\s*$/m;
const START_TIMEOUT_MS = 90_000;

/** Starts `node --import tsx server/main.ts`; resolves with its base URL (no trailing slash). */
export async function startServer({ root, distDir, dataDir, logFile }) {
  const env = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: distDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn' };
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'PUBLIC_URL']) delete env[name];
  // node directly (not npx/npm), so stopping its process group stops the server itself.
  const server = start(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = createWriteStream(logFile);
  server.child.stderr.pipe(log, { end: false });

  const logTail = async () => tail(await readFile(logFile, 'utf8').catch(() => ''), 20);
  const url = await new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`server not listening after ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
    server.child.stdout.on('data', (d) => {
      log.write(d);
      seen += d;
      const match = READY.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(match[1].replace(/\/$/, ''));
      }
    });
    void server.exited.then(async ({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${signal ?? `exit ${code}`}) before listening:\n${await logTail()}`));
    });
  });
  return {
    url,
    stop: async () => {
      await server.stop();
      log.end();
    },
  };
}
