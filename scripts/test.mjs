#!/usr/bin/env node
// `npm test`: the browser check, typecheck, lint, build, then every suite — server (node:test on
// a real SQLite file and the local PostgreSQL/Redis), browser (Web Test Runner on CHROME_PATH,
// default /usr/bin/chromium) and end-to-end (real server + real Chromium). Ends with one
// "N passed, N failed" line that adds up every suite, whatever happened before it.
// Usage: npm test [-- --only server|desk|widget|e2e|bench] [--pg] (steps still typecheck first; --pg
// runs every server test app on the local PostgreSQL instead of a SQLite file).
//
// Nothing here can hang: every step runs in a process group of its own with a time limit
// (KEFU_STEP_TIMEOUT_MIN, default 20 minutes a step), every node test has a time limit of its own,
// and a step that runs out of time, or a Ctrl-C, stops the whole group — the servers and
// browsers its tests started included.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureBrowser } from './browser.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const onlyIdx = process.argv.indexOf('--only');
const only = onlyIdx > 0 ? process.argv[onlyIdx + 1] : undefined;
const backendEnv = process.argv.includes('--pg') ? { KEFU_TEST_BACKEND: 'pg' } : {};
/** CI (KEFU_REQUIRE_PG=1) also runs the whole server suite a second time on PostgreSQL. */
const serverOnPgToo = process.env.KEFU_REQUIRE_PG === '1' && !process.argv.includes('--pg');

const STEP_TIMEOUT_MS = Number(process.env.KEFU_STEP_TIMEOUT_MIN || 20) * 60_000;
/** node:test's limit per test (and per suite of an e2e file): a stuck test fails, it never hangs. */
const TEST_TIMEOUT_MS = 5 * 60_000;

/** the process groups of running steps, stopped on a time-out or an interrupt */
const running = new Set();
const killGroup = (pid, signal) => { try { process.kill(-pid, signal); } catch { /* already gone */ } };

/** Run a command in its own process group, echo its output, and return {code, out}. */
function run(cmd, args, env = {}) {
  return new Promise((resolve) => {
    console.log(`\n▶ ${cmd} ${args.join(' ')}`);
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    running.add(child.pid);
    let out = '';
    const onData = (stream) => (d) => { out += d; stream.write(d); };
    child.stdout.on('data', onData(process.stdout));
    child.stderr.on('data', onData(process.stderr));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      console.log(`\n✖ ${cmd} ${args[0] ?? ''}… ran past ${STEP_TIMEOUT_MS / 60_000} minutes: stopping it and everything it started`);
      killGroup(child.pid, 'SIGTERM');
      setTimeout(() => killGroup(child.pid, 'SIGKILL'), 5000).unref();
    }, STEP_TIMEOUT_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      // whatever the step left behind in its group (a server a cancelled test started) goes too
      killGroup(child.pid, 'SIGKILL');
      running.delete(child.pid);
      resolve({ code: timedOut ? 124 : (code ?? 1), out });
    });
  });
}

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    for (const pid of running) killGroup(pid, 'SIGKILL');
    console.log(`\ninterrupted (${sig})`);
    console.log(`${totals.passed} passed, ${totals.failed + 1} failed`);
    process.exit(130);
  });
}

function findTests(dir, re) {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  const found = [];
  for (const entry of fs.readdirSync(full, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && re.test(entry.name)) found.push(path.relative(root, path.join(entry.parentPath ?? entry.path, entry.name)));
  }
  return found.sort();
}

/** node:test's spec reporter ends with "ℹ pass N" / "ℹ fail N". */
function nodeCounts(out) {
  const n = (k) => Number((out.match(new RegExp(`^ℹ ${k} (\\d+)`, 'm')) ?? [])[1] ?? 0);
  return { passed: n('pass'), failed: n('fail') + n('cancelled'), skipped: n('skipped') };
}
/** Web Test Runner's summary: "N passed, N failed". */
function wtrCounts(out) {
  const m = [...out.matchAll(/(\d+) passed, (\d+) failed(?:, (\d+) skipped)?/g)].pop();
  return m ? { passed: Number(m[1]), failed: Number(m[2]), skipped: Number(m[3] ?? 0) } : { passed: 0, failed: 0, skipped: 0 };
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];
const add = (name, counts, code) => {
  totals.passed += counts.passed; totals.failed += counts.failed; totals.skipped += counts.skipped;
  if (code !== 0) problems.push(`${name} exited ${code}`);
  if (code !== 0 && counts.failed === 0) totals.failed += 1; // a suite that crashed counts as a failure
};

// The browser first: a missing one is said in seconds, before the typecheck and the build.
const noBrowser = ensureBrowser({ only });
if (noBrowser) {
  console.error(noBrowser);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const tsc = await run('npx', ['tsc', '-p', '.']);
if (tsc.code !== 0) problems.push('typecheck failed');
const lint = await run('npx', ['eslint', '.']);
if (lint.code !== 0) problems.push('lint failed');

if (!only || !['server', 'desk'].includes(only)) {
  const build = await run('npm', ['run', 'build']);
  if (build.code !== 0) problems.push('build failed');
}

const nodeSuite = async (name, dir, env = backendEnv) => {
  const files = findTests(dir, /\.test\.ts$/);
  if (!files.length) { console.log(`(no ${name} tests found in ${dir})`); return; }
  const r = await run('node', ['--import', 'tsx', '--test', '--test-reporter=spec', '--test-concurrency=1',
    `--test-timeout=${TEST_TIMEOUT_MS}`, '--test-force-exit', ...files], { KEFU_TEST: '1', ...env });
  add(name, nodeCounts(r.out), r.code);
};

if (!only || only === 'server') {
  await nodeSuite('server', 'test/server');
  if (serverOnPgToo) await nodeSuite('server on PostgreSQL', 'test/server', { KEFU_TEST_BACKEND: 'pg' });
}
// the desk's own logic (state changes, texts, helpers): node:test, no browser, no server
if (!only || only === 'desk') await nodeSuite('desk', 'test/desk');
if (!only || only === 'widget') {
  if (findTests('test/widget', /\.test\.(ts|tsx)$/).length) {
    const r = await run('npx', ['wtr', '--config', 'web-test-runner.config.mjs']);
    add('widget', wtrCounts(r.out), r.code);
  } else console.log('(no widget tests found in test/widget)');
}
if (!only || only === 'e2e') await nodeSuite('e2e', 'test/e2e');
// every bench once at its smoke size (BENCH_SMOKE=1): a bench that breaks fails here
if (!only || only === 'bench') await nodeSuite('bench', 'test/bench');

console.log('');
if (problems.length) console.log(`Problems: ${problems.join('; ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(problems.length || totals.failed ? 1 : 0);
