/**
 * The uploads suite (spec §5, §7 upload / uploadBase64 / wo upload; DESIGN §5; security-cases
 * "Uploads"), run on SQLite (uploads.sqlite.test.ts) and PostgreSQL (uploads.pg.test.ts).
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Endpoints, Limits } from '../../../protocol';
import { post, seededOn, useTestApp } from '../helpers';
import {
  BOUNDARY, GIF, HTML, JPEG, MP4, PDF, PNG, SVG, channelWith, multipart, postMultipart, startManualVisitor, startVisitor, uploadFile, uploadsOnDisk,
} from './extras-kit';
import type { Visitor } from './extras-kit';

const UP = Endpoints.upload.path;
const B64 = Endpoints.uploadBase64.path;
const WO = Endpoints.woUpload.path;

interface Uploaded { url: string; name: string; suffix: string; size: number; fileType: string }

export function runUploadSuite(backend: 'sqlite' | 'pg'): void {
  describe(`uploads on ${backend}`, () => {
    const t = useTestApp(seededOn(backend, { KEFU_RATE_UPLOAD: '1000/1m' }));
    let manual: Visitor;
    let robot: Visitor;
    const rows = async () => Number((await t.services.deps.store.db.selectFrom('uploads').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const get = (url: string) => t.app.inject({ method: 'GET', url });

    before(async () => {
      manual = await startManualVisitor(t);
      robot = await startVisitor(t.app);
    });

    it('refuses chat uploads outside manual service (403), before reading the file; nothing stored', async () => {
      const before = await rows();
      const r = await uploadFile(t.app, UP, robot.token, PNG, 'a.png');
      assert.equal(r.status, 403);
      const b = await post(t.app, B64, { imgData: PNG.toString('base64') }, robot.token);
      assert.equal(b.status, 403);
      assert.equal(await rows(), before);
      assert.deepEqual(uploadsOnDisk(t).temp, []);
    });

    it('refuses uploads after the manual consultation ended', async () => {
      const v = await startManualVisitor(t);
      assert.equal((await uploadFile(t.app, UP, v.token, PNG, 'a.png')).status, 200);
      await post(t.app, Endpoints.chatClose.path, {}, v.token);
      assert.equal((await uploadFile(t.app, UP, v.token, PNG, 'a.png')).status, 403);
    });

    it('classifies by content: PNG, JPEG, GIF image, MP4 video, PDF file — whatever the name says', async () => {
      const cases: [Buffer, string, string, string][] = [
        [PNG, 'photo.png', 'image', 'image/png'],
        [JPEG, 'photo.dat', 'image', 'image/jpeg'],
        [GIF, 'anim', 'image', 'image/gif'],
        [MP4, 'clip.txt', 'video', 'video/mp4'],
        [PDF, 'doc.jpg', 'file', 'application/pdf'],
      ];
      for (const [data, name, cls, mime] of cases) {
        const r = await uploadFile<Uploaded>(t.app, UP, manual.token, data, name);
        assert.equal(r.status, 200, `${name}: ${r.msg}`);
        assert.equal(r.data.fileType, cls, name);
        const g = await get(r.data.url);
        assert.equal(g.statusCode, 200);
        assert.equal(g.headers['content-type'], mime, name);
        assert.ok(g.rawPayload.equals(data), `${name}: bytes round-trip`);
        assert.equal(g.headers['x-content-type-options'], 'nosniff');
        assert.equal(g.headers['content-security-policy'], "default-src 'none'; sandbox");
        const inline = String(g.headers['content-disposition']).startsWith('inline;');
        assert.equal(inline, cls === 'image', `${name}: only raster images inline`);
      }
      // a name whose extension claims another class gets the real suffix added
      const pdf = await uploadFile<Uploaded>(t.app, UP, manual.token, PDF, 'doc.jpg');
      assert.equal(pdf.data.suffix, 'pdf');
      assert.equal(pdf.data.name, 'doc.jpg.pdf');
    });

    for (const [label, data] of [['HTML', HTML], ['SVG', SVG]] as const) {
      it(`an ${label} file named .png is not an image: not inline, not image/*, downloads as octet-stream`, async () => {
        const r = await uploadFile<Uploaded>(t.app, UP, manual.token, data, 'cute-cat.png');
        assert.equal(r.status, 200);
        assert.equal(r.data.fileType, 'file');
        assert.notEqual(r.data.suffix, 'png');
        assert.ok(!/\.png$/.test(r.data.name), `name ${r.data.name} must not end in .png`);
        const g = await get(r.data.url);
        assert.equal(g.statusCode, 200);
        const type = String(g.headers['content-type']);
        assert.ok(!type.startsWith('image/') && !type.includes('html') && !type.includes('svg') && !type.includes('xml'), type);
        assert.equal(type, 'application/octet-stream');
        assert.ok(String(g.headers['content-disposition']).startsWith('attachment;'));
        assert.equal(g.headers['x-content-type-options'], 'nosniff');
      });
    }

    it('follows the channel buttons: image/video/file flags decide which classes are allowed', async () => {
      await channelWith(t, 'up-img-only', { imageButtonFlag: 1, videoButtonFlag: 0, fileButtonFlag: 0 });
      const v = await startManualVisitor(t, 'up-img-only');
      assert.equal((await uploadFile(t.app, UP, v.token, PNG, 'a.png')).status, 200);
      assert.equal((await uploadFile(t.app, UP, v.token, MP4, 'a.mp4')).status, 403);
      assert.equal((await uploadFile(t.app, UP, v.token, PDF, 'a.pdf')).status, 403);

      await channelWith(t, 'up-none', { imageButtonFlag: 0, videoButtonFlag: 0, fileButtonFlag: 0 });
      const n = await startManualVisitor(t, 'up-none');
      assert.equal((await uploadFile(t.app, UP, n.token, PNG, 'a.png')).status, 403);
      assert.equal((await post(t.app, B64, { imgData: PNG.toString('base64') }, n.token)).status, 403);

      await channelWith(t, 'up-v0', { tenantVersion: 0, imageButtonFlag: 1, videoButtonFlag: 1, fileButtonFlag: 1 });
      const z = await startManualVisitor(t, 'up-v0');
      assert.equal((await uploadFile(t.app, UP, z.token, PNG, 'a.png')).status, 403, 'spec §2: tenantVersion above 0');
      assert.deepEqual(uploadsOnDisk(t).temp, []);
    });

    it('filename attacks are harmless in the answer, in Content-Disposition and on disk', async () => {
      const names: { param: string; label: string }[] = [
        { param: 'filename="<img src=x onerror=alert(1)>.png"', label: 'markup' },
        { param: "filename*=UTF-8''a%0D%0ASet-Cookie%3A%20x%3D1%0D%0A.png", label: 'CRLF' },
        { param: 'filename="../../../../etc/passwd"', label: 'traversal' },
        { param: 'filename="..\\\\..\\\\windows\\\\win.ini"', label: 'windows traversal' },
        { param: "filename*=UTF-8''a%00b.png", label: 'NUL' },
        { param: "filename*=UTF-8''invoice%E2%80%AEgnp.exe", label: 'RTL override' },
        { param: `filename="${'n'.repeat(300)}.png"`, label: '300 bytes' },
        { param: `filename*=UTF-8''${encodeURIComponent('名'.repeat(120))}.png`, label: '360 UTF-8 bytes' },
        { param: "filename*=UTF-8''%22quoted%22%3B%20x%3Dy.png", label: 'quotes' },
        { param: 'filename="..."', label: 'only dots' },
      ];
      for (const { param, label } of names) {
        const r = await postMultipart<Uploaded>(t.app, UP, multipart([{ name: 'file', rawFilenameParam: param, data: PNG, contentType: 'image/png' }]), manual.token);
        // the multipart parser itself drops a part whose filename has a line break: also safe
        if (label === 'CRLF' && r.status === 400) continue;
        assert.equal(r.status, 200, `${label}: ${r.msg}`);
        const name = r.data.name;
        assert.ok(name.length > 0, label);
        assert.ok(Buffer.byteLength(name) <= 255, `${label}: ${Buffer.byteLength(name)} bytes`);
        // eslint-disable-next-line no-control-regex -- control characters are what we look for
        assert.doesNotMatch(name, /[\u0000-\u001f\u007f<>"\\/\u202a-\u202e\u2066-\u2069]/, `${label}: ${JSON.stringify(name)}`);
        assert.ok(!name.startsWith('.'), label);
        const g = await get(r.data.url);
        const cd = String(g.headers['content-disposition']);
        assert.match(cd, /^inline; filename="[\x20-\x21\x23-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9%!#$&+.^_`|~-]*$/, `${label}: ${cd}`);
        assert.ok(Buffer.byteLength(decodeURIComponent(cd.split("UTF-8''")[1]!)) <= 255, label);
      }
      // on disk, files are named by their id only
      for (const f of uploadsOnDisk(t).files) assert.match(f, /^[0-9a-f]{32}$/);
    });

    it('file ids are 128-bit random, unique, and cannot be listed or guessed', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 16; i++) {
        const r = await uploadFile<Uploaded>(t.app, UP, manual.token, PNG, `p${i}.png`);
        const m = /^\/api\/files\/([0-9a-f]{32})$/.exec(r.data.url);
        assert.ok(m, r.data.url);
        ids.push(m[1]!);
      }
      assert.equal(new Set(ids).size, ids.length);
      // no common prefix or counter: each hex position varies across the ids
      const varying = [...Array(32).keys()].filter((i) => new Set(ids.map((id) => id[i])).size > 1).length;
      assert.ok(varying >= 28, `only ${varying} of 32 positions vary`);
      // neighbours of a real id, random ids, and the directory itself answer nothing
      const near = ids[0]!.slice(0, 31) + (ids[0]!.endsWith('0') ? '1' : '0');
      for (const url of [`/api/files/${near}`, `/api/files/${'0'.repeat(32)}`, '/api/files/', '/api/files', `/api/files/${ids[0]!.toUpperCase()}`, `/api/files/${ids[0]}/..`, '/api/files/..%2f..%2fkefu.sqlite']) {
        const g = await get(url);
        assert.ok(g.statusCode === 404 || g.statusCode === 400, `${url} → ${g.statusCode}`);
        assert.ok(!g.rawPayload.equals(PNG));
      }
    });

    it('uploadBase64: data URL or bare base64, the content decides (declared type ignored)', async () => {
      const a = await post<Uploaded>(t.app, B64, { imgData: `data:text/html;base64,${PNG.toString('base64')}` }, manual.token);
      assert.equal(a.status, 200, a.msg);
      assert.equal(a.data.fileType, 'image');
      assert.equal((await get(a.data.url)).headers['content-type'], 'image/png');
      const b = await post<Uploaded>(t.app, B64, { imgData: JPEG.toString('base64') }, manual.token);
      assert.equal(b.status, 200);
      assert.equal(b.data.suffix, 'jpg');
      // not an image: refused, nothing kept
      const before = await rows();
      const h = await post(t.app, B64, { imgData: `data:image/png;base64,${HTML.toString('base64')}` }, manual.token);
      assert.equal(h.status, 415);
      const bad = await post(t.app, B64, { imgData: 'data:image/png;base64,@@@@' }, manual.token);
      assert.equal(bad.status, 400);
      assert.match(bad.msg, /imgData/);
      assert.equal(await rows(), before);
      assert.deepEqual(uploadsOnDisk(t).temp, []);
    });

    it('uploadBase64 over the limit is refused from its length, before decoding', async () => {
      // decodes to exactly limit + 1 bytes — and is NOT valid base64: had it been decoded or even
      // scanned first, the answer would be "not valid base64" (400), not 413
      const len = Math.ceil(((Limits.uploadMaxBytes + 1) * 4) / 3);
      const imgData = `data:image/png;base64,${'!'.repeat(len + ((4 - (len % 4)) % 4))}`;
      const r = await post(t.app, B64, { imgData }, manual.token);
      assert.equal(r.status, 413);
      assert.equal(r.msg, 'file too large, max 10M');
      // and a body far past any base64 of 10 MB never reaches the handler
      const huge = await t.app.inject({
        method: 'POST', url: B64, headers: { 'content-type': 'application/json', authorization: `Bearer ${manual.token}` },
        payload: `{"imgData":"${'A'.repeat(16 * 1024 * 1024)}"}`,
      });
      assert.equal(huge.statusCode, 413);
    });

    it('malformed multipart is a 4xx with nothing left on disk', async () => {
      const before = await rows();
      const cases: { label: string; body: Buffer; type?: string; want: number[] }[] = [
        { label: 'no boundary', body: multipart([{ name: 'file', filename: 'a.png', data: PNG }]), type: 'multipart/form-data', want: [400] },
        { label: 'wrong boundary', body: multipart([{ name: 'file', filename: 'a.png', data: PNG }]), type: 'multipart/form-data; boundary=nope', want: [400] },
        { label: 'abrupt end', body: multipart([{ name: 'file', filename: 'a.png', data: Buffer.concat([PNG, Buffer.alloc(5000, 1)]) }], BOUNDARY, false).subarray(0, 3000), want: [400] },
        { label: 'garbage', body: Buffer.from('this is not multipart at all'), want: [400] },
        { label: 'empty', body: Buffer.alloc(0), want: [400] },
        { label: 'two files', body: multipart([{ name: 'file', filename: 'a.png', data: PNG }, { name: 'file', filename: 'b.png', data: PNG }]), want: [413] },
        { label: 'many parts', body: multipart(Array.from({ length: 2000 }, (_, i) => ({ name: `f${i}`, data: 'x' }))), want: [413] },
        { label: 'no file part', body: multipart([{ name: 'userId', data: manual.userId }]), want: [400] },
        { label: 'empty file', body: multipart([{ name: 'file', filename: 'a.png', data: Buffer.alloc(0) }]), want: [400] },
        { label: 'proto field', body: multipart([{ name: '__proto__', data: 'x' }, { name: 'file', filename: 'a.png', data: PNG }]), want: [400] },
      ];
      for (const c of cases) {
        const r = await postMultipart(t.app, UP, c.body, manual.token, c.type);
        assert.ok(c.want.includes(r.status), `${c.label}: ${r.status} ${r.msg}`);
      }
      const json = await post(t.app, UP, { file: 'x' }, manual.token);
      assert.equal(json.status, 400);
      assert.match(json.msg, /content-type/);
      assert.equal(await rows(), before);
      assert.deepEqual(uploadsOnDisk(t).temp, []);
    });

    it('a userId field that is not the token\'s visitor is a 401 and stores nothing', async () => {
      const before = await rows();
      const other = await startVisitor(t.app);
      for (const order of ['before', 'after'] as const) {
        const parts = [{ name: 'file', filename: 'a.png', data: PNG }];
        const uid = { name: 'userId', data: other.userId };
        const r = await postMultipart(t.app, UP, multipart(order === 'before' ? [uid, ...parts] : [...parts, uid]), manual.token);
        assert.equal(r.status, 401, order);
      }
      assert.equal((await uploadFile(t.app, UP, manual.token, PNG, 'a.png', [{ name: 'userId', data: manual.userId }])).status, 200);
      assert.equal(await rows(), before + 1);
      assert.deepEqual(uploadsOnDisk(t).temp, []);
      assert.equal((await postMultipart(t.app, UP, multipart([{ name: 'file', filename: 'a.png', data: PNG }]))).status, 401, 'no token');
    });

    it('work-order uploads take only gif/jpeg/png/jpg/bmp images (spec §5), in any service state', async () => {
      const ok = await uploadFile<Uploaded>(t.app, WO, robot.token, PNG, 'screen.png');
      assert.equal(ok.status, 200);
      assert.equal(ok.data.fileType, 'image');
      for (const [data, name] of [[PDF, 'a.pdf'], [HTML, 'a.png'], [SVG, 'a.svg'], [MP4, 'a.mp4'], [Buffer.from('plain text'), 'a.txt']] as const) {
        const r = await uploadFile(t.app, WO, robot.token, data, name);
        assert.equal(r.status, 415, name);
        assert.match(r.msg, /only images/);
      }
      assert.deepEqual(uploadsOnDisk(t).temp, []);
    });

    it('stores the metadata row: tenant, channel, visitor, session, sniffed type and class, size', async () => {
      const r = await uploadFile<Uploaded>(t.app, UP, manual.token, MP4, 'holiday.mp4');
      const id = r.data.url.split('/').pop()!;
      const row = await t.services.deps.store.db.selectFrom('uploads').selectAll().where('file_id', '=', id).executeTakeFirstOrThrow();
      assert.equal(row.tenant_id, 'demo');
      assert.equal(row.channel_id, 'demo');
      assert.equal(row.user_id, manual.userId);
      assert.equal(row.session_id, manual.sessionId);
      assert.equal(row.mime, 'video/mp4');
      assert.equal(row.file_class, 'video');
      assert.equal(Number(row.size), MP4.length);
      assert.equal(row.purpose, 'chat');
      assert.equal(row.name, 'holiday.mp4');
    });
  });
}
