/**
 * Row types of the staff tables (migrations 001_core, 005_agents), merged into the store's
 * Database interface: agents, groups and members, desk sessions, working hours, canned replies.
 * The queue (chat_queue) is declared by routing/tables.ts.
 */
import type { Generated, Selectable } from 'kysely';

export interface AgentTable {
  agent_id: string;
  tenant_id: string;
  login_name: string;
  password_hash: string;
  nick: string;
  face: string | null;
  card_sign: string | null;
  card_tel: string | null;
  card_mobile: string | null;
  card_email: string | null;
  card_qq: string | null;
  card_wechat: string | null;
  /** the per-agent concurrent-chat limit */
  max_load: Generated<number>;
  created_at: number;
  /** 'agent' | 'admin' */
  role: Generated<string>;
  /** what the agent chose: 'online' | 'busy' | 'offline' */
  presence: Generated<string>;
  presence_at: Generated<number>;
  /** the desk counts as connected until then (heartbeats push it on) */
  connected_until: Generated<number>;
  last_assigned_at: Generated<number>;
  disabled: Generated<number>;
  updated_at: Generated<number>;
}

/** An agent as read from the store. */
export type AgentRow = Selectable<AgentTable>;

export interface AgentGroupTable {
  group_id: string;
  tenant_id: string;
  group_name: string;
  created_at: number;
}

export interface AgentGroupMemberTable {
  group_id: string;
  agent_id: string;
}

export interface AgentSessionTable {
  /** SHA-256 of the bearer token (base64url) */
  token_hash: string;
  agent_id: string;
  tenant_id: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface WorkingHoursTable {
  tenant_id: string;
  /** JSON of WorkingHours */
  config: string;
  updated_at: number;
}

export interface CannedReplyTable {
  reply_id: string;
  tenant_id: string;
  name: string;
  content: string;
  created_at: number;
  updated_at: number;
}

declare module '../store/schema' {
  interface Database {
    agents: AgentTable;
    agent_groups: AgentGroupTable;
    agent_group_members: AgentGroupMemberTable;
    agent_sessions: AgentSessionTable;
    working_hours: WorkingHoursTable;
    canned_replies: CannedReplyTable;
  }
}
