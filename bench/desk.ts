/**
 * `npm run bench:desk`: the desk's Conversations area (docs/api.md "Conversations") on a tenant of
 * BENCH_CONVERSATIONS (10,000) conversations × BENCH_MESSAGES (20) messages, mixed Chinese and
 * English (robot answers as HTML), on SQLite and then on the local PostgreSQL (a fresh schema).
 *
 *   baseline  the bare `chats/list` (an agent's open chats): p50/p95
 *   list      conversations/list's first page, no search: p50/p95, and p95 against the baseline's
 *   search    conversations/list with `q`, per query (a 2-character Chinese word that is common and
 *             one that is in no message — the 1–2 character path's worst case —, a Chinese phrase,
 *             an English word and phrase, a rare id): p50/p95, and p95 against the baseline's
 *   reports   the Reports page's calls for the last 90 days (the conversations are spread over
 *             them): admin/reports/summary, and a drill-down page (one day, first-response times):
 *             p50/p95, and p95 against the baseline's
 *
 * The app runs in this process and is called through Fastify's inject (the route, its schema, the
 * desk token, the queries: everything but the socket). The tenant is seeded in bulk — rows written
 * in transactions of a few hundred conversations, the messages indexed by the same store function
 * the chat uses (server/conversations/store.ts indexMessages) — not through 200,000 HTTP calls.
 * Prints ONE JSON object; timing never fails (DESIGN §6). BENCH_KEEP=1 keeps the seeded database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { DESK_API, MsgType, SenderType } from '../protocol';
import { boot } from '../server/boot';
import type { Booted } from '../server/boot';
import { indexMessages } from '../server/conversations/store';
import { freshSchema } from '../test/server/pg-schema';
import type { ScratchSchema } from '../test/server/pg-schema';
import { smokeOr } from './lib/smoke';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const CONVERSATIONS = Number(env.BENCH_CONVERSATIONS || smokeOr(10_000, 200));
const MESSAGES = Number(env.BENCH_MESSAGES || smokeOr(20, 10));
const RUNS = Number(env.BENCH_RUNS || smokeOr(100, 5));
const PG_URL = env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';
const PASSWORD = 'bench-desk-password';
const BATCH = 250;
const SPAN_MS = 90 * 86_400_000;
/** BENCH_KEEP=1 keeps the seeded SQLite file and PostgreSQL schema (to look at query plans) */
const KEEP = env.BENCH_KEEP === '1';

const ZH = ['退款', '发票', '物流', '快递', '订单', '地址', '修改', '优惠券', '发货', '售后', '质量', '换货', '尺码', '颜色', '支付', '失败', '账号', '登录', '会员', '积分', '请问', '什么时候', '可以', '帮我', '查一下', '谢谢'];
const EN = ['refund', 'invoice', 'order', 'shipping', 'tracking', 'number', 'address', 'change', 'coupon', 'delivery', 'size', 'color', 'payment', 'failed', 'account', 'login', 'member', 'points', 'please', 'when', 'can', 'you', 'check', 'thanks', 'the', 'my'];
const QUERIES = ['退款', '鲸鱼', '申请退款', 'refund', 'tracking number', 'SO-0004242'];

/** A deterministic pseudo-random sequence (the same tenant every run). */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function sentence(r: () => number, zh: boolean): string {
  const words = zh ? ZH : EN;
  const n = 4 + Math.floor(r() * 10);
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(words[Math.floor(r() * words.length)]!);
  // "申请退款" appears in about one Chinese message in fifty
  if (zh && r() < 0.02) out.push('申请退款');
  return zh ? `${out.join('')}。` : `${out.join(' ')}.`;
}

