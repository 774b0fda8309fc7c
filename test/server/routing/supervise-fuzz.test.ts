/** Property tests: random and hostile bodies at the supervision routes (admin only) — never a 5xx, never a hang. */
import { before, describe } from 'node:test';
import { DESK_API } from '../../../protocol';
import { useTestApp } from '../helpers';
import { fuzzJsonRoutes } from '../fuzz-kit';
import { signIn } from '../human/kit';
import { LIMITS_ENV } from '../human/suite-routing';

describe('hostile input at the supervision routes', () => {
  const t = useTestApp({ seed: true, env: LIMITS_ENV });
  let agent: string;
  let admin: string;
  before(async () => {
    agent = (await signIn(t.app, 'agent1')).token;
    admin = (await signIn(t.app, 'admin')).token;
  });
  fuzzJsonRoutes(() => ({ app: t.app, tokens: [admin, agent] }), [
    { path: `${DESK_API}admin/team`, fields: [] },
    { path: `${DESK_API}admin/supervise/note`, fields: ['sessionId', 'msgContent', 'id'] },
    { path: `${DESK_API}admin/supervise/takeOver`, fields: ['sessionId'] },
    { path: `${DESK_API}admin/supervise/reassign`, fields: ['sessionId', 'toAgentId'] },
  ], 20);
});
