/**
 * Property tests: random and hostile bodies at fromRequest — never a 5xx, never a hang, and
 * never a connection off loopback (the harness's connect guard and spy transports).
 */
import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import { Endpoints } from '../../../protocol';
import { useTestApp } from '../helpers';
import { fuzzJsonRoutes } from '../fuzz-kit';
import { startVisitor } from '../uploads/extras-kit';
import type { Visitor } from '../uploads/extras-kit';
import { blockedConnects, configureTarget, spies, useService } from './harness';

describe('hostile input at fromRequest', () => {
  const t = useTestApp();
  let v: Visitor;
  before(async () => {
    useService(t, spies(), { allowInternal: false });
    // targets the fuzzer's strings can hit: all refused by the address policy
    await configureTarget(t, 'loop', 'http://127.0.0.1/', ['name', 'msgContent']);
    await configureTarget(t, 'meta', 'http://169.254.169.254/latest', ['name']);
    v = await startVisitor(t.app);
  });
  after(async () => {
    assert.deepEqual(blockedConnects, []);
  });
  fuzzJsonRoutes(() => ({ app: t.app, tokens: [v.token, undefined] }), [
    { path: Endpoints.fromRequest.path, fields: ['url', 'formId', 'method', 'headers', 'contentType', 'requestBody', 'msgId'] },
  ], 60);
});