/** Writes the tenant's conversations straight into the tables, indexed as the chat indexes them. */
async function seed(k: Booted): Promise<number> {
  const { db } = k.store;
  const r = rng(42);
  const t0 = performance.now();
  // the conversations are spread over the 90 days the Reports page asks for
  const step = Math.floor(SPAN_MS / CONVERSATIONS);
  const base = Date.now() - CONVERSATIONS * step;
  for (let from = 0; from < CONVERSATIONS; from += BATCH) {
    await db.transaction().execute(async (trx) => {
      const visitors = [];
      const sessions = [];
      const messages = [];
      const evaluations = [];
      for (let i = from; i < Math.min(CONVERSATIONS, from + BATCH); i++) {
        const userId = `bv-${i}`;
        const sessionId = `bs-${String(i).padStart(6, '0')}`;
        const started = base + i * step;
        const kind = r();
        // about 5% open with agent1 (the baseline's chats), 5% queued-like robot chats, the rest closed
        const open = kind < 0.1;
        const manual = kind < 0.05 || kind >= 0.1;
        // agent1 has a working day's open chats (10): the baseline; agent2 the other open ones
        const agent = manual ? ((kind < 0.05 && i % 50 === 0) || (kind >= 0.1 && r() < 0.5) ? 'agent1' : 'agent2') : null;
        const zhVisitor = r() < 0.6;
        visitors.push({
          user_id: userId, tenant_id: 'demo', channel_id: r() < 0.7 ? 'demo' : 'demo-wo', status: open ? (manual ? 2 : 1) : 0, session_id: sessionId,
          user_name: zhVisitor ? `顾客${i}` : `Customer ${i}`, email: `c${i}@example.com`, phone: `139${String(i).padStart(8, '0')}`, locale: zhVisitor ? 'zh-CN' : 'en',
          params: null, pid: null, refer: null, previous_url: null, fiy_book_code: null, requested_group_id: null, requested_admin_id: null,
          form_params: JSON.stringify({ order: `SO-${String(i).padStart(7, '0')}` }), form_submitted_at: null, created_at: started, updated_at: started, last_seen_at: started, user_agent: 'bench',
        });
        for (let m = 1; m <= MESSAGES; m++) {
          const sender = m % 2 ? SenderType.visitor : manual && m > 2 ? SenderType.agent : SenderType.robot;
          const text = sentence(r, sender === SenderType.visitor ? zhVisitor : r() < 0.6);
          messages.push({
            msg_id: `bm-${i}-${m}`, session_id: sessionId, user_id: userId, tenant_id: 'demo', seq: m, local_id: null,
            sender_type: sender, sender_id: sender === SenderType.agent ? agent : null, sender_name: null,
            msg_type: sender === SenderType.robot ? MsgType.robotRich : MsgType.text,
            msg_content: sender === SenderType.robot ? `<p>${text}</p>` : text, file_name: null, doc_node: null, extra: null,
            recall_flag: 0, inside_flag: sender === SenderType.agent && r() < 0.05 ? 1 : 0, sensitive_flag: 0, sensitive_words: null,
            msg_time: started + m * 1000, vote_state: null,
          });
        }
        sessions.push({
          session_id: sessionId, user_id: userId, tenant_id: 'demo', channel_id: 'demo', connection: manual ? 'manual' : 'robot', ended: open ? 0 : 1,
          out_type: open ? null : 2, admin_id: agent, group_id: agent ? 'g-aftersales' : null, last_seq: MESSAGES, last_msg_at: started + MESSAGES * 1000,
          started_at: started, ended_at: open ? null : started + MESSAGES * 1000 + 1, queued_at: null, assigned_at: agent ? started + 3000 : null,
          last_visitor_at: null, last_agent_at: null, admin_timeout_noticed: null,
        });
        if (!open && r() < 0.3) {
          evaluations.push({ session_id: sessionId, tenant_id: 'demo', channel_id: 'demo', user_id: userId, admin_id: agent, connection: manual ? 'manual' as const : 'robot' as const, star: manual ? 1 + Math.floor(r() * 5) : null, solve: manual ? null : r() < 0.5 ? 0 : 1, tags: '', content: '', created_at: started + MESSAGES * 1000 + 2 });
        }
      }
      await trx.insertInto('visitors').values(visitors).execute();
      await trx.insertInto('sessions').values(sessions).execute();
      for (let m = 0; m < messages.length; m += 500) {
        const part = messages.slice(m, m + 500);
        await trx.insertInto('messages').values(part).execute();
        await indexMessages(trx, part);
      }
      if (evaluations.length) await trx.insertInto('evaluations').values(evaluations).execute();
    });
  }
  return Math.round(performance.now() - t0);
}

