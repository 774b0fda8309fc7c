/** Row → record mapping, in one place so every reader applies the same rules. */
import { ConnectionType, MsgStatus, SenderType } from '../../protocol';
import type { ChatMessage, MsgType, UserStatus, VoteState } from '../../protocol';
import type { MessageRow, SessionRow, VisitorRow } from './tables';
import type { SessionRecord, StoredMessage, VisitorRecord } from './types';

export type { MessageRow, SessionRow, VisitorRow };

export function toVisitorRecord(r: VisitorRow): VisitorRecord {
  const v: VisitorRecord = {
    userId: r.user_id, tenantId: r.tenant_id, channelId: r.channel_id,
    status: r.status as UserStatus, sessionId: r.session_id,
  };
  if (r.user_name != null) v.userName = r.user_name;
  if (r.email != null) v.email = r.email;
  if (r.phone != null) v.phone = r.phone;
  if (r.locale != null) v.locale = r.locale;
  return v;
}

export function toSessionRecord(r: SessionRow): SessionRecord {
  return {
    sessionId: r.session_id, userId: r.user_id, tenantId: r.tenant_id, channelId: r.channel_id,
    connection: r.connection === ConnectionType.manual ? ConnectionType.manual : ConnectionType.robot,
    ended: Number(r.ended) === 1, startedAt: Number(r.started_at), endedAt: r.ended_at == null ? null : Number(r.ended_at),
    adminId: r.admin_id,
  };
}

function parseExtra(extra: string | null): Record<string, unknown> {
  if (!extra) return {};
  try {
    const v = JSON.parse(extra) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The message with every stored field (the desk's view). */
export function toStoredMessage(r: MessageRow): StoredMessage {
  const m: StoredMessage = {
    ...parseExtra(r.extra),
    msgId: r.msg_id, seq: Number(r.seq), sessionId: r.session_id, userId: r.user_id,
    msgTime: Number(r.msg_time), msgType: r.msg_type as MsgType, senderType: r.sender_type as SenderType,
    msgContent: r.msg_content, status: MsgStatus.success,
    insideFlag: Number(r.inside_flag), recallFlag: Number(r.recall_flag), sensitiveFlag: Number(r.sensitive_flag),
  };
  if (r.local_id != null) m.id = r.local_id;
  if (r.sender_id != null) m.senderId = r.sender_id;
  if (r.sender_name != null) m.senderName = r.sender_name;
  if (r.file_name != null) m.fileName = r.file_name;
  if (r.doc_node != null) m.docNode = r.doc_node;
  if (r.sensitive_words != null) m.sensitiveWords = r.sensitive_words;
  if (r.vote_state != null) m.disabled = Number(r.vote_state) as VoteState;
  return m;
}

/**
 * The message as the visitor may see it, or null when it must not leave the server
 * (DESIGN §3, spec §3): internal notes and sensitive-flagged agent/robot messages are absent;
 * a recalled message keeps only its place (msgId, seq, time, sender) and loses its body.
 */
export function toVisitorMessage(r: MessageRow): ChatMessage | null {
  if (Number(r.inside_flag) === 1) return null;
  const fromStaff = r.sender_type !== SenderType.visitor && r.sender_type !== SenderType.system;
  if (fromStaff && Number(r.sensitive_flag) === 1) return null;
  const base: ChatMessage = {
    msgId: r.msg_id, seq: Number(r.seq), msgTime: Number(r.msg_time),
    msgType: r.msg_type as MsgType, senderType: r.sender_type as SenderType, status: MsgStatus.success,
  };
  if (r.sender_name != null) base.senderName = r.sender_name;
  if (r.local_id != null) base.id = r.local_id;
  if (Number(r.recall_flag) === 1) return { ...base, recallFlag: 1, msgContent: '' };
  // extra first: the stored columns always win over anything in extra
  const m: ChatMessage = { ...parseExtra(r.extra), ...base, msgContent: r.msg_content };
  if (r.file_name != null) m.fileName = r.file_name;
  if (r.doc_node != null) m.docNode = r.doc_node;
  // spec §4: a voted answer keeps its vote state (its buttons stay as voted after a reload)
  if (r.vote_state != null) m.disabled = Number(r.vote_state) as VoteState;
  // the visitor's own message flagged sensitive stays visible to them (they wrote it), with the mark
  if (Number(r.sensitive_flag) === 1) {
    m.sensitiveFlag = 1;
    if (r.sensitive_words != null) m.sensitiveWords = r.sensitive_words;
  }
  return m;
}
