/** Property tests: random and hostile bodies at the report routes (admin only) — never a 5xx, never a hang. */
import { before, describe } from 'node:test';
import { DESK_API } from '../../../protocol';
import { useTestApp } from '../helpers';
import { fuzzJsonRoutes } from '../fuzz-kit';
import { signIn } from '../human/kit';

describe('hostile input at the report routes', () => {
  const t = useTestApp({ seed: true });
  let agent: string;
  let admin: string;
  before(async () => {
    agent = (await signIn(t.app, 'agent1')).token;
    admin = (await signIn(t.app, 'admin')).token;
  });
  fuzzJsonRoutes(() => ({ app: t.app, tokens: [admin, agent] }), [
    { path: `${DESK_API}admin/reports/summary`, fields: ['from', 'to', 'channelId'] },
    { path: `${DESK_API}admin/reports/drill`, fields: ['from', 'to', 'channelId', 'metric', 'key', 'cursor'] },
  ], 20);
});