const pct = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const r2 = (n: number): number => Math.round(n * 100) / 100;

async function timed(k: Booted, token: string, p: string, body: unknown): Promise<{ p50: number; p95: number; rows: number }> {
  const call = async () => {
    const res = await k.app.inject({ method: 'POST', url: `${DESK_API}${p}`, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, payload: JSON.stringify(body) });
    if (res.statusCode !== 200) throw new Error(`${p} ${res.statusCode} ${res.body.slice(0, 200)}`);
    return JSON.parse(res.body) as { data: { chats?: unknown[]; conversations?: unknown[] } };
  };
  const first = await call(); // warm: statements prepared, pages cached
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await call();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: r2(pct(times, 50)), p95: r2(pct(times, 95)), rows: (first.data.chats ?? first.data.conversations ?? []).length };
}

async function run(databaseUrl: string | undefined): Promise<Record<string, unknown>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kefu-bench-desk-'));
  const k = await boot({
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMITS: 'off', DEMO_AGENT_PASSWORD: PASSWORD, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    rootDir: ROOT, seed: true, logger: false,
  });
  try {
    const seedMs = await seed(k);
    // PostgreSQL plans from statistics, which autovacuum would gather soon after such a load
    if (databaseUrl) await sql`analyze`.execute(k.store.db);
    const login = await k.app.inject({ method: 'POST', url: `${DESK_API}auth/login`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ username: 'agent1', password: PASSWORD }) });
    const token = (JSON.parse(login.body) as { data: { token: string } }).data.token;
    const baseline = await timed(k, token, 'chats/list', {});
    const vs = (p95: number) => r2(p95 / baseline.p95);
    const list = await timed(k, token, 'conversations/list', {});
    const search: Record<string, unknown> = {};
    for (const q of QUERIES) {
      const s = await timed(k, token, 'conversations/list', { q });
      search[q] = { ...s, p95VsBaseline: vs(s.p95) };
    }
    const adminLogin = await k.app.inject({ method: 'POST', url: `${DESK_API}auth/login`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ username: 'admin', password: PASSWORD }) });
    const admin = (JSON.parse(adminLogin.body) as { data: { token: string } }).data.token;
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const range = { from: day(Date.now() - SPAN_MS + 86_400_000), to: day(Date.now()) };
    const reports: Record<string, unknown> = {};
    for (const [name, p, body] of [
      ['summary', 'admin/reports/summary', range],
      ['drillDay', 'admin/reports/drill', { ...range, metric: 'day', key: day(Date.now() - 30 * 86_400_000) }],
      ['drillFirstResponse', 'admin/reports/drill', { ...range, metric: 'firstResponse' }],
    ] as const) {
      const r = await timed(k, admin, p, body);
      reports[name] = { p50: r.p50, p95: r.p95, p95VsBaseline: vs(r.p95) };
    }
    return {
      conversations: CONVERSATIONS, messages: CONVERSATIONS * MESSAGES, seedMs, runs: RUNS,
      baseline: { call: 'chats/list', ...baseline },
      list: { ...list, p95VsBaseline: vs(list.p95) },
      search,
      reports: { range, ...reports },
    };
  } finally {
    await k.close();
    if (!KEEP) fs.rmSync(dataDir, { recursive: true, force: true });
    else process.stderr.write(`kept: ${dataDir} ${databaseUrl ?? ''}\n`);
  }
}

const out: Record<string, unknown> = { at: new Date().toISOString(), node: process.version };
out.sqlite = await run(undefined);
let schema: ScratchSchema | undefined;
try {
  schema = await freshSchema(PG_URL, 'kefu_bench');
} catch (err) {
  out.pg = { skipped: `PostgreSQL not reachable: ${(err as Error).message}` };
}
if (schema) {
  try {
    out.pg = await run(schema.url);
  } finally {
    if (!KEEP) await schema.drop();
  }
}
process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
