/**
 * `npm test` on a machine without the browser (issue: a fresh machine without Chromium hung in
 * the e2e suite). The check runs first and fails in seconds naming the browser; `--only server`
 * needs none.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ensureBrowser, chromePath, DEFAULT_CHROME_PATH } from '../../../scripts/browser.mjs';
import { ROOT } from '../helpers';

test('npm test with CHROME_PATH=/nonexistent fails within a minute and names the browser', async () => {
  const started = Date.now();
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/test.mjs')], {
    cwd: ROOT,
    env: { ...process.env, CHROME_PATH: '/nonexistent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => { out += d; });
  child.stderr.on('data', (d) => { out += d; });
  const killer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearTimeout(killer);
  const seconds = (Date.now() - started) / 1000;
  assert.notEqual(code, 0, out);
  assert.ok(seconds < 60, `took ${seconds} s`);
  assert.match(out, /\/nonexistent/);
  assert.match(out, /CHROME_PATH/);
  assert.match(out, /Chromium/);
  // it stopped before the typecheck and the build
  assert.doesNotMatch(out, /▶ npx tsc/);
  assert.match(out, /0 passed, 1 failed/);
});

test('the browser check: CHROME_PATH is the one setting; --only server needs no browser', () => {
  assert.equal(chromePath({}), DEFAULT_CHROME_PATH);
  assert.equal(chromePath({ CHROME_PATH: '/opt/chrome/chrome' }), '/opt/chrome/chrome');
  assert.equal(ensureBrowser({ only: 'server', env: { CHROME_PATH: '/nonexistent' } }), null);
  const said = ensureBrowser({ only: 'e2e', env: { CHROME_PATH: '/nonexistent' }, install: () => assert.fail('a non-default path is never installed') });
  assert.match(said ?? '', /No browser at \/nonexistent/);
  // a path that exists but is not a program is no browser either
  assert.match(ensureBrowser({ env: { CHROME_PATH: path.join(ROOT, 'package.json') } }) ?? '', /No browser/);
});
