/**
 * `npm run bench:routing`: the human service under load (issue 11). The server runs in a child
 * process on SQLite (BENCH_DB=pg: the local PostgreSQL, fresh schema) with 50 agents of limit 5
 * online; the parent drives it over HTTP with BENCH_CONNECTIONS (50) requests in flight.
 *
 *   baseline     1,000 bare getEventMsg polls (nothing new): time, p50/p99, polls a second
 *   placeAll     1,000 visitors ask for a human at once: time until every transferAgent has
 *                answered (250 connected, 750 queued), against the baseline's time for as many polls
 *   queueMoves   40 agents close a chat one after another; after each close, 20 waiting visitors
 *                poll: the time from the close request to a poll showing the new waitIndex, p99
 *                against the baseline poll's p99
 *   events       every visitor drains its log (1200, welcome 1201, 1209 moves, 1202): events
 *                delivered a second, against the baseline's polls a second
 *
 * Prints ONE JSON object; ratios are against the same run's baseline (DESIGN §6). Timing never fails.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DESK_API, Endpoints } from '../protocol';
import type { EventBatch, TransferAnswer } from '../protocol';
import { freshSchema } from '../test/server/pg-schema';
import type { ScratchSchema } from '../test/server/pg-schema';
import { serveKefu, startChild, stopChild } from './lib/kefu-child';
import type { ChildServer } from './lib/kefu-child';
import { smokeOr } from './lib/smoke';

const HERE = fileURLToPath(import.meta.url);
const env = process.env;
const VISITORS = Number(env.BENCH_VISITORS || smokeOr(1000, 40));
const AGENTS = Number(env.BENCH_AGENTS || smokeOr(50, 4));
const LIMIT = Number(env.BENCH_LIMIT || 5);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS || smokeOr(50, 5));
const CLOSES = Number(env.BENCH_CLOSES || smokeOr(40, 4));
const SAMPLE = smokeOr(20, 4);
const PG_URL = env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';
const PASSWORD = 'bench-password';

// ---------------------------------------------------------------- child: the server
const serve = (): Promise<void> => serveKefu({
  dataDir: env.BENCH_DATA_DIR!, databaseUrl: env.BENCH_DB_URL, agentPassword: PASSWORD,
  // the bench signs in 51 accounts from one address and never lets a desk go idle
  env: { RATE_LIMITS: 'off', KEFU_PRESENCE_GRACE_SECONDS: '86400' },
});

// ---------------------------------------------------------------- parent: the measurements
const startServer = (extraEnv: Record<string, string>): Promise<ChildServer> => startChild(HERE, ['--serve'], extraEnv);
const stopServer = stopChild;

let base = '';
async function call<T>(url: string, body: unknown, token?: string): Promise<{ code: number; msg: string; data: T }> {
  const res = await fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  return (await res.json()) as { code: number; msg: string; data: T };
}
const deskCall = <T>(p: string, body: unknown, token: string) => call<T>(`${DESK_API}${p}`, body, token);

/** Runs fn over items with `n` in flight; returns each call's duration in ms. */
async function pool<T>(items: readonly T[], n: number, fn: (item: T, i: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = new Array(items.length);
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      const t0 = performance.now();
      await fn(items[i]!, i);
      times[i] = performance.now() - t0;
    }
  }));
  return times;
}

const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! * 10) / 10;
};
const r2 = (x: number): number => Math.round(x * 100) / 100;

interface Visitor { token: string; userId: string; sessionId: string; pollId: number; start: number; adminId?: string; waitIndex?: number }

