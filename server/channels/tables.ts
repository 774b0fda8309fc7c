/**
 * Row types of the tenant, channel and channel-preview tables (migrations 001_core, 005_agents,
 * 012_channel_preview), merged into the store's Database interface. The staff tables are
 * declared in agents/tables.ts.
 */
import type { Generated, Selectable } from 'kysely';
import '../agents/tables';

export interface TenantTable {
  tenant_id: string;
  name: string;
  created_at: number;
  /** the last queue arrival number handed out (005): first come, first served */
  queue_seq: Generated<number>;
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

/** A channel as read from the store (config, i18n and templates still JSON text). */
export type ChannelRow = Selectable<ChannelTable>;

/** An admin's unsaved draft of a channel, shown by the preview (012_channel_preview). */
export interface ChannelPreviewTable {
  channel_id: string;
  agent_id: string;
  tenant_id: string;
  /** JSON of the full ChannelConfig the draft makes */
  config: string;
  /** JSON: locale → visitor-facing text overrides, the draft's */
  i18n: string;
  expires_at: number;
}

declare module '../store/schema' {
  interface Database {
    tenants: TenantTable;
    channels: ChannelTable;
    channel_previews: ChannelPreviewTable;
  }
}
