/** Property tests: random and hostile bodies at the evaluation routes — never a 5xx, never a hang. */
import { after, before, describe, it } from 'node:test';
import { Endpoints } from '../../../src/protocol';
import { makeTestApp } from '../helpers';
import type { TestApp } from '../helpers';
import { fuzzJsonRoutes, makeManual, startVisitor } from '../uploads/extras-kit';
import type { Visitor } from '../uploads/extras-kit';

describe('hostile input at the evaluation routes', () => {
  let t: TestApp;
  let robot: Visitor;
  let ended: Visitor;
  before(async () => {
    t = await makeTestApp({ seed: true });
    robot = await startVisitor(t.app);
    ended = await startVisitor(t.app);
    await makeManual(t, ended);
    await t.services.chat.closeSession(ended.id, 2);
  });
  after(async () => {
    await t.close();
  });
  fuzzJsonRoutes(it, () => ({ app: t.app, tokens: [robot.token, ended.token, undefined] }), [
    { path: Endpoints.msgEvaluate.path, fields: ['tenantId', 'channelId'] },
    { path: Endpoints.getEvaluateInfo.path, fields: [] },
    { path: Endpoints.isEvaluate.path, fields: [] },
    {
      path: Endpoints.evaluate.path,
      fields: ['sessionId', 'evaluateRobotTag', 'evaluateRobotSolve', 'evaluateRobotMode', 'evaluateRobotContent', 'evaluateAdminSolve', 'evaluateAdminMode', 'evaluateAdminContent', 'evaluateAdminStar', 'evaluateAdminTag'],
    },
  ], 40);
});
