/**
 * The leave-message suite (spec §3 record, §5 validation, §7 leaveMsg / submitMessage /
 * getLeaveMsgList / getLeaveMsg / getOfflineMsg), run on SQLite and PostgreSQL.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Endpoints } from '../../../protocol';
import { post, ROOMY_STAFF_WRITES, seededOn, useTestApp } from '../helpers';
import { channelWith, startVisitor } from '../uploads/extras-kit';
import type { Visitor } from '../uploads/extras-kit';

const LEAVE = Endpoints.leaveMsg.path;
const SUBMIT = Endpoints.submitMessage.path;
const LIST = Endpoints.getLeaveMsgList.path;
const GET = Endpoints.getLeaveMsg.path;
const OFFLINE = Endpoints.getOfflineMsg.path;

interface Rec { customerName: string; customerPhone: string; customerEmail: string; msgContent: string; createTime: number; updateTime: number; updateUserName: string; msgState: number; msgDesc: string }

const good = { customerName: 'Li Lei', customerPhone: '13800138000', customerEmail: 'li@example.com', msgContent: 'Please call me back.' };

export function runLeaveMessageSuite(backend: 'sqlite' | 'pg'): void {
  describe(`leave messages on ${backend}`, () => {
    const t = useTestApp(seededOn(backend, ROOMY_STAFF_WRITES));
    let a: Visitor;
    let b: Visitor;
    const list = async (v: Visitor, path = LIST) => (await post<Rec[]>(t.app, path, {}, v.token)).data;

    before(async () => {
      a = await startVisitor(t.app);
      b = await startVisitor(t.app);
    });

    it('stores a valid leave message with every field of the record (spec §3)', async () => {
      const r = await post(t.app, LEAVE, { ...good, msgContent: `  ${good.msgContent}\n` }, a.token);
      assert.equal(r.status, 200, r.msg);
      const [rec] = await list(a);
      assert.ok(rec);
      assert.equal(rec.customerName, good.customerName);
      assert.equal(rec.customerPhone, good.customerPhone);
      assert.equal(rec.customerEmail, good.customerEmail);
      assert.equal(rec.msgContent, good.msgContent, 'trimmed');
      assert.equal(rec.msgState, 0);
      assert.equal(rec.msgDesc, '');
      assert.equal(rec.updateUserName, '');
      assert.equal(rec.createTime, t.clock.now());
      assert.equal(rec.updateTime, t.clock.now());
    });

    it('phone and e-mail are optional: empty, null or absent are fine', async () => {
      const v = await startVisitor(t.app);
      for (const extra of [{}, { customerPhone: '', customerEmail: '' }, { customerPhone: null, customerEmail: null }]) {
        const r = await post(t.app, SUBMIT, { customerName: 'X', msgContent: 'y', ...extra }, v.token);
        assert.equal(r.status, 200, `${JSON.stringify(extra)}: ${r.msg}`);
      }
      assert.equal((await list(v, GET)).length, 3);
    });

    it('refuses each bad field with a 400 naming it, and stores nothing', async () => {
      const v = await startVisitor(t.app);
      const cases: [Record<string, unknown>, string][] = [
        [{ customerName: undefined }, 'customerName'],
        [{ customerName: '   ' }, 'customerName'],
        [{ customerName: 'x'.repeat(65) }, 'customerName'],
        [{ customerName: 42 }, 'customerName'],
        [{ customerName: 'a\u0000b' }, 'customerName'],
        [{ customerName: 'a\nb' }, 'customerName'],
        [{ msgContent: undefined }, 'msgContent'],
        [{ msgContent: ' \n\t ' }, 'msgContent'],
        [{ msgContent: 'x'.repeat(2001) }, 'msgContent'],
        [{ msgContent: 'bad \ud800 surrogate' }, 'msgContent'],
        [{ msgContent: ['a'] }, 'msgContent'],
        [{ customerPhone: '12345' }, 'customerPhone'],
        [{ customerPhone: '23800138000' }, 'customerPhone'],
        [{ customerPhone: '138001380001' }, 'customerPhone'],
        [{ customerPhone: '+8613800138000' }, 'customerPhone'],
        [{ customerPhone: 13800138000 }, 'customerPhone'],
        [{ customerEmail: 'not-an-email' }, 'customerEmail'],
        [{ customerEmail: 'a@b' }, 'customerEmail'],
        [{ customerEmail: '<script>@x.com' }, 'customerEmail'],
        [{ customerEmail: `${'a'.repeat(250)}@example.com` }, 'customerEmail'],
      ];
      for (const [patch, field] of cases) {
        const body: Record<string, unknown> = { ...good, ...patch };
        for (const k of Object.keys(patch)) if (patch[k] === undefined) delete body[k];
        for (const path of [LEAVE, SUBMIT]) {
          const r = await post(t.app, path, body, v.token);
          assert.equal(r.status, 400, `${JSON.stringify(patch).slice(0, 60)} → ${r.status}`);
          assert.match(r.msg, new RegExp(`^${field}\\b`), `names ${field}: ${r.msg}`);
        }
      }
      assert.deepEqual(await list(v), []);
    });

    it('the channel phone rule: international numbers where the channel says so (DESIGN §6)', async () => {
      await channelWith(t, 'leave-intl', { leaveMsgMode: 1, phoneRule: 'intl' });
      const v = await startVisitor(t.app, {}, undefined, 'leave-intl');
      assert.equal((await post(t.app, LEAVE, { ...good, customerPhone: '+4915123456789' }, v.token)).status, 200);
      assert.equal((await post(t.app, LEAVE, { ...good, customerPhone: '+49 151' }, v.token)).status, 400);
      assert.equal((await post(t.app, LEAVE, { ...good, customerPhone: '+4915123456789' }, a.token)).status, 400, 'cn rule on demo');
    });

    it('only when the channel\'s leaveMsgMode is on (403 otherwise)', async () => {
      await channelWith(t, 'leave-off', { leaveMsgMode: 0 });
      const v = await startVisitor(t.app, {}, undefined, 'leave-off');
      for (const path of [LEAVE, SUBMIT]) assert.equal((await post(t.app, path, good, v.token)).status, 403);
      assert.deepEqual(await list(v), []);
    });

    it('a visitor sees only their own records; another visitor\'s userId is refused', async () => {
      await post(t.app, LEAVE, { ...good, customerName: 'Only A' }, a.token);
      for (const path of [LIST, GET]) {
        const mine = await list(a, path);
        assert.ok(mine.length >= 1 && mine.every((r) => r.customerName !== 'B secret'));
        const theirs = await list(b, path);
        assert.ok(theirs.every((r) => r.customerName !== 'Only A' && r.customerName !== good.customerName), 'B sees none of A');
        assert.equal((await post(t.app, path, { userId: a.userId }, b.token)).status, 401);
      }
      assert.equal((await post(t.app, LEAVE, { ...good, userId: a.userId }, b.token)).status, 401, 'cannot write as A');
      assert.equal((await post(t.app, LIST, {})).status, 401, 'no token');
    });

    it('the channel and tenant come from the token, not the body', async () => {
      const v = await startVisitor(t.app);
      const r = await post(t.app, SUBMIT, { ...good, channelId: 'leave-off', tenantId: 'other-tenant' }, v.token);
      assert.equal(r.status, 200);
      const row = await t.services.deps.store.db.selectFrom('leave_messages').selectAll().where('user_id', '=', v.userId).executeTakeFirstOrThrow();
      assert.equal(row.channel_id, 'demo');
      assert.equal(row.tenant_id, 'demo');
    });

    it('newest first, and each visitor\'s list is capped', async () => {
      const v = await startVisitor(t.app);
      for (const n of [1, 2, 3]) {
        await post(t.app, LEAVE, { ...good, msgContent: `m${n}` }, v.token);
        t.clock.advance(1000);
      }
      assert.deepEqual((await list(v)).map((r) => r.msgContent), ['m3', 'm2', 'm1']);
    });

    it('getOfflineMsg: what agents left for this visitor, with adminNick and msgTime, and nobody else\'s', async () => {
      const v = await startVisitor(t.app);
      await t.services.leaveMessages.recordOffline({ tenantId: 'demo', channelId: 'demo', userId: v.userId, adminId: 'agent1', adminNick: 'Alice', msgContent: 'We replied while you were away' });
      t.clock.advance(5);
      await t.services.leaveMessages.recordOffline({ tenantId: 'demo', channelId: 'demo', userId: v.userId, adminNick: 'Bob', msgContent: 'second' });
      const r = await post<{ msgList: { adminNick: string; msgTime: number; msgContent: string; senderType: number }[] }>(t.app, OFFLINE, { pollId: 0 }, v.token);
      assert.equal(r.status, 200);
      assert.deepEqual(r.data.msgList.map((m) => [m.adminNick, m.msgContent]), [['Alice', 'We replied while you were away'], ['Bob', 'second']]);
      assert.ok(r.data.msgList.every((m) => typeof m.msgTime === 'number' && m.senderType === 2));
      const other = await post<{ msgList: unknown[] }>(t.app, OFFLINE, {}, b.token);
      assert.deepEqual(other.data.msgList, []);
    });
  });
}
