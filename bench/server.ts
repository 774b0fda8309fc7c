/**
 * `npm run bench:server`: throughput of the visitor hot paths against a bare Fastify
 * hello-world POST route measured in the same run (DESIGN §6: ratios, not absolute times).
 * Prints ONE JSON object. The servers run in child processes (one core each on a 2-core
 * machine; autocannon takes the other), the app on SQLite (WAL) in a temp dir, then on the
 * local PostgreSQL in a fresh schema for sendMsg.
 *
 *   getEventMsg  1,000 distinct visitors, tokens rotated per request; target ≥ 0.5× hello, p99 ≤ 50 ms
 *   sendMsg      1,000 visitors, unique local ids; durable rows counted after the run;
 *                target ≥ 3,000 msg/s on SQLite, ≥ 1,500 msg/s on PostgreSQL
 *
 * Environment: BENCH_DURATION (s, default 5), BENCH_CONNECTIONS (default 50), BENCH_VISITORS
 * (default 1000), BENCH_PG_URL (default the local postgres://postgres@127.0.0.1:5432/test).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import Fastify from 'fastify';
import { Endpoints } from '../protocol';
import { freshSchema } from '../test/server/pg-schema';
import { printPort, serveKefu, startChild as startKefuChild, stopChild } from './lib/kefu-child';
import type { ChildServer } from './lib/kefu-child';
import { smokeOr } from './lib/smoke';
import type { ScratchSchema } from '../test/server/pg-schema';

const HERE = fileURLToPath(import.meta.url);
const env = process.env;
const DURATION = Number(env.BENCH_DURATION || smokeOr(5, 1));
const CONNECTIONS = Number(env.BENCH_CONNECTIONS || smokeOr(50, 5));
const VISITORS = Number(env.BENCH_VISITORS || smokeOr(1000, 40));
const PG_URL = env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';

interface AcRequest { method?: string; path?: string; headers?: Record<string, string>; body?: string }
interface AcResult {
  requests: { average: number }; latency: { p50: number; p99: number; average: number };
  non2xx: number; errors: number; timeouts: number; '2xx': number; duration: number;
}
type Autocannon = (opts: Record<string, unknown>) => Promise<AcResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

// ---------------------------------------------------------------- child: the servers
async function serve(kind: string): Promise<void> {
  if (kind === 'hello') {
    const app = Fastify({ logger: false });
    app.post('/hello', async () => ({ code: 200, msg: 'success', data: 'hello' }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    printPort(app.server.address());
    return;
  }
  // the load comes from one address and many visitors: the rate limits would measure themselves
  await serveKefu({ dataDir: env.BENCH_DATA_DIR!, databaseUrl: env.BENCH_DB_URL, agentPassword: 'bench', env: { RATE_LIMITS: 'off' } });
}

// ---------------------------------------------------------------- parent: the measurements
type Server = ChildServer;
const startChild = (kind: string, extraEnv: Record<string, string> = {}): Promise<Server> => startKefuChild(HERE, ['--serve', kind], extraEnv);
const stop = stopChild;

interface Visitor { token: string; pollId: number }

async function createVisitors(port: number, n: number): Promise<Visitor[]> {
  const out: Visitor[] = [];
  let next = 0;
  const worker = async () => {
    while (next < n) {
      next++;
      const res = await fetch(`http://127.0.0.1:${port}${Endpoints.chatStart.path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ channelId: 'demo' }) });
      const body = (await res.json()) as { data: { visitorToken: string; pollId: number } };
      out.push({ token: body.data.visitorToken, pollId: Number(body.data.pollId) });
    }
  };
  await Promise.all(Array.from({ length: 20 }, worker));
  return out;
}

function rotating(pathName: string, visitors: Visitor[], body: (v: Visitor, i: number) => unknown): AcRequest[] {
  let i = 0;
  return [{
    method: 'POST', path: pathName,
    setupRequest: (req: AcRequest) => {
      const n = i++;
      const v = visitors[n % visitors.length]!;
      return { ...req, headers: { 'content-type': 'application/json', authorization: `Bearer ${v.token}` }, body: JSON.stringify(body(v, n)) };
    },
  } as AcRequest];
}

/** CPU seconds (user + system) the server process has used, from /proc (Linux). */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return NaN;
  }
}

async function measure(server: Server, requests: AcRequest[]) {
  const cpu0 = cpuSeconds(server.child.pid);
  const r = await autocannon({ url: `http://127.0.0.1:${server.port}`, connections: CONNECTIONS, duration: DURATION, requests });
  const cpu = cpuSeconds(server.child.pid) - cpu0;
  const served = r['2xx'] + r.non2xx;
  return {
    reqPerSec: Math.round(r.requests.average), p50Ms: r.latency.p50, p99Ms: r.latency.p99,
    ok: r['2xx'], non2xx: r.non2xx, errors: r.errors + r.timeouts, seconds: r.duration,
    // server CPU per request: independent of other load on a shared machine
    serverCpuUsPerReq: served ? Math.round((cpu / served) * 1e6) : null,
  };
}

