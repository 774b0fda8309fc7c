/** Tenants and channel configuration (spec §3 "Init configuration"). */
export { createChannelService } from './service';
export { defaultChannelConfig, TRANSLATABLE_FIELDS } from './defaults';
export type { FullChannelConfig } from './defaults';
export { validateChannelPatch } from './validate';
export { isColor, isSafeUrl } from './checks';
export type { ChannelRecord, ChannelService, ChannelUpsert, MsgTemplate } from './types';
