/**
 * Property tests: random and hostile bodies at fromRequest — never a 5xx, never a hang, and
 * never a connection off loopback (the harness's connect guard and spy transports).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Endpoints } from '../../../src/protocol';
import { makeTestApp } from '../helpers';
import type { TestApp } from '../helpers';
import { fuzzJsonRoutes, startVisitor } from '../uploads/extras-kit';
import type { Visitor } from '../uploads/extras-kit';
import { blockedConnects, configureTarget, spies, useService } from './harness';

describe('hostile input at fromRequest', () => {
  let t: TestApp;
  let v: Visitor;
  before(async () => {
    t = await makeTestApp({ seed: true });
    useService(t, spies(), { allowInternal: false });
    // targets the fuzzer's strings can hit: all refused by the address policy
    await configureTarget(t, 'loop', 'http://127.0.0.1/', ['name', 'msgContent']);
    await configureTarget(t, 'meta', 'http://169.254.169.254/latest', ['name']);
    v = await startVisitor(t.app);
  });
  after(async () => {
    await t.close();
    assert.deepEqual(blockedConnects, []);
  });
  fuzzJsonRoutes(it, () => ({ app: t.app, tokens: [v.token, undefined] }), [
    { path: Endpoints.fromRequest.path, fields: ['url', 'formId', 'method', 'headers', 'contentType', 'requestBody', 'msgId'] },
  ], 60);
});
