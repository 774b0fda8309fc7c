/**
 * What the preview and install panels build from a channel: the widget page's preview address,
 * the locales to preview in, and the embed snippet of docs/embedding.md ("The snippet").
 */
import { LOCALES, PREVIEW_PARAM, Routes, ServePaths } from '../../../../protocol';

/** The channel's settings as the channel form holds them (admin/channels/get's config and i18n, edited). */
export interface ChannelDraft {
  config: Record<string, unknown>;
  i18n: Record<string, unknown>;
}

/**
 * The widget page that shows the draft: spec §2's chat route with the channel, the locale and
 * the preview token; `userName` names the visitor of the chats started in the preview, so staff
 * can tell them from real visitors (docs/desk.md "Preview"); `n` makes each load a new address.
 */
export function previewUrl(channelId: string, locale: string, token: string, visitorName: string, n: number): string {
  const q = new URLSearchParams({ channelId, locale, [PREVIEW_PARAM]: token, userName: visitorName, _: String(n) });
  return `${ServePaths.widgetBase.slice(0, -1)}${Routes.index}?${q.toString()}`;
}

/** The channel's own language, the languages it has texts for, and zh and en — each once, known locales only. */
export function previewLocales(draft: ChannelDraft): string[] {
  const own = typeof draft.config.language === 'string' ? draft.config.language : 'zh';
  const wanted = [own, ...Object.keys(draft.i18n ?? {}), 'zh', 'en'];
  return wanted.filter((l, i) => (LOCALES as readonly string[]).includes(l) && wanted.indexOf(l) === i);
}

/** A language named in itself ("English", "中文", "العربية"), so anyone finds theirs. */
export function localeName(code: string): string {
  try {
    return new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** docs/embedding.md's two-line snippet with this server's origin and the channel. */
export function embedSnippet(origin: string, channelId: string): string {
  return '<script>window.KefuChat=window.KefuChat||function(){(KefuChat.q=KefuChat.q||[]).push(arguments)};</script>\n'
    + `<script async src="${attr(origin)}${ServePaths.loader}" data-channel-id="${attr(channelId)}"></script>`;
}
