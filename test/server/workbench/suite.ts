/**
 * The admin's robot workbench (docs/api.md "Trying the robot", "Unknown-question triage") on a
 * seeded app (the demo knowledge base), on SQLite and PostgreSQL: the try box's decision and
 * candidates without any trace (no visitor, no unknown question, no vote, no robot_asks row);
 * addSimilar making the next visitor's robotAsk answer; triage of the unknown-question log and
 * of one conversation; roles and tenant isolation; the try box's rate.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AddSimilarResult, TriageQuestion, TryResult } from '../../../protocol';
import { seededOn, useTestApp } from '../helpers';
import type { Backend } from '../helpers';
import { desk, otherTenant, signIn } from '../human/kit';
import { ask, startVisitor } from '../robot/routes-kit';
import { AnswerType, KB_TRY_LIMIT_NOTE, rowCounts } from './kit';

type Triage = { questions: TriageQuestion[]; waiting: number };

export function runWorkbenchSuite(backend: Backend): void {
  describe(`robot workbench on ${backend}`, () => {
    const t = useTestApp(seededOn(backend));
    let admin: string;
    let agent: string;
    let acmeAdmin: string;

    const tryAsk = (body: Record<string, unknown>, token = admin) => desk<TryResult>(t.app, token, 'admin/robot/try', body);
    const addSimilar = (docId: string, question: unknown, token = admin) => desk<AddSimilarResult>(t.app, token, 'admin/kb/addSimilar', { docId, question });
    const triage = async (token = admin): Promise<Triage> => {
      const r = await desk<Triage>(t.app, token, 'admin/kb/triage/list', {});
      assert.equal(r.status, 200, r.msg);
      return r.data;
    };
    const resolve = (body: Record<string, unknown>, token = admin) => desk<{ waiting: number }>(t.app, token, 'admin/kb/unknown/resolve', body);
    /** A visitor asks the robot; answers its answerType and docId. */
    const visitorAsks = async (question: string, v?: Awaited<ReturnType<typeof startVisitor>>) => {
      const r = await ask(t, v ?? await startVisitor(t.app, { locale: 'en' }), { question });
      assert.equal(r.status, 200, r.msg);
      return { answerType: r.data.answerType, docId: r.data.docId === undefined ? undefined : String(r.data.docId) };
    };

    before(async () => {
      admin = (await signIn(t.app, 'admin')).token;
      agent = (await signIn(t.app, 'agent1')).token;
      acmeAdmin = (await otherTenant(t)).admin.token;
      await t.services.robot.kb.save('acme', [{ docId: 'acme-secret', question: 'What is the Acme wholesale price list?', answer: '<p>42% off</p>', locale: 'en' }]);
    });

    it('try: the decision a visitor gets and the top five with scores and the shared words, leaving no trace', async () => {
      const before = await rowCounts(t);
      const r = await tryAsk({ question: 'How do I request a refund?', locale: 'en', channelId: 'demo' });
      assert.equal(r.status, 200, r.msg);
      assert.equal(r.data.decision, 'answer');
      assert.equal(r.data.docId, 'en-refund-apply');
      assert.equal(r.data.answer.answerType, AnswerType.answer);
      assert.match(r.data.answer.answers[0]?.text ?? '', /request a refund/);
      assert.equal(r.data.wouldLogUnknown, false);
      assert.equal(r.data.readAs, 'en');
      assert.ok(r.data.candidates.length >= 2 && r.data.candidates.length <= 5, `${r.data.candidates.length} candidates`);
      const top = r.data.candidates[0]!;
      assert.equal(top.docId, 'en-refund-apply');
      assert.ok(top.score > 0.5 && top.score <= 1, String(top.score));
      assert.ok(top.matched.includes('refund'), top.matched.join(','));
      assert.ok(r.data.candidates.every((c, i, all) => i === 0 || typeof c.score === 'number' && Array.isArray(c.matched) && c.docId !== all[0]!.docId));
      // a concept of the product's lexicon is named as one (a leading ~)
      assert.ok(top.matched.includes('~refund'), top.matched.join(','));

      // the same question from a visitor: the same decision and document — in each language
      assert.equal((await visitorAsks('How do I request a refund?')).docId, 'en-refund-apply');
      const zh = await tryAsk({ question: 'How do I request a refund?', locale: 'zh', channelId: 'demo' });
      assert.equal(zh.data.docId, 'refund-apply', 'a zh visitor gets the zh twin of the entry');
      const zhVisitor = await ask(t, await startVisitor(t.app, { locale: 'zh' }), { question: 'How do I request a refund?' });
      assert.equal(String(zhVisitor.data.docId), 'refund-apply');

      // unknown, as a visitor would get it: logged for a visitor, not for the try box
      const mid = await rowCounts(t);
      const unknown = await tryAsk({ question: 'Who designs your logo?', locale: 'en' });
      assert.equal(unknown.status, 200, unknown.msg);
      assert.equal(unknown.data.decision, 'unknown');
      assert.equal(unknown.data.wouldLogUnknown, true);
      assert.equal(unknown.data.answer.answerType, AnswerType.unknown);
      assert.deepEqual(await rowCounts(t), mid, 'the try box wrote nothing');
      assert.equal(mid.unknown, before.unknown, 'nothing logged as unknown');
      assert.equal(mid.votes, before.votes);

      // a request for a person: the hand-over
      const human = await tryAsk({ question: '转人工', locale: 'zh', channelId: 'demo' });
      assert.equal(human.status, 200, human.msg);
      assert.equal(human.data.decision, 'human');
    });

    it('try: refuses what a visitor could not ask, another tenant\'s channel, and agents', async () => {
      assert.equal((await tryAsk({ question: '   ', locale: 'en' })).status, 400);
      const long = await tryAsk({ question: 'x'.repeat(501), locale: 'en' });
      assert.equal(long.status, 400);
      assert.match(long.msg, /question: must be at most 500 characters/);
      assert.equal((await tryAsk({ question: 'refund', locale: 'xx' })).status, 400);
      assert.equal((await tryAsk({ question: 'refund', locale: 'en', channelId: 'acme-chat' })).status, 404);
      assert.equal((await tryAsk({ question: 'refund', locale: 'en' }, agent)).status, 403);
      // the other tenant's admin sees only its own knowledge base
      const acme = await tryAsk({ question: 'How do I request a refund?', locale: 'en' }, acmeAdmin);
      assert.equal(acme.status, 200, acme.msg);
      assert.ok(acme.data.candidates.every((c) => c.docId === 'acme-secret'));
    });

    it('addSimilar: the next visitor who asks it gets the entry\'s answer; duplicates, long text and other tenants\' entries refused', async () => {
      const question = 'Do you offer gift wrapping?';
      const first = await visitorAsks(question);
      assert.equal(first.answerType, AnswerType.unknown, 'not answered before');
      const r = await addSimilar('en-pay-methods', `  ${question}  `);
      assert.equal(r.status, 200, r.msg);
      assert.equal(r.data.docId, 'en-pay-methods');
      assert.equal(r.data.similarQuestions.at(-1), question, 'trimmed');
      const after = await visitorAsks(question);
      assert.equal(after.answerType, AnswerType.answer);
      assert.equal(after.docId, 'en-pay-methods');
      const tried = await tryAsk({ question, locale: 'en' });
      assert.equal(tried.data.decision, 'answer');
      assert.equal(tried.data.docId, 'en-pay-methods');

      const again = await addSimilar('en-pay-methods', 'do you OFFER gift-wrapping');
      assert.equal(again.status, 409, 'the same question, case and punctuation aside');
      assert.equal((await addSimilar('en-pay-methods', 'Which payment methods do you accept?')).status, 409, 'the main question');
      const doc = await t.services.robot.kb.get('demo', 'en-pay-methods');
      assert.equal(doc.similarQuestions.filter((s) => s === question).length, 1, 'added once');
      const long = await addSimilar('en-pay-methods', 'y'.repeat(201));
      assert.equal(long.status, 400);
      assert.match(long.msg, /question: must be at most 200 characters/);
      assert.equal((await addSimilar('en-pay-methods', '   ')).status, 400);
      assert.equal((await addSimilar('en-pay-methods', 'a | b')).status, 400);
      assert.equal((await addSimilar('acme-secret', 'wholesale for me?')).status, 404, 'another tenant\'s entry is not there');
      assert.equal((await addSimilar('no-such-doc', 'anything')).status, 404);
      assert.equal((await addSimilar('en-pay-methods', 'x', agent)).status, 403);
      assert.equal((await t.services.robot.kb.get('acme', 'acme-secret')).similarQuestions.length, 0);
    });

    it('triage: most asked first with the three nearest entries; each action takes the question off the list', async () => {
      const qs = ['Do you plant a tree for every order?', 'Is there a swimming pool on the roof?', 'Do you sell telescopes for stargazing?'];
      for (const q of qs) assert.equal((await visitorAsks(q)).answerType, AnswerType.unknown, q);
      assert.equal((await visitorAsks(qs[1]!)).answerType, AnswerType.unknown);
      const list = await triage();
      const keys = Object.fromEntries(qs.map((q) => [q, list.questions.find((x) => x.question === q)]));
      for (const q of qs) assert.ok(keys[q], `${q} waits`);
      assert.equal(list.questions[0]!.question, qs[1], 'asked twice: first');
      assert.equal(keys[qs[1]!]!.count, 2);
      assert.ok(keys[qs[0]!]!.nearest.length <= 3 && keys[qs[0]!]!.nearest.every((n) => typeof n.score === 'number' && n.docId && n.question));
      const count = await desk<{ waiting: number }>(t.app, admin, 'admin/kb/triage/count');
      assert.equal(count.data.waiting, list.waiting);

      // added as a similar question
      const tree = keys[qs[0]!]!;
      assert.equal((await addSimilar('en-delivery-time', tree.question)).status, 200);
      const r1 = await resolve({ questionKey: tree.key, action: 'similar', docId: 'en-delivery-time' });
      assert.equal(r1.status, 200, r1.msg);
      assert.equal(r1.data.waiting, list.waiting - 1);
      // made into a new entry
      const pool = keys[qs[1]!]!;
      await t.services.robot.kb.save('demo', [{ docId: 'roof-pool', question: pool.question, answer: '<p>No pool, sorry.</p>', locale: 'en' }]);
      assert.equal((await resolve({ questionKey: pool.key, action: 'created', docId: 'roof-pool' })).status, 200);
      // dismissed
      const scope = keys[qs[2]!]!;
      const r3 = await resolve({ questionKey: scope.key, action: 'dismissed' });
      assert.equal(r3.status, 200, r3.msg);
      assert.equal(r3.data.waiting, list.waiting - 3);
      const now = await triage();
      for (const q of qs) assert.ok(!now.questions.some((x) => x.question === q), `${q} left the list`);
      assert.equal(now.waiting, list.waiting - 3);

      // the robot answers the first two for a visitor now
      assert.equal((await visitorAsks(qs[0]!)).docId, 'en-delivery-time');
      assert.equal((await visitorAsks(qs[1]!)).docId, 'roof-pool');
      // a dismissed question asked again stays dismissed
      assert.equal((await visitorAsks(qs[2]!)).answerType, AnswerType.unknown);
      assert.ok(!(await triage()).questions.some((x) => x.question === qs[2]));
    });

    it('triage: a question resolved with an entry that still does not answer it waits again; bad resolutions refused', async () => {
      const q = 'Is the warehouse haunted at night?';
      await visitorAsks(q);
      const item = (await triage()).questions.find((x) => x.question === q)!;
      assert.equal((await resolve({ questionKey: item.key, action: 'similar', docId: 'en-delivery-time' })).status, 200);
      assert.ok(!(await triage()).questions.some((x) => x.question === q));
      assert.equal((await visitorAsks(q)).answerType, AnswerType.unknown);
      assert.ok((await triage()).questions.some((x) => x.question === q), 'back on the list');

      assert.equal((await resolve({ questionKey: item.key, action: 'similar' })).status, 400, 'similar names the entry');
      assert.equal((await resolve({ questionKey: item.key, action: 'created', docId: 'no-such-doc' })).status, 404);
      assert.equal((await resolve({ questionKey: item.key, action: 'created', docId: 'acme-secret' })).status, 404, 'another tenant\'s entry');
      assert.equal((await resolve({ questionKey: 'never asked', action: 'dismissed' })).status, 404);
      assert.equal((await resolve({ questionKey: item.key, action: 'archived' })).status, 400);
      assert.equal((await resolve({ questionKey: item.key, action: 'dismissed' }, acmeAdmin)).status, 404, 'another tenant\'s log');
      assert.equal((await resolve({ questionKey: item.key, action: 'dismissed' }, agent)).status, 403);
      assert.equal((await desk(t.app, agent, 'admin/kb/triage/list', {})).status, 403);
      assert.equal((await desk(t.app, agent, 'admin/kb/triage/count', {})).status, 403);
      assert.ok(!(await triage(acmeAdmin)).questions.some((x) => x.question === q), 'the other tenant does not see it');
    });

    it('a conversation\'s unknown questions, with the same actions and their state', async () => {
      const v = await startVisitor(t.app, { locale: 'en' });
      const qs = ['Do you rent out kayaks?', 'Do you rent out kayaks?!', 'Can I visit the factory?'];
      for (const q of qs) await visitorAsks(q, v);
      await visitorAsks('How do I request a refund?', v);
      const list = async (token = admin) => desk<{ questions: TriageQuestion[] }>(t.app, token, 'admin/kb/triage/session', { sessionId: v.sessionId });
      const r = await list();
      assert.equal(r.status, 200, r.msg);
      assert.deepEqual(r.data.questions.map((q) => [q.question, q.count, q.handled]), [['Do you rent out kayaks?', 2, null], ['Can I visit the factory?', 1, null]]);
      assert.ok(r.data.questions[0]!.nearest.length <= 3);
      assert.equal((await resolve({ questionKey: r.data.questions[1]!.key, action: 'dismissed' })).status, 200);
      assert.deepEqual((await list()).data.questions.map((q) => q.handled), [null, 'dismissed']);
      assert.deepEqual((await list(acmeAdmin)).data.questions, [], 'another tenant\'s conversation shows nothing');
      assert.equal((await list(agent)).status, 403);
    });

    it(`try: ${KB_TRY_LIMIT_NOTE}`, async () => {
      let limited = 0;
      for (let i = 0; i < 40; i++) if ((await tryAsk({ question: `refund ${i}`, locale: 'en' })).status === 429) limited++;
      assert.ok(limited >= 5, `${limited} refused`);
    });
  });
}
