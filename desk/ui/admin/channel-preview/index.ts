/**
 * The channel screen's preview and install panels (docs/desk.md "Preview", "Install"): the
 * channel screen puts ChannelPreview beside its form and InstallPanel in its Install section.
 */
export { ChannelPreview, PREVIEW_DEBOUNCE_MS } from './channel-preview';
export { InstallPanel, siteCheckText } from './install-panel';
export { embedSnippet, previewLocales, previewUrl } from './urls';
export type { ChannelDraft } from './urls';