async function countRows(dbUrl: string | undefined, dataDir: string, since: number): Promise<number> {
  if (dbUrl) {
    const c = new pg.Client({ connectionString: dbUrl });
    await c.connect();
    const r = await c.query<{ n: string }>('select count(*) as n from messages where msg_time >= $1', [since]);
    await c.end();
    return Number(r.rows[0]!.n);
  }
  const { default: SQLite } = await import('better-sqlite3');
  const db = new SQLite(path.join(dataDir, 'kefu.sqlite'), { readonly: true });
  const row = db.prepare('select count(*) as n from messages where msg_time >= ?').get(since) as { n: number };
  db.close();
  return row.n;
}

/** A fresh schema for the PostgreSQL run, or why there is none. */
async function pgSchema(): Promise<ScratchSchema | { skipped: string }> {
  try {
    return await freshSchema(PG_URL, 'kefu_bench');
  } catch (err) {
    return { skipped: `PostgreSQL not reachable: ${(err as Error).message}` };
  }
}

const ratio = (a: number, b: number): number => Math.round((a / b) * 100) / 100;

async function sendRun(hello: number, dbUrl: string | undefined, target: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kefu-bench-'));
  const app = await startChild('kefu', { BENCH_DATA_DIR: dataDir, ...(dbUrl ? { BENCH_DB_URL: dbUrl } : {}) });
  try {
    const visitors = await createVisitors(app.port, VISITORS);
    const since = Date.now();
    const stamp = Date.now();
    const r = await measure(app, rotating(Endpoints.sendMsg.path, visitors, (_v, i) => ({ msgContent: `bench message ${i}`, msgType: 1, id: `message${stamp}${i}` })));
    const rows = await countRows(dbUrl, dataDir, since);
    const durable = Math.round(rows / r.seconds);
    return { ...r, ratioToHello: ratio(r.reqPerSec, hello), rowsStored: rows, durableMsgPerSec: durable, targetMsgPerSec: target, met: durable >= target && rows >= r.ok };
  } finally {
    await stop(app);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** BENCH_ONLY=poll|sqlite|pg runs one measurement (plus hello-world) while optimising. */
const ONLY = env.BENCH_ONLY;

async function main(): Promise<void> {
  const helloSrv = await startChild('hello');
  const hello = await measure(helloSrv, [{ method: 'POST', path: '/hello', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pollId: 0 }) }]);
  await stop(helloSrv);

  let poll;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kefu-bench-'));
  const app = await startChild('kefu', { BENCH_DATA_DIR: dataDir });
  try {
    if (ONLY && ONLY !== 'poll') throw new Error('skipped');
    const visitors = await createVisitors(app.port, VISITORS);
    const r = await measure(app, rotating(Endpoints.getEventMsg.path, visitors, (v) => ({ pollId: v.pollId })));
    const rt = ratio(r.reqPerSec, hello.reqPerSec);
    poll = { ...r, ratioToHello: rt, target: { ratioToHello: 0.5, p99Ms: 50 }, met: rt >= 0.5 && r.p99Ms <= 50 };
  } catch (err) {
    if ((err as Error).message !== 'skipped') throw err;
  } finally {
    await stop(app);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const sqlite = !ONLY || ONLY === 'sqlite' ? await sendRun(hello.reqPerSec, undefined, 3000) : undefined;
  const schema = !ONLY || ONLY === 'pg' ? await pgSchema() : { skipped: 'BENCH_ONLY' };
  let postgres: unknown;
  if ('skipped' in schema) postgres = { skipped: schema.skipped };
  else {
    try {
      postgres = await sendRun(hello.reqPerSec, schema.url, 1500);
    } finally {
      await schema.drop();
    }
  }
  const report = {
    bench: 'server',
    machine: { cpus: os.cpus().length, node: process.version, loadavg1m: Math.round(os.loadavg()[0]! * 100) / 100 },
    settings: { durationS: DURATION, connections: CONNECTIONS, visitors: VISITORS },
    helloWorld: hello,
    getEventMsg: poll,
    sendMsg: { sqlite, postgres },
  };
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
}

const serveIdx = process.argv.indexOf('--serve');
if (serveIdx > 0) {
  await serve(process.argv[serveIdx + 1] ?? 'kefu');
} else {
  await main();
}
