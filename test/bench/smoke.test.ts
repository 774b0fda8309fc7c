/**
 * Every bench of `npm run bench*` runs once in its smoke size (BENCH_SMOKE=1, bench/lib/smoke.ts)
 * and prints the JSON it promises: a bench that breaks fails here instead of rotting until
 * someone next measures. Nothing is asserted on its figures (timing never fails a test).
 */
import { spawn } from 'node:child_process';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LIMIT_MS = 4 * 60_000;

/** Runs `bench/<file>` in a process group of its own; resolves with its exit code and output. */
function runBench(file: string, env: Record<string, string> = {}): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench', file)], {
      cwd: ROOT, env: { ...process.env, BENCH_SMOKE: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true,
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => { out += d; });
    child.stderr.on('data', (d: Buffer) => { err += d; });
    const timer = setTimeout(() => { try { process.kill(-child.pid!, 'SIGKILL'); } catch { /* gone */ } }, LIMIT_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      try { process.kill(-child.pid!, 'SIGKILL'); } catch { /* its group is gone */ }
      resolve({ code, out, err });
    });
  });
}

/** The JSON object a bench prints (the last top-level one in its output). */
function printed(out: string): Record<string, unknown> {
  const start = out.lastIndexOf('\n{') >= 0 ? out.lastIndexOf('\n{') + 1 : out.indexOf('{');
  return JSON.parse(out.slice(start)) as Record<string, unknown>;
}

const BENCHES: [string, string, string[], Record<string, string>?][] = [
  ['npm run bench (size, longtask, openTime)', 'index.ts', ['size', 'longtask', 'openTime']],
  ['npm run bench:server', 'server.ts', ['getEventMsg', 'sendMsg']],
  ['npm run bench:routing', 'routing.ts', ['sqlite']],
  ['npm run bench:robot', 'robot.ts', ['full', 'unknown', 'zh', 'multilingual', 'kbSets', 'scale']],
  ['npm run bench:robot-fit', 'robot-fit.ts', ['inForce', 'leaveOneFoldOut']],
  ['the kb-sets bench (bench/robot-kbsets.ts)', 'robot-kbsets.ts', []],
  ['npm run bench:desk', 'desk.ts', ['sqlite', 'pg']],
];

describe('every bench runs in its smoke size', () => {
  for (const [name, file, keys, env] of BENCHES) {
    it(name, { timeout: LIMIT_MS + 30_000 }, async () => {
      const r = await runBench(file, env);
      assert.equal(r.code, 0, `${file} exited ${r.code}:\n${r.err.slice(-2000)}`);
      const json = printed(r.out);
      for (const k of keys) assert.ok(k in json, `${file} printed ${Object.keys(json).join(', ')}; no ${k}`);
    });
  }
});
