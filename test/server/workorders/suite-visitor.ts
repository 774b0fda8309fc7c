/**
 * The visitor's side of work orders (docs/api.md "Work orders"): templates, addWo with every
 * field type and images, validation that writes nothing, idempotency, the visitor's own list,
 * link-token access and its attacks, internal replies never shown, the status rules.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { TemplateField, WorkOrder, WoTypeRef } from '../../../protocol';
import { post, ROOMY_STAFF_WRITES, seededOn, useTestApp } from '../helpers';
import type { Backend } from '../helpers';
import { PNG, startVisitor, uploadFile } from '../uploads/extras-kit';
import type { Visitor } from '../uploads/extras-kit';
import { signIn, desk } from '../human/kit';
import { WoLinkTokens } from '../../../server/workorders';
import { GOOD_FIELDS, P, TYPE_ID, addOrder, goodOrder, linkPost, uploadImage, withField } from './kit';

const SECRET = 'test-secret-test-secret-test-secret-0123';
const ZIP = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(26), Buffer.from('PK\u0005\u0006'), Buffer.alloc(18)]);

export function runVisitorSuite(backend: Backend): void {
  describe(`work orders, visitor side, on ${backend}`, () => {
    const t = useTestApp(seededOn(backend, ROOMY_STAFF_WRITES));
    let a: Visitor;
    let b: Visitor;
    let agent: string;
    const mine = async (v: Visitor) => (await post<{ list: WorkOrder[] }>(t.app, P.mine, {}, v.token)).data.list;

    before(async () => {
      a = await startVisitor(t.app, {}, undefined, 'demo-wo');
      b = await startVisitor(t.app, {}, undefined, 'demo-wo');
      agent = (await signIn(t.app, 'agent1')).token;
    });

    it('answers the channel\'s template with every field type; by template id, type id and items alike', async () => {
      const r = await post<{ woType: WoTypeRef; items: TemplateField[] }>(t.app, P.template, { tenantId: 'another' }, a.token);
      assert.equal(r.status, 200, r.msg);
      assert.equal(r.data.woType.typeId, TYPE_ID);
      assert.deepEqual(r.data.items.map((f) => f.fieldType), [1, 2, 3, 4, 5, 6, 7, 8, 9]);
      const byType = Object.fromEntries(r.data.items.map((f) => [f.fieldType, f]));
      assert.equal(byType[5]!.fieldValue, '0');
      assert.equal(byType[8]!.fieldValue, '[]');
      assert.equal(byType[1]!.fieldValue, '');
      assert.equal(byType[1]!.requiredStatus, 1);
      assert.deepEqual(JSON.parse(byType[6]!.chooseValue!)[0], { label: 'Return / 退货', value: 'return' });
      const tree = JSON.parse(byType[9]!.chooseValue!) as { value: string; children?: { value: string; children?: unknown[] }[] }[];
      assert.equal(tree[0]!.children![0]!.children!.length, 2, 'three levels');
      for (const [path, body] of [[P.byTemplateId, { templateId: TYPE_ID }], [P.byTypeId, { id: TYPE_ID }], [P.template, { templateId: TYPE_ID }]] as const) {
        const x = await post<{ woType: WoTypeRef; items: TemplateField[] }>(t.app, path, body, a.token);
        assert.equal(x.status, 200, `${path}: ${x.msg}`);
        assert.deepEqual(x.data, r.data);
      }
      const items = await post<{ items: TemplateField[] }>(t.app, P.items, { id: TYPE_ID }, a.token);
      assert.deepEqual(items.data.items, r.data.items);
      assert.equal((await post(t.app, P.byTypeId, { id: 'nope' }, a.token)).status, 404);
      assert.equal((await post(t.app, P.template, {})).status, 401, 'behind the visitor token');
      // channel `demo` names no type: the caller must
      const plain = await startVisitor(t.app);
      assert.equal((await post(t.app, P.template, {}, plain.token)).status, 400);
    });

    it('addWo stores every field type, two images and sanitised content; the answer carries the link token', async () => {
      const png = await uploadImage(t.app, a.token, 'png');
      const gif = await uploadImage(t.app, a.token, 'gif');
      const r = await post<WorkOrder>(t.app, P.addWo, goodOrder({ woFileRelVoList: [png, gif] }), a.token);
      assert.equal(r.status, 200, r.msg);
      const o = r.data;
      assert.equal(o.woStatus, 0);
      assert.equal(o.woTypeId, TYPE_ID);
      assert.equal(o.woTitle, 'Phone repair');
      assert.ok(o.woContent.includes('<b>flickers</b>') && !o.woContent.includes('script'), o.woContent);
      assert.deepEqual(o.woFileRelVoList!.map((f) => f.fileUrl), [png.fileUrl, gif.fileUrl]);
      assert.deepEqual(o.woFileRelVoList!.map((f) => f.fileType), ['png', 'gif']);
      assert.deepEqual(o.cusFieldConfigInfoVoList!.map((f) => f.fieldValue), GOOD_FIELDS.map((f) => f.fieldValue));
      // how each value reads: option labels, a cascade's label path, anything else as given
      assert.deepEqual(o.cusFieldConfigInfoVoList!.slice(4).map((f) => f.fieldText), [
        '2', 'Repair / 维修', 'Opened / 已拆封', 'Charger / 充电器, Box / 包装盒', 'Electronics / 数码 / Phones / 手机 / Kefu Phone Pro',
      ]);
      assert.deepEqual(o.crmCustomerVo, { name: 'Li Lei', phone: '13800138000', email: 'li@example.com' });
      assert.deepEqual(o.handleList, []);
      assert.equal(o.token, new WoLinkTokens(SECRET).sign('demo', String(o.woId)));
      assert.equal(o.createTime, t.clock.now());
      const list = await mine(a);
      assert.equal(list[0]!.woId, o.woId);
      assert.equal(list[0]!.token, o.token);
    });

    it('optional fields may be left out; a woType alone picks the type; no type and none configured is a 400', async () => {
      const v = await startVisitor(t.app, {}, undefined, 'demo-wo');
      const required = GOOD_FIELDS.filter((f) => ['order-no', 'purchase-date', 'quantity', 'request', 'product'].includes(f.fieldId));
      const r = await post<WorkOrder>(t.app, P.addWo, { woContent: 'Broken', woType: TYPE_ID, cusFieldConfigInfoVoList: required }, v.token);
      assert.equal(r.status, 200, r.msg);
      const values = Object.fromEntries(r.data.cusFieldConfigInfoVoList!.map((f) => [f.fieldId, f.fieldValue]));
      assert.equal(values.accessories, '[]');
      assert.equal(values.problem, '');
      // the title defaults to the channel's leave-message title
      assert.equal(r.data.woTitle, '留言');
      const plain = await startVisitor(t.app);
      const none = await post(t.app, P.addWo, { woContent: 'x' }, plain.token);
      assert.equal(none.status, 400);
      assert.match(none.msg, /woTypeId/);
    });

    it('refuses each bad value with a 400 naming the field, and stores nothing', async () => {
      const v = await startVisitor(t.app, {}, undefined, 'demo-wo');
      const cases: [Record<string, unknown>, RegExp][] = [
        [{ woContent: '   ' }, /woContent/],
        [{ woContent: '<p> </p><script>x</script>' }, /woContent/],
        [{ woContent: undefined }, /woContent/],
        [{ woTitle: 'x'.repeat(101) }, /woTitle/],
        [{ woTypeId: 'nope' }, /woTypeId/],
        [{ customerEmail: 'not-an-email' }, /customerEmail/],
        [{ customerPhone: '123' }, /customerPhone/],
        [{ cusFieldConfigInfoVoList: withField('order-no', '  ') }, /Order number/],
        [{ cusFieldConfigInfoVoList: withField('order-no', undefined) }, /Order number/],
        [{ cusFieldConfigInfoVoList: withField('purchase-date', '2026-02-30') }, /Purchase date/],
        [{ cusFieldConfigInfoVoList: withField('purchase-date', '28/02/2026') }, /Purchase date/],
        [{ cusFieldConfigInfoVoList: withField('pickup-time', '2026-03-02 24:00') }, /Preferred pickup time/],
        [{ cusFieldConfigInfoVoList: withField('pickup-time', '2026-03-02T14:30') }, /Preferred pickup time/],
        [{ cusFieldConfigInfoVoList: withField('quantity', 'two') }, /Quantity/],
        [{ cusFieldConfigInfoVoList: withField('quantity', '1e3') }, /Quantity/],
        [{ cusFieldConfigInfoVoList: withField('request', 'refund') }, /Request/],
        [{ cusFieldConfigInfoVoList: withField('packaging', 'wet') }, /Packaging/],
        [{ cusFieldConfigInfoVoList: withField('accessories', '["charger","charger"]') }, /Accessories/],
        [{ cusFieldConfigInfoVoList: withField('accessories', '["phone"]') }, /Accessories/],
        [{ cusFieldConfigInfoVoList: withField('accessories', 'charger') }, /Accessories/],
        [{ cusFieldConfigInfoVoList: withField('product', '["electronics","phone"]') }, /Product/],
        [{ cusFieldConfigInfoVoList: withField('product', '["home","phone-pro"]') }, /Product/],
        [{ cusFieldConfigInfoVoList: withField('product', '[]') }, /Product/],
        [{ cusFieldConfigInfoVoList: withField('product', '{"a":1}') }, /Product/],
        [{ cusFieldConfigInfoVoList: [...GOOD_FIELDS, { fieldId: 'ghost', fieldValue: 'x', fieldName: 'x' }] }, /fieldId/],
        [{ cusFieldConfigInfoVoList: [...GOOD_FIELDS, GOOD_FIELDS[0]] }, /fieldId/],
        [{ cusFieldConfigInfoVoList: withField('order-no', 'a\u0000b') }, /Order number|fieldValue/],
        [{ woFileRelVoList: [{ fileName: 'x.png', fileUrl: '/api/files/00000000000000000000000000000000' }] }, /woFileRelVoList/],
        [{ woFileRelVoList: [{ fileName: 'x.png', fileUrl: 'https://evil.example/x.png' }] }, /woFileRelVoList/],
        [{ localId: 'bad id with spaces' }, /localId/],
      ];
      for (const [patch, field] of cases) {
        const r = await post(t.app, P.addWo, { ...goodOrder(), ...patch }, v.token);
        assert.equal(r.status, 400, `${JSON.stringify(patch).slice(0, 80)}: ${r.status} ${r.msg}`);
        assert.match(r.msg, field, JSON.stringify(patch).slice(0, 80));
      }
      assert.deepEqual(await mine(v), [], 'nothing written');
    });

    it('attachments: at most 3; only this visitor\'s work-order images; archives and disguised text are refused at upload', async () => {
      const v = await startVisitor(t.app, {}, undefined, 'demo-wo');
      const four = [await uploadImage(t.app, v.token), await uploadImage(t.app, v.token), await uploadImage(t.app, v.token, 'gif'), await uploadImage(t.app, v.token)];
      const r4 = await post(t.app, P.addWo, goodOrder({ woFileRelVoList: four }), v.token);
      assert.equal(r4.status, 400);
      assert.match(r4.msg, /woFileRelVoList: at most 3/);
      const zip = await uploadFile(t.app, P.upload, v.token, ZIP, 'photos.zip');
      assert.equal(zip.status, 415, zip.msg);
      const text = await uploadFile(t.app, P.upload, v.token, Buffer.from('just some text, not a picture\n'), 'photo.png');
      assert.equal(text.status, 415, text.msg);
      const others = await uploadImage(t.app, b.token);
      const r = await post(t.app, P.addWo, goodOrder({ woFileRelVoList: [four[0], others] }), v.token);
      assert.equal(r.status, 400);
      assert.match(r.msg, /woFileRelVoList\[1\]\.fileUrl/);
      const twice = await post(t.app, P.addWo, goodOrder({ woFileRelVoList: [four[0], four[0]] }), v.token);
      assert.equal(twice.status, 400);
      assert.deepEqual(await mine(v), []);
      // three are fine, absolute URLs to the same server too
      const ok3 = await post<WorkOrder>(t.app, P.addWo, goodOrder({ woFileRelVoList: [four[0], { ...four[1]!, fileUrl: `http://localhost${four[1]!.fileUrl}` }, four[2]] }), v.token);
      assert.equal(ok3.status, 200, ok3.msg);
      assert.equal(ok3.data.woFileRelVoList!.length, 3);
      void PNG;
    });

    it('a retry with the same localId answers the stored order and writes no second one', async () => {
      const v = await startVisitor(t.app, {}, undefined, 'demo-wo');
      const first = await post<WorkOrder>(t.app, P.addWo, goodOrder({ localId: 'wo1732850000000' }), v.token);
      const again = await post<WorkOrder>(t.app, P.addWo, goodOrder({ localId: 'wo1732850000000', woTitle: 'changed' }), v.token);
      assert.equal(first.status, 200, first.msg);
      assert.equal(again.status, 200, again.msg);
      assert.equal(again.data.woId, first.data.woId);
      assert.equal(again.data.woTitle, 'Phone repair');
      const together = await Promise.all([1, 2, 3].map(() => post<WorkOrder>(t.app, P.addWo, goodOrder({ localId: 'wo-race' }), v.token)));
      assert.ok(together.every((r) => r.status === 200), together.map((r) => r.msg).join());
      assert.equal(new Set(together.map((r) => r.data.woId)).size, 1);
      assert.equal((await mine(v)).length, 2);
      // the same localId of another visitor is another order
      const w = await startVisitor(t.app, {}, undefined, 'demo-wo');
      const theirs = await post<WorkOrder>(t.app, P.addWo, goodOrder({ localId: 'wo1732850000000' }), w.token);
      assert.notEqual(theirs.data.woId, first.data.woId);
    });

    it('queryWoByCustom answers only the caller\'s orders; another visitor\'s token reads none of them', async () => {
      const mineA = await addOrder(t.app, a.token);
      const listB = await mine(b);
      assert.ok(!listB.some((o) => o.woId === mineA.woId));
      // the body's userId / tenantId cannot point elsewhere
      const claim = await post(t.app, P.mine, { userId: a.userId }, b.token);
      assert.equal(claim.status, 401);
      const tenant = await post<{ list: WorkOrder[] }>(t.app, P.mine, { tenantId: 'acme' }, b.token);
      assert.ok(!tenant.data.list.some((o) => o.woId === mineA.woId));
      for (const [path, body] of [[P.queryWoById, { woId: mineA.woId }], [P.woinfo, { id: mineA.woId }], [P.getOrderInfo, { id: mineA.woId }]] as const) {
        const r = await post(t.app, path, body, b.token);
        assert.equal(r.status, 404, path);
        assert.equal(r.msg, 'work order not found');
      }
      const reply = await post(t.app, P.addWoHandleInfo, { woId: mineA.woId, handleContent: 'mine now' }, b.token);
      assert.equal(reply.status, 404);
      const own = await post<WorkOrder>(t.app, P.queryWoById, { woId: mineA.woId }, a.token);
      assert.equal(own.status, 200);
      assert.equal(own.data.token, mineA.token, 'the owner by visitor token gets the link token');
    });

    it('the link token opens the order (header or body) without a visitor token, and its answers omit the token', async () => {
      const o = await addOrder(t.app, a.token);
      const token = o.token!;
      const calls: [string, Record<string, unknown>][] = [[P.woinfo, { id: o.woId }], [P.getOrderInfo, { id: o.woId }], [P.queryWoById, { woId: o.woId }]];
      for (const [path, body] of calls) {
        const byHeader = await linkPost(t.app, path, body, token);
        assert.equal(byHeader.status, 200, `${path}: ${byHeader.msg}`);
        assert.equal(byHeader.data.woId, o.woId);
        assert.equal(byHeader.data.token, undefined);
        assert.ok(!byHeader.body.includes(token), 'the token is not echoed');
        const byBody = await linkPost(t.app, path, { ...body, token });
        assert.equal(byBody.status, 200);
        // a broken header does not hide a good body token
        assert.equal((await linkPost(t.app, path, { ...body, token }, 'null')).status, 200);
      }
      const r = await linkPost(t.app, P.addReplay, { woId: o.woId, handleContent: 'Any news?', userId: 'someone-else' }, token);
      assert.equal(r.status, 200, r.msg);
      const last = r.data.handleList!.at(-1)!;
      assert.equal(last.handleType, 2);
      assert.equal(last.handleUserName, 'Li Lei', 'the order\'s customer name, never the caller\'s choice');
      assert.equal(last.handleContent, 'Any news?');
      assert.equal(r.data.token, undefined);
    });

    it('every token attack is answered exactly like a missing order', async () => {
      const o = await addOrder(t.app, a.token);
      const other = await addOrder(t.app, b.token);
      const wrongTenant = new WoLinkTokens(SECRET).sign('acme', String(o.woId));
      const missing = await linkPost(t.app, P.woinfo, { id: 'no-such-order' }, other.token);
      assert.equal(missing.status, 404);
      const attacks: unknown[] = ['', 'null', 0, '0', null, false, [], {}, { $ne: null }, [o.token], other.token, wrongTenant, `${o.token}x`, o.token!.slice(0, -1), 'undefined', o.token!.toUpperCase()];
      for (const bad of attacks) {
        for (const [path, body] of [[P.woinfo, { id: o.woId }], [P.getOrderInfo, { id: o.woId }], [P.queryWoById, { woId: o.woId }], [P.addReplay, { woId: o.woId, handleContent: 'x' }]] as const) {
          const inBody = await linkPost(t.app, path, { ...body, token: bad });
          assert.equal(inBody.status, missing.status, `${path} body ${JSON.stringify(bad)}`);
          assert.equal(inBody.msg, missing.msg);
          assert.equal(inBody.data, null);
          if (typeof bad === 'string') {
            const inHeader = await linkPost(t.app, path, body, bad);
            assert.equal(inHeader.status, 404, `${path} header ${JSON.stringify(bad)}`);
            assert.equal(inHeader.msg, missing.msg);
          }
        }
      }
      const none = await linkPost(t.app, P.woinfo, { id: o.woId });
      assert.equal(none.status, 404);
      assert.equal(none.msg, missing.msg);
      // nothing was replied through the attacks
      const seen = await post<WorkOrder>(t.app, P.queryWoById, { woId: o.woId }, a.token);
      assert.deepEqual(seen.data.handleList, []);
    });

    it('internal replies and change entries are in no visitor answer; public replies are', async () => {
      const o = await addOrder(t.app, a.token);
      const secretText = 'INTERNAL-ONLY refund fraud suspicion';
      assert.equal((await desk(t.app, agent, 'wo/reply', { woId: o.woId, content: secretText, internal: true })).status, 200);
      assert.equal((await desk(t.app, agent, 'wo/update', { woId: o.woId, priority: 3, assigneeAgentId: 'agent1' })).status, 200);
      assert.equal((await desk(t.app, agent, 'wo/reply', { woId: o.woId, content: 'We will pick it up <tomorrow>.', internal: false, status: 2 })).status, 200);
      const answers = [
        await post(t.app, P.mine, {}, a.token),
        await post(t.app, P.queryWoById, { woId: o.woId }, a.token),
        await linkPost(t.app, P.woinfo, { id: o.woId }, o.token),
        await linkPost(t.app, P.getOrderInfo, { id: o.woId }, o.token),
        await linkPost(t.app, P.queryWoById, { woId: o.woId }, o.token),
        await post(t.app, P.addWoHandleInfo, { woId: o.woId, handleContent: 'ok, thanks' }, a.token),
        await linkPost(t.app, P.addReplay, { woId: o.woId, handleContent: 'see you' }, o.token),
      ];
      for (const r of answers) {
        const text = JSON.stringify(r.data);
        assert.ok(!text.includes('INTERNAL-ONLY'), text);
        assert.ok(!text.includes('"handleType":3') && !text.includes('"handleType":4'), text);
      }
      const last = answers.at(-1)!.data as WorkOrder;
      assert.deepEqual(last.handleList!.map((h) => h.handleType), [1, 2, 2]);
      assert.equal(last.handleList![0]!.handleContent, 'We will pick it up &lt;tomorrow&gt;.');
      assert.equal(last.handleList![0]!.handleWoStatus, 2);
      assert.equal(last.woStatus, 1, 'the customer reply on waiting moved it to accepted');
    });

    it('status rules: a customer reply on waiting or resolved → accepted; on closed → 409 and nothing written', async () => {
      const o = await addOrder(t.app, a.token);
      const reply = (text: string) => post<WorkOrder>(t.app, P.addWoHandleInfo, { woId: o.woId, handleContent: text }, a.token);
      const r0 = await reply('still new');
      assert.equal(r0.data.woStatus, 0, 'not handled stays');
      for (const from of [2, 3]) {
        await desk(t.app, agent, 'wo/update', { woId: o.woId, status: from });
        const r = await reply(`from ${from}`);
        assert.equal(r.status, 200, r.msg);
        assert.equal(r.data.woStatus, 1);
        assert.equal(r.data.handleList!.at(-1)!.handleWoStatus, 1);
      }
      for (const closed of [5, 99]) {
        await desk(t.app, agent, 'wo/update', { woId: o.woId, status: closed });
        const before = (await post<WorkOrder>(t.app, P.queryWoById, { woId: o.woId }, a.token)).data.handleList!.length;
        const r = await reply('hello?');
        assert.equal(r.status, 409);
        assert.equal(r.msg, 'work order is closed');
        const l = await linkPost(t.app, P.addReplay, { woId: o.woId, handleContent: 'hello?' }, o.token);
        assert.equal(l.status, 409);
        assert.equal((await post<WorkOrder>(t.app, P.queryWoById, { woId: o.woId }, a.token)).data.handleList!.length, before);
      }
      const empty = await post(t.app, P.addWoHandleInfo, { woId: o.woId, handleContent: '   ' }, a.token);
      assert.equal(empty.status, 400);
      assert.match(empty.msg, /handleContent/);
    });

    it('a reply retried with its localId is stored once', async () => {
      const o = await addOrder(t.app, a.token);
      const img = await uploadImage(t.app, a.token);
      const body = { woId: o.woId, handleContent: 'photo attached', localId: 'r-1', woFileRelVoList: [img] };
      const one = await post<WorkOrder>(t.app, P.addWoHandleInfo, body, a.token);
      const two = await post<WorkOrder>(t.app, P.addWoHandleInfo, body, a.token);
      assert.equal(one.status, 200, one.msg);
      assert.equal(two.data.handleList!.length, 1);
      assert.equal(two.data.handleList![0]!.woFileVoList![0]!.fileUrl, img.fileUrl);
      const elsewhere = await addOrder(t.app, a.token);
      const reused = await post(t.app, P.addWoHandleInfo, { ...body, woId: elsewhere.woId }, a.token);
      assert.equal(reused.status, 409);
    });
  });
}
