/**
 * The Redis bus (DESIGN §1): two processes' buses see each other's events through the real
 * Redis at 127.0.0.1:6379; a process gets its own events exactly once; Redis being down never
 * fails a publish or the local delivery.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { RedisBus } from '../../../server/bus';
import { serviceThere } from '../helpers';
import type { BusEvent } from '../../../server/bus';

const REDIS_URL = process.env.KEFU_TEST_REDIS_URL || 'redis://127.0.0.1:6379';

function redisUp(): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(6379, '127.0.0.1');
    s.once('connect', () => { s.destroy(); resolve(true); });
    s.once('error', () => resolve(false));
  });
}

const ev = (n: number): BusEvent => ({ kind: 'event', tenantId: 'demo', userId: 'u1', seq: n, code: 1201 });
const until = async (cond: () => boolean, ms = 3000): Promise<void> => {
  const end = Date.now() + ms;
  while (!cond() && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
};

test('events published in one process reach another, and the publisher once', async (t) => {
  if (!serviceThere(t, (await redisUp()) ? null : 'Redis at 127.0.0.1:6379 is not reachable')) return;
  const a = new RedisBus(REDIS_URL);
  const b = new RedisBus(REDIS_URL);
  try {
    const topic = `visitor:test-${Date.now()}`;
    const gotA: number[] = [];
    const gotB: number[] = [];
    a.subscribe(topic, (e) => { if (e.kind === 'event') gotA.push(e.seq); });
    b.subscribe(topic, (e) => { if (e.kind === 'event') gotB.push(e.seq); });
    await a.ready();
    await b.ready();
    await new Promise((r) => setTimeout(r, 100)); // let SUBSCRIBE reach the server
    for (let i = 1; i <= 20; i++) await a.publish(topic, ev(i));
    await until(() => gotB.length === 20);
    assert.deepEqual(gotB, Array.from({ length: 20 }, (_, i) => i + 1), 'B got every event in order');
    await new Promise((r) => setTimeout(r, 100));
    assert.deepEqual(gotA, Array.from({ length: 20 }, (_, i) => i + 1), 'A got its own events exactly once');
  } finally {
    await a.close();
    await b.close();
  }
});

test('with Redis down, publish does not throw and local handlers still run', async () => {
  // a port nothing listens on: the connection is refused at once
  const bus = new RedisBus('redis://127.0.0.1:1');
  try {
    const got: number[] = [];
    bus.subscribe('visitor:x', (e) => { if (e.kind === 'event') got.push(e.seq); });
    const started = Date.now();
    await bus.publish('visitor:x', ev(7));
    assert.deepEqual(got, [7]);
    assert.ok(Date.now() - started < 2000, 'publish fails fast instead of waiting for Redis');
  } finally {
    await bus.close();
  }
});
