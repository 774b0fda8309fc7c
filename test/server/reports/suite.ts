/**
 * Reports (docs/api.md "Reports (desk, admin)") against a known set of conversations whose
 * figures are worked out by hand below: days in the tenant's zone (23:30 and 00:30 in
 * Asia/Shanghai; a DST day in America/New_York), outcomes, p50/p90 of first response, resolution
 * and queue wait, CSAT by agent and day, the robot's shares and unknown questions, drill-downs
 * (exactly the conversations behind a figure, paged), another tenant never counted, roles, bad
 * ranges; and the CSV the desk makes from these answers.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { csvText, Endpoints } from '../../../protocol';
import type { ReportDrillPage, ReportSummary } from '../../../protocol';
import { post, ROOMY_STAFF_WRITES, seededOn, useTestApp } from '../helpers';
import type { Backend } from '../helpers';
import { desk, otherTenant, signIn, startVisitor } from '../human/kit';
import { seedAsk, seedLeaveMessage, seedRating, seedSession, setZone, wallAt } from './seed';

const S = 1000;
/** Asia/Shanghai is UTC+8 all year. */
const sh = (iso: string): number => wallAt(iso, 8);

export function runReportSuite(backend: Backend): void {
  describe(`reports, on ${backend}`, () => {
    const t = useTestApp(seededOn(backend, ROOMY_STAFF_WRITES));
    let admin: string;
    let agent: string;
    let a: string;
    let b: string;
    const summary = async (body: Record<string, unknown>, token = admin) => desk<ReportSummary>(t.app, token, 'admin/reports/summary', body);
    const drill = async (body: Record<string, unknown>, token = admin) => desk<ReportDrillPage>(t.app, token, 'admin/reports/drill', body);
    const range = { from: '2025-03-01', to: '2025-03-03' };
    const ids = (p: ReportDrillPage) => p.rows.map((r) => r.sessionId);

    before(async () => {
      const ad = await signIn(t.app, 'admin');
      admin = ad.token;
      const one = await signIn(t.app, 'agent1');
      agent = one.token;
      a = one.agent.agentId;
      b = (await signIn(t.app, 'agent2')).agent.agentId;
      await setZone(t, 'demo', 'Asia/Shanghai');
      // S1 23:30 on 1 March, robot only; S2 00:30 on 2 March: the local day, not the UTC one (both 15:30 / 16:30 UTC on 1 March)
      const s1 = sh('2025-03-01T23:30:00');
      await seedSession(t, { sessionId: 'r-s1', startedAt: s1, endedAt: s1 + 300 * S });
      const s2 = sh('2025-03-02T00:30:00');
      await seedSession(t, { sessionId: 'r-s2', startedAt: s2, queuedAt: s2 + 60 * S, assignedAt: s2 + 90 * S, endedAt: s2 + 600 * S, adminId: a, userName: '=cmd|calc',
        agentMessages: [[s2 + 95 * S, true], [s2 + 110 * S, false], [s2 + 200 * S, false]] });
      const s3 = sh('2025-03-02T10:00:00');
      await seedSession(t, { sessionId: 'r-s3', startedAt: s3, queuedAt: s3 + 10 * S, assignedAt: s3 + 70 * S, endedAt: s3 + 1200 * S, adminId: a, agentMessages: [[s3 + 115 * S, false]] });
      const s4 = sh('2025-03-02T12:00:00');
      await seedSession(t, { sessionId: 'r-s4', channelId: 'demo-wo', startedAt: s4, queuedAt: s4 + 5 * S, assignedAt: s4 + 125 * S, endedAt: s4 + 3000 * S, adminId: b, agentMessages: [[s4 + 225 * S, false]] });
      const s5 = sh('2025-03-03T09:00:00');
      await seedSession(t, { sessionId: 'r-s5', startedAt: s5, queuedAt: s5 + 20 * S, endedAt: s5 + 400 * S });
      await seedLeaveMessage(t, 'u-r-s5', s5 + 200 * S);
      const s6 = sh('2025-03-03T09:30:00');
      await seedSession(t, { sessionId: 'r-s6', startedAt: s6, queuedAt: s6 + 20 * S, endedAt: s6 + 100 * S });
      // a message left after the visitor's next conversation started belongs to that one, not to r-s6
      await seedSession(t, { sessionId: 'r-s6-next', userId: 'u-r-s6', startedAt: sh('2025-03-05T09:00:00') });
      await seedLeaveMessage(t, 'u-r-s6', sh('2025-03-05T09:10:00'));
      const s7 = sh('2025-03-03T11:00:00');
      await seedSession(t, { sessionId: 'r-s7', startedAt: s7, queuedAt: s7, assignedAt: s7, adminId: b });
      // outside the range: a minute before it starts, and the first minute after it
      await seedSession(t, { sessionId: 'r-out1', startedAt: sh('2025-02-28T23:59:00'), queuedAt: sh('2025-02-28T23:59:10'), assignedAt: sh('2025-02-28T23:59:20'), adminId: a });
      await seedSession(t, { sessionId: 'r-out2', startedAt: sh('2025-03-04T00:00:00') });
      await seedRating(t, 'r-out1', { adminId: a, star: 1, solve: 0, at: sh('2025-03-01T00:10:00') });

      await seedRating(t, 'r-s2', { adminId: a, star: 5, solve: 1, at: s2 + 700 * S });
      await seedRating(t, 'r-s3', { adminId: a, star: 3, solve: 0, at: s3 + 1300 * S });
      await seedRating(t, 'r-s4', { adminId: b, star: 4, solve: 1, at: s4 + 3100 * S });
      await seedRating(t, 'r-s7', { adminId: b, star: 2, solve: null, at: s7 + 100 * S });
      // a robot rating is not an agent's CSAT
      await seedRating(t, 'r-s1', { adminId: null, star: 1, solve: 0, at: s1 + 200 * S, connection: 'robot' });

      await seedAsk(t, 'r-s1', 'answered', s1 + 10 * S);
      await seedAsk(t, 'r-s1', 'answered', s1 + 20 * S);
      await seedAsk(t, 'r-s1', 'unknown', s1 + 30 * S, { key: 'where is my parcel', question: 'Where is my parcel?' });
      await seedAsk(t, 'r-s3', 'didYouMean', s3 + 1 * S);
      await seedAsk(t, 'r-s3', 'unknown', s3 + 2 * S, { key: 'where is my parcel', question: 'where is my parcel' });
      await seedAsk(t, 'r-s3', 'unknown', s3 + 3 * S, { key: '退款多久到账', question: '退款多久到账' });
      await seedAsk(t, 'r-s7', 'other', s7 + 1 * S);
      await seedAsk(t, 'r-out1', 'unknown', sh('2025-03-01T00:00:00'), { key: 'outside', question: 'outside' });

      // tags: vip on r-s2 and r-s3, refund on r-s3; vip on a conversation outside the range
      const { db } = t.services.deps.store;
      await db.insertInto('tags').values([
        { tag_id: 'tg-vip', tenant_id: 'demo', name: 'VIP', color: 'purple', created_at: s1, updated_at: s1 },
        { tag_id: 'tg-refund', tenant_id: 'demo', name: 'Refund', color: 'red', created_at: s1, updated_at: s1 },
      ]).execute();
      await db.insertInto('session_tags').values([
        { session_id: 'r-s2', tag_id: 'tg-vip', tenant_id: 'demo', added_by: a, added_at: s2 },
        { session_id: 'r-s3', tag_id: 'tg-vip', tenant_id: 'demo', added_by: a, added_at: s3 },
        { session_id: 'r-s3', tag_id: 'tg-refund', tenant_id: 'demo', added_by: a, added_at: s3 },
        { session_id: 'r-out1', tag_id: 'tg-vip', tenant_id: 'demo', added_by: a, added_at: s3 },
      ]).execute();

      // another tenant's conversation in the same range, rated, with robot answers: never counted
      await otherTenant(t);
      await seedSession(t, { sessionId: 'r-acme', tenantId: 'acme', channelId: 'acme-chat', startedAt: s3, queuedAt: s3, assignedAt: s3 + S, endedAt: s3 + 50 * S, adminId: 'acme-x', agentMessages: [[s3 + 2 * S, false]] });
      await seedRating(t, 'r-acme', { adminId: 'acme-x', star: 1, solve: 0, at: s3 + 60 * S, tenantId: 'acme' });
      await seedAsk(t, 'r-acme', 'unknown', s3, { key: 'where is my parcel', question: 'where is my parcel' }, 'acme');
      await db.insertInto('tags').values({ tag_id: 'tg-acme', tenant_id: 'acme', name: 'VIP', color: 'blue', created_at: s3, updated_at: s3 }).execute();
      await db.insertInto('session_tags').values({ session_id: 'r-acme', tag_id: 'tg-acme', tenant_id: 'acme', added_by: 'acme-x', added_at: s3 }).execute();
    });

    it('counts conversations by local day and channel, and their outcomes', async () => {
      const r = await summary(range);
      assert.equal(r.status, 200, r.msg);
      const s = r.data;
      assert.equal(s.timeZone, 'Asia/Shanghai');
      assert.equal(s.conversations, 7);
      assert.deepEqual(s.outcomes, { robot: 1, transferred: 4, leftMessage: 1, abandoned: 1 });
      assert.deepEqual(s.byDay, [
        { day: '2025-03-01', conversations: 1, robot: 1, transferred: 0, leftMessage: 0, abandoned: 0 },
        { day: '2025-03-02', conversations: 3, robot: 0, transferred: 3, leftMessage: 0, abandoned: 0 },
        { day: '2025-03-03', conversations: 3, robot: 0, transferred: 1, leftMessage: 1, abandoned: 1 },
      ]);
      assert.deepEqual(s.byChannel, [{ channelId: 'demo', conversations: 6 }, { channelId: 'demo-wo', conversations: 1 }]);
    });

    it('gives nearest-rank p50/p90 of first response, resolution and queue wait', async () => {
      const s = (await summary(range)).data;
      // first replies after assignment (the internal note does not count): 20 s, 45 s, 100 s; r-s7 has none yet
      assert.deepEqual(s.firstResponse, { count: 3, p50: 45 * S, p90: 100 * S });
      // ended conversations that reached an agent: 600 s, 1200 s, 3000 s
      assert.deepEqual(s.resolution, { count: 3, p50: 1200 * S, p90: 3000 * S });
      // 0 s, 30 s, 60 s, 120 s: ranks ⌈4/2⌉ = 2 and ⌈3.6⌉ = 4
      assert.deepEqual(s.queueWait, { count: 4, p50: 30 * S, p90: 120 * S });
    });

    it('gives CSAT overall, by agent and by day (agent ratings only)', async () => {
      const s = (await summary(range)).data;
      assert.deepEqual(s.csat, { rated: 4, starAverage: 3.5, solved: 2, solveAnswered: 3 });
      assert.deepEqual(s.csatByAgent.map(({ nick: _n, ...x }) => x).sort((x, y) => x.agentId.localeCompare(y.agentId)), [
        { agentId: a, rated: 2, starAverage: 4, solved: 1, solveAnswered: 2 },
        { agentId: b, rated: 2, starAverage: 3, solved: 1, solveAnswered: 1 },
      ].sort((x, y) => x.agentId.localeCompare(y.agentId)));
      assert.ok(s.csatByAgent.every((x) => x.nick && x.nick !== x.agentId), 'agents are named');
      assert.deepEqual(s.csatByDay, [
        { day: '2025-03-02', rated: 3, starAverage: 4, solved: 2, solveAnswered: 3 },
        { day: '2025-03-03', rated: 1, starAverage: 2, solved: 0, solveAnswered: 0 },
      ]);
    });

    it("gives the robot's answered / did-you-mean / unknown counts and the most asked unknown questions", async () => {
      const s = (await summary(range)).data;
      assert.deepEqual(s.robot, { asks: 7, answered: 2, didYouMean: 1, unknown: 3, other: 1 });
      assert.deepEqual(s.unknownQuestions, [
        { questionKey: 'where is my parcel', question: 'where is my parcel', asked: 2, conversations: 2 },
        { questionKey: '退款多久到账', question: '退款多久到账', asked: 1, conversations: 1 },
      ]);
    });

    it('counts the tags on the range\'s conversations (this tenant\'s only) and drills into each', async () => {
      const s = (await summary(range)).data;
      assert.deepEqual(s.byTag, [
        { tagId: 'tg-vip', name: 'VIP', color: 'purple', conversations: 2 },
        { tagId: 'tg-refund', name: 'Refund', color: 'red', conversations: 1 },
      ]);
      const vip = await drill({ ...range, metric: 'tag', key: 'tg-vip' });
      assert.equal(vip.status, 200, vip.msg);
      assert.deepEqual(ids(vip.data), ['r-s3', 'r-s2']);
      assert.deepEqual(ids((await drill({ ...range, metric: 'tag', key: 'tg-acme' })).data), [], 'another tenant\'s tag finds nothing here');
      assert.equal((await drill({ ...range, metric: 'tag' })).status, 400, 'the tag is required');
      assert.deepEqual((await summary({ ...range, channelId: 'demo-wo' })).data.byTag, []);
    });

    it('filters by channel', async () => {
      const s = (await summary({ ...range, channelId: 'demo-wo' })).data;
      assert.equal(s.channelId, 'demo-wo');
      assert.equal(s.conversations, 1);
      assert.deepEqual(s.firstResponse, { count: 1, p50: 100 * S, p90: 100 * S });
      assert.deepEqual(s.csat, { rated: 1, starAverage: 4, solved: 1, solveAnswered: 1 });
      assert.deepEqual(s.robot, { asks: 0, answered: 0, didYouMean: 0, unknown: 0, other: 0 });
      const none = (await summary({ ...range, channelId: 'no-such' })).data;
      assert.equal(none.conversations, 0);
      assert.deepEqual(none.firstResponse, { count: 0, p50: null, p90: null });
      assert.deepEqual(none.csat, { rated: 0, starAverage: null, solved: 0, solveAnswered: 0 });
      assert.equal(none.byDay.length, 3);
    });

    it('drills every figure down to exactly the conversations behind it, newest first, with their values', async () => {
      const d = async (metric: string, key?: string) => {
        const r = await drill({ ...range, metric, ...(key !== undefined ? { key } : {}) });
        assert.equal(r.status, 200, `${metric} ${key}: ${r.msg}`);
        return r.data;
      };
      assert.deepEqual(ids(await d('day', '2025-03-01')), ['r-s1']);
      assert.deepEqual(ids(await d('day', '2025-03-02')), ['r-s4', 'r-s3', 'r-s2']);
      assert.deepEqual(ids(await d('conversations')), ['r-s7', 'r-s6', 'r-s5', 'r-s4', 'r-s3', 'r-s2', 'r-s1']);
      assert.deepEqual(ids(await d('channel', 'demo-wo')), ['r-s4']);
      assert.deepEqual(ids(await d('outcome', 'leftMessage')), ['r-s5']);
      assert.deepEqual(ids(await d('outcome', 'abandoned')), ['r-s6']);
      assert.deepEqual(ids(await d('outcome', 'robot')), ['r-s1']);
      const fr = await d('firstResponse');
      assert.deepEqual(fr.rows.map((r) => [r.sessionId, r.value]), [['r-s4', 100 * S], ['r-s3', 45 * S], ['r-s2', 20 * S]]);
      assert.deepEqual((await d('resolution')).rows.map((r) => r.value), [3000 * S, 1200 * S, 600 * S]);
      assert.deepEqual((await d('queueWait')).rows.map((r) => [r.sessionId, r.value]), [['r-s7', 0], ['r-s4', 120 * S], ['r-s3', 60 * S], ['r-s2', 30 * S]]);
      assert.deepEqual((await d('csat')).rows.map((r) => [r.sessionId, r.value]), [['r-s7', 2], ['r-s4', 4], ['r-s3', 3], ['r-s2', 5]]);
      assert.deepEqual((await d('csatAgent', a)).rows.map((r) => [r.sessionId, r.value]), [['r-s3', 3], ['r-s2', 5]]);
      assert.deepEqual(ids(await d('csatDay', '2025-03-03')), ['r-s7']);
      assert.deepEqual((await d('robot', 'unknown')).rows.map((r) => [r.sessionId, r.value]), [['r-s3', 2], ['r-s1', 1]]);
      assert.deepEqual((await d('robot', 'answered')).rows.map((r) => [r.sessionId, r.value]), [['r-s1', 2]]);
      assert.deepEqual((await d('unknownQuestion', 'where is my parcel')).rows.map((r) => [r.sessionId, r.value]), [['r-s3', 1], ['r-s1', 1]]);
      const row = fr.rows.find((r) => r.sessionId === 'r-s2')!;
      assert.equal(row.displayName, '=cmd|calc');
      assert.match(row.visitorNo, /^\d{4}$/);
      assert.equal(row.channelId, 'demo');
      assert.equal(row.adminId, a);
      assert.equal(row.startedAt, sh('2025-03-02T00:30:00'));
    });

    it('pages a drill-down by cursor', async () => {
      const day = sh('2025-04-01T08:00:00');
      for (let i = 0; i < 53; i += 1) await seedSession(t, { sessionId: `r-p${String(i).padStart(2, '0')}`, startedAt: day + (i % 10) * 60 * S });
      const q = { from: '2025-04-01', to: '2025-04-01', metric: 'day', key: '2025-04-01' };
      const first = (await drill(q)).data;
      assert.equal(first.rows.length, 50);
      assert.ok(first.nextCursor);
      const second = await drill({ ...q, cursor: first.nextCursor });
      assert.equal(second.status, 200, second.msg);
      assert.equal(second.data.rows.length, 3);
      assert.equal(second.data.nextCursor, null);
      const all = [...ids(first), ...ids(second.data)];
      assert.equal(new Set(all).size, 53);
      const sorted = [...first.rows, ...second.data.rows].map((r) => [r.startedAt, r.sessionId] as const);
      assert.deepEqual(sorted, [...sorted].sort((x, y) => y[0] - x[0] || (x[1] < y[1] ? 1 : -1)));
      assert.equal((await drill({ ...q, cursor: 'not-a-cursor' })).status, 400);
    });

    it("buckets by the tenant's own zone across a DST change (America/New_York, 25-hour 2 November 2025)", async () => {
      await setZone(t, 'demo', 'America/New_York');
      try {
        // 23:30 EDT on 1 Nov (03:30 UTC 2 Nov), 00:30 EDT and 23:30 EST on 2 Nov (04:30 UTC 2 and 3 Nov), 00:30 EST on 3 Nov
        await seedSession(t, { sessionId: 'r-ny1', startedAt: wallAt('2025-11-01T23:30:00', -4) });
        await seedSession(t, { sessionId: 'r-ny2', startedAt: wallAt('2025-11-02T00:30:00', -4) });
        await seedSession(t, { sessionId: 'r-ny3', startedAt: wallAt('2025-11-02T23:30:00', -5) });
        await seedSession(t, { sessionId: 'r-ny4', startedAt: wallAt('2025-11-03T00:30:00', -5) });
        const s = (await summary({ from: '2025-11-01', to: '2025-11-02' })).data;
        assert.equal(s.timeZone, 'America/New_York');
        assert.deepEqual(s.byDay.map((d) => [d.day, d.conversations]), [['2025-11-01', 1], ['2025-11-02', 2]]);
        assert.deepEqual(ids((await drill({ from: '2025-11-01', to: '2025-11-03', metric: 'day', key: '2025-11-02' })).data), ['r-ny3', 'r-ny2']);
        // the same rows fall on other days in this zone (UTC−5 in March): r-s1…r-s4 (15:30 UTC 1 March to 04:00 UTC
        // 2 March) on 1 March, r-s5…r-s7 on 2 March, and r-out2 (Shanghai's 4 March, 16:00 UTC 3 March) on 3 March
        const moved = (await summary(range)).data;
        assert.deepEqual(moved.byDay.map((d) => d.conversations), [4, 3, 1]);
      } finally {
        await setZone(t, 'demo', 'Asia/Shanghai');
      }
    });

    it("records the robot's real answers: answered and unknown, with the question", async () => {
      const v = await startVisitor(t.app);
      const answered = await post(t.app, Endpoints.robotAsk.path, { docId: 'presale' }, v.token);
      assert.equal(answered.status, 200, answered.msg);
      const unknown = await post(t.app, Endpoints.robotAsk.path, { question: 'Do you sell submarines on Mars?' }, v.token);
      assert.equal(unknown.status, 200, unknown.msg);
      const today = new Date(t.clock.now() + 8 * 3_600_000).toISOString().slice(0, 10);
      const s = (await summary({ from: today, to: today })).data;
      assert.equal(s.robot.answered, 1);
      assert.equal(s.robot.unknown, 1);
      assert.equal(s.unknownQuestions[0]?.question, 'Do you sell submarines on Mars?');
      const behind = (await drill({ from: today, to: today, metric: 'unknownQuestion', key: s.unknownQuestions[0]!.questionKey })).data;
      assert.deepEqual(ids(behind), [v.sessionId]);
    });

    it('refuses agents (403) and strangers (401)', async () => {
      assert.equal((await summary(range, agent)).status, 403);
      assert.equal((await drill({ ...range, metric: 'conversations' }, agent)).status, 403);
      assert.equal((await desk(t.app, undefined, 'admin/reports/summary', range)).status, 401);
      assert.equal((await desk(t.app, undefined, 'admin/reports/drill', { ...range, metric: 'conversations' })).status, 401);
    });

    it('answers bad ranges and bodies with a 400 naming the field', async () => {
      const bad: [Record<string, unknown>, RegExp][] = [
        [{ from: '2025-02-30', to: '2025-03-01' }, /^from/],
        [{ from: '2025-03-01', to: '2025-3-1' }, /to/],
        [{ from: '2025-03-02', to: '2025-03-01' }, /^to: must not be before from/],
        [{ from: '2024-01-01', to: '2025-01-01' }, /^to: the range is at most 366 days/],
        [{ from: '2025-03-01' }, /to/],
        [{ ...range, extra: 1 }, /extra/],
        [{ ...range, channelId: 5 }, /channelId/],
      ];
      for (const [body, msg] of bad) {
        const r = await summary(body);
        assert.equal(r.status, 400, JSON.stringify(body));
        assert.match(r.msg, msg, JSON.stringify(body));
      }
      // 366 days (a leap year) is allowed
      assert.equal((await summary({ from: '2024-01-01', to: '2024-12-31' })).status, 200);
      const badDrill: Record<string, unknown>[] = [
        { ...range, metric: 'nope' }, { ...range, metric: 'day' }, { ...range, metric: 'day', key: '2025-03-09' },
        { ...range, metric: 'outcome', key: 'lost' }, { ...range, metric: 'robot', key: 'x' }, { ...range, metric: 'conversations', key: 'x' },
      ];
      for (const body of badDrill) assert.equal((await drill(body)).status, 400, JSON.stringify(body));
    });

    it('makes a CSV of a table: BOM, every field quoted, commas and line breaks kept, formulas defused', async () => {
      const s = (await summary(range)).data;
      const rows = [['Day', 'Conversations'], ...s.byDay.map((d) => [d.day, d.conversations])];
      assert.equal(csvText(rows), '\uFEFF"Day","Conversations"\r\n"2025-03-01","1"\r\n"2025-03-02","3"\r\n"2025-03-03","3"\r\n');
      const drilled = (await drill({ ...range, metric: 'day', key: '2025-03-02' })).data.rows.find((r) => r.sessionId === 'r-s2')!;
      assert.equal(csvText([[drilled.displayName, 'a,b', 'line\nbreak', 'say "hi"', '+1', '-2', '@x', 5, -3, null]]),
        '\uFEFF"\'=cmd|calc","a,b","line\nbreak","say ""hi""","\'+1","\'-2","\'@x","5","-3",""\r\n');
    });
  });
}
