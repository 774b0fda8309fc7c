/**
 * What the widget was started with, in either embedding mode (DESIGN §4):
 * - element mode: the `<kefu-chat>` attributes (channel-id, locale, server, params JSON);
 * - page mode (full page / iframe): the spec §2 query of location.search.
 */
import { FromParam, PARENT_ORIGIN_PARAM } from '../protocol';
import { queryFromSearch, routeFromPath } from './routes';
import type { Query } from './routes';
import type { Place } from './state/place';

export type Mode = 'element' | 'page';

/** The props r2wc reads from the element's attributes (ElementAttr in protocol/). */
export interface ElementProps {
  channelId?: string;
  locale?: string;
  mode?: string;
  server?: string;
  params?: string;
}

export interface Launch {
  mode: Mode;
  /** the Kefu server's base URL for API calls */
  server: string;
  place: Place;
  /** spec §2: from=iframe or iframeTest */
  iframe: boolean;
  /** iframe mode: the only origin the bridge listens to and posts to; null = no bridge */
  parentOrigin: string | null;
  /** page mode: the query's locale (element mode passes its attribute to the app directly) */
  locale: string | undefined;
}

/** An http(s) origin written exactly as `URL.origin` writes it, or null. */
export function exactOrigin(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value ? url.origin : null;
  } catch {
    return null;
  }
}

/** An http(s) base URL without a trailing slash (a path prefix is kept), or null. */
export function serverBase(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return null;
  }
}

/** The `params` attribute: a JSON object of spec §2 chat-start parameters; anything else is ignored. */
export function parseParams(json: string | undefined): Record<string, string> {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(value)) {
      if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[k] = String(v);
    }
    return out;
  } catch {
    return {};
  }
}

/** The origin the widget bundle was loaded from: in element mode, the Kefu server by default. */
const bundleOrigin = new URL(import.meta.url).origin;

export function launchFrom(props: ElementProps, loc: Pick<Location, 'pathname' | 'search' | 'origin'>): Launch {
  if (props.mode === 'page') {
    const query = queryFromSearch(loc.search);
    const from = query.from;
    const iframe = from === FromParam.iframe || from === FromParam.iframeTest;
    return {
      mode: 'page',
      // spec §7: "Base path is the site root"; a server attribute may still point elsewhere.
      server: serverBase(props.server) ?? loc.origin,
      place: { route: routeFromPath(loc.pathname), query },
      iframe,
      parentOrigin: iframe ? exactOrigin(query[PARENT_ORIGIN_PARAM]) : null,
      locale: query.locale ?? props.locale,
    };
  }
  const query: Query = {
    ...parseParams(props.params),
    ...(props.channelId ? { channelId: props.channelId } : {}),
    ...(props.locale ? { locale: props.locale } : {}),
  };
  return {
    mode: 'element',
    server: serverBase(props.server) ?? bundleOrigin,
    place: { route: 'index', query },
    iframe: false,
    parentOrigin: null,
    locale: query.locale,
  };
}
