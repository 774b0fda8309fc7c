/**
 * The channel screen's tools for admins (docs/api.md "Channel preview and install"): a preview
 * of unsaved settings in the real widget, and a check that a site carries the channel's snippet.
 */

/** The query parameter of the widget page (`/chat_online/index?channelId=…&preview=…`) that shows a draft. */
export const PREVIEW_PARAM = 'preview';

/** admin/channels/preview's answer. */
export interface ChannelPreviewTicket {
  /** the widget page's `preview` parameter: its channelInfo answers the draft while it lasts */
  token: string;
  /** epoch ms; afterwards the page shows the saved settings */
  expiresAt: number;
}

/** Why a site could not be read (admin/channels/checkSite). */
export const SiteFailure = {
  /** not an http(s) address, or one with a user name or password in it */
  badUrl: 'badUrl',
  /** the name resolves to a private, loopback, link-local or otherwise internal address */
  blocked: 'blocked',
  /** the name does not resolve */
  dns: 'dns',
  /** no connection, or it broke (refused, reset, TLS) */
  unreachable: 'unreachable',
  /** no complete answer within the time limit */
  timeout: 'timeout',
  /** more redirects than allowed */
  redirects: 'redirects',
  /** the page answered with a status other than 2xx (`status` says which) */
  httpStatus: 'httpStatus',
} as const;
export type SiteFailure = (typeof SiteFailure)[keyof typeof SiteFailure];

/** admin/channels/checkSite's answer: what the page's HTML, as the server fetched it, carries. */
export type SiteCheck =
  /** the loader script tag with this channel's id */
  | { result: 'found'; url: string; loaderSrc: string }
  /** the loader script tag, but for other channels only */
  | { result: 'otherChannel'; url: string; channels: string[] }
  /** no loader script tag in the HTML (a snippet inserted later by the page's own scripts cannot be seen) */
  | { result: 'notFound'; url: string }
  | { result: 'unreachable'; reason: SiteFailure; status?: number };