async function run(dbUrl: string | undefined): Promise<Record<string, unknown>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kefu-bench-routing-'));
  const server = await startServer({ BENCH_DATA_DIR: dataDir, ...(dbUrl ? { BENCH_DB_URL: dbUrl } : {}) });
  base = `http://127.0.0.1:${server.port}`;
  try {
    // 50 agents of limit 5 in the after-sales group (the demo channel offers both groups), online
    const admin = (await call<{ token: string }>(`${DESK_API}auth/login`, { username: 'admin', password: PASSWORD })).data.token;
    const names = Array.from({ length: AGENTS }, (_, i) => `bench${i}`);
    await pool(names, 4, (u) => deskCall('admin/agents/create', { username: u, password: PASSWORD, nick: u, maxLoad: LIMIT, groups: ['g-aftersales'] }, admin));
    const agentTokens = new Map<string, string>();
    await pool(names, 4, async (u) => {
      const r = await call<{ token: string; agent: { agentId: string } }>(`${DESK_API}auth/login`, { username: u, password: PASSWORD });
      agentTokens.set(r.data.agent.agentId, r.data.token);
      await deskCall('presence/set', { presence: 'online' }, r.data.token);
    });

    const visitors: Visitor[] = [];
    await pool(Array.from({ length: VISITORS }), 20, async () => {
      const r = await call<{ visitorToken: string; userId: string; sessionId: string; pollId: number }>(Endpoints.chatStart.path, { channelId: 'demo' });
      visitors.push({ token: r.data.visitorToken, userId: r.data.userId, sessionId: r.data.sessionId, pollId: Number(r.data.pollId), start: Number(r.data.pollId) });
    });

    // baseline: bare polls (warm-up once, then measured)
    await pool(visitors, CONNECTIONS, (v) => call(Endpoints.getEventMsg.path, { pollId: v.pollId }, v.token));
    let t0 = performance.now();
    const baseTimes = await pool(visitors, CONNECTIONS, (v) => call(Endpoints.getEventMsg.path, { pollId: v.pollId }, v.token));
    const baseSeconds = (performance.now() - t0) / 1000;
    const baseline = { polls: visitors.length, seconds: r2(baseSeconds), pollsPerSecond: Math.round(visitors.length / baseSeconds), p50Ms: pct(baseTimes, 50), p99Ms: pct(baseTimes, 99) };

    // place all: every visitor asks for a human at once
    const outcome: Record<string, number> = {};
    t0 = performance.now();
    const placeTimes = await pool(visitors, CONNECTIONS, async (v) => {
      const r = await call<TransferAnswer>(Endpoints.transferAgent.path, {}, v.token);
      const k = r.code === 200 ? `status${r.data.status}` : `error${r.code}`;
      outcome[k] = (outcome[k] ?? 0) + 1;
      if (r.data?.adminId) v.adminId = r.data.adminId;
      if (r.data?.waitIndex !== undefined) v.waitIndex = r.data.waitIndex;
    });
    const placeSeconds = (performance.now() - t0) / 1000;
    const placeAll = {
      visitors: VISITORS, agents: AGENTS, limit: LIMIT, seconds: r2(placeSeconds), outcome, p50Ms: pct(placeTimes, 50), p99Ms: pct(placeTimes, 99),
      ratioToBaselineSeconds: r2(placeSeconds / baseSeconds),
    };

    // queue moves: a close frees a place; the waiting visitors' positions move in the same call
    const connected = visitors.filter((v) => v.adminId);
    const latencies: number[] = [];
    const closeTimes: number[] = [];
    let stale = 0;
    for (let k = 0; k < Math.min(CLOSES, connected.length); k++) {
      const c = connected[k]!;
      const waiting = visitors.filter((v) => !v.adminId && v.waitIndex !== undefined);
      const sample = Array.from({ length: Math.min(SAMPLE, waiting.length) }, (_, i) => waiting[Math.floor((i * waiting.length) / SAMPLE)]!);
      const start = performance.now();
      await deskCall('chat/close', { sessionId: c.sessionId }, agentTokens.get(c.adminId!)!);
      closeTimes.push(performance.now() - start);
      await Promise.all(sample.map(async (v) => {
        const r = await call<EventBatch>(Endpoints.getEventMsg.path, { pollId: v.start }, v.token);
        latencies.push(performance.now() - start);
        // moved up, or out of the queue (assigned): either way the poll shows the move
        if (r.data.waitIndex === undefined) v.adminId = 'assigned';
        else {
          if (r.data.waitIndex >= v.waitIndex!) stale += 1;
          v.waitIndex = r.data.waitIndex;
        }
      }));
    }
    const queueMoves = {
      closes: closeTimes.length, samples: latencies.length, stalePolls: stale,
      closeP50Ms: pct(closeTimes, 50), closeP99Ms: pct(closeTimes, 99), updateP50Ms: pct(latencies, 50), updateP99Ms: pct(latencies, 99),
      ratioP99ToBaselinePollP99: r2(pct(latencies, 99) / baseline.p99Ms),
    };

    // events delivered: every visitor drains its log from where it started
    let events = 0;
    let polls = 0;
    t0 = performance.now();
    await pool(visitors, CONNECTIONS, async (v) => {
      let cursor = v.start;
      for (;;) {
        const r = await call<EventBatch>(Endpoints.getEventMsg.path, { pollId: cursor }, v.token);
        polls += 1;
        events += r.data.msgList.length;
        if (Number(r.data.pollId) === cursor) return;
        cursor = Number(r.data.pollId);
      }
    });
    const evSeconds = (performance.now() - t0) / 1000;
    const delivered = { events, polls, seconds: r2(evSeconds), eventsPerSecond: Math.round(events / evSeconds), ratioToBaselinePollsPerSecond: r2(events / evSeconds / baseline.pollsPerSecond) };
    return { baseline, placeAll, queueMoves, events: delivered };
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const report: Record<string, unknown> = {
    bench: 'routing',
    machine: { cpus: os.cpus().length, node: process.version, loadavg1m: r2(os.loadavg()[0]!) },
    settings: { visitors: VISITORS, agents: AGENTS, limit: LIMIT, connections: CONNECTIONS, closes: CLOSES, sample: SAMPLE },
  };
  report.sqlite = await run(undefined);
  if (env.BENCH_DB === 'pg') {
    let schema: ScratchSchema | undefined;
    try {
      schema = await freshSchema(PG_URL, 'kefu_bench');
      report.postgres = await run(schema.url);
    } catch (err) {
      report.postgres = { skipped: (err as Error).message };
    } finally {
      await schema?.drop();
    }
  }
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
}

if (process.argv.includes('--serve')) await serve();
else await main();
