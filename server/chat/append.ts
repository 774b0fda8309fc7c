/**
 * Storing one message (P1, P3, P4). Inside one transaction:
 *   1. the session row's counter gives the next seq and a strictly increasing msgTime
 *      (the visitor's current session can be found inside that same UPDATE, so a plain send
 *      is one read-free transaction)
 *      (it also locks the conversation on PostgreSQL, so seqs are gap-free under concurrency,
 *      and refuses an ended session atomically);
 *   2. insert-or-nothing on the unique (user_id, local_id) index: a retry with the same local
 *      id inserts nothing, the transaction rolls back (the seq is not consumed) and the stored
 *      message is returned instead — never check-then-insert;
 *   3. agent and system messages are appended to the visitor's event log as 1201.
 * The caller acknowledges only after commit.
 */
import { EventCode, SenderType } from '../../protocol';
import type { Db, Trx } from '../store/db';
import { conflict } from '../errors';
import { appendEvent } from './log';
import { newMsgId } from './ids';
import type { MessageRow } from './rows';
import { advanceCounter } from './store/sessions';
import { insertMessageOnce, messageByLocalId } from './store/messages';

export interface AppendInput {
  /** the session to append to; omitted: the visitor's current session, found in the same statement */
  sessionId?: string | undefined;
  userId: string;
  tenantId: string;
  channelId: string;
  senderType: number;
  msgType: number;
  msgContent: string;
  senderName?: string | undefined;
  senderId?: string | undefined;
  localId?: string | undefined;
  fileName?: string | undefined;
  extra?: Record<string, unknown> | undefined;
  insideFlag?: boolean | undefined;
  sensitiveFlag?: boolean | undefined;
  sensitiveWords?: string | undefined;
  /** store a 1201 event in the visitor's log for this message */
  visitorEvent: boolean;
  now: number;
}

export interface AppendResult {
  row: MessageRow;
  /** false when an earlier message with the same local id was returned */
  created: boolean;
  eventSeq?: number;
}

class Duplicate extends Error {}
class SessionEnded extends Error {}

/** Same local id: the same body is a retry; anything else is a different message → 409. */
export function sameBody(row: MessageRow, m: AppendInput): boolean {
  return row.sender_type === m.senderType && row.msg_type === m.msgType && row.msg_content === m.msgContent
    && (row.file_name ?? null) === (m.fileName ?? null);
}

/** Steps 1–3 in the caller's transaction; throws Duplicate or SessionEnded (the caller rolls back). */
async function appendIn(trx: Trx, m: AppendInput): Promise<AppendResult> {
  const counter = await advanceCounter(trx, m, m.now, {
    // the stored times the spec §4 timers are derived from (routing/timers.ts); a note is no reply
    ...(m.senderType === SenderType.visitor ? { last_visitor_at: m.now } : {}),
    ...(m.senderType === SenderType.agent && !m.insideFlag ? { last_agent_at: m.now } : {}),
  });
  if (!counter) throw new SessionEnded();
  const row: MessageRow = {
    msg_id: newMsgId(m.now), session_id: counter.session_id, user_id: m.userId, tenant_id: m.tenantId,
    seq: Number(counter.last_seq), local_id: m.localId ?? null,
    sender_type: m.senderType, sender_id: m.senderId ?? null, sender_name: m.senderName ?? null,
    msg_type: m.msgType, msg_content: m.msgContent, file_name: m.fileName ?? null, doc_node: null,
    extra: m.extra && Object.keys(m.extra).length ? JSON.stringify(m.extra) : null,
    recall_flag: 0, inside_flag: m.insideFlag ? 1 : 0, sensitive_flag: m.sensitiveFlag ? 1 : 0,
    sensitive_words: m.sensitiveWords ?? null, msg_time: Number(counter.last_msg_at), vote_state: null,
  };
  if (!(await insertMessageOnce(trx, row))) throw new Duplicate();
  const result: AppendResult = { row, created: true };
  if (m.visitorEvent) result.eventSeq = await appendEvent(trx, { userId: m.userId, code: EventCode.agentMessage, msgId: row.msg_id, at: m.now });
  return result;
}

/**
 * One message stored inside another domain's transaction, so it commits or rolls back with that
 * change (a transfer's staff-only marker with the assignment: docs/api.md "Transfer with a note").
 * A local id already stored or an ended session throws (409), which rolls the caller back.
 */
export async function appendMessageInTrx(trx: Trx, m: AppendInput): Promise<AppendResult> {
  try {
    return await appendIn(trx, m);
  } catch (err) {
    if (err instanceof Duplicate) throw conflict(`id: ${m.localId ?? 'the message'} is already stored`);
    if (err instanceof SessionEnded) throw conflict('chat ended');
    throw err;
  }
}

export async function appendMessage(db: Db, m: AppendInput): Promise<AppendResult> {
  try {
    return await db.transaction().execute((trx) => appendIn(trx, m));
  } catch (err) {
    if (!(err instanceof Duplicate) && !(err instanceof SessionEnded)) throw err;
    if (m.localId !== undefined) {
      const existing = await messageByLocalId(db, m.userId, m.localId);
      if (existing) {
        if (!sameBody(existing, m)) throw conflict(`id: message ${m.localId} was already sent with a different body`);
        return { row: existing, created: false };
      }
    }
    // spec §4 / security-cases: a send after the close is refused with "chat ended", never dropped
    throw conflict('chat ended: start a new chat to send messages');
  }
}
