/**
 * `groups/list` (docs/api.md "Sign-in, account, presence"): any signed-in agent gets the tenant's
 * group ids and names for the transfer dialog — its own tenant's only, no member lists — and a
 * call without a desk token is refused.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { makeTestApp } from '../helpers';
import type { TestApp } from '../helpers';
import { desk, otherTenant, signIn } from './kit';

type Groups = { groups: Record<string, unknown>[] };

describe('groups/list for agents', () => {
  let t: TestApp;
  before(async () => { t = await makeTestApp({ seed: true }); });
  after(async () => { await t.close(); });

  it('an agent sees its tenant\'s group names without members; another tenant sees only its own; no token is 401', async () => {
    const a1 = await signIn(t.app, 'agent1');
    const r = await desk<Groups>(t.app, a1.token, 'groups/list');
    assert.equal(r.status, 200, r.msg);
    const ids = r.data.groups.map((g) => g.groupId).sort();
    assert.ok(ids.includes('g-presales') && ids.includes('g-aftersales'), JSON.stringify(ids));
    for (const g of r.data.groups) assert.deepEqual(Object.keys(g).sort(), ['groupId', 'groupName']);

    const acme = await otherTenant(t);
    const theirs = await desk<Groups>(t.app, acme.agent.token, 'groups/list');
    assert.deepEqual(theirs.data.groups, []);

    assert.equal((await desk(t.app, undefined, 'groups/list')).status, 401);
    assert.equal((await desk(t.app, a1.token, 'groups/list', { extra: 1 })).status, 400);
  });
});
