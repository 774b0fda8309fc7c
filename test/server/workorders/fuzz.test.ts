/** Property tests: random and hostile bodies at the work-order routes (visitor, link page, desk) — never a 5xx, never a hang. */
import { before, describe } from 'node:test';
import { DESK_API } from '../../../protocol';
import { ROOMY_STAFF_WRITES, useTestApp } from '../helpers';
import { fuzzJsonRoutes } from '../fuzz-kit';
import { signIn, startVisitor } from '../human/kit';
import type { Visitor } from '../human/kit';
import { P } from './kit';

describe('hostile input at the work-order routes', () => {
  const t = useTestApp({ seed: true, env: ROOMY_STAFF_WRITES });
  let v: Visitor;
  let agent: string;
  let admin: string;
  before(async () => {
    v = await startVisitor(t.app, {}, undefined, 'demo-wo');
    agent = (await signIn(t.app, 'agent1')).token;
    admin = (await signIn(t.app, 'admin')).token;
  });
  const add = ['woContent', 'woTitle', 'woTypeId', 'woType', 'cusFieldConfigInfoVoList', 'woFileRelVoList', 'localId', 'customerName', 'customerPhone', 'customerEmail', 'woStartWay'];
  const reply = ['woId', 'handleContent', 'woFileRelVoList', 'localId', 'token'];
  fuzzJsonRoutes(() => ({ app: t.app, tokens: [v.token, undefined] }), [
    { path: P.addWo, fields: add },
    { path: P.template, fields: ['templateId', 'tenantId'] },
    { path: P.byTypeId, fields: ['id'] },
    { path: P.mine, fields: ['tenantId'] },
    { path: P.woinfo, fields: ['id', 'token'] },
    { path: P.queryWoById, fields: ['woId', 'token'] },
    { path: P.addReplay, fields: reply },
    { path: P.addWoHandleInfo, fields: reply },
  ], 15);
  fuzzJsonRoutes(() => ({ app: t.app, tokens: [agent] }), [
    { path: `${DESK_API}wo/list`, fields: ['status', 'priority', 'typeId', 'assignee', 'groupId', 'q', 'cursor', 'limit'] },
    { path: `${DESK_API}wo/reply`, fields: ['woId', 'content', 'internal', 'status', 'files', 'localId'] },
    { path: `${DESK_API}wo/update`, fields: ['woId', 'status', 'priority', 'assigneeAgentId', 'assigneeGroupId'] },
    { path: `${DESK_API}wo/fromLeaveMessage`, fields: ['leaveMsgId', 'typeId'] },
  ], 15);
  fuzzJsonRoutes(() => ({ app: t.app, tokens: [admin] }), [
    { path: `${DESK_API}admin/woTypes/set`, fields: ['typeId', 'typeName', 'enabled', 'fields'] },
    { path: `${DESK_API}admin/woTypes/delete`, fields: ['typeId'] },
  ], 15);
});
