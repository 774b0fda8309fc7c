/**
 * The desk sockets of this process (issue 11 item 5): each signs in with its first message,
 * then gets the tenant's desk events from the bus — every process's, through Redis when
 * REDIS_URL is set — narrowed to what its agent may see: the queue and colleagues' presence;
 * messages, typing, departures and closes of the chats the agent has. Transport-free: the
 * WebSocket route hands in `send` and `close`.
 */
import { DeskCloseCode, DeskLimits, DeskRole, SuperviseLimits } from '../../protocol';
import type { DeskClientMessage, DeskEvent } from '../../protocol';
import type { Db } from '../store/db';
import { DomainError, apiCodeOf } from '../errors';
import type { Bus, BusEvent } from '../bus';
import { tenantTopic } from '../bus';
import type { DeskPrincipal, DeskSessions } from './sessions';
import type { PresenceStore } from './presence';
import type { Accounts } from './accounts';
import { listOpenManualChats, openSessionOfTenant } from './store';

export interface HubDeps {
  db: Db;
  bus: Bus;
  now: () => number;
  sessions: DeskSessions;
  presence: PresenceStore;
  accounts: Accounts;
  /** a stored message as the desk sees it */
  message(msgId: string): Promise<DeskEvent & { type: 'chat.message' } | null>;
  /** the agent typing in a chat (event 1204) */
  typing(p: DeskPrincipal, sessionId: string): Promise<unknown>;
}

export interface Socket {
  send(e: DeskEvent): void;
  close(code: number, reason: string): void;
}

export class DeskConnection {
  principal: DeskPrincipal | null = null;
  /** sessionId → userId of the chats this agent has; userId → sessionId */
  readonly chats = new Map<string, string>();
  readonly byUser = new Map<string, string>();
  /** sessionId → userId of the live chats an admin watches (supervision): their messages, read-only */
  readonly watching = new Map<string, string>();
  private closed = false;

  constructor(private readonly hub: DeskHub, readonly socket: Socket) {}

  /** One message from the desk (a JSON text). Anything malformed closes the socket. */
  async receive(raw: string): Promise<void> {
    let m: DeskClientMessage;
    try {
      m = JSON.parse(raw) as DeskClientMessage;
    } catch {
      return this.end(DeskCloseCode.badMessage, 'messages must be JSON');
    }
    if (!m || typeof m !== 'object' || typeof (m as { type?: unknown }).type !== 'string') return this.end(DeskCloseCode.badMessage, 'a message needs a type');
    if (m.type === 'auth') return this.auth(m.token);
    if (!this.principal) return this.end(DeskCloseCode.unauthorized, 'send {type:"auth", token} first');
    switch (m.type) {
      case 'ping': return this.socket.send({ type: 'pong', serverTime: this.hub.deps.now() });
      case 'typing': {
        if (typeof m.sessionId !== 'string' || m.sessionId.length > 64) return this.socket.send({ type: 'error', code: 400, msg: 'sessionId: must be a string' });
        // the same code the HTTP call chat/typing answers for the same case
        await this.hub.deps.typing(this.principal, m.sessionId).catch((err: unknown) => {
          if (!(err instanceof DomainError)) throw err;
          this.socket.send({ type: 'error', code: apiCodeOf(err), msg: err.message });
        });
        return;
      }
      case 'watch':
      case 'unwatch':
        return this.watch(m.type === 'watch', m.sessionId);
      default: return this.end(DeskCloseCode.badMessage, 'unknown message type');
    }
  }

  private async auth(token: unknown): Promise<void> {
    if (this.principal) return this.socket.send({ type: 'error', code: 400, msg: 'already signed in' });
    const p = await this.hub.deps.sessions.verify(token);
    if (!p || this.closed) return this.end(DeskCloseCode.unauthorized, 'sign-in expired');
    this.principal = p;
    for (const s of await listOpenManualChats(this.hub.deps.db, p.agentId)) this.own(s.session_id, s.user_id);
    this.hub.attach(this);
    // "hello" promises every event from now on, other processes' too
    await this.hub.deps.bus.subscribed?.(tenantTopic(p.tenantId));
    await this.hub.deps.presence.touch([p.agentId]);
    const agent = await this.hub.deps.accounts.get(p.tenantId, p.agentId);
    this.socket.send({ type: 'hello', agent, serverTime: this.hub.deps.now() });
  }

  /** Supervision (admins): start or stop receiving a live chat's messages. Another tenant's or an ended chat is "not found". */
  private async watch(on: boolean, sessionId: unknown): Promise<void> {
    const p = this.principal!;
    if (typeof sessionId !== 'string' || !sessionId || sessionId.length > 64) return this.socket.send({ type: 'error', code: 400, msg: 'sessionId: must be a string' });
    if (!on) {
      this.watching.delete(sessionId);
      return;
    }
    if (p.role !== DeskRole.admin) return this.socket.send({ type: 'error', code: 403, msg: 'watching a colleague\'s chat needs the admin role' });
    if (!this.watching.has(sessionId) && this.watching.size >= SuperviseLimits.watchMax) {
      return this.socket.send({ type: 'error', code: 409, msg: `at most ${SuperviseLimits.watchMax} chats can be watched at once` });
    }
    const s = await openSessionOfTenant(this.hub.deps.db, p.tenantId, sessionId);
    if (!s) return this.socket.send({ type: 'error', code: 404, msg: 'sessionId: no such live chat' });
    this.watching.set(s.session_id, s.user_id);
  }

