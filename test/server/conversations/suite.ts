/**
 * The desk's Conversations area (docs/api.md "Conversations") on one backend: every view and
 * filter returns exactly the expected conversations, search finds Chinese words of two
 * characters, phrases and English case-insensitively inside long conversations with the right
 * snippet ranges, hostile queries search literally, cursor paging walks every row once, tenants
 * never see each other, bodies are strict, a recalled message is no longer found.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { DeskConversationDetail, DeskConversationSummary } from '../../../protocol';
import { ConversationLimits } from '../../../protocol';
import { ConversationService } from '../../../server/conversations';
import { ROOMY_STAFF_WRITES, seededOn, useTestApp } from '../helpers';
import type { Backend } from '../helpers';
import { agentOnline, desk, otherTenant, signIn } from '../human/kit';
import type { Desk } from '../human/kit';
import { list, seedConversation, walk } from './kit';
import type { Conv } from './kit';

const LONG = 200;
const filler = (i: number) => `第${i}条：物流查询 shipping status message number ${i}`;

export function runConversationSuite(backend: Backend): void {
  describe(`conversations on ${backend}`, () => {
    const t = useTestApp(seededOn(backend, { ...ROOMY_STAFF_WRITES, RATE_LIMITS: 'off' }));
    let agent1: Desk;
    let agent2: Desk;
    let acme: { agent: Desk; conv: Conv };
    const c: Record<string, Conv> = {};
    const started: Record<string, number> = {};
    const name = (id: string) => Object.keys(c).find((k) => c[k]!.sessionId === id) ?? id;
    const names = (rows: DeskConversationSummary[]) => rows.map((r) => name(r.sessionId));
    const ok = async (body: Record<string, unknown>, token = agent1.token) => {
      const r = await list(t, token, body);
      assert.equal(r.status, 200, `${JSON.stringify(body)}: ${r.msg}`);
      return r.data;
    };
    const find = async (body: Record<string, unknown>, token = agent1.token) => names((await ok(body, token)).conversations);

    before(async () => {
      agent1 = await signIn(t.app, 'agent1');
      agent2 = await signIn(t.app, 'agent2');
      const seed = async (key: string, spec: Parameters<typeof seedConversation>[1]) => {
        c[key] = await seedConversation(t, spec);
        started[key] = t.clock.now();
      };
      await seed('A', { state: 'robot', lines: [['v', '你好，我想问一下发票怎么开'], ['r', '<p>开具<b>发票</b>请在订单页&nbsp;点击 &lt;申请&gt;</p>']] });
      await seed('B', { state: 'queued', channelId: 'demo-wo', lines: [['v', 'I want a REFUND please']] });
      await seed('C', { state: 'manual', agentId: 'agent1', groupId: 'g-presales', tags: ['t-vip'], lines: [['v', '退款什么时候到账'], ['a:agent1', '您好，退款3个工作日到账'], ['note', 'VIP customer: escalate']] });
      await seed('D', { state: 'manual', agentId: 'agent2', groupId: 'g-aftersales', channelId: 'demo-wo', lines: [['v', 'My order is late'], ['a:agent2', 'Sorry about that']] });
      await seed('E', { state: 'closed', agentId: 'agent1', groupId: 'g-presales', star: 1, lines: [['v', 'the courier was rude'], ['a:agent1', 'we apologise']] });
      await seed('F', { state: 'closed', agentId: 'agent2', channelId: 'demo-wo', star: 5, tags: ['t-vip', 't-later'], lines: [['v', 'thanks, all good'], ['a:agent2', 'glad to help']] });
      await seed('G', { state: 'closed', solve: 0, lines: [['v', '怎么修改地址'], ['r', '<div>请联系人工</div>']] });
      const long: [ 'v' | 'a:agent2', string][] = [];
      for (let i = 1; i <= LONG; i++) {
        const text = i === 180 ? '我想申请退款，顺便开发票。Please Issue The Invoice for order A-1001'
          : i === 50 ? '上次的退款还没到' : filler(i);
        long.push([i % 2 ? 'v' : 'a:agent2', text]);
      }
      await seed('H', { state: 'manual', agentId: 'agent2', lines: long });
      await seed('V', { state: 'robot', lines: [['v', 'hello there']] });
      await t.services.deps.store.db.updateTable('visitors').set({
        user_name: '张三丰', phone: '13912345678', email: 'Zhang.SanFeng@Example.com', form_params: JSON.stringify({ 订单号: 'SO-778899', age: 42 }),
      }).where('user_id', '=', c.V!.v.userId).execute();
      const other = await otherTenant(t);
      acme = { agent: other.agent, conv: await seedConversation(t, { state: 'robot', channelId: other.channelId, tenantId: 'acme', lines: [['v', '我要退款 refund invoice 发票']] }) };
    });

    it('each view returns exactly its conversations, newest activity first', async () => {
      assert.deepEqual(await find({}), ['V', 'H', 'G', 'F', 'E', 'D', 'C', 'B', 'A']);
      assert.deepEqual(await find({ view: 'all' }), ['V', 'H', 'G', 'F', 'E', 'D', 'C', 'B', 'A']);
      assert.deepEqual(await find({ view: 'mine' }), ['C']);
      assert.deepEqual(await find({ view: 'mine' }, agent2.token), ['H', 'D']);
      assert.deepEqual(await find({ view: 'queue' }), ['B']);
      assert.deepEqual(await find({ view: 'open' }), ['V', 'H', 'D', 'C', 'B', 'A']);
      assert.deepEqual(await find({ view: 'closed' }), ['G', 'F', 'E']);
      assert.deepEqual(await find({ view: 'lowRated' }), ['G', 'E']);
    });

    it('each filter returns exactly its conversations, and filters combine', async () => {
      assert.deepEqual(await find({ status: 'robot' }), ['V', 'A']);
      assert.deepEqual(await find({ status: 'queued' }), ['B']);
      assert.deepEqual(await find({ status: 'manual' }), ['H', 'D', 'C']);
      assert.deepEqual(await find({ status: 'ended' }), ['G', 'F', 'E']);
      assert.deepEqual(await find({ channelId: 'demo-wo' }), ['F', 'D', 'B']);
      assert.deepEqual(await find({ agentId: 'agent2' }), ['H', 'F', 'D']);
      assert.deepEqual(await find({ groupId: 'g-presales' }), ['E', 'C']);
      assert.deepEqual(await find({ tagId: 't-vip' }), ['F', 'C']);
      assert.deepEqual(await find({ tagId: 't-later' }), ['F']);
      assert.deepEqual(await find({ star: 0 }), ['V', 'H', 'G', 'D', 'C', 'B', 'A']);
      assert.deepEqual(await find({ star: 5 }), ['F']);
      assert.deepEqual(await find({ star: 1 }), ['E']);
      assert.deepEqual(await find({ from: started.C, to: started.E! + 1 }), ['E', 'D', 'C']);
      assert.deepEqual(await find({ view: 'closed', agentId: 'agent2' }), ['F']);
      assert.deepEqual(await find({ view: 'open', channelId: 'demo-wo', status: 'manual' }), ['D']);
      assert.deepEqual(await find({ view: 'mine', status: 'ended' }), []);
    });

    it('each row tells its status, agent, rating, tags and a plain-text preview', async () => {
      const rows = new Map((await ok({})).conversations.map((r) => [name(r.sessionId), r]));
      assert.equal(rows.get('A')!.status, 'robot');
      assert.equal(rows.get('A')!.preview, '开具发票请在订单页 点击 <申请>');
      assert.equal(rows.get('B')!.status, 'queued');
      const cRow = rows.get('C')!;
      assert.equal(cRow.status, 'manual');
      assert.equal(cRow.adminId, 'agent1');
      assert.equal(cRow.adminNick, '小王');
      assert.equal(cRow.groupId, 'g-presales');
      assert.deepEqual(cRow.tags, ['t-vip']);
      // the internal note is the newest message, but the preview is what the visitor could see
      assert.equal(cRow.preview, '您好，退款3个工作日到账');
      assert.deepEqual(rows.get('F')!.tags, ['t-vip', 't-later']);
      assert.equal(rows.get('F')!.star, 5);
      assert.equal(rows.get('G')!.solve, 0);
      assert.equal(rows.get('G')!.status, 'ended');
      assert.ok(rows.get('G')!.endedAt);
      assert.equal(rows.get('V')!.displayName, '张三丰');
      assert.ok(rows.get('H')!.messageCount >= LONG);
      assert.equal(rows.get('H')!.hit, undefined);
    });

    it('search finds a two-character Chinese word, newest match first, with its snippet ranges', async () => {
      const page = await ok({ q: '退款' });
      assert.deepEqual(names(page.conversations), ['H', 'C']);
      const h = page.conversations[0]!.hit!;
      const detail = (await desk<DeskConversationDetail>(t.app, agent1.token, 'conversations/get', { sessionId: c.H!.sessionId })).data;
      const m180 = detail.messages.find((m) => (m.msgContent ?? '').startsWith('我想申请退款'))!;
      assert.equal(h.msgId, m180.msgId);
      assert.equal(h.seq, m180.seq);
      assert.ok(h.ranges.length >= 1);
      for (const [a, b] of h.ranges) assert.equal(h.snippet.slice(a, b), '退款');
      assert.deepEqual(await find({ q: '发票' }), ['H', 'A']);
      const aHit = (await ok({ q: '发票', channelId: 'demo' })).conversations.find((r) => name(r.sessionId) === 'A')!.hit!;
      // the robot's HTML answer is found as text (the newest match), never shown as HTML
      assert.equal(aHit.snippet, '开具发票请在订单页 点击 <申请>');
      assert.deepEqual(aHit.ranges, [[2, 4]]);
    });

    it('search finds a Chinese phrase and an English phrase case-insensitively inside a long conversation', async () => {
      assert.deepEqual(await find({ q: '申请退款，顺便开发票' }), ['H']);
      const en = (await ok({ q: 'issue the INVOICE' })).conversations;
      assert.deepEqual(names(en), ['H']);
      const hit = en[0]!.hit!;
      assert.deepEqual(hit.ranges.map(([a, b]) => hit.snippet.slice(a, b).toLowerCase()), ['issue the invoice']);
      assert.ok(hit.snippet.length <= 'issue the invoice'.length + 2 * ConversationLimits.snippetContext);
      assert.deepEqual(await find({ q: 'refund' }), ['B']);
      assert.deepEqual(await find({ q: 'shipping status message number 137' }), ['H']);
      // internal notes are searched (staff only)
      assert.deepEqual(await find({ q: 'escalate' }), ['C']);
      // search combines with the view
      assert.deepEqual(await find({ q: '退款', view: 'mine' }), ['C']);
    });

    it("search finds the visitor's name, phone, e-mail and form values", async () => {
      for (const q of ['张三丰', '三丰', '1391234', 'zhang.sanfeng@example', 'SO-778899']) {
        const rows = (await ok({ q })).conversations;
        assert.deepEqual(names(rows), ['V'], q);
        assert.equal(rows[0]!.hit!.msgId, null);
        const [[a, b]] = rows[0]!.hit!.ranges as [[number, number]];
        assert.equal(rows[0]!.hit!.snippet.slice(a, b).toLowerCase(), q.toLowerCase());
      }
    });

    it('hostile queries search literally and never fail', async () => {
      const x = await seedConversation(t, { state: 'robot', lines: [['v', '100% _sure_ "quoted" a*b NEAR(x) OR y \\back 😀😀😀']] });
      c.X = x;
      for (const q of ['%', '_', '"', '*', 'a*b', 'NEAR(', '\\', '😀', '😀😀😀', '"quoted"', '% _']) {
        assert.deepEqual(await find({ q }), ['X'], q);
      }
      for (const q of ['OR', 'AND', 'NOT', 'a OR b', '"退款" OR "x"', '^', ':', '(', ')', '{}', 'body:退款', "'; drop table sessions; --", '退'.repeat(100), '🙂', 'x'.repeat(100), '*退款*', 'NEAR(退款 发票)', '\\%']) {
        const r = await list(t, agent1.token, { q });
        assert.equal(r.status, 200, `${q}: ${r.msg}`);
        for (const row of r.data.conversations) assert.ok(row.hit, `${q}: ${name(row.sessionId)} without a hit`);
      }
      assert.deepEqual(await find({ q: '退'.repeat(100) }), []);
      assert.deepEqual(await find({ q: '  退款  ' }), ['H', 'C']);
    });

    it('another tenant is never seen: not listed, not found, get is 404 like a missing one', async () => {
      const all = await walk(t, agent1.token, { limit: 100 });
      assert.ok(!all.some((r) => r.sessionId === acme.conv.sessionId));
      assert.ok(!(await find({ q: 'invoice' })).includes(acme.conv.sessionId));
      const theirs = await desk(t.app, agent1.token, 'conversations/get', { sessionId: acme.conv.sessionId });
      const missing = await desk(t.app, agent1.token, 'conversations/get', { sessionId: 'no-such-session' });
      assert.equal(theirs.status, 404);
      assert.equal(missing.status, 404);
      assert.equal(theirs.msg, missing.msg);
      assert.deepEqual((await walk(t, acme.agent.token, {})).map((r) => r.sessionId), [acme.conv.sessionId]);
      assert.deepEqual((await walk(t, acme.agent.token, { q: '退款' })).map((r) => r.sessionId), [acme.conv.sessionId]);
      assert.equal((await desk(t.app, acme.agent.token, 'conversations/get', { sessionId: c.C!.sessionId })).status, 404);
    });

    it('get returns the row, the visitor, the whole staff log with notes, and the rating', async () => {
      const r = await desk<DeskConversationDetail>(t.app, agent2.token, 'conversations/get', { sessionId: c.C!.sessionId });
      assert.equal(r.status, 200, r.msg);
      assert.equal(r.data.conversation.sessionId, c.C!.sessionId);
      assert.equal(r.data.visitor.userId, c.C!.v.userId);
      const note = r.data.messages.find((m) => m.msgContent === 'VIP customer: escalate');
      assert.equal(note?.insideFlag, 1);
      assert.equal(r.data.evaluation, null);
      const e = (await desk<DeskConversationDetail>(t.app, agent2.token, 'conversations/get', { sessionId: c.E!.sessionId })).data;
      assert.deepEqual(e.evaluation && { star: e.evaluation.star, tags: e.evaluation.tags, content: e.evaluation.content }, { star: 1, tags: ['Slow reply'], content: 'so-so' });
      const h = (await desk<DeskConversationDetail>(t.app, agent2.token, 'conversations/get', { sessionId: c.H!.sessionId })).data;
      assert.equal(h.messages.length, h.conversation.messageCount);
      assert.deepEqual(h.messages.map((m) => m.seq), [...h.messages.keys()].map((i) => i + 1));
    });

    it('bad bodies are a 400 and no desk session is a 401', async () => {
      const bad: Record<string, unknown>[] = [
        { view: 'everything' }, { status: 'open' }, { star: 6 }, { star: -1 }, { star: 1.5 }, { limit: 0 }, { limit: 101 }, { extra: 1 },
        { cursor: 'not-a-cursor' }, { cursor: '' }, { from: -1 }, { q: 5 }, { q: '' }, { q: '   ' }, { q: 'x'.repeat(101) }, { from: 10, to: 5 },
        { channelId: 'x'.repeat(65) }, { q: 'a\u0000b' },
      ];
      for (const b of bad) assert.equal((await list(t, agent1.token, b)).status, 400, JSON.stringify(b));
      for (const b of [{}, { sessionId: 5 }, { sessionId: '' }, { sessionId: 'x', more: 1 }]) {
        assert.equal((await desk(t.app, agent1.token, 'conversations/get', b)).status, 400, JSON.stringify(b));
      }
      assert.equal((await list(t, '', {})).status, 401);
      assert.equal((await list(t, 'not-a-token', {})).status, 401);
      assert.equal((await desk(t.app, undefined, 'conversations/get', { sessionId: c.C!.sessionId })).status, 401);
    });

    it('cursor paging walks every row exactly once, also when rows share their last activity', async () => {
      t.clock.advance(1000);
      const plain: string[] = [];
      for (let i = 0; i < 23; i++) plain.push((await seedConversation(t, { state: 'robot', channelId: 'plain', advance: 0, lines: [['v', `same moment ${i}`]] })).sessionId);
      const rows = await walk(t, agent1.token, { channelId: 'plain', limit: 4 });
      assert.equal(rows.length, 23);
      assert.equal(new Set(rows.map((r) => r.sessionId)).size, 23);
      assert.deepEqual(new Set(rows.map((r) => r.sessionId)), new Set(plain));
      assert.equal(new Set(rows.map((r) => r.lastMsgAt)).size, 1);
      assert.deepEqual(rows.map((r) => r.sessionId), [...plain].sort().reverse());
      const every = await walk(t, agent1.token, { limit: 3 });
      const once = await walk(t, agent1.token, { limit: 100 });
      assert.deepEqual(every.map((r) => r.sessionId), once.map((r) => r.sessionId));
      assert.equal(new Set(every.map((r) => r.sessionId)).size, every.length);
      assert.equal(every.length, 10 + 23);
      // a searched walk pages the same way
      const searched = await walk(t, agent1.token, { q: 'same moment', limit: 5 });
      assert.deepEqual(searched.map((r) => r.sessionId), [...plain].sort().reverse());
      // …whether a page is found in the walked window or by the index (a window of 3 forces both)
      const narrow = new ConversationService({ db: t.services.deps.store.db, dialect: t.services.deps.store.dialect, walkWindow: 3 });
      const me = { agentId: 'agent1', tenantId: 'demo' };
      for (const body of [{ q: 'same moment', limit: 2 }, { q: '退款', limit: 1 }, { q: 'e', limit: 4 }, { q: '物流查询', limit: 3, view: 'open' as const }]) {
        const all = (await narrow.list(me, { ...body, limit: 100 })).conversations.map((r) => r.sessionId);
        const paged: string[] = [];
        let cursor: string | null | undefined;
        do {
          const page = await narrow.list(me, { ...body, ...(cursor ? { cursor } : {}) });
          paged.push(...page.conversations.map((r) => r.sessionId));
          cursor = page.nextCursor;
        } while (cursor);
        assert.deepEqual(paged, all, JSON.stringify(body));
        assert.deepEqual(all, (await t.services.conversations.list(me, { ...body, limit: 100 })).conversations.map((r) => r.sessionId));
      }
    });

    it('messages written through the desk are found; a recalled one no longer is', async () => {
      const online = await agentOnline(t.app, 'agent1');
      const sent = await desk<{ msgId: string }>(t.app, online.token, 'chat/send', { sessionId: c.C!.sessionId, msgType: 1, msgContent: 'coupon code XYZZY-42 for you' });
      assert.equal(sent.status, 200, sent.msg);
      assert.deepEqual(await find({ q: 'xyzzy-42' }), ['C']);
      assert.equal((await desk(t.app, online.token, 'chat/recall', { sessionId: c.C!.sessionId, msgId: sent.data.msgId })).status, 200);
      assert.deepEqual(await find({ q: 'xyzzy-42' }), []);
      const note = await desk(t.app, online.token, 'chat/note', { sessionId: c.C!.sessionId, msgContent: '内部备注：客户要发票' });
      assert.equal(note.status, 200, note.msg);
      assert.equal((await ok({ q: '内部备注' })).conversations[0]?.sessionId, c.C!.sessionId);
    });
  });
}
