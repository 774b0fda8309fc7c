/**
 * Where the widget is: a route of spec §2 and its query. In page mode it follows the browser's
 * history (history mode under /chat_online/); in element mode it lives in memory, because the
 * host page owns the address bar.
 */
import { atom } from 'nanostores';
import type { RouteName } from '../../protocol';
import { queryFromSearch, routeFromPath, routeUrl } from '../routes';
import type { Query } from '../routes';

export interface Place {
  route: RouteName;
  query: Query;
}

export const $place = atom<Place>({ route: 'index', query: {} });

let historyMode = false;
/** the latest startRouter call: an older widget's late cleanup must not undo a newer one */
let owner = 0;

/** Start at `place`; with `useHistory`, navigation moves the address bar too. */
export function startRouter(place: Place, useHistory: boolean): () => void {
  const me = ++owner;
  $place.set(place);
  historyMode = useHistory;
  const onPopState = () => {
    $place.set({ route: routeFromPath(location.pathname), query: queryFromSearch(location.search) });
  };
  if (useHistory) addEventListener('popstate', onPopState);
  return () => {
    removeEventListener('popstate', onPopState);
    if (owner === me) historyMode = false;
  };
}

export function navigate(route: RouteName, query: Query): void {
  $place.set({ route, query });
  if (historyMode) history.pushState(null, '', routeUrl(route, query));
}