  own(sessionId: string, userId: string): void {
    this.chats.set(sessionId, userId);
    this.byUser.set(userId, sessionId);
  }

  disown(sessionId: string): void {
    const u = this.chats.get(sessionId);
    this.chats.delete(sessionId);
    if (u !== undefined) this.byUser.delete(u);
  }

  end(code: number, reason: string): void {
    if (this.closed) return;
    this.closed = true;
    if (code === DeskCloseCode.unauthorized) this.socket.send({ type: 'session.ended', reason });
    this.socket.close(code, reason);
    this.dispose();
  }

  dispose(): void {
    this.closed = true;
    this.hub.detach(this);
  }
}

export class DeskHub {
  private readonly byTenant = new Map<string, { conns: Set<DeskConnection>; off: () => void }>();

  constructor(readonly deps: HubDeps) {}

  connect(socket: Socket): DeskConnection {
    return new DeskConnection(this, socket);
  }

  /** Agents with a socket here (their desks are alive: timers keep them connected). */
  localAgents(): string[] {
    const out = new Set<string>();
    for (const t of this.byTenant.values()) for (const c of t.conns) if (c.principal) out.add(c.principal.agentId);
    return [...out];
  }

  /** Re-checks every socket's sign-in (expired, signed out elsewhere, account disabled). */
  async revalidate(): Promise<void> {
    for (const t of [...this.byTenant.values()]) {
      for (const c of [...t.conns]) {
        if (c.principal && !(await this.deps.sessions.verifyHash(c.principal.tokenHash))) c.end(DeskCloseCode.unauthorized, 'sign-in expired');
      }
    }
  }

  attach(c: DeskConnection): void {
    const tenantId = c.principal!.tenantId;
    let t = this.byTenant.get(tenantId);
    if (!t) {
      const conns = new Set<DeskConnection>();
      const off = this.deps.bus.subscribe(tenantTopic(tenantId), (e) => { void this.deliver(conns, e).catch(() => undefined); });
      t = { conns, off };
      this.byTenant.set(tenantId, t);
    }
    t.conns.add(c);
  }

  detach(c: DeskConnection): void {
    if (!c.principal) return;
    const t = this.byTenant.get(c.principal.tenantId);
    if (!t) return;
    t.conns.delete(c);
    if (t.conns.size === 0) {
      t.off();
      this.byTenant.delete(c.principal.tenantId);
    }
  }

  async close(): Promise<void> {
    for (const t of [...this.byTenant.values()]) for (const c of [...t.conns]) c.end(1001, 'server shutting down');
  }

  private async deliver(conns: Set<DeskConnection>, e: BusEvent): Promise<void> {
    switch (e.kind) {
      case 'desk': {
        for (const c of conns) {
          if (!c.principal) continue;
          const ev = e.event;
          if (e.agentId && e.agentId !== c.principal.agentId) {
            // a watched chat moved (closed, passed on, taken over): the supervisor fetches it again
            const moved = ev.type === 'chat.closed' || ev.type === 'chat.unassigned' ? ev.sessionId : ev.type === 'chat.assigned' ? ev.chat.sessionId : ev.type === 'chat.recalled' ? ev.sessionId : null;
            if (moved !== null && c.watching.has(moved) && !c.chats.has(moved)) c.socket.send({ type: 'watch.changed', sessionId: moved });
            continue;
          }
          if (ev.type === 'chat.assigned') c.own(ev.chat.sessionId, ev.chat.userId);
          if (ev.type === 'chat.unassigned' || ev.type === 'chat.closed') c.disown(ev.sessionId);
          c.socket.send(ev);
        }
        return;
      }
      case 'deskRevoke': {
        for (const c of [...conns]) {
          const p = c.principal;
          if (p?.agentId === e.agentId && (!e.tokenHash || e.tokenHash === p.tokenHash) && e.keep !== p.tokenHash) c.end(DeskCloseCode.unauthorized, 'signed out');
        }
        return;
      }
      case 'message': {
        const owners = [...conns].filter((c) => c.chats.has(e.sessionId) || c.watching.has(e.sessionId));
        if (!owners.length) return;
        const ev = await this.deps.message(e.msgId);
        if (ev) for (const c of owners) c.socket.send(ev);
        return;
      }
      case 'visitor': {
        for (const c of conns) {
          const sessionId = c.byUser.get(e.userId);
          if (!sessionId) continue;
          if (e.signal === 'typing') c.socket.send({ type: 'visitor.typing', sessionId, userId: e.userId, preview: String(e.data?.preview ?? '').slice(0, DeskLimits.typingPreviewMax) });
          else if (e.signal === 'unload') c.socket.send({ type: 'visitor.left', sessionId, userId: e.userId });
          else if (e.signal === 'read') c.socket.send({ type: 'visitor.read', sessionId, userId: e.userId });
          else if (e.signal === 'profile') c.socket.send({ type: 'visitor.profile', userId: e.userId });
        }
        return;
      }
      case 'event':
      case 'channel':
      case 'robot':
        return;
    }
  }
}

