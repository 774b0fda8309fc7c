/** Property tests: random and hostile bodies at the tag routes (agent and admin) — never a 5xx, never a hang. */
import { before, describe } from 'node:test';
import { DESK_API } from '../../../protocol';
import { ROOMY_STAFF_WRITES, useTestApp } from '../helpers';
import { fuzzJsonRoutes } from '../fuzz-kit';
import { signIn } from '../human/kit';

describe('hostile input at the tag routes', () => {
  const t = useTestApp({ seed: true, env: ROOMY_STAFF_WRITES });
  let agent: string;
  let admin: string;
  before(async () => {
    agent = (await signIn(t.app, 'agent1')).token;
    admin = (await signIn(t.app, 'admin')).token;
  });
  fuzzJsonRoutes(() => ({ app: t.app, tokens: [agent, admin] }), [
    { path: `${DESK_API}tags/list`, fields: [] },
    { path: `${DESK_API}conversation/tags`, fields: ['sessionId', 'add', 'remove'] },
  ], 20);
  fuzzJsonRoutes(() => ({ app: t.app, tokens: [admin, agent] }), [
    { path: `${DESK_API}admin/tags/set`, fields: ['tagId', 'name', 'color'] },
    { path: `${DESK_API}admin/tags/delete`, fields: ['tagId'] },
  ], 20);
});
