/** Property tests: random and hostile bodies at checkSensitive — never a 5xx, never a hang. */
import { after, before, describe, it } from 'node:test';
import { Endpoints } from '../../../src/protocol';
import { makeTestApp } from '../helpers';
import type { TestApp } from '../helpers';
import { fuzzJsonRoutes, startVisitor } from '../uploads/extras-kit';
import type { Visitor } from '../uploads/extras-kit';

describe('hostile input at checkSensitive', () => {
  let t: TestApp;
  let v: Visitor;
  before(async () => {
    t = await makeTestApp({ seed: true });
    await t.services.sensitive.setWords('demo', ['idiot', 'x', 'xx', '\u0301', '😀']);
    v = await startVisitor(t.app);
  });
  after(async () => {
    await t.close();
  });
  fuzzJsonRoutes(it, () => ({ app: t.app, tokens: [v.token, undefined] }), [
    { path: Endpoints.checkSensitive.path, fields: ['msgContent'] },
  ], 60);
});
