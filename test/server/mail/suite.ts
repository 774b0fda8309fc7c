/**
 * The mail outbox against a real SMTP server on loopback (issue 25 item 3), run on SQLite and
 * PostgreSQL: delivery in the recipient's locale with escaped values, one mail per dedupe key,
 * retries with back-off while the server is down or answers 451 (an injected clock, no sleeping),
 * giving up, atomic enqueue in the caller's transaction, and two workers on one database.
 */
import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mailByDedupeKey, mailCounts, mailsWithStatus } from '../../../server/mail';
import type { Backend } from '../helpers';
import { closedPort, startSmtp } from './smtp-kit';
import type { SmtpSink } from './smtp-kit';
import { created, ManualClock, outbox, testDb } from './mail-kit';
import type { TestDb } from './mail-kit';

const SECOND = 1000;

export function runOutboxSuite(backend: Backend): void {
  describe(`mail outbox on ${backend}`, () => {
    let t: TestDb;
    let sink: SmtpSink;
    let clock: ManualClock;
    before(async () => {
      t = await testDb(backend);
      sink = await startSmtp();
    });
    after(async () => {
      await sink.close();
      await t.close();
    });
    beforeEach(() => {
      sink.received.length = 0;
      sink.refuseWith(null);
      clock = new ManualClock(Date.UTC(2026, 5, 1));
    });
    const row = (tenantId: string, key: string) => mailByDedupeKey(t.store.db, tenantId, key);

    it('delivers each mail in its recipient\'s locale (zh, en, ar right-to-left), values escaped in HTML', async () => {
      const box = outbox(t.store, clock, sink.url);
      const zh = await box.enqueue({
        tenantId: 't1', dedupeKey: 'wo:1:created', to: 'li@example.com', locale: 'zh-CN', template: 'woCreated',
        vars: { woId: 'wo-1', token: 'tok+1/=', title: '<b>退货</b> & "x"' },
      });
      const en = await box.enqueue({
        tenantId: 't1', dedupeKey: 'wo:1:reply:h1', to: 'ann@example.com', locale: 'en', template: 'woReplied',
        vars: { woId: 'wo-1', token: 'tok', title: 'Broken kettle', reply: 'I use <div> tags\nline 2 <script>alert(1)</script>' },
      });
      const ar = await box.enqueue({
        tenantId: 't1', dedupeKey: 'wo:1:status:3', to: 'omar@example.com', locale: 'ar', template: 'woStatus',
        vars: { woId: 'wo-1', token: 'tok', title: 'غلاية', status: 3 },
      });
      assert.equal(zh.outcome, 'queued');
      assert.equal(en.outcome, 'queued');
      assert.equal(ar.outcome, 'queued');
      assert.deepEqual(await box.drain(), { sent: 3, retried: 0, failed: 0, lost: 0 });
      assert.equal(sink.received.length, 3);
      const to = (a: string) => {
        const m = sink.received.find((r) => r.envelopeTo.includes(a));
        assert.ok(m, a);
        return m;
      };

      const mZh = to('li@example.com');
      assert.equal(mZh.subject, '我们已收到您的工单：<b>退货</b> & "x"');
      assert.equal(mZh.headers.get('content-language'), 'zh');
      assert.equal(mZh.messageId, `<${zh.outcome === 'queued' ? zh.mailId : ''}@kefu.test>`, 'Message-ID from the mail id');
      assert.match(mZh.html, /<html lang="zh" dir="ltr">/);
      assert.ok(mZh.html.includes('&lt;b&gt;退货&lt;/b&gt; &amp; &quot;x&quot;'), 'title escaped in HTML');
      assert.ok(!mZh.html.includes('<b>退货'), 'no raw markup from the title');
      assert.ok(mZh.html.includes('href="https://kefu.example/chat_online/workorder?woId=wo-1&amp;token=tok%2B1%2F%3D&amp;locale=zh"'), mZh.html);
      assert.ok(mZh.text.includes('https://kefu.example/chat_online/workorder?woId=wo-1&token=tok%2B1%2F%3D&locale=zh'), mZh.text);
      assert.ok(mZh.text.includes('“<b>退货</b> & "x"”'), 'the text part shows the title as typed');
      assert.ok(mZh.text.includes('请妥善保管此链接'));

      const mEn = to('ann@example.com');
      assert.equal(mEn.subject, 'New reply to your work order: Broken kettle');
      assert.ok(mEn.text.includes('> I use <div> tags\n> line 2 <script>alert(1)</script>'), mEn.text);
      assert.ok(mEn.html.includes('I use &lt;div&gt; tags\nline 2 &lt;script&gt;alert(1)&lt;/script&gt;'), mEn.html);
      assert.ok(!/<script/i.test(mEn.html));

      const mAr = to('omar@example.com');
      assert.equal(mAr.subject, 'تحديث حالة طلب الدعم: غلاية');
      assert.match(mAr.html, /<html lang="ar" dir="rtl">/);
      assert.ok(mAr.text.includes('تم الحل'), 'status 3 is resolved');
      assert.equal(mAr.headers.get('from'), 'Kefu Support <support@kefu.test>');

      const stored = await row('t1', 'wo:1:created');
      assert.equal(stored?.status, 'sent');
      assert.equal(stored?.sent_at, clock.now());
      assert.equal(stored?.attempts, 1);
    });

    it('a title or address with CR/LF injects no header', async () => {
      const box = outbox(t.store, clock, sink.url);
      const bad = await box.enqueue({ ...created('x@example.com'), to: 'x@example.com\r\nBcc: victim@evil.test' });
      assert.equal(bad.outcome, 'badAddress');
      await box.enqueue(created('ok@example.com', { title: 'Hello\r\nBcc: victim@evil.test\r\nX-Evil: 1\u2028more' }));
      assert.equal((await box.drain()).sent, 1);
      const [m] = sink.received;
      assert.ok(m);
      assert.deepEqual(m.envelopeTo, ['ok@example.com']);
      assert.equal(m.subject, 'We received your work order: Hello Bcc: victim@evil.test X-Evil: 1 more');
      assert.equal(m.headers.get('bcc'), undefined);
      assert.equal(m.headers.get('x-evil'), undefined);
    });

    it('the same dedupe key enqueued twice is one mail', async () => {
      const box = outbox(t.store, clock, sink.url);
      const input = created('dup@example.com', { dedupeKey: 'wo:dup:created' });
      assert.equal((await box.enqueue(input)).outcome, 'queued');
      assert.equal((await box.enqueue(input)).outcome, 'duplicate');
      await box.drain();
      assert.equal((await box.enqueue(input)).outcome, 'duplicate', 'also after it was sent');
      // the key is per tenant: another tenant's notification with the same key is its own mail
      assert.equal((await box.enqueue({ ...input, tenantId: 'tenant-b' })).outcome, 'queued');
      await box.drain();
      assert.deepEqual(sink.received.map((m) => m.envelopeTo[0]), ['dup@example.com', 'dup@example.com']);
    });

    it('SMTP down: retried with back-off, delivered once when it comes back', async () => {
      const port = await closedPort();
      const box = outbox(t.store, clock, `smtp://127.0.0.1:${port}`);
      const input = created('down@example.com');
      await box.enqueue(input);
      assert.deepEqual(await box.drain(), { sent: 0, retried: 1, failed: 0, lost: 0 });
      let r = await row(input.tenantId, input.dedupeKey);
      assert.equal(r?.status, 'pending');
      assert.equal(r?.next_attempt_at, clock.now() + 30 * SECOND);
      assert.match(r?.last_error ?? '', /ECONNREFUSED|ESOCKET|ECONNECTION/);
      assert.ok(!r?.last_error?.includes('down@example.com'));
      clock.advance(29 * SECOND);
      assert.equal((await box.drain()).retried, 0, 'not due before its time');
      clock.advance(SECOND);
      assert.equal((await box.drain()).retried, 1);
      r = await row(input.tenantId, input.dedupeKey);
      assert.equal(r?.next_attempt_at, clock.now() + 60 * SECOND, 'the delay doubles');
      const back = await startSmtp(port);
      try {
        clock.advance(60 * SECOND);
        assert.deepEqual(await box.drain(), { sent: 1, retried: 0, failed: 0, lost: 0 });
        assert.equal(back.received.length, 1);
        r = await row(input.tenantId, input.dedupeKey);
        assert.equal(r?.status, 'sent');
        assert.equal(r?.attempts, 3);
        assert.equal(r?.last_error, null);
        clock.advance(3_600 * SECOND);
        await box.drain();
        assert.equal(back.received.length, 1, 'never twice');
      } finally {
        await back.close();
      }
    });

    it('a 451 answer is retried; a 550 is given up at once', async () => {
      const box = outbox(t.store, clock, sink.url);
      const later = created('busy@example.com');
      await box.enqueue(later);
      sink.refuseWith(451);
      assert.equal((await box.drain()).retried, 1);
      const r = await row(later.tenantId, later.dedupeKey);
      assert.match(r?.last_error ?? '', /451/);
      assert.ok(!r?.last_error?.includes('busy@example.com'), r?.last_error ?? '');
      sink.refuseWith(null);
      clock.advance(30 * SECOND);
      assert.equal((await box.drain()).sent, 1);
      assert.equal(sink.received.length, 1);

      const never = created('nobody@example.com');
      await box.enqueue(never);
      sink.refuseWith(550);
      assert.equal((await box.drain()).failed, 1);
      assert.equal((await row(never.tenantId, never.dedupeKey))?.status, 'failed');
    });

    it('gives up after 10 attempts, the delays doubling from 30 s to at most 1 h', async () => {
      const box = outbox(t.store, clock, `smtp://127.0.0.1:${await closedPort()}`);
      const input = created('gone@example.com');
      await box.enqueue(input);
      const delays: number[] = [];
      for (let i = 1; i <= 10; i++) {
        const rep = await box.drain();
        const r = await row(input.tenantId, input.dedupeKey);
        assert.equal(r?.attempts, i);
        if (i < 10) {
          assert.equal(rep.retried, 1);
          delays.push(((r?.next_attempt_at ?? 0) - clock.now()) / SECOND);
          clock.advance((r?.next_attempt_at ?? 0) - clock.now());
        } else {
          assert.equal(rep.failed, 1);
          assert.equal(r?.status, 'failed');
        }
      }
      assert.deepEqual(delays, [30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
      assert.ok((await mailsWithStatus(t.store.db, 'failed', 100)).some((m) => m.dedupe_key === input.dedupeKey));
      clock.advance(86_400 * SECOND);
      assert.equal((await box.drain()).sent + (await box.drain()).retried, 0, 'a failed mail stays failed');
    });

    it('enqueue in the caller\'s transaction: rolled back, no mail; committed, sent by the started worker', async () => {
      const box = outbox(t.store, clock, sink.url);
      const rolled = created('rollback@example.com');
      await assert.rejects(t.store.db.transaction().execute(async (trx) => {
        assert.equal((await box.enqueue(rolled, trx)).outcome, 'queued');
        throw new Error('the work order write failed');
      }), /work order write failed/);
      assert.equal(await row(rolled.tenantId, rolled.dedupeKey), undefined);

      box.start();
      try {
        const kept = created('commit@example.com');
        await t.store.db.transaction().execute(async (trx) => {
          assert.equal((await box.enqueue(kept, trx)).outcome, 'queued');
        });
        await sink.waitFor(1, 10_000);
        assert.deepEqual(sink.received.map((m) => m.envelopeTo[0]), ['commit@example.com']);
      } finally {
        await box.stop();
      }
    });

    it('mail off (no SMTP_URL): enqueue records nothing and the worker does not run', async () => {
      const counts = await mailCounts(t.store.db);
      const box = outbox(t.store, clock, undefined);
      assert.equal(box.enabled, false);
      assert.deepEqual(await box.enqueue(created('off@example.com')), { outcome: 'off' });
      box.start();
      await box.stop();
      assert.deepEqual(await mailCounts(t.store.db), counts);
    });

    it('two workers on one database deliver 20 mails each exactly once', async () => {
      const s2 = t.open();
      const a = outbox(t.store, clock, sink.url, { owner: 'worker-a' });
      const b = outbox(s2, clock, sink.url, { owner: 'worker-b' });
      const ids = new Set<string>();
      for (let i = 0; i < 20; i++) {
        for (const [box, who] of [[a, 'a'], [b, 'b']] as const) {
          const r = await box.enqueue(created(`${who}${i}@example.com`));
          assert.equal(r.outcome, 'queued');
          if (r.outcome === 'queued') ids.add(r.mailId);
        }
      }
      const reports = await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
      const sent = reports.reduce((n, r) => n + r.sent, 0);
      assert.equal(sent, 40);
      assert.equal(reports.reduce((n, r) => n + r.lost + r.retried + r.failed, 0), 0);
      await sink.waitFor(40);
      assert.equal(sink.received.length, 40);
      const got = sink.received.map((m) => /^<([^@]+)@/.exec(m.messageId)?.[1] ?? '');
      assert.equal(new Set(got).size, 40, 'no mail twice');
      assert.deepEqual(new Set(got), ids);
    });
  });
}
