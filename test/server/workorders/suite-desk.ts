/**
 * The staff side of work orders (docs/api.md "Work orders (desk)"): the inbox's filters, search
 * and cursor, tenant isolation, roles, strict bodies, the type editor's checks and delete, orders
 * from leave messages, the desk events.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { DeskEvent, DeskWoSummary, DeskWoType, DeskWorkOrder, WorkOrder } from '../../../protocol';
import { Endpoints } from '../../../protocol';
import { tenantTopic } from '../../../server/bus';
import { post, ROOMY_STAFF_WRITES, seededOn, useTestApp } from '../helpers';
import type { Backend } from '../helpers';
import { desk, otherTenant, signIn, startVisitor } from '../human/kit';
import type { Visitor } from '../human/kit';
import { P, TYPE_ID, addOrder, linkPost } from './kit';
import { PDF, PNG, uploadFile } from '../uploads/extras-kit';

type Page = { list: DeskWoSummary[]; nextCursor: string | null };

const field = (fieldName: string, fieldType: number, options: unknown[] = [], required = false) => ({ fieldName, fieldType, required, options });
const nest = (depth: number): unknown[] => (depth === 1 ? [{ value: `v${depth}`, label: `L${depth}` }] : [{ value: `v${depth}`, label: `L${depth}`, children: nest(depth - 1) }]);

export function runDeskSuite(backend: Backend): void {
  describe(`work orders, desk side, on ${backend}`, () => {
    const t = useTestApp(seededOn(backend, ROOMY_STAFF_WRITES));
    let v: Visitor;
    let agent1: string;
    let agent2: string;
    let admin: string;
    const list = async (body: Record<string, unknown>, token = agent1) => {
      const r = await desk<Page>(t.app, token, 'wo/list', body);
      assert.equal(r.status, 200, r.msg);
      return r.data;
    };

    before(async () => {
      v = await startVisitor(t.app, {}, undefined, 'demo-wo');
      agent1 = (await signIn(t.app, 'agent1')).token;
      agent2 = (await signIn(t.app, 'agent2')).token;
      admin = (await signIn(t.app, 'admin')).token;
    });

    it('lists newest change first with status, priority, type, assignee and group filters', async () => {
      const o1 = await addOrder(t.app, v.token, { woTitle: 'Cracked screen' });
      t.clock.advance(1000);
      const o2 = await addOrder(t.app, v.token, { woTitle: 'Battery swelling' });
      t.clock.advance(1000);
      const o3 = await addOrder(t.app, v.token, { woTitle: 'Lost charger' });
      t.clock.advance(1000);
      assert.equal((await desk(t.app, agent1, 'wo/update', { woId: o1.woId, status: 1, priority: 3, assigneeAgentId: 'agent1', assigneeGroupId: 'g-aftersales' })).status, 200);
      t.clock.advance(1000);
      assert.equal((await desk(t.app, agent1, 'wo/update', { woId: o2.woId, assigneeAgentId: 'agent2' })).status, 200);
      const ids = (p: Page) => p.list.map((s) => s.woId).filter((id) => [o1.woId, o2.woId, o3.woId].includes(id));
      assert.deepEqual(ids(await list({})), [o2.woId, o1.woId, o3.woId]);
      assert.deepEqual(ids(await list({ status: [1] })), [o1.woId]);
      assert.deepEqual(ids(await list({ status: [0, 1] })), [o2.woId, o1.woId, o3.woId]);
      assert.deepEqual(ids(await list({ priority: [3] })), [o1.woId]);
      assert.deepEqual(ids(await list({ typeId: TYPE_ID })), [o2.woId, o1.woId, o3.woId]);
      assert.deepEqual(ids(await list({ typeId: 'other' })), []);
      assert.deepEqual(ids(await list({ assignee: 'me' })), [o1.woId]);
      assert.deepEqual(ids(await list({ assignee: 'me' }, agent2)), [o2.woId]);
      assert.deepEqual(ids(await list({ assignee: 'agent2' })), [o2.woId]);
      assert.deepEqual(ids(await list({ assignee: 'none' })), [o3.woId]);
      assert.deepEqual(ids(await list({ groupId: 'g-aftersales' })), [o1.woId]);
      const s1 = (await list({ priority: [3] })).list[0]!;
      assert.equal(s1.assigneeAgentNick, '小王');
      assert.equal(s1.assigneeGroupId, 'g-aftersales');
      assert.equal(s1.awaitingStaff, true);
      assert.equal(s1.preview, 'My phone flickers.');
    });

    it('searches title and content, case-insensitively, with % and _ taken literally', async () => {
      const x = await addOrder(t.app, v.token, { woTitle: 'Refund 100% please', woContent: '<p>The ZEBRA_case arrived broken</p>' });
      t.clock.advance(1000);
      const y = await addOrder(t.app, v.token, { woTitle: 'Refund 1000 please', woContent: '<p>zebraXcase</p>' });
      const found = async (q: string) => (await list({ q })).list.map((s) => s.woId).filter((id) => id === x.woId || id === y.woId);
      assert.deepEqual(await found('zebra_case'), [x.woId]);
      assert.deepEqual(await found('100%'), [x.woId]);
      assert.deepEqual(await found('REFUND'), [y.woId, x.woId]);
      assert.deepEqual(await found('arrived broken'), [x.woId]);
      assert.deepEqual(await found("'; drop table work_orders; --"), []);
      assert.equal((await desk(t.app, agent1, 'wo/list', { q: 'x'.repeat(101) })).status, 400);
    });

    it('pages with an opaque cursor: every order once, in order, even with equal update times', async () => {
      const w = await startVisitor(t.app, {}, undefined, 'demo-wo');
      for (let i = 0; i < 5; i++) await addOrder(t.app, w.token, { woTitle: `Paged ${i}` });
      const all: string[] = [];
      let cursor: string | null = null;
      do {
        const page: Page = await list({ limit: 2, ...(cursor ? { cursor } : {}) });
        assert.ok(page.list.length <= 2);
        all.push(...page.list.map((s) => s.woId));
        cursor = page.nextCursor;
      } while (cursor);
      const full = (await list({ limit: 100 })).list.map((s) => s.woId);
      assert.deepEqual(all, full);
      assert.equal(new Set(all).size, all.length);
      assert.equal((await desk(t.app, agent1, 'wo/list', { cursor: 'not-a-cursor' })).status, 400);
      assert.equal((await desk(t.app, agent1, 'wo/list', { limit: 0 })).status, 400);
    });

    it('get answers the whole timeline; reply with a status adds a change entry; a desk localId is idempotent', async () => {
      const o = await addOrder(t.app, v.token);
      const r = await desk<DeskWorkOrder>(t.app, agent1, 'wo/reply', { woId: o.woId, content: 'Send it <in>', internal: false, status: 2, localId: 'd-1' });
      assert.equal(r.status, 200, r.msg);
      assert.deepEqual(r.data.handles.map((h) => h.handleType), [4, 1]);
      assert.equal(r.data.handles[1]!.handleContent, 'Send it &lt;in&gt;');
      assert.equal(r.data.handles[1]!.handleUserName, '小王');
      assert.equal(r.data.woStatus, 2);
      assert.equal(r.data.awaitingStaff, false);
      const again = await desk<DeskWorkOrder>(t.app, agent1, 'wo/reply', { woId: o.woId, content: 'Send it <in>', internal: false, status: 2, localId: 'd-1' });
      assert.equal(again.data.handles.length, 2);
      await desk(t.app, agent1, 'wo/reply', { woId: o.woId, content: 'note to self', internal: true });
      const got = await desk<DeskWorkOrder>(t.app, agent2, 'wo/get', { woId: o.woId });
      assert.deepEqual(got.data.handles.map((h) => h.handleType), [4, 1, 3]);
      assert.equal(got.data.fields.length, 9);
      assert.equal(got.data.customerEmail, 'li@example.com');
      // nothing to change: no entry
      const same = await desk<DeskWorkOrder>(t.app, agent1, 'wo/update', { woId: o.woId, status: 2 });
      assert.equal(same.data.handles.length, 3);
      for (const [body, why] of [
        [{ woId: o.woId, assigneeAgentId: 'ghost' }, /assigneeAgentId/],
        [{ woId: o.woId, assigneeGroupId: 'ghost' }, /assigneeGroupId/],
        [{ woId: 'ghost', status: 1 }, /work order not found/],
      ] as const) {
        const x = await desk(t.app, agent1, 'wo/update', body);
        assert.equal(x.status, 404, JSON.stringify(body));
        assert.match(x.msg, why);
      }
      assert.equal((await desk(t.app, agent1, 'wo/update', { woId: o.woId, status: 4 })).status, 400);
      assert.equal((await desk(t.app, agent1, 'wo/update', { woId: o.woId, priority: 4 })).status, 400);
      assert.equal((await desk(t.app, agent1, 'wo/reply', { woId: o.woId, content: '  ', internal: false })).status, 400);
      const cleared = await desk<DeskWorkOrder>(t.app, agent1, 'wo/update', { woId: o.woId, assigneeAgentId: 'agent2' });
      const back = await desk<DeskWorkOrder>(t.app, agent1, 'wo/update', { woId: o.woId, assigneeAgentId: null });
      assert.equal(cleared.data.assigneeAgentNick, '小李');
      assert.equal(back.data.assigneeAgentId, null);
    });

    it('another tenant\'s desk sees none of it: 404 on get, reply, update; its list and types are its own', async () => {
      const o = await addOrder(t.app, v.token);
      const acme = await otherTenant(t);
      for (const [path, body] of [
        ['wo/get', { woId: o.woId }], ['wo/reply', { woId: o.woId, content: 'hi', internal: false }], ['wo/update', { woId: o.woId, status: 3 }],
      ] as const) {
        const r = await desk(t.app, acme.agent.token, path, body);
        assert.equal(r.status, 404, path);
        assert.equal(r.msg, 'work order not found');
      }
      assert.deepEqual((await list({}, acme.agent.token)).list, []);
      assert.deepEqual((await desk<{ types: DeskWoType[] }>(t.app, acme.admin.token, 'admin/woTypes/list')).data.types, []);
      assert.equal((await desk(t.app, acme.admin.token, 'admin/woTypes/delete', { typeId: TYPE_ID })).status, 404);
      // a demo agent cannot be assigned by acme, nor acme's agent by demo
      const acmeAgentId = acme.agent.agent.agentId;
      assert.equal((await desk(t.app, agent1, 'wo/update', { woId: o.woId, assigneeAgentId: acmeAgentId })).status, 404);
      assert.equal((await desk(t.app, agent1, 'wo/get', { woId: o.woId })).data !== null, true);
      assert.equal((await desk(t.app, undefined, 'wo/list', {})).status, 401);
    });

    it('every agent reads the types (wo/types); a desk attachment of a reply reaches the visitor; another tenant cannot attach', async () => {
      const types = await desk<{ types: DeskWoType[] }>(t.app, agent1, 'wo/types');
      assert.equal(types.status, 200);
      assert.ok(types.data.types.some((ty) => ty.typeId === TYPE_ID && ty.fields.length >= 9));
      const o = await addOrder(t.app, v.token);
      const up = await uploadFile<{ url: string; name: string }>(t.app, `/api/desk/wo/upload?woId=${encodeURIComponent(String(o.woId))}`, agent1, PDF, 'invoice.pdf');
      assert.equal(up.status, 200, up.msg);
      const r = await desk<DeskWorkOrder>(t.app, agent1, 'wo/reply', { woId: o.woId, content: 'Invoice attached', internal: false, files: [{ fileName: up.data.name, fileUrl: up.data.url }] });
      assert.equal(r.status, 200, r.msg);
      const seen = await linkPost(t.app, P.woinfo, { id: o.woId }, o.token);
      const reply = seen.data.handleList?.find((h) => h.handleContent.includes('Invoice attached'));
      assert.deepEqual(reply?.woFileVoList?.map((f) => [f.fileName, f.fileUrl]), [['invoice.pdf', up.data.url]]);
      // the other tenant exists once per app: made here, or by an earlier test of this suite
      const acmeAgent = await otherTenant(t).then((a) => a.agent.token, async () => (await signIn(t.app, 'acme-agent')).token);
      const foreign = await uploadFile(t.app, `/api/desk/wo/upload?woId=${encodeURIComponent(String(o.woId))}`, acmeAgent, PNG, 'x.png');
      assert.equal(foreign.status, 404);
      assert.equal((await uploadFile(t.app, '/api/desk/wo/upload?woId=none', agent1, PNG, 'x.png')).status, 404);
      assert.equal((await uploadFile(t.app, `/api/desk/wo/upload?woId=${encodeURIComponent(String(o.woId))}`, '', PNG, 'x.png')).status, 401);
    });

    it('the type editor is for admins; bodies are strict', async () => {
      for (const [path, body] of [['admin/woTypes/list', {}], ['admin/woTypes/set', { typeName: 'x', enabled: true, fields: [field('a', 1)] }], ['admin/woTypes/delete', { typeId: TYPE_ID }]] as const) {
        const r = await desk(t.app, agent1, path, body);
        assert.equal(r.status, 403, path);
      }
      for (const [path, body] of [
        ['wo/list', { sort: 'asc' }], ['wo/get', { woId: 'x', extra: 1 }], ['wo/reply', { woId: 'x', content: 'c', internal: false, handleType: 3 }],
        ['wo/update', { woId: 'x', title: 'y' }], ['wo/fromLeaveMessage', { leaveMsgId: 'x', force: true }],
      ] as const) {
        const r = await desk(t.app, agent1, path, body);
        assert.equal(r.status, 400, path);
        assert.match(r.msg, /is not allowed/);
      }
      const nested = await desk(t.app, admin, 'admin/woTypes/set', { typeName: 'x', enabled: true, fields: [{ ...field('a', 6, [{ value: 'a', label: 'A', color: 'red' }]) }] });
      assert.equal(nested.status, 400);
      const top = await desk(t.app, admin, 'admin/woTypes/set', { typeName: 'x', enabled: true, fields: [field('a', 1)], owner: 'me' });
      assert.equal(top.status, 400);
    });

    it('validates types: field count, unique names, options per type, cascade depth and unique values per level', async () => {
      const set = (fields: unknown[], extra: Record<string, unknown> = {}) => desk<DeskWoType>(t.app, admin, 'admin/woTypes/set', { typeName: 'Warranty', enabled: true, fields, ...extra });
      const bad: [unknown[], RegExp][] = [
        [[], /fields/],
        [[field('Name', 1), field('name', 2)], /fieldName: is a duplicate/],
        [[field(' ', 1)], /fieldName/],
        [[field('Size', 6)], /needs at least one option/],
        [[field('Size', 6, [{ value: 's', label: 'S' }, { value: 's', label: 'Small' }])], /value: is a duplicate/],
        [[field('Size', 8, [{ value: 's', label: 'S', children: [{ value: 'x', label: 'X' }] }])], /children/],
        [[field('Note', 1, [{ value: 's', label: 'S' }])], /options/],
        [[field('Kind', 10)], /fieldType/],
        [[field('Where', 9, nest(6))], /at most 5 levels/],
        [[field('Where', 9, [{ value: 'a', label: 'A', children: [{ value: 'x', label: 'X' }, { value: 'x', label: 'Y' }] }])], /duplicate among its siblings/],
        [[field('Where', 9, [{ value: '', label: 'A' }])], /value/],
      ];
      for (const [fields, why] of bad) {
        const r = await set(fields);
        assert.equal(r.status, 400, `${JSON.stringify(fields).slice(0, 80)}: ${r.msg}`);
        assert.match(r.msg, why);
      }
      assert.equal((await set(Array.from({ length: 51 }, (_, i) => field(`f${i}`, 1)))).status, 400);
      // a tree thousands of levels deep is a 400, not a stack overflow (built as text: JSON.stringify would overflow here)
      const deep = 3000;
      const payload = `{"typeName":"deep","enabled":true,"fields":[{"fieldName":"x","fieldType":9,"options":[${'{"value":"v","label":"l","children":['.repeat(deep)}{"value":"z","label":"z"}${']}'.repeat(deep)}]}]}`;
      const res = await t.app.inject({ method: 'POST', url: '/api/desk/admin/woTypes/set', payload, headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` } });
      assert.equal(res.statusCode, 400, res.body.slice(0, 200));
      // the same value under different parents is fine; five levels are fine
      const ok = await set([field('Where', 9, [{ value: 'a', label: 'A', children: [{ value: 'x', label: 'X' }] }, { value: 'b', label: 'B', children: [{ value: 'x', label: 'X' }] }]), field('Deep', 9, nest(5))]);
      assert.equal(ok.status, 200, ok.msg);
      assert.match(ok.data.typeId, /^t-/);
      assert.ok(ok.data.fields.every((f) => f.fieldId.length > 0));
      // update keeps the id and given field ids
      const up = await set([{ ...ok.data.fields[0]!, fieldName: 'Place' }], { typeId: ok.data.typeId, enabled: false });
      assert.equal(up.status, 200, up.msg);
      assert.equal(up.data.fields[0]!.fieldId, ok.data.fields[0]!.fieldId);
      assert.equal(up.data.enabled, false);
      const types = (await desk<{ types: DeskWoType[] }>(t.app, admin, 'admin/woTypes/list')).data.types;
      assert.deepEqual(types.map((x) => x.typeId).sort(), [TYPE_ID, ok.data.typeId].sort());
      // the seeded type passes the editor's own checks unchanged
      const seeded = types.find((x) => x.typeId === TYPE_ID)!;
      const again = await desk<DeskWoType>(t.app, admin, 'admin/woTypes/set', { typeId: seeded.typeId, typeName: seeded.typeName, enabled: seeded.enabled, fields: seeded.fields });
      assert.equal(again.status, 200, again.msg);
      assert.deepEqual(again.data.fields, seeded.fields);
      // a disabled type is offered to no visitor
      assert.equal((await post(t.app, P.byTypeId, { id: ok.data.typeId }, v.token)).status, 404);
    });

    it('delete removes an unused type and disables a used one (its orders keep their type)', async () => {
      const unused = await desk<DeskWoType>(t.app, admin, 'admin/woTypes/set', { typeName: 'Temp', enabled: true, fields: [field('A', 1)] });
      const del = await desk<{ typeId: string; removed: boolean }>(t.app, admin, 'admin/woTypes/delete', { typeId: unused.data.typeId });
      assert.deepEqual(del.data, { typeId: unused.data.typeId, removed: true });
      assert.equal((await desk(t.app, admin, 'admin/woTypes/delete', { typeId: unused.data.typeId })).status, 404);
      const used = await desk<DeskWoType>(t.app, admin, 'admin/woTypes/set', { typeName: 'Used', enabled: true, fields: [field('A', 1, [], true)] });
      const o = await post<WorkOrder>(t.app, P.addWo, { woTypeId: used.data.typeId, woContent: 'x', cusFieldConfigInfoVoList: [{ fieldId: used.data.fields[0]!.fieldId, fieldValue: 'a', fieldName: 'A' }] }, v.token);
      assert.equal(o.status, 200, o.msg);
      const dis = await desk<{ typeId: string; removed: boolean }>(t.app, admin, 'admin/woTypes/delete', { typeId: used.data.typeId });
      assert.equal(dis.data.removed, false);
      const after = (await desk<{ types: DeskWoType[] }>(t.app, admin, 'admin/woTypes/list')).data.types.find((x) => x.typeId === used.data.typeId);
      assert.equal(after?.enabled, false);
      assert.equal((await post(t.app, P.addWo, { woTypeId: used.data.typeId, woContent: 'x' }, v.token)).status, 400);
      const kept = await desk<DeskWorkOrder>(t.app, agent1, 'wo/get', { woId: o.data.woId });
      assert.equal(kept.data.typeName, 'Used');
    });

    it('a leave message becomes a work order keeping its text; the message is marked handled; a second call answers the same order', async () => {
      const lv = await startVisitor(t.app, {}, undefined, 'demo-wo');
      const text = 'My order #42 never arrived.\nPlease check 100% & <soon>.';
      assert.equal((await post(t.app, Endpoints.leaveMsg.path, { customerName: 'Han Meimei', customerPhone: '13900139000', customerEmail: 'han@example.com', msgContent: text }, lv.token)).status, 200);
      const [lm] = await t.services.leaveMessages.inbox('demo', { limit: 1 });
      const r = await desk<DeskWorkOrder>(t.app, agent1, 'wo/fromLeaveMessage', { leaveMsgId: lm!.leaveMsgId });
      assert.equal(r.status, 200, r.msg);
      assert.equal(r.data.leaveMsgId, lm!.leaveMsgId);
      assert.equal(r.data.woTitle, 'My order #42 never arrived.');
      assert.equal(r.data.woContent, 'My order #42 never arrived.<br>Please check 100% &amp; &lt;soon&gt;.');
      assert.equal(r.data.preview, 'My order #42 never arrived. Please check 100% & <soon>.');
      assert.equal(r.data.customerName, 'Han Meimei');
      assert.equal(r.data.customerPhone, '13900139000');
      assert.equal(r.data.typeId, TYPE_ID, 'the channel\'s type');
      assert.equal(r.data.userId, lv.userId);
      const again = await desk<DeskWorkOrder>(t.app, agent2, 'wo/fromLeaveMessage', { leaveMsgId: lm!.leaveMsgId });
      assert.equal(again.data.woId, r.data.woId);
      const [handled] = await t.services.leaveMessages.inbox('demo', { limit: 1 });
      assert.equal(handled!.msgState, 1);
      assert.equal(handled!.msgDesc, `→ work order ${r.data.woId}`);
      // the visitor sees it among their own
      const theirs = await post<{ list: WorkOrder[] }>(t.app, P.mine, {}, lv.token);
      assert.deepEqual(theirs.data.list.map((o) => o.woId), [r.data.woId]);
      const acme = await otherTenant(t).catch(() => null);
      const other = await desk(t.app, acme ? acme.agent.token : (await signIn(t.app, 'acme-agent')).token, 'wo/fromLeaveMessage', { leaveMsgId: lm!.leaveMsgId });
      assert.equal(other.status, 404);
      assert.equal((await desk(t.app, agent1, 'wo/fromLeaveMessage', { leaveMsgId: lm!.leaveMsgId, typeId: 'ghost' })).status, 404);
    });

    it('publishes wo.created and wo.updated on the tenant\'s desk topic', async () => {
      const got: DeskEvent[] = [];
      const off = t.services.bus.subscribe(tenantTopic('demo'), (e) => { if (e.kind === 'desk') got.push(e.event); });
      try {
        const o = await addOrder(t.app, v.token);
        await desk(t.app, agent1, 'wo/reply', { woId: o.woId, content: 'hi', internal: false });
        await desk(t.app, agent1, 'wo/update', { woId: o.woId, priority: 2 });
        await post(t.app, P.addWoHandleInfo, { woId: o.woId, handleContent: 'thanks' }, v.token);
        await linkPost(t.app, P.addReplay, { woId: o.woId, handleContent: 'again' }, o.token);
        await new Promise((r) => setTimeout(r, 20));
        const mineEv = got.filter((e): e is Extract<DeskEvent, { type: 'wo.created' | 'wo.updated' }> => (e.type === 'wo.created' || e.type === 'wo.updated') && e.woId === o.woId);
        assert.deepEqual(mineEv.map((e) => e.type), ['wo.created', 'wo.updated', 'wo.updated', 'wo.updated', 'wo.updated']);
        assert.equal(mineEv[2]!.summary.woPriority, 2);
        assert.equal(mineEv.at(-1)!.summary.awaitingStaff, true);
      } finally {
        off();
      }
    });
  });
}
