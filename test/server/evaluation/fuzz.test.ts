/** Property tests: random and hostile bodies at the evaluation routes — never a 5xx, never a hang. */
import { before, describe } from 'node:test';
import { Endpoints } from '../../../protocol';
import { useTestApp } from '../helpers';
import { fuzzJsonRoutes } from '../fuzz-kit';
import { startManualVisitor, startVisitor } from '../uploads/extras-kit';
import type { Visitor } from '../uploads/extras-kit';

describe('hostile input at the evaluation routes', () => {
  const t = useTestApp();
  let robot: Visitor;
  let ended: Visitor;
  before(async () => {
    robot = await startVisitor(t.app);
    ended = await startManualVisitor(t);
    await t.services.chat.closeSession(ended.id, 2);
  });
  fuzzJsonRoutes(() => ({ app: t.app, tokens: [robot.token, ended.token, undefined] }), [
    { path: Endpoints.msgEvaluate.path, fields: ['tenantId', 'channelId'] },
    { path: Endpoints.getEvaluateInfo.path, fields: [] },
    { path: Endpoints.isEvaluate.path, fields: [] },
    {
      path: Endpoints.evaluate.path,
      fields: ['sessionId', 'evaluateRobotTag', 'evaluateRobotSolve', 'evaluateRobotMode', 'evaluateRobotContent', 'evaluateAdminSolve', 'evaluateAdminMode', 'evaluateAdminContent', 'evaluateAdminStar', 'evaluateAdminTag'],
    },
  ], 40);
});
