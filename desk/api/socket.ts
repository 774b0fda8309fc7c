/**
 * The desk WebSocket (docs/api.md "The desk WebSocket"): connect, send `auth` first, hand every
 * event to `onEvent`; after each `hello` the caller reloads its lists. A dropped socket comes
 * back with growing back-off (1 s … 30 s); a 4401 close means the sign-in is dead and is not
 * retried. A ping every 25 s keeps proxies from closing an idle socket.
 */
import { DESK_WS_PATH, DeskCloseCode } from '../../protocol';
import type { DeskClientMessage, DeskEvent } from '../../protocol';

export type SocketState = 'connecting' | 'open' | 'closed';

export interface SocketHandlers {
  onEvent(e: DeskEvent): void;
  onState(s: SocketState): void;
  onDead(): void;
}

/** The wait before reconnect attempt `n` (0-based): 1, 2, 4, 8, 16, 30, 30… seconds. */
export function backoffMs(n: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.min(n, 5));
}

export interface DeskSocket {
  send(m: DeskClientMessage): void;
  close(): void;
}

export function openSocket(token: string, h: SocketHandlers): DeskSocket {
  let ws: WebSocket | null = null;
  let attempts = 0;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let ping: ReturnType<typeof setInterval> | undefined;

  const connect = () => {
    h.onState('connecting');
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${DESK_WS_PATH}`;
    const sock = new WebSocket(url);
    ws = sock;
    sock.onopen = () => sock.send(JSON.stringify({ type: 'auth', token }));
    sock.onmessage = (m) => {
      let e: DeskEvent;
      try { e = JSON.parse(String(m.data)) as DeskEvent; } catch { return; }
      if (e.type === 'hello') {
        attempts = 0;
        h.onState('open');
      }
      h.onEvent(e);
    };
    sock.onclose = (c) => {
      if (ws !== sock) return;
      ws = null;
      h.onState('closed');
      if (stopped) return;
      if (c.code === DeskCloseCode.unauthorized) { h.onDead(); return; }
      retry = setTimeout(connect, backoffMs(attempts++));
    };
  };

  connect();
  ping = setInterval(() => { if (ws?.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: 'ping' })); }, 25_000);
  return {
    send(m) { if (ws?.readyState === WebSocket.OPEN) ws.send(JSON.stringify(m)); },
    close() {
      stopped = true;
      clearTimeout(retry);
      clearInterval(ping);
      ping = undefined;
      ws?.close();
      ws = null;
    },
  };
}
