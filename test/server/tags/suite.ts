/**
 * Tags on conversations (docs/api.md "Tags"): the admin's list (create, rename, recolour, delete,
 * names and limits), tagging any conversation of the tenant (order, idempotence, limits), roles,
 * tenant isolation, and the desk events every agent of the tenant hears.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { OutType, TagLimits } from '../../../protocol';
import type { DeskEvent, DeskTag } from '../../../protocol';
import { tenantTopic } from '../../../server/bus';
import { ROOMY_STAFF_WRITES, seededOn, useTestApp } from '../helpers';
import type { Backend } from '../helpers';
import { desk, otherTenant, signIn, startVisitor } from '../human/kit';

type Tags = { sessionId: string; tags: string[] };

export function runTagSuite(backend: Backend): void {
  describe(`tags on conversations, on ${backend}`, () => {
    const t = useTestApp(seededOn(backend, ROOMY_STAFF_WRITES));
    let agent1: string;
    let agent2: string;
    let admin: string;

    const setTag = async (body: Record<string, unknown>, token = admin) => desk<DeskTag>(t.app, token, 'admin/tags/set', body);
    const make = async (name: string, color = 'blue'): Promise<DeskTag> => {
      const r = await setTag({ name, color });
      assert.equal(r.status, 200, r.msg);
      return r.data;
    };
    const list = async (token = agent1): Promise<DeskTag[]> => {
      const r = await desk<{ tags: DeskTag[] }>(t.app, token, 'tags/list');
      assert.equal(r.status, 200, r.msg);
      return r.data.tags;
    };
    const tagConv = (body: Record<string, unknown>, token = agent1) => desk<Tags>(t.app, token, 'conversation/tags', body);
    const newSession = async (): Promise<string> => (await startVisitor(t.app)).sessionId;
    /** delete every tag of the demo tenant (tests share one app) */
    const clear = async () => { for (const g of await list()) assert.equal((await desk(t.app, admin, 'admin/tags/delete', { tagId: g.tagId })).status, 200); };

    before(async () => {
      agent1 = (await signIn(t.app, 'agent1')).token;
      agent2 = (await signIn(t.app, 'agent2')).token;
      admin = (await signIn(t.app, 'admin')).token;
    });

    it('admins create, rename and recolour tags; every agent lists them by name with counts', async () => {
      await clear();
      const vip = await make('  VIP  ', 'purple');
      assert.equal(vip.name, 'VIP');
      assert.equal(vip.color, 'purple');
      assert.equal(vip.count, 0);
      assert.match(vip.tagId, /^t[0-9a-f]{16}$/);
      const refund = await make('refund', 'red');
      const a = await make('Auf Wiedersehen', 'gray');
      assert.deepEqual((await list()).map((g) => g.name), ['Auf Wiedersehen', 'refund', 'VIP']);
      assert.deepEqual((await list(agent2)).map((g) => g.tagId), [a.tagId, refund.tagId, vip.tagId]);
      const s = await newSession();
      assert.equal((await tagConv({ sessionId: s, add: [vip.tagId] })).status, 200);
      const renamed = await setTag({ tagId: vip.tagId, name: 'Important', color: 'orange' });
      assert.equal(renamed.status, 200, renamed.msg);
      assert.deepEqual(renamed.data, { tagId: vip.tagId, name: 'Important', color: 'orange', count: 1 });
      // a new case of its own name is a rename, not a duplicate
      assert.equal((await setTag({ tagId: vip.tagId, name: 'IMPORTANT', color: 'orange' })).data.name, 'IMPORTANT');
      assert.deepEqual((await list()).map((g) => [g.name, g.count]), [['Auf Wiedersehen', 0], ['IMPORTANT', 1], ['refund', 0]]);
    });

    it('refuses agents every admin/tags call (403) and strangers everything (401)', async () => {
      const g = await make('roles-check');
      for (const [path, body] of [['admin/tags/set', { name: 'x', color: 'red' }], ['admin/tags/set', { tagId: g.tagId, name: 'y', color: 'red' }], ['admin/tags/delete', { tagId: g.tagId }]] as const) {
        assert.equal((await desk(t.app, agent1, path, body)).status, 403, path);
      }
      for (const path of ['tags/list', 'conversation/tags', 'admin/tags/set', 'admin/tags/delete']) assert.equal((await desk(t.app, undefined, path, {})).status, 401, path);
      assert.equal((await list()).find((x) => x.tagId === g.tagId)?.name, 'roles-check');
    });

    it('checks names: trimmed, 1–32 characters, one line, unique case- and width-insensitively (409)', async () => {
      await clear();
      const vip = await make('VIP');
      const dup = await setTag({ name: ' vip ', color: 'red' });
      assert.equal(dup.status, 409);
      assert.equal(dup.msg, 'name: a tag named "VIP" exists');
      assert.equal((await setTag({ name: 'ＶＩＰ', color: 'red' })).status, 409);
      const other = await make('Other');
      const rename = await setTag({ tagId: other.tagId, name: 'Vip', color: 'red' });
      assert.equal(rename.status, 409);
      assert.equal(rename.msg, 'name: a tag named "VIP" exists');
      assert.equal((await setTag({ name: '   ', color: 'red' })).msg, 'name: must not be empty');
      assert.equal((await setTag({ name: 'x'.repeat(33), color: 'red' })).msg, 'name: at most 32 characters');
      // 32 characters are code points: CJK and emoji count one each
      assert.equal((await setTag({ name: '退'.repeat(31) + '😀', color: 'red' })).status, 200);
      assert.equal((await setTag({ name: 'a\nb', color: 'red' })).msg, 'name: must be one line without control characters');
      assert.equal((await setTag({ name: 'pink', color: 'pink' })).status, 400);
      assert.equal((await setTag({ name: 'no-colour' })).status, 400);
      assert.equal((await setTag({ tagId: 'nope', name: 'ghost', color: 'red' })).status, 404);
      assert.equal((await list()).filter((g) => g.tagId === vip.tagId).length, 1);
    });

    it(`keeps at most ${TagLimits.perTenant} tags per tenant (409), and a rename still works at the limit`, async () => {
      await clear();
      for (let i = 0; i < TagLimits.perTenant; i++) await t.services.tags.set('demo', { name: `bulk ${String(i).padStart(3, '0')}`, color: 'gray' });
      const over = await setTag({ name: 'one too many', color: 'red' });
      assert.equal(over.status, 409);
      assert.equal(over.msg, `at most ${TagLimits.perTenant} tags per tenant: delete one first`);
      const first = (await list())[0]!;
      assert.equal((await setTag({ tagId: first.tagId, name: 'renamed', color: 'green' })).status, 200);
      assert.equal((await list()).length, TagLimits.perTenant);
      await clear();
    });

    it('tags any conversation of the tenant, open or ended, in the order added, idempotently', async () => {
      await clear();
      const [a, b, c] = [await make('a-tag'), await make('b-tag'), await make('c-tag')];
      const v = await startVisitor(t.app);
      const s = v.sessionId;
      assert.deepEqual((await tagConv({ sessionId: s })).data, { sessionId: s, tags: [] });
      assert.deepEqual((await tagConv({ sessionId: s, add: [c.tagId, a.tagId] })).data.tags, [c.tagId, a.tagId]);
      // again, and by the other agent (not the chat's): nothing changes
      assert.deepEqual((await tagConv({ sessionId: s, add: [a.tagId, a.tagId] }, agent2)).data.tags, [c.tagId, a.tagId]);
      assert.deepEqual((await tagConv({ sessionId: s, add: [b.tagId], remove: [c.tagId] })).data.tags, [a.tagId, b.tagId]);
      assert.deepEqual((await tagConv({ sessionId: s, remove: [c.tagId] })).data.tags, [a.tagId, b.tagId]);
      // re-added: last
      assert.deepEqual((await tagConv({ sessionId: s, add: [c.tagId] })).data.tags, [a.tagId, b.tagId, c.tagId]);
      assert.deepEqual((await tagConv({ sessionId: s }, admin)).data.tags, [a.tagId, b.tagId, c.tagId]);
      await t.services.chat.closeSession(v.id, OutType.over);
      assert.deepEqual((await tagConv({ sessionId: s, remove: [a.tagId] })).data.tags, [b.tagId, c.tagId]);
      assert.deepEqual((await list()).map((g) => [g.name, g.count]), [['a-tag', 0], ['b-tag', 1], ['c-tag', 1]]);
      const both = await tagConv({ sessionId: s, add: [a.tagId], remove: [a.tagId] });
      assert.equal(both.status, 400);
      assert.match(both.msg, /^add: /);
    });

    it(`refuses unknown tags and conversations (404) and more than ${TagLimits.perConversation} tags (409)`, async () => {
      await clear();
      const many: DeskTag[] = [];
      for (let i = 0; i < TagLimits.perConversation + 1; i++) many.push(await make(`n${i}`));
      const s = await newSession();
      const unknown = await tagConv({ sessionId: s, add: [many[0]!.tagId, 'tnope'] });
      assert.equal(unknown.status, 404);
      assert.equal(unknown.msg, 'tag not found: tnope');
      assert.deepEqual((await tagConv({ sessionId: s })).data.tags, [], 'all or nothing');
      assert.equal((await tagConv({ sessionId: s, remove: ['tnope'] })).status, 404);
      const noConv = await tagConv({ sessionId: 'no-such-session', add: [many[0]!.tagId] });
      assert.equal(noConv.status, 404);
      assert.equal(noConv.msg, 'sessionId: no such conversation');
      const tooMany = await tagConv({ sessionId: s, add: many.map((g) => g.tagId) });
      assert.equal(tooMany.status, 409);
      assert.equal(tooMany.msg, `a conversation has at most ${TagLimits.perConversation} tags`);
      const ten = many.slice(0, TagLimits.perConversation).map((g) => g.tagId);
      assert.deepEqual((await tagConv({ sessionId: s, add: ten })).data.tags, ten);
      assert.equal((await tagConv({ sessionId: s, add: [many.at(-1)!.tagId] })).status, 409);
      // swapping one for another at the limit is fine
      assert.equal((await tagConv({ sessionId: s, add: [many.at(-1)!.tagId], remove: [ten[0]!] })).status, 200);
      // two agents adding at once never pass the limit
      const s2 = await newSession();
      await tagConv({ sessionId: s2, add: many.slice(0, TagLimits.perConversation - 1).map((g) => g.tagId) });
      const race = await Promise.all([tagConv({ sessionId: s2, add: [many[9]!.tagId] }), tagConv({ sessionId: s2, add: [many[10]!.tagId] }, agent2)]);
      assert.deepEqual(race.map((r) => r.status).sort(), [200, 409]);
      assert.equal((await tagConv({ sessionId: s2 })).data.tags.length, TagLimits.perConversation);
    });

    it('deleting a tag takes it off every conversation', async () => {
      await clear();
      const [gone, stays] = [await make('gone'), await make('stays')];
      const s1 = await newSession();
      const s2 = await newSession();
      await tagConv({ sessionId: s1, add: [gone.tagId, stays.tagId] });
      await tagConv({ sessionId: s2, add: [gone.tagId] });
      const del = await desk<{ tagId: string; removedFrom: number }>(t.app, admin, 'admin/tags/delete', { tagId: gone.tagId });
      assert.deepEqual(del.data, { tagId: gone.tagId, removedFrom: 2 });
      assert.deepEqual((await tagConv({ sessionId: s1 })).data.tags, [stays.tagId]);
      assert.deepEqual((await tagConv({ sessionId: s2 })).data.tags, []);
      assert.deepEqual((await list()).map((g) => g.name), ['stays']);
      assert.equal((await desk(t.app, admin, 'admin/tags/delete', { tagId: gone.tagId })).status, 404);
      assert.equal((await tagConv({ sessionId: s1, add: [gone.tagId] })).status, 404);
    });

    it("keeps tenants apart: another tenant's tag or conversation answers like a missing one", async () => {
      await clear();
      const demoTag = await make('demo-only');
      const s = await newSession();
      await tagConv({ sessionId: s, add: [demoTag.tagId] });
      const acme = await otherTenant(t);
      assert.deepEqual(await list(acme.agent.token), []);
      const acmeTag = (await setTag({ name: 'demo-only', color: 'red' }, acme.admin.token)).data;
      assert.equal(acmeTag.name, 'demo-only', 'names are per tenant');
      const missing = await tagConv({ sessionId: 'no-such-session' }, acme.agent.token);
      const foreign = await tagConv({ sessionId: s }, acme.agent.token);
      assert.deepEqual([foreign.status, foreign.msg], [missing.status, missing.msg]);
      assert.equal((await tagConv({ sessionId: s, add: [acmeTag.tagId] }, acme.agent.token)).status, 404);
      const foreignTag = await tagConv({ sessionId: s, add: [acmeTag.tagId] });
      assert.deepEqual([foreignTag.status, foreignTag.msg], [404, `tag not found: ${acmeTag.tagId}`]);
      const rename = await setTag({ tagId: demoTag.tagId, name: 'stolen', color: 'red' }, acme.admin.token);
      const ghost = await setTag({ tagId: 'tghost', name: 'stolen', color: 'red' }, acme.admin.token);
      assert.deepEqual([rename.status, rename.msg], [ghost.status, ghost.msg]);
      assert.equal((await desk(t.app, acme.admin.token, 'admin/tags/delete', { tagId: demoTag.tagId })).status, 404);
      assert.deepEqual((await list()).map((g) => [g.name, g.count]), [['demo-only', 1]]);
      assert.deepEqual((await list(acme.agent.token)).map((g) => [g.name, g.count]), [['demo-only', 0]]);
    });

    it("tells every desk of the tenant (and no other tenant's) after each change", async () => {
      await clear();
      const demo: DeskEvent[] = [];
      const acme: DeskEvent[] = [];
      const offs = [
        t.services.bus.subscribe(tenantTopic('demo'), (e) => { if (e.kind === 'desk') demo.push(e.agentId ? { type: 'error', code: 0, msg: `targeted ${e.event.type}` } : e.event); }),
        t.services.bus.subscribe(tenantTopic('acme'), (e) => { if (e.kind === 'desk') acme.push(e.event); }),
      ];
      try {
        const g = await make('evented');
        const s = await newSession();
        await tagConv({ sessionId: s, add: [g.tagId] });
        await tagConv({ sessionId: s, add: [g.tagId] }); // no change: no event
        await tagConv({ sessionId: s, remove: [g.tagId] });
        await setTag({ tagId: g.tagId, name: 'evented', color: 'teal' });
        await desk(t.app, admin, 'admin/tags/delete', { tagId: g.tagId });
        await setTag({ name: 'x'.repeat(40), color: 'red' }); // refused: no event
        await new Promise((r) => setTimeout(r, 20));
        assert.deepEqual(demo, [
          { type: 'tags.changed' },
          { type: 'conversation.tagged', sessionId: s, tags: [g.tagId] },
          { type: 'conversation.tagged', sessionId: s, tags: [] },
          { type: 'tags.changed' },
          { type: 'tags.changed' },
        ]);
        assert.deepEqual(acme.filter((e) => e.type === 'tags.changed' || e.type === 'conversation.tagged'), []);
      } finally {
        for (const off of offs) off();
      }
    });
  });
}
