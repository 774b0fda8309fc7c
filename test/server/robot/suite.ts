/**
 * The robot's visitor routes through app.inject on a seeded app (the demo knowledge base),
 * run on SQLite (robot.sqlite.test.ts) and PostgreSQL (robot.pg.test.ts).
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AnswerType, FaqShowType, MsgType, RobotReplyStatus, SenderType, TransferButtonMode, VoteState } from '../../../protocol';
import type { ChannelConfig, FaqEntry, SideBarConfig } from '../../../protocol';
import { post, seededOn, useTestApp } from '../helpers';
import { ask, history, otherTenant, P, startVisitor, THAI_DOC, tips } from './routes-kit';
import type { Visitor } from './routes-kit';

const info = (r: { data: ChannelConfig }): ChannelConfig => r.data;

export function runRobotSuite(backend: 'sqlite' | 'pg'): void {
  describe(`robot routes on ${backend}`, () => {
    const t = useTestApp(seededOn(backend));
    let acme: Visitor;
    before(async () => {
      acme = await otherTenant(t);
      await t.services.robot.kb.save('demo', [THAI_DOC]);
    });
    const fresh = () => startVisitor(t.app);

    it('the demo knowledge base is seeded: ≥ 60 bilingual documents, guides and cards', async () => {
      const docs = await t.services.robot.kb.list('demo');
      assert.ok(docs.length >= 61, `${docs.length} documents`);
      assert.ok(docs.filter((d) => d.locale === 'zh').length >= 30 && docs.filter((d) => d.locale === 'en').length >= 25);
      assert.ok(docs.filter((d) => d.guide).length >= 3);
      assert.ok(docs.filter((d) => d.card).length >= 2);
      for (const d of docs.filter((x) => x.locale !== 'th')) assert.ok(d.similarQuestions.length >= 3 && d.category && d.keywords.length > 0, d.docId);
    });

    it('answers a paraphrased question in zh and in en with the right document (answerType 1), stored in history', async () => {
      const v = await fresh();
      const zh = await ask(t, v, { question: '衣服小了想换大一码', id: 'message1700000000001' });
      assert.equal(zh.status, 200, zh.msg);
      assert.equal(zh.data.answerType, AnswerType.answer);
      assert.equal(zh.data.docId, 'exchange');
      assert.equal(zh.data.status, RobotReplyStatus.shown);
      assert.match(zh.data.answers[0]?.text ?? '', /换货/);
      assert.equal(zh.data.showTransferBtn, true, 'demo: robotAnswerTransferUserMode 1 shows the button');
      assert.equal(zh.data.autoTransfer, false);
      assert.ok(zh.data.suggestList.length > 0 && zh.data.suggestList.every((s) => s.question && s.docId !== 'exchange'));
      assert.deepEqual(JSON.parse(zh.data.robotSuggest), zh.data.suggestList);
      const en = await ask(t, v, { question: 'how can I get my money back?' });
      assert.equal(en.data.answerType, AnswerType.answer);
      assert.equal(en.data.docId, 'en-refund-apply');
      const h = await history(t, v);
      const mine = h.filter((m) => m.senderType === SenderType.visitor).map((m) => [m.msgContent, m.id]);
      assert.deepEqual(mine[0], ['衣服小了想换大一码', 'message1700000000001']);
      const robot = h.filter((m) => m.senderType === SenderType.robot);
      assert.equal(robot.length, 2);
      assert.equal(robot[0]?.msgType, MsgType.robotRich);
      assert.equal(robot[0]?.docId, 'exchange');
      assert.equal(robot[0]?.msgId, zh.data.msgId);
      assert.equal(robot[0]?.disabled, VoteState.notVoted);
    });

    it('a retried ask with the same local id stores one exchange', async () => {
      const v = await fresh();
      const a = await ask(t, v, { question: '怎么查看物流信息', id: 'message1700000000002' });
      const b = await ask(t, v, { question: '怎么查看物流信息', id: 'message1700000000002' });
      assert.equal(a.data.msgId, b.data.msgId);
      assert.equal((await history(t, v)).length, 2);
    });

    it('an unrelated question is unknown (answerType 0) with the unknown text, logged with a count', async () => {
      const v = await fresh();
      for (const q of ['What is the capital of France?', 'what is the capital of france', 'WHAT IS THE CAPITAL OF FRANCE!!']) {
        const r = await ask(t, v, { question: q });
        assert.equal(r.data.answerType, AnswerType.unknown, q);
        assert.equal(r.data.status, RobotReplyStatus.shown);
        assert.equal(r.data.showTransferBtn, true);
        assert.match(r.data.answers[0]?.text ?? '', /rephrase|换个说法/);
        // nothing in the shop is near: no "you may want to ask" either
        assert.deepEqual(r.data.suggestList, [], q);
      }
      const log = await t.services.robot.kb.unknownQuestions('demo');
      const entry = log.find((e) => e.key === 'what is the capital of france');
      assert.equal(entry?.count, 3);
      assert.equal(entry?.locale, 'en');
      // a tenant's own unknown text and thresholds apply at once
      await t.services.robot.kb.setSettings('demo', { unknownText: { en: '<p>Ask us anything about the shop.</p>' } });
      const again = await ask(t, v, { question: 'Who won the football world cup?' });
      assert.equal(again.data.answers[0]?.text, '<p>Ask us anything about the shop.</p>');
      await t.services.robot.kb.setSettings('demo', { unknownText: {} });
    });

    it('an unknown answer still suggests the nearest documents when they are near enough', async () => {
      const v = await fresh();
      const r = await ask(t, v, { question: 'where is the thing' });
      assert.equal(r.data.answerType, AnswerType.unknown);
      const tracking = await t.services.robot.kb.get('demo', 'en-tracking');
      assert.ok(r.data.suggestList?.some((s) => s.docId === 'en-tracking' && s.question === tracking?.question), JSON.stringify(r.data.suggestList));
      assert.deepEqual(JSON.parse(r.data.robotSuggest ?? '[]'), r.data.suggestList);
    });

    it('per-tenant thresholds and synonyms apply at once', async () => {
      const v = await fresh();
      const q = 'how can I get my money back?';
      assert.equal((await ask(t, v, { question: q })).data.answerType, AnswerType.answer);
      await t.services.robot.kb.setSettings('demo', { thresholds: { unknownBelow: 1, answerAbove: 1 } });
      assert.equal((await ask(t, v, { question: q })).data.answerType, AnswerType.unknown);
      await t.services.robot.kb.setSettings('demo', { thresholds: {} });
      const slang = 'gimme my moolah';
      assert.equal((await ask(t, v, { question: slang })).data.answerType, AnswerType.unknown);
      await t.services.robot.kb.setSettings('demo', { synonyms: [['money back', 'moolah']] });
      // the refund entry, in either language: the visitor is on the demo's zh interface, and
      // the bilingual-twin rule may give the zh entry (RobotMatcher.preferTwin)
      const answered = await ask(t, v, { question: slang });
      assert.equal(answered.data.answerType, AnswerType.answer);
      assert.ok(['en-refund-apply', 'refund-apply'].includes(String(answered.data.docId)), String(answered.data.docId));
      await t.services.robot.kb.setSettings('demo', { synonyms: [] });
    });

    it('the demo channel’s FAQ, preset questions and menus name documents that answer (zh and en)', async () => {
      const v = await fresh();
      for (const locale of ['zh', 'en']) {
        const info = await post<ChannelConfig>(t.app, P.channelInfo, { channelId: 'demo', locale });
        assert.ok(info.data.robotWelcomeMsg);
        const faq = JSON.parse(info.data.faq?.showContent ?? '[]') as FaqEntry[];
        const entries = faq.flatMap((g) => g.list ?? []);
        const side = (JSON.parse(info.data.sideBarConfig ?? '{}') as SideBarConfig).questionList ?? [];
        const menus = (info.data.chatMenuConfigPlan?.chatMenuConfigList ?? []).filter((m) => m.docId !== undefined);
        const ids = [...entries.map((e) => e.docId), ...side.map((q) => q.docId), ...menus.map((m) => m.docId)];
        assert.ok(entries.length >= 6 && side.length >= 2 && menus.length >= 1, locale);
        for (const docId of ids) {
          t.clock.advance(1000); // under the per-visitor robot rate (2 a second)
          const r = await ask(t, v, { docId });
          assert.equal(r.status, 200, `${locale} ${String(docId)}`);
          assert.equal((await t.services.robot.kb.get('demo', String(docId))).locale, locale);
        }
        t.clock.advance(10_000);
      }
      assert.equal(info(await post<ChannelConfig>(t.app, P.channelInfo, { channelId: 'demo' })).faq?.showType, FaqShowType.tabbed);
    });

    it('close candidates give a guide (answerType 2) with clarifyGuide items carrying docIds', async () => {
      const v = await fresh();
      // one word that two entries are about: "did you mean" lists both
      const r = await ask(t, v, { question: '优惠券' });
      assert.equal(r.data.answerType, AnswerType.guide);
      const items = r.data.answers[0]?.clarifyGuide ?? [];
      assert.ok(items.length >= 2);
      assert.ok(items.some((i) => i.docId === 'coupon-use') && items.some((i) => i.docId === 'coupon-center'), JSON.stringify(items));
      // a question that says which of them it is, is answered (the calibrated re-ranking)
      const clear = await ask(t, v, { question: '优惠券用不了' });
      assert.equal(clear.data.answerType, AnswerType.answer);
      assert.equal(clear.data.docId, 'coupon-invalid');
      // clicking a "did you mean" item answers that document
      const click = await ask(t, v, { docId: items[0]?.docId, itemId: items[0]?.itemId });
      assert.equal(click.data.answerType, AnswerType.answer);
      assert.equal(click.data.docId, items[0]?.docId);
      const stored = (await history(t, v)).find((m) => m.msgId === r.data.msgId);
      assert.deepEqual(stored?.itemList?.map((i) => i.name), items.map((i) => i.name));
    });

    it('"转人工" and "talk to a human" return status -1 (transfer) where the knowledge base has no entry about reaching a human', async () => {
      // acme's knowledge base has none (the demo shop has one: decisions.suite.ts)
      for (const q of ['转人工', '人工客服，谢谢', 'talk to a human', 'I want to speak to a person please']) {
        const r = await ask(t, acme, { question: q });
        assert.equal(r.data.status, RobotReplyStatus.transfer, q);
      }
      assert.equal((await ask(t, acme, { question: 'Acme dealer discount' })).data.status, RobotReplyStatus.shown);
    });

    it('auto-transfer mode (2) shows the button and sets autoTransfer; modes 0 and 1 show the button only (spec §3)', async () => {
      await t.services.channels.upsert({ tenantId: 'demo', channelId: 'demo-wo', config: { robotUnknownTransferUserMode: TransferButtonMode.autoTransfer, robotAnswerTransferUserMode: TransferButtonMode.showButtonAlt } });
      const v = await startVisitor(t.app, {}, undefined, 'demo-wo');
      const unknown = await ask(t, v, { question: 'What is the capital of France?' });
      assert.equal(unknown.data.showTransferBtn, true);
      assert.equal(unknown.data.autoTransfer, true);
      const known = await ask(t, v, { docId: 'tracking' });
      assert.equal(known.data.showTransferBtn, true);
      assert.equal(known.data.autoTransfer, false);
    });

    it('a docId answers that document directly; another tenant’s docId is a 404 that leaks nothing', async () => {
      const v = await fresh();
      const r = await ask(t, v, { docId: 'coupon-center' });
      assert.equal(r.data.docId, 'coupon-center');
      const card = JSON.parse(r.data.answers[0]?.cardContent ?? '{}') as Record<string, string>;
      assert.equal(card.picture, '/demo-assets/coupons.svg');
      assert.ok(card.title && card.desc && card.price);
      for (const docId of ['acme-secret', 'no-such-doc', 12345]) {
        const miss = await ask(t, v, { docId });
        assert.equal(miss.status, 404);
        assert.doesNotMatch(JSON.stringify(miss), /42%|Acme/);
        const doc = await post(t.app, P.getRobotDoc, { docId }, v.token);
        assert.equal(doc.status, 404);
      }
      // and the other way round: acme's visitor cannot read the demo KB
      assert.equal((await ask(t, acme, { docId: 'tracking' })).status, 404);
      assert.equal((await ask(t, acme, { docId: 'acme-secret' })).data.docId, 'acme-secret');
      // a tenantId in the body is ignored
      assert.equal((await ask(t, v, { docId: 'acme-secret', tenantId: 'acme' })).status, 404);
    });

    it('guide trees: a button press advances to the next node; an invalid or foreign nodeId is a 400', async () => {
      const v = await fresh();
      const start = await ask(t, v, { question: '退换货流程' });
      assert.equal(start.data.docId, 'return-process');
      const root = start.data.answers.find((a) => a.buttons?.length);
      assert.deepEqual(root?.buttons?.map((b) => b.name), ['仅退款', '退货退款', '换货']);
      const press = root?.buttons?.[1];
      const next = await ask(t, v, { nodeId: press?.nodeId, itemId: press?.itemId, button: press?.button });
      assert.equal(next.status, 200, next.msg);
      assert.match(next.data.answers[0]?.text ?? '', /退货退款/);
      assert.notEqual(next.data.answers[0]?.nodeId, root?.nodeId);
      const back = next.data.answers[0]?.buttons?.find((b) => b.nodeId === root?.nodeId);
      assert.ok(back, 'a back button leads to the first node');
      const docButton = next.data.answers[0]?.buttons?.find((b) => b.docId);
      assert.equal((await ask(t, v, { docId: docButton?.docId, itemId: docButton?.itemId })).data.docId, 'return-shipping-fee');
      const h = await history(t, v);
      assert.ok(h.some((m) => m.senderType === SenderType.visitor && m.msgContent === '退货退款'), 'the press shows as the visitor’s message');
      for (const nodeId of ['return-process#nowhere', 'nope', 'acme-guide#start', 'acme-guide#done', 7]) {
        const bad = await ask(t, v, { nodeId });
        assert.equal(bad.status, 400, String(nodeId));
        assert.match(bad.msg, /^nodeId:/);
      }
      // the English guide too
      const en = await ask(t, v, { docId: 'en-return-process' });
      const exchange = en.data.answers.flatMap((a) => a.buttons ?? []).find((b) => b.name === 'Exchange');
      assert.match((await ask(t, v, { nodeId: exchange?.nodeId })).data.answers[0]?.text ?? '', /15 days/);
    });

    it('tips: prefix matches mid-word in Chinese and in Thai; empty input gives nothing', async () => {
      const v = await fresh();
      const zh = await tips(t, v, '款');
      assert.equal(zh.status, 200);
      assert.ok(zh.data.some((x) => x.question.includes('退<em>款</em>')), JSON.stringify(zh.data));
      assert.ok(zh.data.every((x) => x.docId && x.id && typeof x.score === 'number' && x.tips));
      const th = await tips(t, v, 'รหัส');
      assert.equal(th.data[0]?.docId, 'th-password');
      assert.equal(th.data[0]?.question, 'ลืม<em>รหัส</em>ผ่านต้องทำอย่างไร');
      for (const empty of ['', '   ', '\u3000', null]) assert.deepEqual((await tips(t, v, empty)).data, []);
      assert.equal((await tips(t, v, 'x'.repeat(501))).status, 400);
      // another tenant's questions never show up
      assert.deepEqual((await tips(t, v, 'Acme')).data, []);
    });

    it('getRobotDoc returns the question and the sanitised answer', async () => {
      const v = await fresh();
      const r = await post<{ docQuestion: string; docAnswer: string }>(t.app, P.getRobotDoc, { docId: 'password-reset' }, v.token);
      assert.equal(r.data.docQuestion, '忘记密码怎么找回？');
      assert.match(r.data.docAnswer, /<a href="https:\/\/example.com\/account\/reset" target="_blank" rel="noopener noreferrer">/);
    });

  });
}
