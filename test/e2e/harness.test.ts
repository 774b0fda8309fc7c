/**
 * The harness never leaves a server behind (issue: on a machine without the browser the e2e
 * suite hung — the server a failed `before` had started kept the test process alive).
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { liveServerCount, startStack } from './harness';

const saved = process.env.CHROME_PATH;
after(() => {
  if (saved === undefined) delete process.env.CHROME_PATH;
  else process.env.CHROME_PATH = saved;
});

test('a browser that cannot start fails the stack and stops the server it had started', { timeout: 90_000 }, async () => {
  process.env.CHROME_PATH = '/nonexistent/chromium';
  assert.equal(liveServerCount(), 0);
  const err = await startStack().then(() => null, (e: unknown) => e as Error);
  assert.ok(err, 'the stack must not start without a browser');
  assert.match(String(err.message), /nonexistent/);
  assert.equal(liveServerCount(), 0, 'the Kefu server the stack had started is still running');
});
