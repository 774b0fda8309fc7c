/**
 * Property tests (security-cases "Protocol abuse"): random and hostile bodies at the robot's
 * visitor routes — wrong types, deep nesting, huge strings, NUL, lone surrogates, prototype
 * keys, ids of other tenants, non-object bodies. Never a 500, never a hang, the envelope code
 * mirrors the status, and nothing leaks across tenants.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Endpoints } from '../../../protocol';
import type { EndpointName } from '../../../protocol';
import { fuzzJsonRoutes } from '../fuzz-kit';
import { useTestApp } from '../helpers';
import { otherTenant, startVisitor } from './routes-kit';
import type { Visitor } from './routes-kit';

const ROUTES: EndpointName[] = ['robotAsk', 'robotTips', 'getRobotDoc', 'commentDoc', 'visitorCommentDoc'];
/** the body fields the routes read (the kit adds userId, tenantId, channelId and prototype keys) */
const FIELDS = [
  'question', 'docId', 'itemId', 'nodeId', 'button', 'bingCode', 'bindValue', 'click', 'robotNo', 'agentTime', 'id',
  'customerToken', 'customerParameters', 'isUseful', 'msgId', 'sessionId',
];
const RUNS = 40;

describe('hostile bodies at the robot routes', () => {
  const t = useTestApp();
  let demo: Visitor;
  before(async () => {
    await otherTenant(t);
    demo = await startVisitor(t.app);
  });

  fuzzJsonRoutes(() => ({
    app: t.app,
    tokens: [demo.token, demo.token, demo.token, undefined],
    // past the rate limit now and then, so the deeper paths run too
    beforeRun: () => t.clock.advance(600),
    // the other tenant's knowledge base never reaches a demo visitor
    check: (body, label) => assert.doesNotMatch(body, /Acme internal|42% off/, label),
  }), ROUTES.map((name) => ({ path: Endpoints[name].path, fields: FIELDS })), RUNS);

  it('parallel votes on one answer: exactly one counts', async () => {
    const v = await startVisitor(t.app);
    const a = await t.app.inject({ method: 'POST', url: Endpoints.robotAsk.path, headers: { 'content-type': 'application/json', authorization: `Bearer ${v.token}` }, payload: JSON.stringify({ docId: 'presale' }) });
    const msgId = (JSON.parse(a.body) as { data: { msgId: string } }).data.msgId;
    const before = (await t.services.robot.kb.get('demo', 'presale')).upVotes;
    const codes = await Promise.all(Array.from({ length: 5 }, () => t.app.inject({
      method: 'POST', url: Endpoints.commentDoc.path, headers: { 'content-type': 'application/json', authorization: `Bearer ${v.token}` },
      payload: JSON.stringify({ docId: 'presale', isUseful: 0, msgId }),
    }).then((r) => r.statusCode)));
    assert.deepEqual(codes.sort(), [200, 409, 409, 409, 409]);
    assert.equal((await t.services.robot.kb.get('demo', 'presale')).upVotes, before + 1);
  });
});
