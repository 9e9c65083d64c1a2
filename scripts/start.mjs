#!/usr/bin/env node
// `npm start`: build the portal when dist/ is missing or older than its sources, then run the server in this
// process's place (signals forwarded, exit code passed on). Node binaries are started directly, never via npx.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...p) => path.join(root, ...p);

/** Newest modification time under the given files and folders. */
function newest(paths) {
  let latest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) for (const name of readdirSync(p)) visit(path.join(p, name));
    else latest = Math.max(latest, s.mtimeMs);
  };
  paths.forEach(visit);
  return latest;
}

const builtIndex = at('dist', 'index.html');
const sources = newest([at('src'), at('public'), at('index.html'), at('vite.config.ts')]);
if (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < sources) {
  console.log('Building the portal (dist/ is missing or older than its sources)…');
  const build = spawnSync(process.execPath, [at('node_modules', 'vite', 'bin', 'vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The portal build failed; see above.');
    process.exit(build.status ?? 1);
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', at('server', 'main.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 : 1)));
