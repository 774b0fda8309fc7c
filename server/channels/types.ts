/** The channel service's public contract (other domains use it through services.channels). */
import type { ChannelGroup } from '../../protocol';
import type { FullChannelConfig } from './defaults';

export interface ChannelRecord {
  tenantId: string;
  channelId: string;
  /** spec §3 init configuration, every field with its default filled (frozen: shared by the cache) */
  config: Readonly<FullChannelConfig>;
}

/** A message template of /api/basic/msgTemplate/getMsgTemplate. */
export interface MsgTemplate { id: string | number; title?: string; content: string }

export interface ChannelUpsert {
  tenantId: string;
  channelId: string;
  /** a partial ChannelConfig; validated field by field (colours, URLs, JSON shapes) */
  config?: unknown;
  /** {locale: partial visitor-facing texts} */
  i18n?: unknown;
  msgTemplates?: unknown;
}

export interface ChannelService {
  /** The channel and its full configuration, or null (served from memory after the first read). */
  get(channelId: string): Promise<ChannelRecord | null>;
  /** The configuration as channelInfo serves it: the locale's text overrides applied. */
  info(channelId: string, locale?: string): Promise<Readonly<FullChannelConfig> | null>;
  /** spec §7 getChannelGroup: the agent groups listed in groupConfig, in that order. */
  /** the channel's groups (spec §4 chooser), named in `locale` when the channel has texts for it */
  groups(channelId: string, locale?: string): Promise<ChannelGroup[]>;
  msgTemplates(channelId: string): Promise<MsgTemplate[]>;
  /** Create or update a channel (validated; throws DomainError 400 naming the field). */
  upsert(input: ChannelUpsert): Promise<ChannelRecord>;
  ensureTenant(tenantId: string, name: string): Promise<void>;
  /** The tenant's channels (the desk's admin area), by id. */
  listByTenant(tenantId: string): Promise<ChannelAdminView[]>;
  /** One channel of the tenant with its stored texts per locale and templates; null if not the tenant's. */
  adminView(tenantId: string, channelId: string): Promise<ChannelAdminView | null>;
  /** Drop cached configuration (one channel, or all). */
  invalidate(channelId?: string): void;
}

/** A channel as the admin edits it: the full configuration, the per-locale texts, the templates. */
export interface ChannelAdminView {
  channelId: string;
  config: Readonly<FullChannelConfig>;
  i18n: Record<string, Partial<FullChannelConfig>>;
  msgTemplates: MsgTemplate[];
  updatedAt: number;
}
