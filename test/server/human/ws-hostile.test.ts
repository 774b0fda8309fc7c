/**
 * The desk socket against hostile clients, over a real port: broken frames (bad opcode, RSV bits,
 * unmasked, invalid UTF-8, a fragmented control frame) close with their protocol code and add no
 * error-level log line; a message over 16 KB closes with 1009 whether it comes in one frame or in
 * fragments; the typing error frame carries the code the HTTP call answers for the same case.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { Writable } from 'node:stream';
import WebSocket from 'ws';
import { DESK_WS_PATH } from '../../../protocol';
import { makeTestApp } from '../helpers';
import type { TestApp } from '../helpers';
import { agentOnline, desk, signIn, startVisitor, transfer } from './kit';
import { openDeskSocket, WAIT_MS } from './ws-client';

const MASK = Buffer.from([1, 2, 3, 4]);
const masked = (first: number, payload: Buffer) =>
  Buffer.concat([Buffer.from([first, 0x80 | payload.length]), MASK, Buffer.from(payload.map((b, i) => b ^ MASK[i % 4]!))]);

/** Upgrades a raw TCP connection, writes `frame`, and returns the close code the server sent. */
async function closeCodeFor(port: number, frame: Buffer): Promise<number | null> {
  const s = net.connect(port, '127.0.0.1');
  let out = Buffer.alloc(0);
  s.on('data', (d: Buffer) => { out = Buffer.concat([out, d]); });
  s.on('error', () => {});
  s.write(`GET ${DESK_WS_PATH} HTTP/1.1\r\nHost: kefu\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
    'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n');
  await new Promise<void>((resolve) => { const check = () => (out.includes('\r\n\r\n') ? resolve() : setTimeout(check, 5)); check(); });
  s.write(frame);
  await new Promise((resolve) => { s.once('close', resolve); setTimeout(() => { s.destroy(); resolve(null); }, WAIT_MS); });
  const rest = out.subarray(out.indexOf('\r\n\r\n') + 4);
  return rest.length >= 4 && rest[0] === 0x88 ? rest.readUInt16BE(2) : null;
}

describe('the desk socket against hostile clients', () => {
  let t: TestApp;
  let port: number;
  let origin: string;
  const logLines: { level: number; msg: string }[] = [];
  before(async () => {
    const stream = new Writable({ write(chunk, _enc, done) { logLines.push(JSON.parse(String(chunk)) as { level: number; msg: string }); done(); } });
    // the log an operator would run: info and above
    t = await makeTestApp({ seed: true, env: { RATE_LIMITS: 'off' }, logger: { level: 'info', stream } });
    origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = Number(new URL(origin).port);
  });
  after(() => t.close());

  it('broken frames close with their protocol code, 10 times each, and add no error or warning to the log', async () => {
    const frames: [string, Buffer, number][] = [
      ['an unknown opcode', masked(0x83, Buffer.alloc(0)), 1002],
      ['RSV1 set', masked(0xc1, Buffer.from('x')), 1002],
      ['an unmasked frame', Buffer.from([0x81, 0x01, 0x61]), 1002],
      ['invalid UTF-8', masked(0x81, Buffer.from([0xff, 0xfe])), 1007],
      ['a fragmented ping', masked(0x09, Buffer.alloc(0)), 1002],
      ['a frame that says 4 GB', Buffer.concat([Buffer.from([0x81, 0xff, 0, 0, 0, 1, 0, 0, 0, 0]), MASK]), 1009],
    ];
    for (const [what, frame, code] of frames) {
      for (let i = 0; i < 10; i++) assert.equal(await closeCodeFor(port, frame), code, what);
    }
    const loud = logLines.filter((l) => l.level >= 40);
    assert.deepEqual(loud.map((l) => l.msg), [], 'no warning or error line for a client\'s broken frames');
  });

  it('a message over 16 KB closes with 1009, in one frame or in fragments (50 of 50 each)', async () => {
    const codes: Record<string, number[]> = { whole: [], fragmented: [] };
    for (let i = 0; i < 50; i++) {
      for (const how of ['whole', 'fragmented'] as const) {
        const ws = new WebSocket(`ws://127.0.0.1:${port}${DESK_WS_PATH}`);
        await new Promise((resolve, reject) => { ws.once('open', resolve); ws.once('error', reject); });
        ws.on('error', () => {});
        const closed = new Promise<number>((resolve) => ws.once('close', resolve));
        if (how === 'whole') ws.send('a'.repeat(17 * 1024));
        else {
          // fragments of 1–10 KB each, well past the limit in total, still coming when it is crossed
          const piece = 'a'.repeat(1024 * (1 + (i % 10)));
          for (let k = 0; k < 40; k++) ws.send(piece, { fin: false });
          ws.send('}', { fin: true });
        }
        const code = await Promise.race([closed, new Promise<number>((r) => setTimeout(() => r(-1), WAIT_MS))]);
        codes[how]!.push(code);
        ws.terminate();
      }
    }
    assert.deepEqual(codes.whole, Array(50).fill(1009));
    assert.deepEqual(codes.fragmented, Array(50).fill(1009));
    assert.deepEqual(logLines.filter((l) => l.level >= 40).map((l) => l.msg), []);
  });

  it('typing in a chat that is not one\'s own gives the error code the HTTP call gives', async () => {
    const a1 = await agentOnline(t.app, 'agent1');
    const v = await startVisitor(t.app);
    assert.equal((await transfer(t.app, v)).data.status, 2);
    const a2 = await signIn(t.app, 'agent2');
    const s = await openDeskSocket(origin, a2.token);
    try {
      for (const sessionId of [v.sessionId, 'no-such-chat']) {
        const http = await desk(t.app, a2.token, 'chat/typing', { sessionId });
        assert.ok(http.status === 403 || http.status === 404, `${sessionId}: ${http.status}`);
        const before = s.events.length;
        s.send({ type: 'typing', sessionId });
        const frame = await s.next('error', (e) => s.events.indexOf(e) >= before);
        assert.equal(frame.code, http.status, `${sessionId}: the socket says ${frame.code}, HTTP ${http.status}`);
      }
      assert.ok((await desk(t.app, a1.token, 'chat/typing', { sessionId: v.sessionId })).status === 200);
    } finally {
      await s.close();
    }
  });
});
