/**
 * Oversized and slow requests over real sockets (security-cases P6):
 * - a client sending 100 MB the ordinary way reads the server's 413 (in its language) instead of
 *   EPIPE / a reset: the server answers, then drains the rest of the body (lingering close) with
 *   flat memory, up to a bounded amount;
 * - a trickled body is cut at the configured request timeout (uploads at theirs), not ~90 s later.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Endpoints } from '../../../protocol';
import { makeTestApp } from '../helpers';
import type { TestApp } from '../helpers';
import { BOUNDARY, PNG, startManualVisitor } from '../uploads/extras-kit';
import type { Visitor } from '../uploads/extras-kit';
import { liveMemory } from '../memory';

const MB = 1024 * 1024;
const HUNDRED_MB = 100 * MB;

async function listen(t: TestApp): Promise<number> {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return (t.app.server.address() as AddressInfo).port;
}

/** A JSON body of about `size` bytes: one long string field. */
const bigJson = (size: number, extra = ''): string => `{"channelId":"demo"${extra},"x":"${'a'.repeat(size)}"}`;

interface RawOutcome { status: number; body: string; written: number; error?: string; closedAfterMs: number }

/**
 * Writes `head` then `size` filler bytes (then `tail`) in 64 KB chunks on a raw socket, as fast as
 * the socket takes them, and reads whatever the server answers.
 */
async function rawSend(port: number, head: string, size: number, tail = ''): Promise<RawOutcome> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((r) => socket.once('connect', r));
  const started = Date.now();
  let response = '';
  let error: string | undefined;
  socket.setEncoding('utf8');
  socket.on('data', (d: string) => { response += d; });
  socket.on('error', (e: NodeJS.ErrnoException) => { error = e.code ?? e.message; });
  const closed = new Promise<number>((r) => socket.once('close', () => r(Date.now() - started)));
  let written = 0;
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  let open = true;
  void closed.then(() => { open = false; });
  socket.write(head);
  while (written < size && open) {
    const n = Math.min(chunk.length, size - written);
    written += n;
    if (!socket.write(chunk.subarray(0, n))) {
      await Promise.race([new Promise((r) => socket.once('drain', r)), closed]);
    }
  }
  if (open) socket.end(tail);
  const closedAfterMs = await closed;
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1] ?? 0);
  const body = response.split('\r\n\r\n').slice(1).join('\r\n\r\n');
  return { status, body, written, closedAfterMs, ...(error ? { error } : {}) };
}

const jsonHead = (path: string, length: number, headers: Record<string, string> = {}): string =>
  `POST ${path} HTTP/1.1\r\nHost: kefu\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n` +
  Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('') + 'Connection: close\r\n\r\n';

describe('a 100 MB body is answered 413, and the client reads it', () => {
  let t: TestApp;
  let port: number;
  let v: Visitor;
  before(async () => {
    t = await makeTestApp({ seed: true, env: { RATE_LIMITS: 'off' } });
    port = await listen(t);
    v = await startManualVisitor(t);
  });
  after(() => t.close());

  it('fetch, a JSON call: the 413 envelope in the visitor\'s language, every time', async () => {
    const body = bigJson(HUNDRED_MB);
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`http://127.0.0.1:${port}${Endpoints.channelInfo.path}`, {
        method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': 'zh-CN,zh;q=0.9' }, body,
      });
      assert.equal(res.status, 413);
      assert.deepEqual(await res.json(), { code: 413, msg: '请求内容过大，无法处理', data: null });
    }
  });

  it('fetch, uploadBase64: 413 (not a cut connection)', async () => {
    const res = await fetch(`http://127.0.0.1:${port}${Endpoints.uploadBase64.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${v.token}`, 'accept-language': 'en' },
      body: `{"imgData":"${'A'.repeat(HUNDRED_MB)}"}`,
    });
    assert.equal(res.status, 413);
    assert.equal(((await res.json()) as { msg: string }).msg, 'The request is too large');
  });

  it('fetch, a multipart upload of 100 MB: 413 after the 10 MB limit, read by the client', async () => {
    const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`);
    const body = Buffer.concat([head, PNG, Buffer.alloc(HUNDRED_MB, 0x42), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
    const res = await fetch(`http://127.0.0.1:${port}${Endpoints.upload.path}`, {
      method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, authorization: `Bearer ${v.token}` }, body,
    });
    assert.equal(res.status, 413);
    assert.equal(((await res.json()) as { code: number }).code, 413);
  });

  it('raw socket, JSON: every byte is taken, the 413 arrives, memory stays flat', async () => {
    const base = await liveMemory();
    const r = await rawSend(port, jsonHead(Endpoints.chatStart.path, HUNDRED_MB + 20, { 'Accept-Language': 'de' }), HUNDRED_MB + 20);
    const growth = (await liveMemory()) - base;
    assert.equal(r.error, undefined, `the client saw ${r.error}`);
    assert.equal(r.written, HUNDRED_MB + 20);
    assert.equal(r.status, 413);
    assert.equal((JSON.parse(r.body) as { msg: string }).msg, 'Die Anfrage ist zu groß');
    assert.ok(growth < 20 * MB, `live memory grew ${(growth / MB).toFixed(1)} MB while 100 MB were drained`);
  });

  it('raw socket, uploadBase64 and multipart: the same', async () => {
    const b64 = await rawSend(port, jsonHead(Endpoints.uploadBase64.path, HUNDRED_MB, { Authorization: `Bearer ${v.token}` }), HUNDRED_MB);
    assert.equal(b64.error, undefined);
    assert.equal(b64.status, 413);
    const partHead = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n${PNG.toString('latin1')}`;
    const tail = `\r\n--${BOUNDARY}--\r\n`;
    const length = Buffer.byteLength(partHead, 'latin1') + HUNDRED_MB + tail.length;
    const head = `POST ${Endpoints.upload.path} HTTP/1.1\r\nHost: kefu\r\nAuthorization: Bearer ${v.token}\r\n` +
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n${partHead}`;
    const mp = await rawSend(port, head, HUNDRED_MB, tail);
    assert.equal(mp.error, undefined, `the client saw ${mp.error}`);
    assert.equal(mp.status, 413);
    assert.equal(mp.written, HUNDRED_MB);
  });
});

