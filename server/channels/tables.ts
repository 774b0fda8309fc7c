/**
 * Row types of the tenant, channel and staff tables (migration 001_core), merged into the
 * store's Database interface. Agent tables are declared here until the agents issue owns them.
 */
import type { Generated } from 'kysely';

export interface TenantTable {
  tenant_id: string;
  name: string;
  created_at: number;
}

export interface ChannelTable {
  channel_id: string;
  tenant_id: string;
  /** JSON of the full ChannelConfig */
  config: string;
  /** JSON: locale → visitor-facing text overrides */
  i18n: Generated<string>;
  /** JSON list of message templates */
  msg_templates: Generated<string>;
  created_at: number;
  updated_at: number;
}

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
  max_load: Generated<number>;
  created_at: number;
}

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

declare module '../store/schema' {
  interface Database {
    tenants: TenantTable;
    channels: ChannelTable;
    agents: AgentTable;
    agent_groups: AgentGroupTable;
    agent_group_members: AgentGroupMemberTable;
  }
}
