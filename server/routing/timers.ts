/**
 * The server's timers (issue 11 item 4), all derived from stored times and the one injected
 * clock, so a restart loses none and tests move the clock instead of sleeping. Each tick:
 *   1. desks connected to this process are alive: their agents stay connected;
 *   2. agents whose desk has been gone past the grace period go offline; their chats are handed on;
 *   3. spec §4 user timeout: with userTimeoutMode on, a manual chat whose visitor has been silent
 *      for userTimeoutTime minutes (since the agent's last reply or the assignment) is closed:
 *      1202 outType 1 with userTimeoutMsg;
 *   4. spec §4 agent timeout: with adminTimeoutMode on, when the visitor has waited
 *      adminTimeoutTime minutes for a reply, the agent's desk is told once per wait;
 *   5. a queued visitor whose widget stopped polling queueAbandonMs ago (the tab was closed without
 *      chatClose) gives up the place: the session closes with 1202 outType 1, the desks hear
 *      queue.removed and everyone behind moves up;
 *   6. the queue is dispatched for every tenant that has one (a safety net for lost wake-ups).
 * In production `start()` runs a tick every `intervalMs`; every step is idempotent, so several
 * processes ticking at once do each thing once.
 */
import { OutType } from '../../protocol';
import { agentWaitSince, closeNotice, visitorWaitSince } from '../chat';
import { publishDesk } from '../agents';
import type { RoutingDeps } from './deps';
import type { RoutingService } from './service';
import { identityOf, minutesMs } from './effects';
import { openManualChats, staleQueuePlaces, tenantsWithQueue } from './store';
import { markAdminTimeoutNoticed } from '../conversation';

/** What the timers are given besides the routing's collaborators. */
export interface TimerHooks {
  /** the agents with a desk socket in this process: their presence is kept alive */
  localAgents?: () => string[];
  /** run at the end of every tick (the hub re-checks its sockets' sign-ins) */
  onTick?: () => Promise<void>;
  /** how long a queued visitor may go without a poll before the place is given up */
  queueAbandonMs?: number;
}

export interface TickReport { expired: number; closed: number; adminTimeouts: number; abandoned: number }

const PRUNE_EVERY_MS = 3_600_000;

export class Timers {
  private handle: ReturnType<typeof setInterval> | undefined;
  private ticking: Promise<TickReport> | undefined;
  private lastPrune = 0;
  private readonly localAgents: () => string[];
  private readonly onTick: () => Promise<void>;
  private readonly queueAbandonMs: number;

  constructor(private readonly deps: RoutingDeps, private readonly routing: RoutingService, hooks: TimerHooks = {}) {
    this.localAgents = hooks.localAgents ?? (() => []);
    this.onTick = hooks.onTick ?? (async () => undefined);
    this.queueAbandonMs = hooks.queueAbandonMs ?? 180_000;
  }

  start(intervalMs: number): void {
    this.stop();
    this.handle = setInterval(() => { void this.tick().catch(() => undefined); }, intervalMs);
    this.handle.unref();
  }

  stop(): void {
    if (this.handle) clearInterval(this.handle);
    this.handle = undefined;
  }

  /** One pass of every timer (one at a time per process). */
  tick(): Promise<TickReport> {
    this.ticking ??= this.run().finally(() => { this.ticking = undefined; });
    return this.ticking;
  }

  private async run(): Promise<TickReport> {
    const { agents, clock } = this.deps;
    await agents.presence.touch(this.localAgents());
    const gone = await agents.presence.expire();
    for (const a of gone) {
      await publishDesk(this.deps.bus, a.tenant_id, { type: 'presence', agentId: a.agent_id, nick: a.nick, presence: 'offline' });
      await this.routing.afterPresence(a.tenant_id, a.agent_id, 'offline');
    }
    const { closed, adminTimeouts } = await this.chatTimers();
    const abandoned = await this.abandoned();
    const waiting = await tenantsWithQueue(this.deps.db);
    for (const tenantId of waiting) await this.routing.dispatcher.run(tenantId);
    if (clock.now() - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = clock.now();
      await agents.sessions.prune();
    }
    await this.onTick();
    return { expired: gone.length, closed, adminTimeouts, abandoned };
  }

  /** Step 5: queued visitors with no poll (nor arrival) within queueAbandonMs. */
  private async abandoned(): Promise<number> {
    const { db, clock, channels, chat } = this.deps;
    const before = clock.now() - this.queueAbandonMs;
    const stale = await staleQueuePlaces(db, before);
    let n = 0;
    for (const q of stale) {
      const texts = await channels.info(q.channel_id, q.locale ?? undefined);
      if (await chat.closeSession(identityOf(q), OutType.userTimeout, texts ? closeNotice(texts, OutType.userTimeout) : undefined)) n += 1;
    }
    return n;
  }

  private async chatTimers(): Promise<{ closed: number; adminTimeouts: number }> {
    const { db, clock, channels, chat } = this.deps;
    const open = await openManualChats(db);
    let closed = 0;
    let adminTimeouts = 0;
    for (const s of open) {
      const now = clock.now();
      const config = (await channels.get(s.channel_id))?.config;
      if (!config) continue;
      const visitorSince = visitorWaitSince(s);
      if (config.userTimeoutMode === 1 && visitorSince !== null && now - visitorSince >= minutesMs(config.userTimeoutTime)) {
        const texts = await channels.info(s.channel_id, s.locale ?? undefined);
        if (await chat.closeSession(identityOf(s), OutType.userTimeout, texts ? closeNotice(texts, OutType.userTimeout) : undefined)) closed += 1;
        continue;
      }
      const agentSince = agentWaitSince(s);
      if (config.adminTimeoutMode === 1 && agentSince !== null && now - agentSince >= minutesMs(config.adminTimeoutTime)
        && Number(s.admin_timeout_noticed ?? -1) !== Number(s.last_visitor_at)) {
        if (await markAdminTimeoutNoticed(db, s.session_id, s.last_visitor_at!)) {
          adminTimeouts += 1;
          await publishDesk(this.deps.bus, s.tenant_id, { type: 'chat.adminTimeout', sessionId: s.session_id, userId: s.user_id, since: agentSince }, s.admin_id!);
        }
      }
    }
    return { closed, adminTimeouts };
  }
}