describe('lingering is bounded', () => {
  let t: TestApp;
  let port: number;
  before(async () => {
    t = await makeTestApp({ seed: true, env: { RATE_LIMITS: 'off', KEFU_LINGER_MAX_BYTES: String(2 * MB) } });
    port = await listen(t);
  });
  after(() => t.close());

  it('past the amount the server drains, it cuts the connection (after answering)', async () => {
    const r = await rawSend(port, jsonHead(Endpoints.channelInfo.path, HUNDRED_MB), HUNDRED_MB);
    assert.equal(r.status, 413);
    assert.ok(r.written < 60 * MB, `the server read ${r.written} bytes of 100 MB`);
    // still serving
    assert.equal((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200);
  });
});

/** Headers, then `total` body bytes one every `everyMs`; resolves when the server closes. */
async function trickle(port: number, path: string, total: number, everyMs: number, headers: Record<string, string> = {}): Promise<{ status: number; closedAfterMs: number }> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((r) => socket.once('connect', r));
  const started = Date.now();
  let response = '';
  socket.setEncoding('utf8');
  socket.on('data', (d: string) => { response += d; });
  socket.on('error', () => {});
  let open = true;
  const closed = new Promise<number>((r) => socket.once('close', () => { open = false; r(Date.now() - started); }));
  const all = { 'Content-Type': 'application/json', ...headers, 'Content-Length': String(total) };
  socket.write(`POST ${path} HTTP/1.1\r\nHost: kefu\r\n` + Object.entries(all).map(([k, val]) => `${k}: ${val}\r\n`).join('') + '\r\n');
  for (let i = 0; i < total - 1 && open; i++) {
    socket.write(' ');
    await Promise.race([sleep(everyMs), closed]);
  }
  const closedAfterMs = await Promise.race([closed, sleep(30_000).then(() => -1)]);
  socket.destroy();
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1] ?? 0), closedAfterMs };
}

describe('a trickled body is cut at the configured timeout (slow-loris)', () => {
  let t: TestApp;
  let port: number;
  let v: Visitor;
  before(async () => {
    t = await makeTestApp({ seed: true, env: { RATE_LIMITS: 'off', KEFU_REQUEST_TIMEOUT_MS: '1500', KEFU_UPLOAD_TIMEOUT_MS: '4000' } });
    port = await listen(t);
    v = await startManualVisitor(t);
  });
  after(() => t.close());

  it('a JSON call: 408 and closed at about the request timeout', async () => {
    const r = await trickle(port, Endpoints.channelInfo.path, 10_000, 100, { 'Accept-Language': 'en' });
    assert.equal(r.status, 408);
    assert.ok(r.closedAfterMs >= 1400 && r.closedAfterMs < 4000, `closed after ${r.closedAfterMs} ms (timeout 1500 ms)`);
  });

  it('headers that never end are cut as well', async () => {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    const started = Date.now();
    socket.on('error', () => {});
    const closed = new Promise<number>((r) => socket.once('close', () => r(Date.now() - started)));
    socket.write(`POST ${Endpoints.channelInfo.path} HTTP/1.1\r\nHost: kefu\r\n`);
    const timer = setInterval(() => socket.write('X-Slow: 1\r\n'), 100);
    const after = await Promise.race([closed, sleep(30_000).then(() => -1)]);
    clearInterval(timer);
    socket.destroy();
    assert.ok(after > 0 && after < 4000, `closed after ${after} ms (timeout 1500 ms)`);
  });

  it('an upload has its own, longer deadline', async () => {
    const r = await trickle(port, Endpoints.upload.path, 10_000, 100, { Authorization: `Bearer ${v.token}`, 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` });
    assert.ok(r.closedAfterMs >= 3900 && r.closedAfterMs < 7000, `closed after ${r.closedAfterMs} ms (upload timeout 4000 ms)`);
  });
});
