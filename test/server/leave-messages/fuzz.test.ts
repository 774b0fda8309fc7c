/** Property tests: random and hostile bodies at the leave-message routes — never a 5xx, never a hang. */
import { after, before, describe, it } from 'node:test';
import { Endpoints } from '../../../src/protocol';
import { makeTestApp } from '../helpers';
import type { TestApp } from '../helpers';
import { fuzzJsonRoutes, startVisitor } from '../uploads/extras-kit';
import type { Visitor } from '../uploads/extras-kit';

describe('hostile input at the leave-message routes', () => {
  let t: TestApp;
  let v: Visitor;
  before(async () => {
    t = await makeTestApp({ seed: true });
    v = await startVisitor(t.app);
  });
  after(async () => {
    await t.close();
  });
  const form = ['customerName', 'customerPhone', 'customerEmail', 'msgContent'];
  fuzzJsonRoutes(it, () => ({ app: t.app, tokens: [v.token, undefined] }), [
    { path: Endpoints.leaveMsg.path, fields: form },
    { path: Endpoints.submitMessage.path, fields: form },
    { path: Endpoints.getLeaveMsgList.path, fields: [] },
    { path: Endpoints.getLeaveMsg.path, fields: [] },
    { path: Endpoints.getOfflineMsg.path, fields: ['pollId'] },
  ]);
});
