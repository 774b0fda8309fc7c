/**
 * Group commit for visitor sends (the send hot path, bench/server.ts). Sends that arrive while
 * a batch is being written wait and form the next batch; each batch is ONE transaction with a
 * fixed number of statements whatever its size:
 *   1. the visitors' current sessions (one read),
 *   2. every session's counter advanced by its message count (one UPDATE … FROM VALUES, which
 *      also locks the conversations, skips ended ones, and stamps last_visitor_at — every
 *      message here is a visitor's — for the spec §4 timers),
 *   3. the local ids already stored (one read, after the locks: retries and concurrent copies),
 *   4. the counters given back for messages that turned out to be retries (rare),
 *   5. all new messages inserted (one multi-row INSERT).
 * So the promises of append.ts hold per message — committed before the answer (P1), one row
 * per local id (P3), gap-free seq (P4) — at a fraction of the round trips and commits. If a
 * batch fails as a whole (a deadlock, an outage), each message is retried alone through
 * append.ts, so one bad message never fails its neighbours.
 */
import type { Db, Trx } from '../store/db';
import { conflict } from '../errors';
import { appendMessage, sameBody } from './append';
import type { AppendInput, AppendResult } from './append';
import { newMsgId } from './ids';
import type { MessageRow } from './rows';
import { currentSessionsOf } from './store/visitors';
import { advanceCounters, giveBackSeqs } from './store/sessions';
import { insertMessagesOnce, messagesByLocalIds } from './store/messages';

/** Most messages in one transaction (bounded statement size and lock time). */
export const MAX_BATCH = 64;

interface Pending { input: AppendInput; resolve(r: AppendResult): void; reject(e: unknown): void }
type Outcome = AppendResult | Error;
const chatEnded = () => conflict('chat ended: start a new chat to send messages');

export class MessageWriter {
  private queue: Pending[] = [];
  private running = false;

  constructor(private readonly db: Db) {}

  /** Stores a visitor message (no visitor event); resolves after its batch has committed. */
  append(input: AppendInput): Promise<AppendResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.queue.length) {
        // let requests that already arrived join this batch: with SQLite a transaction never
        // waits for I/O, so without this yield every batch would hold one message
        await new Promise<void>((r) => setImmediate(r));
        const batch = this.queue.splice(0, MAX_BATCH);
        let outcomes: Outcome[] | undefined;
        try {
          outcomes = await this.db.transaction().execute((trx) => writeBatch(trx, batch.map((p) => p.input)));
        } catch {
          // the whole batch rolled back: every message alone, so errors stay with their message
          await Promise.all(batch.map((p) => appendMessage(this.db, p.input).then(p.resolve, p.reject)));
          continue;
        }
        batch.forEach((p, i) => {
          const o = outcomes![i]!;
          if (o instanceof Error) p.reject(o);
          else p.resolve(o);
        });
      }
    } finally {
      this.running = false;
    }
  }
}

const pairKey = (userId: string, localId: string): string => `${userId}\u0000${localId}`;

async function writeBatch(trx: Trx, inputs: AppendInput[]): Promise<Outcome[]> {
  const now = Math.max(...inputs.map((m) => m.now));
  // 1. the current session of each visitor that did not name one
  const sessionOf = new Map<string, string>();
  const lookup = [...new Set(inputs.filter((m) => !m.sessionId).map((m) => m.userId))];
  if (lookup.length) {
    const rows = await currentSessionsOf(trx, lookup);
    for (const r of rows) {
      const m = inputs.find((i) => i.userId === r.user_id)!;
      if (r.session_id && r.tenant_id === m.tenantId && r.channel_id === m.channelId) sessionOf.set(r.user_id, r.session_id);
    }
  }
  const sessionIds = inputs.map((m) => m.sessionId ?? sessionOf.get(m.userId));
  // 2. advance each open session's counter by its message count; ended sessions return nothing
  const counts = new Map<string, number>();
  for (const s of sessionIds) if (s) counts.set(s, (counts.get(s) ?? 0) + 1);
  const base = new Map<string, { seq: number; time: number }>();
  if (counts.size) {
    for (const r of await advanceCounters(trx, counts, now)) {
      const k = counts.get(r.session_id)!;
      base.set(r.session_id, { seq: Number(r.last_seq) - k, time: Number(r.last_msg_at) - k });
    }
  }
  // 3. local ids already stored (read after the session locks, so committed copies are seen)
  const withId = inputs.filter((m) => m.localId !== undefined);
  const stored = new Map<string, MessageRow>();
  if (withId.length) {
    const rows = await messagesByLocalIds(trx, withId.map((m) => ({ userId: m.userId, localId: m.localId! })));
    for (const r of rows) stored.set(pairKey(r.user_id, r.local_id!), r);
  }
  // assign seqs in arrival order to the messages that are really new
  const outcomes: (Outcome | { dupOf: number } | null)[] = [];
  const fresh: MessageRow[] = [];
  const used = new Map<string, number>();
  const firstInBatch = new Map<string, number>();
  inputs.forEach((m, i) => {
    const key = m.localId !== undefined ? pairKey(m.userId, m.localId) : undefined;
    const existing = key ? stored.get(key) : undefined;
    if (existing) {
      outcomes.push(sameBody(existing, m) ? { row: existing, created: false } : conflict(`id: message ${m.localId} was already sent with a different body`));
      return;
    }
    if (key && firstInBatch.has(key)) {
      outcomes.push({ dupOf: firstInBatch.get(key)! });
      return;
    }
    const s = sessionIds[i];
    const b = s ? base.get(s) : undefined;
    if (!s || !b) {
      outcomes.push(chatEnded());
      return;
    }
    const n = (used.get(s) ?? 0) + 1;
    used.set(s, n);
    if (key) firstInBatch.set(key, i);
    const row: MessageRow = {
      msg_id: newMsgId(now), session_id: s, user_id: m.userId, tenant_id: m.tenantId, seq: b.seq + n, local_id: m.localId ?? null,
      sender_type: m.senderType, sender_id: m.senderId ?? null, sender_name: m.senderName ?? null, msg_type: m.msgType,
      msg_content: m.msgContent, file_name: m.fileName ?? null, doc_node: null,
      extra: m.extra && Object.keys(m.extra).length ? JSON.stringify(m.extra) : null,
      recall_flag: 0, inside_flag: m.insideFlag ? 1 : 0, sensitive_flag: m.sensitiveFlag ? 1 : 0,
      sensitive_words: m.sensitiveWords ?? null, msg_time: b.time + n, vote_state: null,
    };
    fresh.push(row);
    outcomes.push({ row, created: true });
  });
  // 4. give back the seqs of messages that were retries (the counters advanced by too much)
  for (const [s, k] of counts) {
    const n = used.get(s) ?? 0;
    if (base.has(s) && n < k) await giveBackSeqs(trx, s, k - n);
  }
  // 5. the new messages, all at once; a row missing here would be a gap: fail the batch instead
  if (fresh.length) {
    if ((await insertMessagesOnce(trx, fresh)) !== fresh.length) throw new Error('a concurrent copy was stored: retry the batch message by message');
  }
  return outcomes.map((o, i) => {
    if (o && 'dupOf' in o) {
      // the same local id twice in one batch: a retry if the body is the same, else a conflict
      const first = (outcomes[o.dupOf] as AppendResult).row;
      return sameBody(first, inputs[i]!) ? { row: first, created: false } : conflict(`id: message ${inputs[i]!.localId} was already sent with a different body`);
    }
    return o as Outcome;
  });
}
