/**
 * Hostile HTML in a knowledge-base answer runs no script in the chat window (security-cases
 * "Injection and XSS"): the document is imported with the real CLI into the real server's
 * database before any visitor asks, then a visitor asks for it in the widget.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { ROOT, launchBrowser, startKefu } from './harness';
import type { KefuServer } from './harness';
import { STEP, openChat, openDevice, seeMessage, send } from './chat-kit';

let server: KefuServer;
let browser: Browser;

const HOSTILE = [
  '<p>Hostile answer</p>',
  '<img src="x" onerror="window.__pwned=1">',
  '<script>window.__pwned=2</script>',
  '<a href="javascript:window.__pwned=3" id="js">click me</a>',
  '<svg onload="window.__pwned=4"><circle r="1"/></svg>',
  '<iframe srcdoc="<script>parent.__pwned=5</script>"></iframe>',
  '<form action="javascript:window.__pwned=6"><button formaction="javascript:window.__pwned=7">go</button></form>',
  '<math><mi xlink:href="javascript:window.__pwned=8">x</mi></math>',
  '<noscript><p title="</noscript><img src=x onerror=window.__pwned=9>"></noscript>',
  '<a href="https://example.com/safe">safe link</a>',
].join('');

before(async () => {
  server = await startKefu();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kefu-kb-')), 'hostile.json');
  fs.writeFileSync(file, JSON.stringify([{ docId: 'hostile-doc', question: 'zebra crossing hostile answer', similarQuestions: [], answer: HOSTILE, locale: 'en', category: 'test' }]));
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/kb.ts', 'import', file, '--tenant', 'demo'], {
    cwd: ROOT, env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'silent' }, encoding: 'utf8', timeout: 60_000,
  });
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  assert.equal(r.status, 0, `kb import failed: ${r.stderr}`);
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

describe('hostile HTML in a knowledge-base answer', () => {
  it('is shown without running any script, and links open safely', { timeout: 90_000 }, async () => {
    const { context, page } = await openDevice(browser, 'desktop');
    try {
      await openChat(page, server.origin, { locale: 'en' });
      await seeMessage(page, /^Robot/, 'Kefu Bot');
      await send(page, 'zebra crossing hostile answer', 'Send');
      const answer = await seeMessage(page, /^Robot/, 'Hostile answer', STEP);
      await page.waitForTimeout(1000);
      assert.equal(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned), undefined, 'no script ran');
      const html = await answer.evaluate((el) => el.innerHTML);
      assert.doesNotMatch(html, /onerror|onload|<script|<iframe|<svg|javascript:|formaction|<form/i);
      const safe = answer.getByRole('link', { name: 'safe link' });
      assert.equal(await safe.getAttribute('href'), 'https://example.com/safe');
      assert.equal(await safe.getAttribute('rel'), 'noopener noreferrer');
      assert.equal(await safe.getAttribute('target'), '_blank');
    } finally {
      await context.close();
    }
  });
});
