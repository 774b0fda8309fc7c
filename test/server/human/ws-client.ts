/**
 * A real WebSocket client for the desk socket (the `ws` package, over a real TCP port): signs
 * in, collects every event, and waits for the one a test expects — with a time limit, so a test
 * can never hang.
 */
import { after, before } from 'node:test';
import WebSocket from 'ws';
import { DESK_WS_PATH } from '../../../protocol';
import type { DeskEvent } from '../../../protocol';
import { makeTestApp } from '../helpers';
import type { TestApp } from '../helpers';

/** generous: the machine may be loaded (a limit, never an assertion on speed) */
export const WAIT_MS = 15_000;

export interface DeskSocket {
  events: DeskEvent[];
  /** resolves with the first event (already received or coming) that matches */
  next<T extends DeskEvent['type']>(type: T, match?: (e: Extract<DeskEvent, { type: T }>) => boolean, ms?: number): Promise<Extract<DeskEvent, { type: T }>>;
  send(o: unknown): void;
  sendRaw(s: string): void;
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

export async function openDeskSocket(origin: string, token: string | null): Promise<DeskSocket> {
  const ws = new WebSocket(`${origin.replace(/^http/, 'ws')}${DESK_WS_PATH}`);
  const events: DeskEvent[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    events.push(JSON.parse(data.toString()) as DeskEvent);
    for (const w of [...waiters]) w();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  await new Promise<void>((resolve, reject) => { ws.once('open', () => resolve()); ws.once('error', reject); });
  const sock: DeskSocket = {
    events,
    next(type, match, ms = WAIT_MS) {
      let from = 0;
      return new Promise((resolve, reject) => {
        const check = () => {
          for (; from < events.length; from++) {
            const e = events[from]!;
            if (e.type === type && (!match || match(e as never))) {
              waiters.delete(check);
              clearTimeout(timer);
              resolve(e as never);
              return;
            }
          }
        };
        const timer = setTimeout(() => { waiters.delete(check); reject(new Error(`no ${type} within ${ms} ms; got ${events.map((e) => e.type).join(', ')}`)); }, ms);
        waiters.add(check);
        check();
      });
    },
    send: (o) => ws.send(JSON.stringify(o)),
    sendRaw: (s) => ws.send(s),
    closed,
    async close() {
      if (ws.readyState === WebSocket.CLOSED) return;
      ws.close();
      await Promise.race([closed, new Promise((r) => setTimeout(r, WAIT_MS))]);
    },
  };
  if (token !== null) {
    sock.send({ type: 'auth', token });
    await sock.next('hello');
  }
  return sock;
}

/**
 * Inside a describe: a seeded app listening on a real port (built in a `before` hook) and desk
 * sockets opened on it (`open`: signed in when given a token); the sockets and the app are closed
 * in an `after` hook, pass or fail.
 */
export function useSocketServer(env: Record<string, string>): { app: () => TestApp; open: (token: string | null) => Promise<DeskSocket> } {
  let t: TestApp | undefined;
  let origin = '';
  const sockets: DeskSocket[] = [];
  before(async () => {
    t = await makeTestApp({ seed: true, env });
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(async () => {
    for (const s of sockets) await s.close();
    await t?.close();
  });
  return {
    app: () => t!,
    async open(token) {
      const s = await openDeskSocket(origin, token);
      sockets.push(s);
      return s;
    },
  };
}
