/** Row types of the conversation tables (migrations 001_core, 004_message_vote, 005_agents), merged into the store's Database. */
import type { Generated, Selectable } from 'kysely';

export interface VisitorTable {
  user_id: string;
  tenant_id: string;
  channel_id: string;
  status: number;
  session_id: string | null;
  user_name: string | null;
  email: string | null;
  phone: string | null;
  locale: string | null;
  params: string | null;
  pid: string | null;
  refer: string | null;
  previous_url: string | null;
  fiy_book_code: string | null;
  requested_group_id: string | null;
  requested_admin_id: string | null;
  form_params: string | null;
  form_submitted_at: number | null;
  event_seq: Generated<number>;
  read_seq: Generated<number>;
  created_at: number;
  updated_at: number;
  last_seen_at: number;
  /** the User-Agent of chatStart: the desk's "device" (005) */
  user_agent: string | null;
}

export interface SessionTable {
  session_id: string;
  user_id: string;
  tenant_id: string;
  channel_id: string;
  connection: string;
  ended: Generated<number>;
  out_type: number | null;
  admin_id: string | null;
  group_id: string | null;
  last_seq: Generated<number>;
  last_msg_at: Generated<number>;
  started_at: number;
  ended_at: number | null;
  /** 005: the timers of spec §4 are derived from these stored times (routing, chat/timers.ts) */
  queued_at: number | null;
  assigned_at: number | null;
  last_visitor_at: number | null;
  last_agent_at: number | null;
  /** the last_visitor_at the desk was told about (agent-not-replied, once per wait) */
  admin_timeout_noticed: number | null;
  /** the desk's read mark: messages after it are unread */
  agent_read_seq: Generated<number>;
}

export interface MessageTable {
  msg_id: string;
  session_id: string;
  user_id: string;
  tenant_id: string;
  seq: number;
  local_id: string | null;
  sender_type: number;
  sender_id: string | null;
  sender_name: string | null;
  msg_type: number;
  msg_content: string;
  file_name: string | null;
  doc_node: string | null;
  extra: string | null;
  recall_flag: Generated<number>;
  inside_flag: Generated<number>;
  sensitive_flag: Generated<number>;
  sensitive_words: string | null;
  msg_time: number;
  /** spec §4 vote state (`disabled`) once the visitor voted on this robot answer; null: not voted (004) */
  vote_state: number | null;
}

export interface EventTable {
  user_id: string;
  seq: number;
  code: number;
  msg_id: string | null;
  payload: string | null;
  created_at: number;
}

/** The rows as read: what the store functions return and the domain maps (rows.ts). */
export type VisitorRow = Selectable<VisitorTable>;
export type SessionRow = Selectable<SessionTable>;
export type MessageRow = Selectable<MessageTable>;
export type EventRow = Selectable<EventTable>;

declare module '../store/schema' {
  interface Database {
    visitors: VisitorTable;
    sessions: SessionTable;
    messages: MessageTable;
    events: EventTable;
  }
}
