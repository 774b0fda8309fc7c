/** sendMsg: trimming, gates, forged fields, idempotency (P1, P3), gap-free seq (P4). */
import { it } from 'node:test';
import assert from 'node:assert/strict';
import type { TestApp } from '../helpers';
import { post } from '../helpers';
import type { ChatMessage } from '../../../protocol';
import { countMessages, makeManual, P, send, seqsOf, startManualVisitor, startVisitor } from './fixtures';
import { MessageWriter } from '../../../server/chat/writer';
import type { DomainError } from '../../../server/errors';

export function sendSuite(ctx: () => TestApp): void {
  it('sendMsg trims, normalises entities, refuses whitespace-only, and stores before it answers', async () => {
    const t = ctx();
    const v = await startVisitor(t.app);
    const r = await send(t.app, v, { msgContent: '  fish &amp; chips&nbsp;\u00a0 ', msgType: 1, id: 'message1700000000001' });
    assert.equal(r.status, 200);
    assert.equal(r.data.msgContent, 'fish & chips');
    assert.equal(r.data.senderType, 1);
    assert.equal(r.data.seq, 1);
    assert.equal(await countMessages(t, v.userId), 1, 'committed before the 200 (P1)');
    for (const blank of ['', '   ', '\n\t', '&nbsp;&nbsp;', '\u00a0']) {
      const b = await send(t.app, v, { msgContent: blank, msgType: 1, id: `message-blank${blank.length}` });
      assert.equal(b.status, 400, JSON.stringify(blank));
      assert.match(b.msg, /msgContent/);
    }
    assert.equal(await countMessages(t, v.userId), 1, 'a refused send writes nothing');
  });

  it('a visitor cannot forge sender, type, status, tenant or flags', async () => {
    const t = ctx();
    const v = await startVisitor(t.app);
    for (const msgType of [3, 99, 7, 0, -1, '1']) {
      assert.equal((await send(t.app, v, { msgContent: 'x', msgType })).status, 400, `msgType ${String(msgType)}`);
    }
    const r = await send(t.app, v, {
      msgContent: 'hello', msgType: 1, id: 'message2', senderType: 2, senderName: 'Agent Smith', status: 'failed',
      tenantId: 'other', sensitiveFlag: 0, insideFlag: 1, date: '1999-01-01', msgTime: 1, seq: 999, msgId: 'forged',
    });
    assert.equal(r.status, 200);
    assert.equal(r.data.senderType, 1);
    assert.equal(r.data.seq, 1);
    assert.notEqual(r.data.msgId, 'forged');
    assert.equal(r.data.senderName, undefined);
    assert.equal(r.data.msgTime, t.clock.now());
    const row = await t.services.deps.store.db.selectFrom('messages').selectAll().where('user_id', '=', v.userId).executeTakeFirstOrThrow();
    assert.equal(row.tenant_id, 'demo');
    assert.equal(row.inside_flag, 0);
  });

  it('the same local id retried 5 times, sequentially and concurrently, stores one message', async () => {
    const t = ctx();
    const v = await startVisitor(t.app);
    const body = { msgContent: 'only once', msgType: 1, id: 'message1700000000123' };
    const first = await send(t.app, v, body);
    for (let i = 0; i < 4; i++) {
      const again = await send(t.app, v, body);
      assert.equal(again.status, 200);
      assert.equal(again.data.msgId, first.data.msgId);
    }
    const par = { msgContent: 'parallel', msgType: 1, id: 'message1700000000999' };
    const rs = await Promise.all(Array.from({ length: 5 }, () => send(t.app, v, par)));
    assert.deepEqual(rs.map((r) => r.status), [200, 200, 200, 200, 200]);
    assert.equal(new Set(rs.map((r) => r.data.msgId)).size, 1);
    assert.equal(await countMessages(t, v.userId), 2);
    assert.deepEqual(await seqsOf(t, v.sessionId), [1, 2], 'retries consume no seq');
    const clash = await send(t.app, v, { ...body, msgContent: 'a different body' });
    assert.equal(clash.status, 409);
    assert.match(clash.msg, /different body/);
    assert.equal(await countMessages(t, v.userId), 2);
  });

  it('concurrent sends get a gap-free, duplicate-free seq in server order (P4)', async () => {
    const t = ctx();
    const v = await startVisitor(t.app);
    const rs = await Promise.all(Array.from({ length: 25 }, (_, i) => send(t.app, v, { msgContent: `m${i}`, msgType: 1, id: `message${1000 + i}` })));
    assert.ok(rs.every((r) => r.status === 200));
    await t.services.chat.appendMessage(v.id, { senderType: 3, msgType: 3, msgContent: '<p>robot</p>' });
    assert.deepEqual(await seqsOf(t, v.sessionId), Array.from({ length: 26 }, (_, i) => i + 1));
    const times = (await t.services.deps.store.db.selectFrom('messages').select('msg_time').where('session_id', '=', v.sessionId).orderBy('seq').execute()).map((r) => Number(r.msg_time));
    for (let i = 1; i < times.length; i++) assert.ok(times[i]! > times[i - 1]!, 'msgTime strictly increases with seq');
  });

  it('group commit: one batch mixing visitors, retries, in-batch copies and an ended chat keeps every promise', async () => {
    const t = ctx();
    const [a, b, c] = [await startVisitor(t.app), await startVisitor(t.app), await startVisitor(t.app)];
    await send(t.app, a, { msgContent: 'stored', msgType: 1, id: 'message-s' });
    await post(t.app, P.chatClose, {}, c.token);
    const writer = new MessageWriter(t.services.deps.store.db);
    const msg = (v: typeof a, msgContent: string, localId?: string) => writer.append({
      userId: v.userId, tenantId: 'demo', channelId: 'demo', senderType: 1, msgType: 1, msgContent, localId, visitorEvent: false, now: t.clock.now(),
    });
    // issued in one tick: the first goes alone, the rest form one batch
    const results = await Promise.allSettled([
      msg(b, 'warm-up', 'message-w'),
      msg(a, 'one', 'message-1'), msg(b, 'two', 'message-2'), msg(a, 'stored', 'message-s'), msg(a, 'three', 'message-3'),
      msg(a, 'three', 'message-3'), msg(a, 'not three', 'message-3'), msg(c, 'ended', 'message-c'), msg(a, 'clash', 'message-s'), msg(b, 'no id'),
    ]);
    const kinds = results.map((r) => (r.status === 'fulfilled' ? (r.value.created ? 'new' : 'retry') : (r.reason as DomainError).kind));
    assert.deepEqual(kinds, ['new', 'new', 'new', 'retry', 'new', 'retry', 'conflict', 'conflict', 'conflict', 'new']);
    assert.deepEqual(await seqsOf(t, a.sessionId), [1, 2, 3]);
    assert.deepEqual(await seqsOf(t, b.sessionId), [1, 2, 3]);
    assert.equal(await countMessages(t, c.userId), 0);
    const third = results[4] as PromiseFulfilledResult<{ row: { msg_id: string } }>;
    const copy = results[5] as PromiseFulfilledResult<{ row: { msg_id: string } }>;
    assert.equal(copy.value.row.msg_id, third.value.row.msg_id);
    // the counters continue without gaps after the batch gave back the retries' seqs
    assert.equal((await send(t.app, a, { msgContent: 'after', msgType: 1, id: 'message-after' })).data.seq, 4);
  });

  it('uploads and emoji only in manual service and when the channel flag allows (403 otherwise)', async () => {
    const t = ctx();
    const v = await startVisitor(t.app);
    const img = { msgContent: '/api/files/abc.png', msgType: 2, fileName: 'a.png', id: 'file1' };
    const robotStage = await send(t.app, v, img);
    assert.equal(robotStage.status, 403);
    assert.match(robotStage.msg, /agent/);
    const emoji = await send(t.app, v, { msgContent: 'hi 😀', msgType: 1, id: 'message-emoji' });
    assert.equal(emoji.status, 403);
    assert.equal((await send(t.app, v, { msgContent: '© 2026 ™', msgType: 1, id: 'message-sym' })).status, 200, 'symbols are not emoji');
    await makeManual(t, v);
    assert.equal((await send(t.app, v, img)).status, 200);
    assert.equal((await send(t.app, v, { msgContent: 'hi 😀', msgType: 1, id: 'message-emoji' })).status, 200);
    for (const msgContent of ['javascript:alert(1)', '//evil.example/x.png', 'not a url']) {
      assert.equal((await send(t.app, v, { msgContent, msgType: 4, fileName: 'x', id: 'file-bad' })).status, 400, msgContent);
    }
    // the channel turns video off: refused even in manual service
    await t.services.channels.upsert({ tenantId: 'demo', channelId: 'demo-novideo', config: { videoButtonFlag: 0, fileButtonFlag: 1 } });
    const nv = await startManualVisitor(t, 'demo-novideo');
    const video = await send(t.app, nv, { msgContent: 'https://cdn.example/v.mp4', msgType: 6, fileName: 'v.mp4', id: 'file2' });
    assert.equal(video.status, 403);
    assert.match(video.msg, /channel/);
  });

  it('a send after the chat ended is refused with "chat ended"; an earlier message retried still answers', async () => {
    const t = ctx();
    const v = await startVisitor(t.app);
    const body = { msgContent: 'sent before close', msgType: 1, id: 'message7' };
    const first = await send(t.app, v, body);
    await post(t.app, P.chatClose, {}, v.token);
    const late = await send(t.app, v, { msgContent: 'too late', msgType: 1, id: 'message8' });
    assert.equal(late.status, 409);
    assert.match(late.msg, /chat ended/);
    const retry = await send(t.app, v, body);
    assert.equal(retry.status, 200);
    assert.equal(retry.data.msgId, first.data.msgId);
  });

  it('message flooding is capped per visitor (429)', async () => {
    const t = ctx();
    const v = await startVisitor(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await send(t.app, v, { msgContent: `f${i}`, msgType: 1, id: `message-f${i}` })).status);
    assert.ok(statuses.includes(429));
    t.clock.advance(10_000);
    assert.equal((await send(t.app, v, { msgContent: 'later', msgType: 1, id: 'message-later' })).status, 200);
  });

  it('the stored message answers as ChatMessage with the local id', async () => {
    const t = ctx();
    const v = await startVisitor(t.app);
    const r = await post<ChatMessage>(t.app, P.sendMsg, { msgContent: 'x', msgType: 1, id: 'message42', userId: v.userId }, v.token);
    assert.equal(r.data.id, 'message42');
    assert.equal(r.data.status, 'success');
  });
}
