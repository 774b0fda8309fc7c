/**
 * File names and types (security-cases: "filenames with markup, CRLF, path traversal, NUL, RTL
 * override, over 255 bytes are safe in display, in Content-Disposition and on disk"; "type comes
 * from the content"). Properties over arbitrary strings, plus the named attacks.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { contentDisposition, sanitizeFileName, MAX_NAME_BYTES } from '../../../server/uploads/file-name';
import { sniffFile } from '../../../server/uploads/sniff';
import { classOf, servedAs } from '../../../server/uploads/classify';
import { GIF, HTML, JPEG, MP4, PDF, PNG, SVG } from './extras-kit';

// eslint-disable-next-line no-control-regex -- control characters are what we look for
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f"'<>:|?*\\/%`;\u061c\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/;
const HEADER = /^(inline|attachment); filename="[\x20\x21\x23-\x5b\x5d-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9%!#$&+.^_`|~-]*$/;
const anyName = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 400 }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.array(fc.constantFrom('..', '/', '\\', '\r\n', '\u0000', '\u202e', '<', '>', '"', "'", '.', ' ', 'a', '名', '😀', '\ud800', '%0d', 'png', 'exe'), { maxLength: 80 }).map((a) => a.join('')),
);

describe('sanitizeFileName / contentDisposition', () => {
  it('any input gives a short, plain, non-empty name and a well-formed header', () => {
    fc.assert(fc.property(anyName, fc.boolean(), (raw, inline) => {
      const name = sanitizeFileName(raw);
      assert.ok(name.length > 0);
      assert.ok(Buffer.byteLength(name) <= MAX_NAME_BYTES, `${Buffer.byteLength(name)} bytes`);
      assert.doesNotMatch(name, FORBIDDEN);
      assert.ok(!name.startsWith('.') && name.trim() === name);
      assert.equal(Buffer.from(name, 'utf8').toString('utf8'), name, 'well-formed Unicode');
      const cd = contentDisposition(raw, inline);
      assert.match(cd, HEADER);
      assert.equal(decodeURIComponent(cd.split("UTF-8''")[1]!), name);
    }), { numRuns: 500 });
  });

  it('the named attacks', () => {
    assert.equal(sanitizeFileName('../../../../etc/passwd'), 'passwd');
    assert.equal(sanitizeFileName('..\\..\\windows\\win.ini'), 'win.ini');
    assert.equal(sanitizeFileName('a\r\nSet-Cookie: x=1.png'), 'aSet-Cookie_ x=1.png');
    assert.equal(sanitizeFileName('a\u0000b.png'), 'ab.png');
    assert.equal(sanitizeFileName('invoice\u202egnp.exe'), 'invoicegnp.exe');
    assert.equal(sanitizeFileName('<img src=x onerror=alert(1)>.png'), '_img src=x onerror=alert(1)_.png');
    assert.equal(sanitizeFileName('...'), 'file');
    // characters that turn into reserved ones under Unicode normalisation (found by the property above)
    assert.equal(sanitizeFileName('\u1fef'), '_');
    assert.equal(sanitizeFileName('a\u037eb.png'), 'a_b.png');
    assert.equal(sanitizeFileName(''), 'file');
    assert.equal(sanitizeFileName('.htaccess'), 'htaccess');
    const long = sanitizeFileName(`${'n'.repeat(300)}.png`);
    assert.equal(Buffer.byteLength(long), 255);
    assert.ok(long.endsWith('.png'), 'the extension survives shortening');
    const cjk = sanitizeFileName(`${'名'.repeat(120)}.png`);
    assert.ok(Buffer.byteLength(cjk) <= 255 && cjk.endsWith('.png'));
  });
});

describe('type from content', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kefu-sniff-'));
  const sniff = async (data: Buffer) => {
    const f = path.join(dir, `f${Math.random()}`);
    fs.writeFileSync(f, data);
    return sniffFile(f);
  };

  it('magic bytes decide the class; markup is never an image', async () => {
    const cases: [Buffer, string, string][] = [
      [PNG, 'image', 'image/png'], [JPEG, 'image', 'image/jpeg'], [GIF, 'image', 'image/gif'], [MP4, 'video', 'video/mp4'],
      [PDF, 'file', 'application/pdf'], [HTML, 'file', 'text/html'], [SVG, 'file', 'image/svg+xml'],
      [Buffer.from('  \n<svg xmlns="http://www.w3.org/2000/svg"/>'), 'file', 'image/svg+xml'],
      [Buffer.from('hello <script>alert(1)</script>'), 'file', 'text/html'],
      [Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<html><script>x</script>', 'utf16le')]), 'file', 'text/html'],
      [Buffer.from('just some notes\n'), 'file', 'text/plain'],
      [Buffer.from([0, 1, 2, 3, 250, 251]), 'file', 'application/octet-stream'],
      [Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00'), 'file', 'application/x-msdownload'],
    ];
    for (const [data, cls, mime] of cases) {
      const s = await sniff(data);
      assert.equal(s.mime, mime, data.subarray(0, 20).toString());
      assert.equal(classOf(s), cls, mime);
    }
  });

  it('serves only raster images inline, never markup or text as itself', () => {
    assert.deepEqual(servedAs('image/png', 'image'), { contentType: 'image/png', inline: true });
    for (const mime of ['text/html', 'image/svg+xml', 'application/xml', 'application/xhtml+xml', 'text/javascript', 'text/css']) {
      assert.deepEqual(servedAs(mime, 'file'), { contentType: 'application/octet-stream', inline: false }, mime);
    }
    assert.deepEqual(servedAs('text/plain', 'file'), { contentType: 'text/plain; charset=utf-8', inline: false });
    assert.equal(servedAs('video/mp4', 'video').inline, false);
  });
});
