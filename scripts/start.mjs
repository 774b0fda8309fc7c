#!/usr/bin/env node
// `npm start`: build first when dist/ is missing or older than its sources, then run the server.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SOURCES = ['protocol', 'src', 'loader', 'desk', 'locales', 'index.html', 'vite.config.ts', 'scripts/locale-parts.ts', 'package.json'];
const STAMP = path.join(root, 'dist', '.build-stamp');

/** Newest modification time below a path. */
function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const e of fs.readdirSync(p)) max = Math.max(max, newest(path.join(p, e)));
  return max;
}

const built = fs.existsSync(STAMP) ? fs.statSync(STAMP).mtimeMs : 0;
const sources = Math.max(...SOURCES.map((s) => newest(path.join(root, s))));
if (!built || sources > built) {
  console.log(built ? 'Sources changed since the last build: building…' : 'No build yet: building…');
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  fs.writeFileSync(STAMP, new Date().toISOString());
}
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'main.ts')], { cwd: root, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
