/**
 * Which screen is shown, from the location hash (#/chats, #/chats/<sessionId>, #/inbox,
 * #/conversations, #/conversations/<sessionId>[@<seq>], #/team, #/team/<sessionId>, #/workorders, #/workorders/<woId>, #/admin/<tab>), so the browser's back button and bookmarks work and a reload stays put.
 */
import { atom } from 'nanostores';

export type View = 'chats' | 'conversations' | 'team' | 'inbox' | 'workorders' | 'admin';
export interface Route { view: View; id: string | null }

export function parseRoute(hash: string): Route {
  const [view, ...rest] = hash.replace(/^#\/?/, '').split('/');
  const id = rest.length ? decodeURIComponent(rest.join('/')) || null : null;
  if (view === 'conversations' || view === 'team' || view === 'inbox' || view === 'workorders' || view === 'admin') return { view, id };
  return { view: 'chats', id };
}

export const routeHref = (view: View, id?: string | null): string => `#/${view}${id ? `/${encodeURIComponent(id)}` : ''}`;

export const $route = atom<Route>(parseRoute(typeof location === 'undefined' ? '' : location.hash));

if (typeof window !== 'undefined') window.addEventListener('hashchange', () => $route.set(parseRoute(location.hash)));

export function go(view: View, id?: string | null): void {
  const href = routeHref(view, id);
  if (location.hash !== href) location.hash = href;
  else $route.set(parseRoute(href));
}
