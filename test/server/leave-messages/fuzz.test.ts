/** Property tests: random and hostile bodies at the leave-message routes — never a 5xx, never a hang. */
import { before, describe } from 'node:test';
import { Endpoints } from '../../../protocol';
import { useTestApp } from '../helpers';
import { fuzzJsonRoutes } from '../fuzz-kit';
import { startVisitor } from '../uploads/extras-kit';
import type { Visitor } from '../uploads/extras-kit';

describe('hostile input at the leave-message routes', () => {
  const t = useTestApp();
  let v: Visitor;
  before(async () => {
    v = await startVisitor(t.app);
  });
  const form = ['customerName', 'customerPhone', 'customerEmail', 'msgContent'];
  fuzzJsonRoutes(() => ({ app: t.app, tokens: [v.token, undefined] }), [
    { path: Endpoints.leaveMsg.path, fields: form },
    { path: Endpoints.submitMessage.path, fields: form },
    { path: Endpoints.getLeaveMsgList.path, fields: [] },
    { path: Endpoints.getLeaveMsg.path, fields: [] },
    { path: Endpoints.getOfflineMsg.path, fields: ['pollId'] },
  ]);
});
