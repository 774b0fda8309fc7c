/**
 * The mail queue survives a server kill between enqueue and send (issue 25 "Tests that must
 * exist"): a real server process (`node --import tsx server/main.ts`) claims the queued mail and
 * hangs in the SMTP greeting of a server that never answers; it is killed with SIGKILL there. A
 * second process on the same DATA_DIR, with a working SMTP server, sends it once its dead
 * predecessor's lease has run out: exactly one mail arrives. The mail is enqueued through the
 * database, as the work-order routes do inside their transaction.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openStore } from '../../../server/store/db';
import { enqueueMail, mailByDedupeKey } from '../../../server/mail';
import { ROOT } from '../helpers';
import { closedPort as freePort, startBlackHole, startSmtp } from './smtp-kit';
import { created, FROM } from './mail-kit';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(what: string, probe: () => Promise<T | undefined | false> | T | undefined | false, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

interface Server { child: ChildProcess; output: () => string }

/** Whatever happens to this test process, the servers it started do not outlive it. */
const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const c of live) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});

function spawnKefu(dataDir: string, port: number, env: Record<string, string>): Server {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn',
      MAIL_FROM: FROM, KEFU_MAIL_POLL_MS: '100', KEFU_MAIL_SEND_TIMEOUT_MS: '1000', ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  child.once('exit', () => live.delete(child));
  const keep = (d: Buffer) => { out = (out + d.toString()).slice(-20_000); };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => out };
}

async function healthy(s: Server, port: number): Promise<void> {
  await until(`the server on ${port}`, async () => {
    if (s.child.exitCode !== null) throw new Error(`server exited with ${s.child.exitCode}:\n${s.output()}`);
    try {
      return (await fetch(`http://127.0.0.1:${port}/healthz`)).ok;
    } catch {
      return false;
    }
  }, 60_000);
}

const exited = (c: ChildProcess) => (c.exitCode !== null || c.signalCode !== null ? Promise.resolve() : new Promise<void>((r) => c.once('exit', () => r())));

test('SIGKILL between enqueue and send: the next process sends the mail, exactly once', { timeout: 180_000 }, async (t) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kefu-mail-kill-'));
  const hole = await startBlackHole();
  const sink = await startSmtp();
  const children: ChildProcess[] = [];
  const store = openStore({ dataDir });
  t.after(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    await Promise.all(children.map(exited));
    await store.close();
    await hole.close();
    await sink.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  // 1. the first process: its SMTP server accepts the connection and never greets
  const port1 = await freePort();
  const first = spawnKefu(dataDir, port1, { SMTP_URL: `smtp://127.0.0.1:${hole.port}` });
  children.push(first.child);
  await healthy(first, port1);

  // 2. a work-order notification is queued (the migrations ran in the first process)
  const input = created('kill@example.com', { locale: 'zh' });
  const queued = await enqueueMail(store.db, input, Date.now());
  assert.equal(queued.outcome, 'queued');
  const mailId = queued.outcome === 'queued' ? queued.mailId : '';

  // 3. the first process claims it and connects: killed while it waits for the greeting
  await until('the first process to connect to SMTP', () => hole.connections() > 0, 30_000);
  first.child.kill('SIGKILL');
  await exited(first.child);
  const held = await mailByDedupeKey(store.db, input.tenantId, input.dedupeKey);
  assert.equal(held?.status, 'pending');
  assert.equal(held?.attempts, 1, 'the first process had claimed it');
  assert.ok(held?.lease_owner, 'and held its lease when it died');

  // 4. the second process, same DATA_DIR, a working SMTP server
  const port2 = await freePort();
  const second = spawnKefu(dataDir, port2, { SMTP_URL: sink.url });
  children.push(second.child);
  await healthy(second, port2);
  await sink.waitFor(1, 60_000);
  const sent = await until('the row to be marked sent', async () => {
    const r = await mailByDedupeKey(store.db, input.tenantId, input.dedupeKey);
    return r?.status === 'sent' ? r : undefined;
  }, 10_000);
  assert.equal(sent.attempts, 2);
  // several polls later, still one
  await sleep(1500);
  assert.equal(sink.received.length, 1, 'exactly one mail');
  const [mail] = sink.received;
  assert.deepEqual(mail?.envelopeTo, ['kill@example.com']);
  assert.equal(mail?.messageId, `<${mailId}@kefu.test>`);
  assert.equal(mail?.subject, `我们已收到您的工单：${input.vars.title}`);

  // a clean stop of the second process ends its worker too
  second.child.kill('SIGTERM');
  await exited(second.child);
  assert.equal(second.child.exitCode, 0, second.output());
});
