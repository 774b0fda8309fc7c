/**
 * services.mail in the booted server (server/services.ts): configured from the environment, not
 * started by a test that builds the app (main.ts starts it), stopped by close().
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { makeTestApp } from '../helpers';
import { startSmtp } from './smtp-kit';
import { FROM, created } from './mail-kit';

test('services.mail: queued by the app, sent only once its worker is started', async (t) => {
  const sink = await startSmtp();
  const app = await makeTestApp({ env: { SMTP_URL: sink.url, MAIL_FROM: FROM, PUBLIC_URL: 'https://help.example.com/', KEFU_MAIL_POLL_MS: '100' } });
  t.after(async () => {
    await app.close();
    await sink.close();
  });
  assert.equal(app.services.mail.enabled, true);
  const input = created('wired@example.com');
  assert.equal((await app.services.mail.enqueue(input)).outcome, 'queued');
  await new Promise((r) => setTimeout(r, 400));
  assert.equal(sink.received.length, 0, 'a test that builds the app starts no worker by accident');
  app.services.mail.start();
  const [mail] = await sink.waitFor(1, 10_000);
  assert.ok(mail?.text.includes(`https://help.example.com/chat_online/workorder?woId=${input.vars.woId}&token=`), mail?.text);
});

test('services.mail without SMTP_URL is off', async (t) => {
  const app = await makeTestApp();
  t.after(() => app.close());
  assert.equal(app.services.mail.enabled, false);
  assert.deepEqual(await app.services.mail.enqueue(created('nobody@example.com')), { outcome: 'off' });
});
