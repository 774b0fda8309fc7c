/**
 * The English sentence encoder (server/robot/encoder/, KEFU_ROBOT_ENCODER=en): the real model,
 * loaded from its npm package, on the real matcher and the real robotAsk route.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AnswerType } from '../../../protocol/index.ts';
import { loadConfig } from '../../../server/config.ts';
import { RobotMatcher, type RobotDoc } from '../../../server/robot/index.ts';
import { calibrationTexts } from '../../../server/robot/encoder/calibration-texts.ts';
import { loadEnglishEncoder } from '../../../server/robot/encoder/english.ts';
import { mainThreadCpu } from '../../../bench/lib/thread-cpu.ts';
import { SentenceVectors, type SentenceEncoder } from '../../../server/robot/encoder/vectors.ts';
import { makeTestApp, type TestApp } from '../helpers.ts';
import { MemoryBus } from '../../../server/bus/index.ts';
import { ManualClock } from '../../../server/clock.ts';
import { IndexCache } from '../../../server/robot/index-cache.ts';
import type { KnowledgeBaseStore } from '../../../server/robot/kb/store.ts';
import { snapshotOf } from './fixtures.ts';
import { ask, startVisitor } from './routes-kit.ts';

const SHOP: RobotDoc[] = [
  { docId: 'refund', question: 'How do I get a refund?', similarQuestions: ['I want my money back', 'refund my order', 'can I return this for a refund'], locale: 'en' },
  { docId: 'shipping', question: 'When will my order arrive?', similarQuestions: ['where is my delivery', 'shipping time', 'track my order'], locale: 'en' },
  { docId: 'password', question: 'How do I reset my password?', similarQuestions: ['I forgot my password', 'change password', 'cannot log in'], locale: 'en' },
  { docId: 'cancel', question: 'How do I cancel my subscription?', similarQuestions: ['stop my plan', 'end subscription', 'unsubscribe from the service'], locale: 'en' },
  { docId: 'hours', question: 'What are your opening hours?', similarQuestions: ['when are you open', 'business hours', 'what time do you close'], locale: 'en' },
  { docId: 'payment', question: 'Which payment methods do you accept?', similarQuestions: ['can I pay by card', 'payment options', 'do you take paypal'], locale: 'en' },
];

const stored = (docs: readonly RobotDoc[]): string[] => docs.flatMap((d) => [d.question, ...(d.similarQuestions ?? [])]);

// Asked of the shop above: none is a stored question.
const REIMBURSE = 'I would like a reimbursement for my purchase';
const SETTLE = 'is it possible to settle with a credit card';
const CAPITAL = 'what is the capital of France';

describe('the English sentence encoder', { timeout: 120_000 }, () => {
  let encoder: SentenceEncoder;
  let vectors: SentenceVectors;
  let words: RobotMatcher;
  let encoded: RobotMatcher;
  before(async () => {
    encoder = await loadEnglishEncoder();
    vectors = new SentenceVectors(encoder);
    await vectors.prepare([...stored(SHOP), REIMBURSE, SETTLE, CAPITAL, ...calibrationTexts((l) => vectors.reads(l))]);
    words = RobotMatcher.build(SHOP, { locale: 'en' });
    encoded = RobotMatcher.build(SHOP, { locale: 'en', encoder: vectors });
  });
  after(() => encoder?.close?.());

  const cosine = (a: string, b: string): number => {
    const x = vectors.vector(a) as Float32Array;
    const y = vectors.vector(b) as Float32Array;
    return x.reduce((s, v, i) => s + v * (y[i] as number), 0);
  };

  it('puts a paraphrase nearer than another subject, in unit vectors of 512', () => {
    const v = vectors.vector(REIMBURSE) as Float32Array;
    assert.equal(v.length, 512);
    assert.ok(Math.abs(Math.hypot(...v) - 1) < 1e-4);
    assert.ok(cosine(REIMBURSE, 'I want my money back') > cosine(REIMBURSE, 'what time do you close') + 0.1,
      `${cosine(REIMBURSE, 'I want my money back')} vs ${cosine(REIMBURSE, 'what time do you close')}`);
  });

  it('ranks the refund entry first for "reimbursement", which words alone answer with the shipping entry', () => {
    assert.notEqual(words.query(REIMBURSE, { locale: 'en' }).candidates[0]?.docId, 'refund');
    const r = encoded.query(REIMBURSE, { locale: 'en' });
    assert.equal(r.candidates[0]?.docId, 'refund');
    assert.notEqual(r.answerType, AnswerType.unknown);
  });

  it('answers "settle with a credit card" with the payment entry, where words alone say unknown', () => {
    assert.equal(words.query(SETTLE, { locale: 'en' }).answerType, AnswerType.unknown);
    const r = encoded.query(SETTLE, { locale: 'en' });
    assert.equal(r.answerType, AnswerType.answer);
    assert.equal(r.candidates[0]?.docId, 'payment');
  });

  it('over its scan budget, reads only the vectors of the words\' best entries', () => {
    const top = (o: object) => RobotMatcher.build(SHOP, { locale: 'en', encoder: vectors, ...o }).query(REIMBURSE, { locale: 'en' }).candidates[0]?.docId;
    const wordsFirst = words.evidence(REIMBURSE, 'en', 5).map((c) => c.doc.docId);
    assert.ok(wordsFirst.slice(0, 3).includes('refund') && wordsFirst[0] !== 'refund', wordsFirst.join());
    // the refund entry is among the words' best three: scanning those finds its paraphrase
    assert.equal(top({ encoderScanRows: 0, encoderCandidates: 3 }), 'refund');
    // scanning only the words' first entry cannot lift it
    assert.notEqual(top({ encoderScanRows: 0, encoderCandidates: 1 }), 'refund');
    // within the budget every vector is read, whatever encoderCandidates says
    assert.equal(top({ encoderCandidates: 1 }), 'refund');
  });

  it('turns away a question about the world that words alone answer', () => {
    assert.equal(words.query(CAPITAL, { locale: 'en' }).answerType, AnswerType.answer);
    assert.equal(encoded.query(CAPITAL, { locale: 'en' }).answerType, AnswerType.unknown);
  });

  it('leaves a locale it does not read to words alone: a zh question ranks the same with it', async () => {
    const zh: RobotDoc[] = [
      { docId: 'zh-refund', question: '怎么退款', similarQuestions: ['我要退钱', '申请退款', '退货退款流程'], locale: 'zh' },
      { docId: 'zh-ship', question: '什么时候发货', similarQuestions: ['快递到哪了', '物流信息', '多久能到'], locale: 'zh' },
    ];
    const docs = [...SHOP, ...zh];
    // even with vectors at hand for the zh texts, the zh entries and questions are not read
    await vectors.prepare([...stored(docs), '钱能退回来吗', '包裹还没到']);
    const a = RobotMatcher.build(docs, { locale: 'zh' });
    const b = RobotMatcher.build(docs, { locale: 'zh', encoder: vectors });
    for (const q of ['钱能退回来吗', '包裹还没到']) {
      assert.deepEqual(b.query(q).candidates.map((c) => [c.docId, c.score.toFixed(6)]), a.query(q).candidates.map((c) => [c.docId, c.score.toFixed(6)]), q);
    }
  });

  it('encodes in a thread of its own: the server\'s thread spends next to no CPU on it', async (t) => {
    const cpu = mainThreadCpu();
    if (!cpu) { t.skip('no /proc/self/task here: the main thread\'s CPU cannot be read apart'); return; }
    const asked = Array.from({ length: 120 }, (_, i) => `could you tell me where refund number ${i} of my order is`);
    const main0 = cpu();
    const all0 = process.cpuUsage();
    for (let i = 0; i < asked.length; i += 4) await encoder.encode(asked.slice(i, i + 4));
    const main = cpu() - main0;
    const used = process.cpuUsage(all0);
    const all = (used.user + used.system) / 1000;
    // on the server's thread this was all of it (about 7 ms a question); now the thread only
    // passes messages
    assert.ok(all > 200, `encoding 120 questions took ${all} ms of CPU in all`);
    assert.ok(main < all * 0.25, `the main thread used ${main} ms of the ${all.toFixed(0)} ms`);
  });

  it('encodes a knowledge base once per version, even one with more questions than the vectors kept', async () => {
    let encoded = 0;
    const counting: SentenceEncoder = { dim: encoder.dim, locales: encoder.locales, encode: (texts) => { encoded += texts.length; return encoder.encode(texts); } };
    // room for 3 vectors, 12 stored questions: after encoding, most are gone again
    const few = new SentenceVectors(counting, 3);
    const docs = SHOP.slice(0, 3).map((d) => ({ ...d, docId: String(d.docId) }));
    const store = { version: async () => 1, snapshot: async () => snapshotOf(docs, []) } as unknown as KnowledgeBaseStore;
    const cache = new IndexCache(store, new ManualClock(), new MemoryBus(), Promise.resolve(few));
    assert.equal((await cache.get('t')).matcher.encoded, false, 'words alone while the questions are encoded');
    await cache.encoded('t');
    const once = encoded;
    assert.equal(once, stored(docs).length);
    // rebuilt with the vectors still kept, not sent back to be encoded (which would evict the
    // others and start over, for ever)
    assert.equal((await cache.get('t')).matcher.encoded, true);
    await cache.encoded('t');
    assert.equal((await cache.get('t')).matcher.encoded, true);
    assert.equal(encoded, once, 'no question of this version was encoded twice');
  });

  it('refuses with a clear error once closed', async () => {
    const other = await loadEnglishEncoder();
    assert.equal((await other.encode(['hello']))[0]?.length, 512);
    await other.close?.();
    await assert.rejects(other.encode(['hello']), /closed/);
  });

  it('keeps at most its capacity, skips blank texts and answers nothing for a text never prepared', async () => {
    const small = new SentenceVectors(encoder, 3);
    await small.prepare(['one', 'two', '  ', 'three', 'four']);
    assert.equal(small.size, 3);
    assert.equal(small.vector('one'), undefined, 'the oldest went first');
    assert.ok(small.vector('four'));
    assert.equal(small.vector('never asked'), undefined);
  });

  it('keeps visitors\' questions apart: many of them do not push out the stored questions', async () => {
    const two = new SentenceVectors(encoder, 2, 1);
    await two.prepare(['refund please', 'where is my parcel']);
    await two.prepare(['hello', 'is the shop open', 'thanks'], true);
    assert.ok(two.vector('refund please') && two.vector('where is my parcel'), 'both stored questions are kept');
    assert.ok(two.vector('thanks'));
    assert.equal(two.vector('hello'), undefined, 'the oldest visitor question went');
  });
});

describe('KEFU_ROBOT_ENCODER', { timeout: 120_000 }, () => {
  it('is off by default, en turns it on, anything else is a configuration error', () => {
    assert.equal(loadConfig({}, process.cwd()).robotEncoder, 'off');
    assert.equal(loadConfig({ KEFU_ROBOT_ENCODER: 'en' }, process.cwd()).robotEncoder, 'en');
    assert.throws(() => loadConfig({ KEFU_ROBOT_ENCODER: 'fr' }, process.cwd()), /KEFU_ROBOT_ENCODER must be off or en/);
  });

  describe('robotAsk on a server started with it', () => {
    let t: TestApp;
    before(async () => {
      t = await makeTestApp({ env: { KEFU_ROBOT_ENCODER: 'en' } });
      await t.services.channels.ensureTenant('shop', 'Shop');
      await t.services.channels.upsert({ tenantId: 'shop', channelId: 'shop-web', config: {} });
      await t.services.robot.kb.save('shop', SHOP.map((d) => ({ ...d, docId: String(d.docId), answer: `<p>About ${d.docId}</p>` })));
    });
    after(() => t?.close());

    it('serves a new knowledge base by words alone at once, and with the encoder once its questions are encoded', async () => {
      const first = await t.services.robot.index('shop');
      assert.equal(first.matcher.encoded, false);
      await t.services.robot.encoded('shop');
      assert.equal((await t.services.robot.index('shop')).matcher.encoded, true);
    });

    it('answers a paraphrase that words alone cannot place with the right entry', async () => {
      await t.services.robot.encoded('shop');
      const v = await startVisitor(t.app, {}, undefined, 'shop-web');
      const r = await ask(t, v, { question: SETTLE, id: 'message1700000000101' });
      assert.equal(r.status, 200, r.msg);
      assert.equal(r.data.answerType, AnswerType.answer);
      assert.equal(r.data.docId, 'payment');
    });

    it('answers odd questions (emoji, control and combining characters, one long word) without an error', async () => {
      await t.services.robot.encoded('shop');
      const v = await startVisitor(t.app, {}, undefined, 'shop-web');
      const odd = ['💳💳 pay?', 'refund\u0000\u0007 now', 'ре́фанд e\u0301\u0301', 'x'.repeat(500), '\ud83d', ' \t\n '];
      for (const [i, question] of odd.entries()) {
        const r = await ask(t, v, { question, id: `message17000000002${String(i).padStart(2, '0')}` });
        assert.ok(r.status === 200 || r.status === 400, `${JSON.stringify(question)}: ${r.status} ${r.msg}`);
      }
    });

    // last: it stops the encoder
    it('goes on answering, by words alone, once its encoder has stopped', async () => {
      await t.services.robot.close();
      const v = await startVisitor(t.app, {}, undefined, 'shop-web');
      const fresh = 'can I get a refund please';
      const r = await ask(t, v, { question: fresh, id: 'message1700000000301' });
      assert.equal(r.status, 200, r.msg);
      assert.equal(r.data.answerType, AnswerType.answer);
      assert.equal(r.data.docId, 'refund');
    });
  });
});
