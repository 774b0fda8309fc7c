/**
 * Property tests (security-cases "Protocol abuse", "Uploads"): random and hostile bodies at the
 * upload routes — JSON, random multipart structures, junk bytes — and random file ids. Never a
 * 5xx, never a hang, never a leftover temp file.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { Endpoints } from '../../../protocol';
import { useTestApp } from '../helpers';
import { fuzzJsonRoutes, hitNever500 } from '../fuzz-kit';
import { BOUNDARY, HTML, PNG, multipart, startManualVisitor, startVisitor, uploadsOnDisk } from './extras-kit';
import type { Part, Visitor } from './extras-kit';

describe('hostile input at the upload routes', () => {
  const t = useTestApp();
  let robot: Visitor;
  let manual: Visitor;
  before(async () => {
    robot = await startVisitor(t.app);
    manual = await startManualVisitor(t);
  });

  fuzzJsonRoutes(() => ({ app: t.app, tokens: [manual.token, robot.token, undefined] }), [
    { path: Endpoints.uploadBase64.path, fields: ['imgData'] },
    { path: Endpoints.upload.path, fields: ['file'] },
    { path: Endpoints.woUpload.path, fields: ['file'] },
  ], 20);

  const part: fc.Arbitrary<Part> = fc.record({
    name: fc.oneof(fc.constantFrom('file', 'userId', '__proto__', 'constructor', ''), fc.string({ maxLength: 20 }).map((s) => s.replace(/["\r\n]/g, ''))),
    data: fc.oneof(fc.constantFrom<Buffer | string>(PNG, HTML, '', 'x'), fc.uint8Array({ maxLength: 2000 }).map((a) => Buffer.from(a))),
    filename: fc.option(fc.string({ maxLength: 40 }).map((s) => s.replace(/["\r\n]/g, '')), { nil: undefined }),
    contentType: fc.option(fc.constantFrom('image/png', 'text/html', 'application/json', 'x/y'), { nil: undefined }),
  }, { requiredKeys: ['name', 'data'] });

  for (const path of [Endpoints.upload.path, Endpoints.woUpload.path]) {
    it(`${path}: random multipart structures, truncations and junk`, async () => {
      await fc.assert(fc.asyncProperty(
        fc.array(part, { maxLength: 14 }), fc.boolean(), fc.nat({ max: 4000 }), fc.constantFrom(manual.token, robot.token),
        fc.constantFrom(`multipart/form-data; boundary=${BOUNDARY}`, 'multipart/form-data', 'multipart/form-data; boundary=', 'multipart/mixed; boundary=x'),
        async (parts, truncate, cut, token, type) => {
          let body = multipart(parts);
          if (truncate) body = body.subarray(0, Math.min(cut, body.length));
          await hitNever500(t.app, { method: 'POST', url: path, payload: body, headers: { 'content-type': type, authorization: `Bearer ${token}` } }, `${path} ${parts.length} parts`);
          // whatever the outcome, the request leaves no temp file behind
          assert.deepEqual(uploadsOnDisk(t).temp, [], 'no leftover temp files');
        },
      ), { numRuns: 60 });
    });
  }

  it('random file ids: 400 or 404, never a file', async () => {
    await fc.assert(fc.asyncProperty(fc.oneof(fc.string({ maxLength: 40 }), fc.stringMatching(/^[0-9a-f]{32}$/)), async (id) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/files/${encodeURIComponent(id)}` });
      assert.ok([400, 404].includes(res.statusCode), `${id} → ${res.statusCode}`);
    }), { numRuns: 100 });
  });
});
