/**
 * The robot's votes, its index following knowledge-base writes, sanitising, import and export,
 * bad requests and rate limits, through app.inject on a seeded app (the demo knowledge base), run
 * on SQLite (robot.sqlite.test.ts) and PostgreSQL (robot.pg.test.ts). Answers: suite.ts.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AnswerType, SenderType, VoteState, VoteValue } from '../../../protocol';
import type { ChatMessage } from '../../../protocol';
import { RobotService } from '../../../server/robot';
import { MemoryBus } from '../../../server/bus';
import { post, seededOn, useTestApp } from '../helpers';
import { ask, DANGEROUS, history, HOSTILE_ANSWER, otherTenant, P, startVisitor, THAI_DOC, tips } from './routes-kit';
import type { Visitor } from './routes-kit';

export function runRobotKbSuite(backend: 'sqlite' | 'pg'): void {
  describe(`robot votes and knowledge base on ${backend}`, () => {
    const t = useTestApp(seededOn(backend));
    let acme: Visitor;
    before(async () => {
      acme = await otherTenant(t);
      await t.services.robot.kb.save('demo', [THAI_DOC]);
    });
    const fresh = () => startVisitor(t.app);

    it('votes: once per answer per visitor (a second is a 409 and changes nothing), counted per document', async () => {
      const v = await fresh();
      const w = await fresh();
      const a1 = await ask(t, v, { docId: 'points' });
      const a2 = await ask(t, v, { docId: 'points' });
      const b1 = await ask(t, w, { docId: 'points' });
      const vote = (who: Visitor, body: Record<string, unknown>, path = P.commentDoc) => post<{ disabled: number }>(t.app, path, body, who.token);
      const up = await vote(v, { docId: 'points', isUseful: VoteValue.up, msgId: a1.data.msgId });
      assert.equal(up.status, 200, up.msg);
      assert.equal(up.data.disabled, VoteState.hidden);
      const second = await vote(v, { docId: 'points', isUseful: VoteValue.down, msgId: a1.data.msgId });
      assert.equal(second.status, 409);
      const again = await vote(v, { docId: 'points', isUseful: VoteValue.up, msgId: a1.data.msgId }, P.visitorCommentDoc);
      assert.equal(again.status, 409);
      assert.equal((await vote(v, { docId: 'points', isUseful: VoteValue.down, msgId: a2.data.msgId })).data.disabled, VoteState.downVoted);
      assert.equal((await vote(w, { docId: 'points', isUseful: VoteValue.down, msgId: b1.data.msgId, tenantId: 'acme', sessionId: 'x' }, P.visitorCommentDoc)).status, 200);
      // another visitor's message, a message of another document, a foreign doc
      assert.equal((await vote(w, { docId: 'points', isUseful: VoteValue.up, msgId: a1.data.msgId })).status, 404);
      assert.equal((await vote(v, { docId: 'tracking', isUseful: VoteValue.up, msgId: a1.data.msgId })).status, 400);
      assert.equal((await vote(v, { docId: 'acme-secret', isUseful: VoteValue.up })).status, 404);
      // without a message: once per document per session
      assert.equal((await vote(v, { docId: 'warranty', isUseful: VoteValue.up })).status, 200);
      assert.equal((await vote(v, { docId: 'warranty', isUseful: VoteValue.up })).status, 409);
      assert.equal((await vote(v, { docId: 'points', isUseful: 2 })).status, 400);
      const counts = await t.services.robot.kb.votes('demo');
      assert.deepEqual(counts.find((c) => c.docId === 'points'), { docId: 'points', question: '积分怎么获得和使用？', upVotes: 1, downVotes: 2 });
      assert.deepEqual(counts.find((c) => c.docId === 'warranty'), { docId: 'warranty', question: '商品保修多久？', upVotes: 1, downVotes: 0 });
      // commentDocMode off: 403
      await t.services.channels.upsert({ tenantId: 'demo', channelId: 'demo-wo', config: { commentDocMode: 0 } });
      const x = await startVisitor(t.app, {}, undefined, 'demo-wo');
      assert.equal((await vote(x, { docId: 'points', isUseful: VoteValue.up })).status, 403);
    });

    it('a vote by msgId is stored on the answer: after a reload history shows it voted; refused votes change nothing', async () => {
      const v = await fresh();
      const w = await fresh();
      type Vote = { docId: string; isUseful: number; disabled: number };
      const vote = (who: Visitor, body: Record<string, unknown>, path = P.commentDoc) => post<Vote>(t.app, path, body, who.token);
      const upAnswer = await ask(t, v, { question: '衣服小了想换大一码' });
      const downAnswer = await ask(t, v, { question: 'how can I get my money back?' });
      const untouched = await ask(t, v, { docId: 'points' });
      assert.deepEqual([upAnswer.data.docId, downAnswer.data.docId, untouched.data.docId], ['exchange', 'en-refund-apply', 'points']);
      const counts = async (docId: string) => (await t.services.robot.kb.votes('demo')).find((c) => c.docId === docId);
      /** What the widget re-renders after a reload: chatStart again, then history (and getSessionMsg). */
      const afterReload = async (who: Visitor) => {
        const again = await startVisitor(t.app, { userId: who.userId }, who.token);
        assert.equal(again.userId, who.userId);
        const page = await history(t, who);
        const session = (await post<ChatMessage[]>(t.app, P.getSessionMsg, { sessionId: who.sessionId }, who.token)).data;
        const state = (list: ChatMessage[], msgId: string | undefined) => list.find((m) => m.msgId === msgId && m.senderType === SenderType.robot)?.disabled;
        return (msgId: string | undefined) => {
          const shown = state(page, msgId);
          assert.equal(state(session, msgId), shown, 'getSessionMsg agrees with getHistoryMsg');
          return shown;
        };
      };

      let shown = await afterReload(v);
      assert.deepEqual([shown(upAnswer.data.msgId), shown(downAnswer.data.msgId), shown(untouched.data.msgId)], [VoteState.notVoted, VoteState.notVoted, VoteState.notVoted]);
      const up = await vote(v, { docId: 'exchange', isUseful: VoteValue.up, msgId: upAnswer.data.msgId });
      assert.equal(up.status, 200, up.msg);
      assert.equal(up.data.disabled, VoteState.hidden);
      const down = await vote(v, { docId: 'en-refund-apply', isUseful: VoteValue.down, msgId: downAnswer.data.msgId, robotNo: 'r1', sessionId: 'x', tenantId: 'acme' }, P.visitorCommentDoc);
      assert.equal(down.status, 200, down.msg);
      assert.equal(down.data.disabled, VoteState.downVoted);
      shown = await afterReload(v);
      assert.equal(shown(upAnswer.data.msgId), VoteState.hidden, 'thumbs-up: the buttons stay hidden');
      assert.equal(shown(downAnswer.data.msgId), VoteState.downVoted, 'thumbs-down: shown as voted down');
      assert.equal(shown(untouched.data.msgId), VoteState.notVoted, 'an answer not voted on keeps its buttons');
      // the desk's view of the conversation carries it too
      const desk = await t.services.chat.conversation(v.sessionId);
      assert.equal(desk.find((m) => m.msgId === upAnswer.data.msgId)?.disabled, VoteState.hidden);

      // a second vote on either answer is refused and changes neither the message nor the counts
      const before = [await counts('exchange'), await counts('en-refund-apply')];
      for (const [body, path] of [
        [{ docId: 'exchange', isUseful: VoteValue.down, msgId: upAnswer.data.msgId }, P.commentDoc],
        [{ docId: 'exchange', isUseful: VoteValue.up, msgId: upAnswer.data.msgId }, P.visitorCommentDoc],
        [{ docId: 'en-refund-apply', isUseful: VoteValue.up, msgId: downAnswer.data.msgId }, P.commentDoc],
      ] as const) {
        const again = await vote(v, body, path);
        assert.equal(again.status, 409, JSON.stringify(body));
        assert.match(again.msg, /already voted/);
      }
      assert.deepEqual([await counts('exchange'), await counts('en-refund-apply')], before);
      shown = await afterReload(v);
      assert.deepEqual([shown(upAnswer.data.msgId), shown(downAnswer.data.msgId)], [VoteState.hidden, VoteState.downVoted]);

      // another visitor cannot vote on v's answer (404), nor can v with the wrong docId (400): unchanged
      const pointsBefore = await counts('points');
      assert.equal((await vote(w, { docId: 'points', isUseful: VoteValue.down, msgId: untouched.data.msgId })).status, 404);
      assert.equal((await vote(w, { docId: 'points', isUseful: VoteValue.down, msgId: untouched.data.msgId }, P.visitorCommentDoc)).status, 404);
      assert.equal((await vote(v, { docId: 'exchange', isUseful: VoteValue.down, msgId: untouched.data.msgId })).status, 400);
      assert.equal((await vote(v, { docId: 'points', isUseful: VoteValue.down, msgId: 'no-such-message' })).status, 404);
      assert.equal((await vote(v, { docId: 'points', isUseful: VoteValue.down, msgId: ['x'] })).status, 400);
      assert.deepEqual(await counts('points'), pointsBefore);
      assert.equal((await afterReload(v))(untouched.data.msgId), VoteState.notVoted);
      assert.ok((await history(t, w)).every((m) => m.disabled === undefined), 'nothing appeared in the other visitor’s history');
      // … and the answer is still votable by its owner
      assert.equal((await vote(v, { docId: 'points', isUseful: VoteValue.down, msgId: untouched.data.msgId })).data.disabled, VoteState.downVoted);
      assert.equal((await afterReload(v))(untouched.data.msgId), VoteState.downVoted);

      // commentDocMode off: 403, and the answer keeps its buttons
      await t.services.channels.upsert({ tenantId: 'demo', channelId: 'demo-novote', config: { commentDocMode: 0 } });
      const x = await startVisitor(t.app, {}, undefined, 'demo-novote');
      const xa = await ask(t, x, { docId: 'points' });
      assert.equal((await vote(x, { docId: 'points', isUseful: VoteValue.up, msgId: xa.data.msgId })).status, 403);
      assert.equal((await history(t, x)).find((m) => m.msgId === xa.data.msgId)?.disabled, VoteState.notVoted);
    });

    it('parallel votes on one answer: one wins, the message shows the winner’s state and the counts moved once', async () => {
      const v = await fresh();
      const a = await ask(t, v, { docId: 'warranty' });
      const before = (await t.services.robot.kb.votes('demo')).find((c) => c.docId === 'warranty')!;
      const votes = await Promise.all([VoteValue.up, VoteValue.down, VoteValue.up, VoteValue.down].map((isUseful, i) =>
        post<{ disabled: number }>(t.app, i % 2 ? P.visitorCommentDoc : P.commentDoc, { docId: 'warranty', isUseful, msgId: a.data.msgId }, v.token)));
      const won = votes.filter((r) => r.status === 200);
      assert.equal(won.length, 1, JSON.stringify(votes.map((r) => r.status)));
      assert.ok(votes.every((r) => r.status === 200 || r.status === 409));
      assert.equal((await history(t, v)).find((m) => m.msgId === a.data.msgId)?.disabled, won[0]!.data.disabled);
      const after = (await t.services.robot.kb.votes('demo')).find((c) => c.docId === 'warranty')!;
      assert.equal(after.upVotes + after.downVotes, before.upVotes + before.downVotes + 1);
    });

    it('the vote and the message state are one write: if the state cannot be stored, the vote is not counted', async () => {
      const v = await fresh();
      const a = await ask(t, v, { docId: 'tracking' });
      assert.equal((await post(t.app, P.commentDoc, { docId: 'tracking', isUseful: VoteValue.up, msgId: a.data.msgId }, v.token)).status, 200);
      // the vote row is lost (say, an operator cleaned the table) but the message still shows the vote:
      // a new vote finds the message voted, is refused, and the counter does not move
      await t.services.deps.store.db.deleteFrom('robot_votes').where('user_id', '=', v.userId).execute();
      const before = (await t.services.robot.kb.votes('demo')).find((c) => c.docId === 'tracking');
      const again = await post(t.app, P.commentDoc, { docId: 'tracking', isUseful: VoteValue.down, msgId: a.data.msgId }, v.token);
      assert.equal(again.status, 409);
      assert.deepEqual((await t.services.robot.kb.votes('demo')).find((c) => c.docId === 'tracking'), before);
      const rows = await t.services.deps.store.db.selectFrom('robot_votes').select('vote_key').where('user_id', '=', v.userId).execute();
      assert.deepEqual(rows, [], 'the refused vote left no row');
      assert.equal((await history(t, v)).find((m) => m.msgId === a.data.msgId)?.disabled, VoteState.hidden);
    });

    it('the index follows knowledge-base writes without a restart, here and in other processes (bus)', async () => {
      const v = await fresh();
      const q = 'Do you sell telescopes for stargazing?';
      assert.equal((await ask(t, v, { question: q })).data.answerType, AnswerType.unknown);
      await t.services.robot.kb.save('demo', [{ docId: 'en-telescopes', question: 'Do you sell telescopes?', similarQuestions: ['telescope for astronomy', 'stargazing equipment', 'star gazing telescope'], answer: '<p>Yes, see the Optics category.</p>', locale: 'en' }]);
      const now = await ask(t, v, { question: q });
      assert.equal(now.data.docId, 'en-telescopes');
      // another process (its own service and cache, same database and bus) writes: ours hears of it
      const other = new RobotService({ db: t.services.deps.store.db, clock: t.clock, bus: t.services.bus, channels: t.services.channels, chat: t.services.chat, rates: t.services.deps.config.rates });
      await other.kb.remove('demo', ['en-telescopes']);
      assert.equal((await ask(t, v, { question: q })).data.answerType, AnswerType.unknown);
      assert.equal((await ask(t, v, { docId: 'en-telescopes' })).status, 404);
      // a process that shares only the database (no Redis: `npm run kb` next to a server): the
      // version check picks its write up within 30 s
      const lone = new RobotService({ db: t.services.deps.store.db, clock: t.clock, bus: new MemoryBus(), channels: t.services.channels, chat: t.services.chat, rates: t.services.deps.config.rates });
      await lone.kb.save('demo', [{ docId: 'en-telescopes', question: 'Do you sell telescopes?', similarQuestions: ['stargazing equipment'], answer: '<p>Yes.</p>', locale: 'en' }]);
      t.clock.advance(31_000);
      assert.equal((await ask(t, v, { docId: 'en-telescopes' })).status, 200);
      await lone.kb.remove('demo', ['en-telescopes']);
      // disabling a document takes it out of answers and tips
      const tracking = await t.services.robot.kb.get('demo', 'tracking');
      await t.services.robot.kb.save('demo', [{ ...tracking, enabled: false }]);
      assert.equal((await ask(t, v, { docId: 'tracking' })).status, 404);
      assert.ok(!(await tips(t, v, '怎么查看物流')).data.some((x) => x.docId === 'tracking'));
      await t.services.robot.kb.save('demo', [{ ...tracking, enabled: true }]);
      assert.equal((await ask(t, v, { docId: 'tracking' })).status, 200);
    });

    it('sanitiser: a hostile answer is stored inert', async () => {
      const v = await fresh();
      await t.services.robot.kb.save('demo', [{ docId: 'hostile', question: 'hostile markup test', answer: HOSTILE_ANSWER, locale: 'en' }]);
      const stored = (await t.services.robot.kb.get('demo', 'hostile')).answer;
      for (const re of DANGEROUS) assert.doesNotMatch(stored, re, `${re} in ${stored}`);
      assert.match(stored, /<p>Hello<\/p>/);
      assert.match(stored, /<a href="https:\/\/example.com\/ok" target="_blank" rel="noopener noreferrer">fine<\/a>/);
      const served = await post<{ docAnswer: string }>(t.app, P.getRobotDoc, { docId: 'hostile' }, v.token);
      assert.equal(served.data.docAnswer, stored);
      assert.ok((stored.match(/<div>/g) ?? []).length <= 16, 'nesting is capped');
      // a document whose answer is nothing but markup the sanitiser removes is refused
      await assert.rejects(t.services.robot.kb.save('demo', [{ docId: 'empty', question: 'q', answer: '<script>alert(1)</script>' }]), /answer: is required/);
    });

    it('import: a malformed CSV row is reported with its line number and nothing is imported', async () => {
      const before = (await t.services.robot.kb.list('demo')).length;
      const csv = [
        'docId,question,similarQuestions,answer,category,keywords,locale',
        'csv-a,CSV question A,"first|second",<p>A</p>,Test,kw,en',
        '"csv-b","CSV question B","multi',
        'line similar",<p>B</p>,Test,kw,en',
        'csv-c,CSV question C,,<p>C</p>,Test,kw,xx-NOPE',
      ].join('\n');
      await assert.rejects(t.services.robot.kb.import('demo', csv, 'csv'), (e: Error) => /^line 5, locale: must be one of/.test(e.message));
      const broken = 'docId,question,answer\ncsv-a,ok,<p>x</p>\ncsv-b,"unterminated,<p>x</p>\n';
      await assert.rejects(t.services.robot.kb.import('demo', broken, 'csv'), /^Error: line 3: a quoted field is not closed|line 3/);
      const short = 'docId,question,answer\ncsv-a,ok,<p>x</p>\ncsv-b,only two\n';
      await assert.rejects(t.services.robot.kb.import('demo', short, 'csv'), /line 3: has 2 fields, the header has 3/);
      const danglingRef = 'docId,question,answer,related\ncsv-a,ok,<p>x</p>,nowhere\n';
      await assert.rejects(t.services.robot.kb.import('demo', danglingRef, 'csv'), /line 2, related\[0\]: names no document/);
      assert.equal((await t.services.robot.kb.list('demo')).length, before);
      assert.equal(await t.services.robot.kb.get('demo', 'csv-a').catch(() => null), null);
      // the good rows alone import, multi-line cells and all
      const good = await t.services.robot.kb.import('demo', csv.split('\n').slice(0, 4).join('\n'), 'csv');
      assert.equal(good.created, 2);
      assert.deepEqual((await t.services.robot.kb.get('demo', 'csv-b')).similarQuestions, ['multi', 'line similar']);
      await t.services.robot.kb.remove('demo', ['csv-a', 'csv-b']);
    });

    it('export → import round-trips in JSON and in CSV', async () => {
      const strip = (docs: Awaited<ReturnType<typeof t.services.robot.kb.list>>) => docs.map(({ upVotes: _u, downVotes: _d, createdAt: _c, updatedAt: _a, ...d }) => d);
      const original = strip(await t.services.robot.kb.list('demo'));
      for (const format of ['json', 'csv'] as const) {
        const tenant = `copy-${format}`;
        await t.services.channels.ensureTenant(tenant, tenant);
        const text = await t.services.robot.kb.export('demo', format);
        const r = await t.services.robot.kb.import(tenant, text, format);
        assert.equal(r.created, original.length);
        assert.deepEqual(strip(await t.services.robot.kb.list(tenant)), original, format);
        assert.equal(await t.services.robot.kb.export(tenant, format), text, `${format} export is stable`);
      }
    });

    it('bad requests: nothing to ask, an over-long question, a wrong type — 400; no token — 401', async () => {
      const v = await fresh();
      assert.equal((await ask(t, v, {})).status, 400);
      assert.equal((await ask(t, v, { question: '   ' })).status, 400);
      const long = await ask(t, v, { question: '退'.repeat(501) });
      assert.equal(long.status, 400);
      assert.match(long.msg, /question/);
      assert.equal((await ask(t, v, { question: '退'.repeat(500) })).status, 200);
      assert.equal((await ask(t, v, { question: { $ne: null } })).status, 400);
      assert.equal((await ask(t, v, { docId: ['x'] })).status, 400);
      assert.equal((await post(t.app, P.robotAsk, { question: 'hi' })).status, 401);
      assert.equal((await post(t.app, P.robotAsk, { question: 'hi', userId: acme.userId }, v.token)).status, 401);
    });

    it('rate limits per visitor: robotAsk burst 10 then 2/s, tips too — 429 with a clear message', async () => {
      const v = await fresh();
      const w = await fresh();
      const codes: number[] = [];
      for (let i = 0; i < 11; i++) codes.push((await ask(t, v, { docId: 'points' })).status);
      assert.deepEqual(codes, [...Array(10).fill(200), 429]);
      const limited = await ask(t, v, { docId: 'points' });
      assert.match(limited.msg, /^Too many requests, please try again in \d+ s$/, 'said in the caller\'s language (English without Accept-Language)');
      assert.equal((await ask(t, w, { docId: 'points' })).status, 200, 'another visitor is not limited');
      t.clock.advance(1000);
      assert.equal((await ask(t, v, { docId: 'points' })).status, 200, 'tokens come back with time');
      let tipCodes = 0;
      for (let i = 0; i < 25; i++) if ((await tips(t, v, '退')).status === 429) tipCodes++;
      assert.ok(tipCodes >= 4, `${tipCodes} tip requests limited`);
    });
  });
}
