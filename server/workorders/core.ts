/**
 * What the visitor side (service.ts) and the staff side (desk.ts) share: the collaborators, the
 * idempotent write (one `wo_requests` row per local id, in the write's transaction), the views of
 * a stored order, the mail notification (inside the write's transaction) and the desk event after
 * the commit, whose errors are logged and never undo or fail the write.
 */
import type { DeskEvent, DeskWorkOrder } from '../../protocol';
import type { ChannelConfig } from '../../protocol';
import type { Clock } from '../clock';
import { conflict } from '../errors';
import type { Db, Trx } from '../store/db';
import { agentNick, findOrder, findRequest, handlesOf, insertRequest, isUniqueViolation } from './store';
import type { WorkOrderTable } from './tables';
import { WoLinkTokens } from './token';
import { toDeskOrder, toSummary } from './views';

/** What work orders need of the channels module (structurally its ChannelService). */
export interface WoChannelLookup {
  get(channelId: string): Promise<{ tenantId: string; config: ChannelConfig } | null>;
}

/**
 * A change someone must hear of by mail, told inside the write's transaction so the mail is
 * queued exactly when the change is stored (server/workorders/notify.ts queues it).
 */
export type WoNotification =
  | { kind: 'created'; order: WorkOrderTable }
  | { kind: 'staffReply'; order: WorkOrderTable; handleId: string; text: string }
  | { kind: 'status'; order: WorkOrderTable; handleId: string; to: number }
  | { kind: 'customerReply'; order: WorkOrderTable; handleId: string; text: string };

/** Queues the notification in `trx`; `token` is the order's link token. A failure undoes the write. */
export type WoNotify = (trx: Trx, n: WoNotification, token: string) => Promise<void>;

export interface WorkOrderDeps {
  db: Db;
  clock: Clock;
  channels: WoChannelLookup;
  /** the server's identity secret (services.deps.tokenSecret); link tokens use their own prefix */
  tokenSecret: string;
  /** the tenant's desks hear of new and changed orders (services.ts: publishDesk) */
  publish?: (tenantId: string, event: DeskEvent) => Promise<void>;
  /** the mail queue's entry (services.ts): called inside the write's transaction */
  notify?: WoNotify;
  /** where a failed event is reported (the write stands) */
  log?: (what: string, err: unknown) => void;
}

export class WoCore {
  readonly tokens: WoLinkTokens;

  constructor(readonly deps: WorkOrderDeps) {
    this.tokens = new WoLinkTokens(deps.tokenSecret);
  }

  get db(): Db { return this.deps.db; }
  now(): number { return this.deps.clock.now(); }

  /**
   * Runs `work` in a transaction that also records `key` (when given); a retry with the same key
   * answers the order it made instead (fresh false). `woId` (when given) is the order a retry
   * must be about: the key of another order's write is a 409.
   */
  async once<R extends { row: WorkOrderTable }>(
    tenantId: string, key: string | undefined, woId: string | undefined, work: (trx: Trx) => Promise<R>,
  ): Promise<{ fresh: true; result: R } | { fresh: false; woId: string }> {
    const earlier = () => this.earlier(tenantId, key, woId);
    const before = await earlier();
    if (before) return before;
    try {
      const result = await this.db.transaction().execute(async (trx) => {
        const r = await work(trx);
        if (key) await insertRequest(trx, tenantId, key, r.row.wo_id, this.now());
        return r;
      });
      return { fresh: true, result };
    } catch (err) {
      if (key && isUniqueViolation(err)) {
        const raced = await earlier();
        if (raced) return raced;
      }
      throw err;
    }
  }

  /** The order an earlier write with `key` made (a retry), or undefined; a key used for another order than `woId` is a 409. */
  async earlier(tenantId: string, key: string | undefined, woId?: string): Promise<{ fresh: false; woId: string } | undefined> {
    if (!key) return undefined;
    const got = await findRequest(this.db, tenantId, key);
    if (got === undefined) return undefined;
    if (woId !== undefined && got !== woId) throw conflict('localId: was used for another work order');
    return { fresh: false, woId: got };
  }

  async deskOrder(row: WorkOrderTable): Promise<DeskWorkOrder> {
    const nick = row.assignee_agent_id ? await agentNick(this.db, row.tenant_id, row.assignee_agent_id) : null;
    return toDeskOrder(row, nick, await handlesOf(this.db, row.wo_id));
  }

  async reload(tenantId: string, woId: string): Promise<WorkOrderTable> {
    const row = await findOrder(this.db, tenantId, woId);
    if (!row) throw new Error(`work order ${woId} vanished`);
    return row;
  }

  /** Tells the mail queue of a change, in the write's transaction. */
  async notify(trx: Trx, n: WoNotification): Promise<void> {
    await this.deps.notify?.(trx, n, this.tokens.sign(n.order.tenant_id, n.order.wo_id));
  }

  /** After a commit: the desk event, which cannot fail the write. */
  async after(row: WorkOrderTable, type: 'wo.created' | 'wo.updated'): Promise<DeskWorkOrder> {
    const order = await this.deskOrder(row);
    const summary = toSummary(row, order.assigneeAgentNick);
    await this.guard(type, async () => { await this.deps.publish?.(row.tenant_id, { type, woId: row.wo_id, summary }); });
    return order;
  }

  /** Runs `run`; a failure is logged, never thrown (the write stands). */
  async guard(what: string, run: () => Promise<void>): Promise<void> {
    try {
      await run();
    } catch (err) {
      (this.deps.log ?? ((w, e) => console.error(`work orders: ${w} failed`, e)))(what, err);
    }
  }
}
