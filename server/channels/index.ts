/** Tenants and channel configuration (spec §3 "Init configuration"). */
export { createChannelService } from './service';
export { defaultChannelConfig, TRANSLATABLE_FIELDS } from './defaults';
export type { FullChannelConfig } from './defaults';
export { validateChannelPatch } from './validate';
export { isColor, isSafeUrl } from './checks';
export type { ChannelAdminView, ChannelRecord, ChannelService, ChannelUpsert, MsgTemplate } from './types';
/** The small field validators every admin write uses (a 400 naming the field). */
export * as checks from './checks';
export { ChannelPreviews, PreviewLimits } from './preview';
export type { PreviewTicket } from './preview';
export { SiteChecker, SiteCheckLimits, snippetIn } from './site-check';
export type { SiteCheckDeps } from './site-check';
