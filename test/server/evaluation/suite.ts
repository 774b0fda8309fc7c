/**
 * The evaluation suite (spec §3 "Evaluation", §4 "Rating only after the consultation ends",
 * §5, §7 msgEvaluate / getEvaluateInfo / isEvaluate / evaluate; security-cases "evaluation
 * before the end or twice"), run on SQLite and PostgreSQL.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Endpoints, EventCode } from '../../../protocol';
import { post, ROOMY_STAFF_WRITES, seededOn, useTestApp } from '../helpers';
import { DEFAULT_LEVELS, loadLevels, saveLevels } from '../../../server/evaluation';
import { seedSensitiveWords } from '../../../server/sensitive';
import { seedFormTargets } from '../../../server/form-request';
import type { Levels } from '../../../server/evaluation';
import { channelWith, startManualVisitor, startVisitor } from '../uploads/extras-kit';
import type { Visitor } from '../uploads/extras-kit';

const EVAL = Endpoints.evaluate.path;
const IS = Endpoints.isEvaluate.path;
const INFO = Endpoints.getEvaluateInfo.path;
const LEVELS = Endpoints.msgEvaluate.path;
const CLOSE = Endpoints.chatClose.path;

interface State { connection: string | null; evaluated: boolean; canEvaluate: boolean }
interface LevelWire { levelTag: string; select: { name: string; value: string }[]; levelGuideMsg: string; evaluateGuideMsg: string; evaluateMsgRequired: number; levelTagRequired: number }

const agent = (star: number, extra: Record<string, unknown> = {}) => ({ evaluateAdminMode: 1, evaluateAdminStar: star, evaluateAdminSolve: 1, ...extra });
const robotEval = (extra: Record<string, unknown> = {}) => ({ evaluateRobotMode: 1, ...extra });

export function runEvaluationSuite(backend: 'sqlite' | 'pg'): void {
  describe(`evaluation on ${backend}`, () => {
    const t = useTestApp(seededOn(backend, ROOMY_STAFF_WRITES));
    const db = () => t.services.deps.store.db;
    const stored = async (sessionId: string) => db().selectFrom('evaluations').selectAll().where('session_id', '=', sessionId).executeTakeFirst();

    /** A visitor whose manual consultation has ended: agent evaluation is open. */
    async function endedManual(channelId = 'demo'): Promise<Visitor> {
      const v = await startManualVisitor(t, channelId);
      assert.equal((await post(t.app, CLOSE, {}, v.token)).status, 200);
      return v;
    }

    it('msgEvaluate: five star levels (indexed by star − 1) and two robot scores, with select options', async () => {
      const v = await startVisitor(t.app);
      const r = await post<{ starList: LevelWire[]; scoreList: LevelWire[] }>(t.app, LEVELS, { channelId: 'demo', tenantId: 'demo' }, v.token);
      assert.equal(r.status, 200);
      assert.equal(r.data.starList.length, 5);
      assert.equal(r.data.scoreList.length, 2);
      const one = r.data.starList[0]!;
      assert.deepEqual(one.select.map((s) => s.name), one.levelTag.split(','));
      for (const k of ['levelTag', 'levelGuideMsg', 'evaluateGuideMsg', 'evaluateMsgRequired', 'levelTagRequired']) assert.ok(k in one, k);
    });

    it('the tenant comes from the channel: a tenantId or channelId of another tenant in the body is ignored', async () => {
      const mine: Levels = { ...DEFAULT_LEVELS, starList: DEFAULT_LEVELS.starList.map((l, i) => ({ ...l, levelGuideMsg: `demo-${i + 1}` })) };
      await saveLevels(db(), 'demo', 'demo', mine);
      const theirs: Levels = { ...DEFAULT_LEVELS, starList: DEFAULT_LEVELS.starList.map((l) => ({ ...l, levelGuideMsg: 'OTHER TENANT' })) };
      await saveLevels(db(), 'other', 'other-channel', theirs);
      await saveLevels(db(), 'other', '', theirs);
      const v = await startVisitor(t.app);
      for (const path of [LEVELS, INFO]) {
        const r = await post<{ starList: LevelWire[] }>(t.app, path, { tenantId: 'other', channelId: 'other-channel' }, v.token);
        assert.equal(r.status, 200);
        assert.deepEqual(r.data.starList.map((l) => l.levelGuideMsg), ['demo-1', 'demo-2', 'demo-3', 'demo-4', 'demo-5']);
      }
      await saveLevels(db(), 'demo', 'demo', DEFAULT_LEVELS);
    });

    it('stars must be integers 1–5: 0, 6, 1.5, "5", -1, "" are 400 naming evaluateAdminStar', async () => {
      const v = await endedManual();
      for (const star of [0, 6, 1.5, '5', -1, '', true, [5], { $ne: null }]) {
        const r = await post(t.app, EVAL, agent(5, { evaluateAdminStar: star }), v.token);
        assert.equal(r.status, 400, `star ${JSON.stringify(star)}`);
        assert.match(r.msg, /^evaluateAdminStar\b/, r.msg);
      }
      assert.equal(await stored(v.sessionId), undefined);
    });

    it('comments: 60 characters counted as code points are fine, 61 are a 400', async () => {
      const tooLong = await endedManual();
      for (const text of ['x'.repeat(61), '😀'.repeat(61)]) {
        const r = await post(t.app, EVAL, agent(5, { evaluateAdminContent: text }), tooLong.token);
        assert.equal(r.status, 400);
        assert.match(r.msg, /^evaluateAdminContent\b/);
      }
      const emoji = await endedManual();
      assert.equal((await post(t.app, EVAL, agent(5, { evaluateAdminContent: '😀'.repeat(60) }), emoji.token)).status, 200, '60 emoji = 120 UTF-16 units');
      const plain = await endedManual();
      assert.equal((await post(t.app, EVAL, agent(5, { evaluateAdminContent: 'y'.repeat(60) }), plain.token)).status, 200);
      assert.equal((await stored(plain.sessionId))?.content, 'y'.repeat(60));
      const robotLong = await startVisitor(t.app);
      assert.equal((await post(t.app, EVAL, robotEval({ evaluateRobotContent: 'z'.repeat(61) }), robotLong.token)).status, 400);
    });

    it('a level that requires a label or a comment gets them; labels must be the level\'s own', async () => {
      // default star 1: label and comment required; star 2: label required; star 3: neither
      const v = await endedManual();
      const cases: [Record<string, unknown>, string][] = [
        [agent(1, { evaluateAdminContent: 'rude' }), 'evaluateAdminTag'],
        [agent(1, { evaluateAdminTag: 'Slow reply' }), 'evaluateAdminContent'],
        [agent(1, { evaluateAdminTag: 'Slow reply', evaluateAdminContent: '   ' }), 'evaluateAdminContent'],
        [agent(2, {}), 'evaluateAdminTag'],
        [agent(2, { evaluateAdminTag: 'Not a configured label' }), 'evaluateAdminTag'],
        [agent(3, { evaluateAdminTag: 'Slow reply,Made up' }), 'evaluateAdminTag'],
        [agent(5, { evaluateAdminTag: 'Slow reply' }), 'evaluateAdminTag'],
      ];
      for (const [body, field] of cases) {
        const r = await post(t.app, EVAL, body, v.token);
        assert.equal(r.status, 400, JSON.stringify(body));
        assert.match(r.msg, new RegExp(`^${field}\\b`), r.msg);
      }
      assert.equal(await stored(v.sessionId), undefined, 'nothing stored by refused attempts');
      const okBody = agent(1, { evaluateAdminTag: 'Slow reply, Impolite,Slow reply', evaluateAdminContent: 'waited 20 minutes' });
      assert.equal((await post(t.app, EVAL, okBody, v.token)).status, 200);
      const row = await stored(v.sessionId);
      assert.equal(row?.tags, 'Slow reply,Impolite');
      assert.equal(Number(row?.star), 1);
      assert.equal(row?.connection, 'manual');
      assert.equal(row?.admin_id, 'agent1');
    });

    it('custom levels: starList[star − 1] decides which labels are valid', async () => {
      await channelWith(t, 'eval-custom', { evaluateMode: 1 });
      const custom: Levels = { ...DEFAULT_LEVELS, starList: [1, 2, 3, 4, 5].map((n) => ({ levelTag: `L${n}a,L${n}b`, levelGuideMsg: `g${n}`, evaluateGuideMsg: '', evaluateMsgRequired: 0, levelTagRequired: 0 })) };
      await saveLevels(db(), 'demo', 'eval-custom', custom);
      const v = await endedManual('eval-custom');
      assert.equal((await post(t.app, EVAL, agent(3, { evaluateAdminTag: 'L2a' }), v.token)).status, 400);
      assert.equal((await post(t.app, EVAL, agent(3, { evaluateAdminTag: 'L3b' }), v.token)).status, 200);
    });

    it('agent evaluation only after the consultation ends (or when the agent asked, event 1203)', async () => {
      const v = await startManualVisitor(t);
      const early = await post(t.app, EVAL, agent(5), v.token);
      assert.equal(early.status, 403);
      assert.equal((await post<State>(t.app, IS, {}, v.token)).data.canEvaluate, false);
      // the agent asks for an evaluation: the visitor gets event 1203 and may rate now
      await t.services.evaluation.invite(v.id, 'agent1');
      const events = await post<{ msgList: Record<string, unknown>[] }>(t.app, Endpoints.getEventMsg.path, { pollId: v.pollId }, v.token);
      assert.ok(JSON.stringify(events.data).includes(String(EventCode.evaluationRequest)), 'event 1203 delivered');
      assert.equal((await post<State>(t.app, IS, {}, v.token)).data.canEvaluate, true);
      assert.equal((await post(t.app, EVAL, agent(4), v.token)).status, 200);
    });

    it('once per session: the second evaluation is 409 "already evaluated" and changes nothing', async () => {
      const v = await endedManual();
      assert.equal((await post(t.app, EVAL, agent(4, { evaluateAdminContent: 'good' }), v.token)).status, 200);
      const first = await stored(v.sessionId);
      for (const body of [agent(1, { evaluateAdminTag: 'Impolite', evaluateAdminContent: 'changed my mind' }), agent(4, { evaluateAdminContent: 'good' }), robotEval()]) {
        const again = await post(t.app, EVAL, body, v.token);
        assert.equal(again.status, 409, JSON.stringify(body));
        assert.match(again.msg, /already evaluated/);
      }
      assert.deepEqual(await stored(v.sessionId), first);
      const st = await post<State>(t.app, IS, {}, v.token);
      assert.deepEqual(st.data, { connection: 'manual', evaluated: true, canEvaluate: false });
      // parallel duplicates: exactly one wins
      const w = await endedManual();
      const results = await Promise.all([1, 2, 3, 4, 5].map((s) => post(t.app, EVAL, agent(3 + (s % 3)), w.token)));
      assert.equal(results.filter((r) => r.status === 200).length, 1, results.map((r) => r.status).join(','));
      assert.ok(results.every((r) => r.status === 200 || r.status === 409), results.map((r) => `${r.status} ${r.msg}`).join(' / '));
    });

    it('B cannot evaluate A\'s session, by sessionId or by userId', async () => {
      const a = await endedManual();
      const b = await endedManual();
      const bySession = await post(t.app, EVAL, agent(1, { sessionId: a.sessionId, evaluateAdminTag: 'Impolite', evaluateAdminContent: 'x' }), b.token);
      assert.equal(bySession.status, 403);
      const byUser = await post(t.app, EVAL, agent(5, { userId: a.userId }), b.token);
      assert.equal(byUser.status, 401);
      assert.equal(await stored(a.sessionId), undefined);
      assert.equal((await post<State>(t.app, IS, {}, a.token)).data.evaluated, false);
      assert.equal(await stored(b.sessionId), undefined);
    });

    it('robot evaluation: solved defaults to 1, reasons from scoreList[solve], payload must match the consultation', async () => {
      const v = await startVisitor(t.app);
      const wrong = await post(t.app, EVAL, agent(5), v.token);
      assert.equal(wrong.status, 409, 'an agent payload for a robot consultation');
      assert.equal((await post(t.app, EVAL, robotEval({ evaluateRobotSolve: 1, evaluateRobotTag: 'Impolite' }), v.token)).status, 400, 'no reasons when solved');
      assert.equal((await post(t.app, EVAL, robotEval({ evaluateRobotSolve: 2 }), v.token)).status, 400);
      assert.equal((await post(t.app, EVAL, robotEval({ evaluateRobotMode: 2 }), v.token)).status, 400);
      assert.equal((await post(t.app, EVAL, { ...robotEval(), ...agent(5) }, v.token)).status, 400, 'mixed payload');
      assert.equal((await post(t.app, EVAL, {}, v.token)).status, 400, 'empty payload');
      const okR = await post(t.app, EVAL, robotEval({ evaluateRobotSolve: 0, evaluateRobotTag: 'Cannot answer,Irrelevant answer', evaluateRobotContent: 'did not help' }), v.token);
      assert.equal(okR.status, 200, okR.msg);
      const row = await stored(v.sessionId);
      assert.equal(row?.connection, 'robot');
      assert.equal(Number(row?.solve), 0);
      assert.equal(row?.tags, 'Cannot answer,Irrelevant answer');
      const d = await startVisitor(t.app);
      assert.equal((await post(t.app, EVAL, robotEval(), d.token)).status, 200);
      assert.equal(Number((await stored(d.sessionId))?.solve), 1, 'spec §5: solved flag default 1');
    });

    it('only when the channel\'s evaluateMode is on', async () => {
      await channelWith(t, 'eval-off', { evaluateMode: 0 });
      const v = await endedManual('eval-off');
      const r = await post(t.app, EVAL, agent(5), v.token);
      assert.equal(r.status, 403);
      assert.equal((await post<State>(t.app, IS, {}, v.token)).data.canEvaluate, false);
      assert.equal(await stored(v.sessionId), undefined);
    });

    it('the extras\' demo seeds run inside the seed\'s transaction, and again without harm', async () => {
      for (let i = 0; i < 2; i++) {
        await db().transaction().execute(async (trx) => {
          await seedSensitiveWords(trx, 'demo', 'seeded', t.clock.now());
          await seedFormTargets(trx, 'demo', 'seeded', t.clock.now());
        });
      }
      assert.deepEqual(await loadLevels(db(), 'demo', 'seeded'), DEFAULT_LEVELS, 'no levels stored: the built-in ones');
      assert.ok((await t.services.sensitive.list('demo')).length > 0);
      assert.equal((await db().selectFrom('form_targets').select('form_id').where('tenant_id', '=', 'demo').where('form_id', '=', 'demo-contact').execute()).length, 1);
    });

    it('the built-in levels speak the visitor\'s language (Chinese for zh and zh-TW, English otherwise), and its labels are the ones accepted', async () => {
      const guide = async (locale: string) => {
        const v = await startVisitor(t.app, { locale }, undefined, 'plain-levels');
        const r = await post<{ starList: LevelWire[]; scoreList: LevelWire[] }>(t.app, LEVELS, {}, v.token);
        return [r.data.starList[0]!.levelGuideMsg, r.data.starList[0]!.levelTag, r.data.scoreList[1]!.levelGuideMsg];
      };
      await channelWith(t, 'plain-levels', { evaluateMode: 1 });
      assert.deepEqual(await guide('zh'), ['非常不满意', '态度不好,回复太慢,没有解决问题,不礼貌', '已解决']);
      assert.deepEqual(await guide('zh-TW'), ['非常不满意', '态度不好,回复太慢,没有解决问题,不礼貌', '已解决']);
      assert.deepEqual(await guide('ar'), ['Very dissatisfied', 'Bad attitude,Slow reply,Cannot solve,Impolite', 'Solved']);
      // a zh visitor's robot rating with a Chinese reason is accepted; an English one is not a label of theirs
      const v = await startVisitor(t.app, { locale: 'zh' }, undefined, 'plain-levels');
      const wrong = await post(t.app, EVAL, { evaluateRobotMode: 1, evaluateRobotSolve: 0, evaluateRobotTag: 'Impolite' }, v.token);
      assert.equal(wrong.status, 400, wrong.msg);
      const right = await post(t.app, EVAL, { evaluateRobotMode: 1, evaluateRobotSolve: 0, evaluateRobotTag: '答非所问' }, v.token);
      assert.equal(right.status, 200, right.msg);
    });

    it('getEvaluateInfo tells the widget the connection type and whether it may rate', async () => {
      const v = await endedManual();
      const r = await post<State & { starList: unknown[]; evaluateAdminSolve: number }>(t.app, INFO, {}, v.token);
      assert.equal(r.data.connection, 'manual');
      assert.equal(r.data.canEvaluate, true);
      assert.equal(r.data.starList.length, 5);
      assert.equal((await post(t.app, INFO, {})).status, 401);
    });
  });
}
