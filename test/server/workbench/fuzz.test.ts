/** Property tests: random and hostile bodies at the workbench routes (admin and agent tokens) — never a 5xx, never a hang. */
import { before, describe } from 'node:test';
import { DESK_API } from '../../../protocol';
import { useTestApp } from '../helpers';
import { fuzzJsonRoutes } from '../fuzz-kit';
import { signIn } from '../human/kit';

describe('hostile input at the robot workbench routes', () => {
  // no rate limit: the fuzzer's many tries must reach the handler, not the 429
  const t = useTestApp({ seed: true, env: { RATE_LIMITS: 'off' } });
  let agent: string;
  let admin: string;
  before(async () => {
    agent = (await signIn(t.app, 'agent1')).token;
    admin = (await signIn(t.app, 'admin')).token;
  });
  fuzzJsonRoutes(() => ({ app: t.app, tokens: [admin, agent] }), [
    { path: `${DESK_API}admin/robot/try`, fields: ['question', 'locale', 'channelId'] },
    { path: `${DESK_API}admin/kb/addSimilar`, fields: ['docId', 'question'] },
    { path: `${DESK_API}admin/kb/triage/list`, fields: ['limit'] },
    { path: `${DESK_API}admin/kb/triage/count`, fields: [] },
    { path: `${DESK_API}admin/kb/triage/session`, fields: ['sessionId'] },
    { path: `${DESK_API}admin/kb/unknown/resolve`, fields: ['questionKey', 'action', 'docId'] },
  ], 20);
});
