/**
 * The domain's streaming receiver (server/uploads/receive.ts) and base64 decoder: the limit is
 * enforced on the bytes as they flow, so an endless source is cut off near the limit and its
 * partial file removed; the base64 size check needs only the length.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { receiveToTemp } from '../../../server/uploads/receive';
import { base64Payload, decodeBase64Upload, decodedLength } from '../../../server/uploads/base64';
import { DomainError } from '../../../server/errors';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'kefu-recv-'));

describe('receiveToTemp', () => {
  it('stops an endless stream just past the limit and deletes the partial file', async () => {
    const dir = tmp();
    let produced = 0;
    const endless = new Readable({
      read() {
        produced += 16 * 1024;
        this.push(Buffer.alloc(16 * 1024, 1));
      },
    });
    await assert.rejects(receiveToTemp(endless, dir, 1024 * 1024), (e: unknown) => e instanceof DomainError && e.kind === 'tooLarge' && e.message === 'file too large, max 10M');
    assert.ok(produced < 1024 * 1024 + 256 * 1024, `read ${produced} bytes of an endless stream`);
    assert.deepEqual(fs.readdirSync(dir), []);
    fs.rmSync(dir, { recursive: true });
  });

  it('accepts exactly the limit, refuses one byte more; a broken source leaves nothing', async () => {
    const dir = tmp();
    const ok = await receiveToTemp(Readable.from([Buffer.alloc(1000), Buffer.alloc(24)]), dir, 1024);
    assert.equal(ok.size, 1024);
    assert.equal(fs.statSync(ok.tempPath).size, 1024);
    fs.rmSync(ok.tempPath);
    await assert.rejects(receiveToTemp(Readable.from([Buffer.alloc(1025)]), dir, 1024));
    const broken = new Readable({ read() { this.destroy(new Error('client went away')); } });
    await assert.rejects(receiveToTemp(broken, dir, 1024));
    await assert.rejects(receiveToTemp(Readable.from([]), dir, 1024), /empty/);
    // sources that fail at once, before the temp file is even open
    await Promise.all(Array.from({ length: 50 }, async () => {
      const failing = new Readable({ read() { this.destroy(new Error('malformed')); } });
      failing.destroy(new Error('already broken'));
      await assert.rejects(receiveToTemp(failing, dir, 1024));
    }));
    assert.deepEqual(fs.readdirSync(dir), []);
    fs.rmSync(dir, { recursive: true });
  });
});

describe('base64 uploads', () => {
  it('knows the decoded size from the length alone', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
      const b64 = Buffer.from(bytes).toString('base64');
      assert.equal(decodedLength(b64), bytes.length);
      assert.equal(decodedLength(b64.replace(/=+$/, '')), bytes.length, 'unpadded too');
    }));
  });

  it('refuses by size before looking at the content', () => {
    // 2 MB of characters that are not base64 at all: refused as too large, never as malformed
    assert.throws(() => decodeBase64Upload('!'.repeat(2 * 1024 * 1024), 1024 * 1024), (e: unknown) => e instanceof DomainError && e.kind === 'tooLarge');
    assert.throws(() => decodeBase64Upload('data:image/png;base64,' + '!'.repeat(8), 1024), (e: unknown) => e instanceof DomainError && e.kind === 'badRequest');
    assert.throws(() => decodeBase64Upload('data:text/html,<script>', 1024), /imgData/);
  });

  it('decodes in slices to the same bytes', async () => {
    const bytes = Buffer.from(Array.from({ length: 200_000 }, (_, i) => (i * 7) % 256));
    const chunks: Buffer[] = [];
    for await (const c of decodeBase64Upload(`data:image/png;base64,${bytes.toString('base64')}`, 1024 * 1024)) chunks.push(c as Buffer);
    assert.ok(Buffer.concat(chunks).equals(bytes));
    assert.equal(base64Payload('AAAA'), 'AAAA');
  });
});
