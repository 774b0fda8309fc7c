/**
 * Supervision's live view (docs/desk.md "Team and supervision"): an admin watches colleagues'
 * live chats. The socket is told `watch` for each (again after every reconnect's hello), and the
 * watched chats' messages and moves arrive here instead of the admin's own chat lists: they are
 * not the admin's chats, so nothing is added to "My chats", no tone, no notification.
 */
import { atom } from 'nanostores';
import type { DeskClientMessage, DeskEvent, DeskMessage } from '../../protocol';

type Send = (m: DeskClientMessage) => void;

const watched = new Set<string>();
let send: Send | null = null;

/** A watched chat's new or recalled message, or a move (closed, passed on, taken over): the view follows it. */
export type WatchEvent =
  | { kind: 'message'; sessionId: string; message: DeskMessage }
  | { kind: 'recalled'; sessionId: string; msgId: string }
  | { kind: 'changed'; sessionId: string };
export const $watchEvent = atom<WatchEvent | null>(null);

/** The socket to tell (null when signed out); called by live.ts on each hello. */
export function watchOn(s: Send | null): void {
  send = s;
  if (s) for (const id of watched) s({ type: 'watch', sessionId: id });
}

/** Start watching a chat; the returned function stops. */
export function watchChat(sessionId: string): () => void {
  watched.add(sessionId);
  send?.({ type: 'watch', sessionId });
  return () => {
    watched.delete(sessionId);
    send?.({ type: 'unwatch', sessionId });
  };
}

/**
 * The desk socket's event, if it concerns a watched chat that is not the admin's own: taken
 * here (true), so live.ts neither lists, chimes nor notifies for it.
 */
export function onWatchEvent(e: DeskEvent, ownsChat: (sessionId: string) => boolean): boolean {
  switch (e.type) {
    case 'watch.changed':
      $watchEvent.set({ kind: 'changed', sessionId: e.sessionId });
      return true;
    case 'chat.message':
      if (!watched.has(e.sessionId) || ownsChat(e.sessionId)) return false;
      $watchEvent.set({ kind: 'message', sessionId: e.sessionId, message: e.message });
      return true;
    case 'chat.recalled':
      if (!watched.has(e.sessionId) || ownsChat(e.sessionId)) return false;
      $watchEvent.set({ kind: 'recalled', sessionId: e.sessionId, msgId: e.msgId });
      return true;
    default:
      return false;
  }
}
