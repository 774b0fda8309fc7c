/** Property tests: random and hostile bodies at checkSensitive — never a 5xx, never a hang. */
import { before, describe } from 'node:test';
import { Endpoints } from '../../../protocol';
import { useTestApp } from '../helpers';
import { fuzzJsonRoutes } from '../fuzz-kit';
import { startVisitor } from '../uploads/extras-kit';
import type { Visitor } from '../uploads/extras-kit';

describe('hostile input at checkSensitive', () => {
  const t = useTestApp();
  let v: Visitor;
  before(async () => {
    await t.services.sensitive.setWords('demo', ['idiot', 'x', 'xx', '\u0301', '😀']);
    v = await startVisitor(t.app);
  });
  fuzzJsonRoutes(() => ({ app: t.app, tokens: [v.token, undefined] }), [
    { path: Endpoints.checkSensitive.path, fields: ['msgContent'] },
  ], 60);
});
