/**
 * spec §2 routes: history mode under the base path chat_online. Each route names the query
 * parameters it cannot start without; until they are present the app says what is missing and
 * makes no API call.
 */
import { Routes, ServePaths } from '../protocol';
import type { ChatStartRequest, RouteName } from '../protocol';

/** The query as the widget reads it: spec §2 parameter names → values. */
export type Query = Readonly<Record<string, string>>;

/** The spec §2 query parameters a route may require. */
export type RequiredParam = Extract<keyof ChatStartRequest, 'channelId' | 'userId'>
  | 'docId' | 'woId' | 'token' | 'tenantId' | 'templateId';

export interface RouteDef {
  name: RouteName;
  /** spec §2: the app starts only when these are in the query */
  required: readonly RequiredParam[];
}

/** spec §2 table (userId/tenantId on the leave-message routes come from the chat; only channelId is needed). */
export const RouteTable: { readonly [N in RouteName]: RouteDef } = {
  index: { name: 'index', required: ['channelId'] },
  leaveMsg: { name: 'leaveMsg', required: ['channelId'] },
  leaveMessage: { name: 'leaveMessage', required: ['channelId'] },
  question: { name: 'question', required: ['docId'] },
  workorder: { name: 'workorder', required: ['woId', 'token'] },
  formData: { name: 'formData', required: ['tenantId', 'templateId'] },
  mobileWorkorder: { name: 'mobileWorkorder', required: ['woId', 'userId'] },
  gallery: { name: 'gallery', required: [] },
};

/** The gallery exists in dev and test builds only: a production build routes it to the chat. */
const DEV = (import.meta as { env?: { DEV?: boolean } }).env?.DEV === true;
const ROUTE_NAMES = (Object.keys(Routes) as RouteName[]).filter((name) => name !== 'gallery' || DEV);

/** The route of a path like `/chat_online/leaveMsg`; anything else is the chat (index). */
export function routeFromPath(pathname: string): RouteName {
  const base = ServePaths.widgetBase.slice(0, -1);
  const rest = pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
  return ROUTE_NAMES.find((name) => Routes[name] === rest) ?? 'index';
}

/** The URL of a route, e.g. `/chat_online/index?channelId=demo`. */
export function routeUrl(route: RouteName, query: Query): string {
  const search = new URLSearchParams(Object.entries(query)).toString();
  return `${ServePaths.widgetBase.slice(0, -1)}${Routes[route]}${search ? `?${search}` : ''}`;
}

/** The first value of each parameter (a repeated parameter cannot smuggle a second value in). */
export function queryFromSearch(search: string): Query {
  const query: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (!(key in query)) query[key] = value;
  }
  return query;
}

/** spec §2: which required parameters are missing or empty. */
export function missingParams(route: RouteName, query: Query): RequiredParam[] {
  return RouteTable[route].required.filter((name) => !query[name]?.trim());
}
