/**
 * Leave messages (spec §7 leaveMsg, submitMessage, getLeaveMsgList, getLeaveMsg) and offline
 * messages (getOfflineMsg). A visitor writes and reads only their own: the visitor, tenant and
 * channel come from the token, never from the body (DESIGN §3).
 */
import { visitorNo } from '../chat';
import crypto from 'node:crypto';
import { MsgType, SenderType } from '../../protocol';
import type { ChannelConfig, LeaveMessageRecord } from '../../protocol';
import type { Clock } from '../clock';
import { forbidden, notFound } from '../errors';
import type { VisitorIdentity } from '../identity';
import type { Db } from '../store/db';
import { LeaveMsgLimits } from './limits';
import { validateLeaveMessage } from './validate';
import { cleanText } from './text-rules';
import type { LeaveMessageInput } from './validate';
import {
  insertLeaveMessage, insertOfflineMessage, leaveMessagesOfTenant, leaveMessagesOfVisitor, offlineMessagesOfVisitor, updateLeaveMessageHandling,
} from './store';

/** What leave messages need of the channels module (structurally its ChannelService). */
export interface ChannelLookup {
  get(channelId: string): Promise<{ tenantId: string; config: ChannelConfig } | null>;
}

export interface LeaveMessageDeps {
  db: Db;
  clock: Clock;
  channels: ChannelLookup;
  /** told of each new leave message after it is stored (services.ts: the tenant's desks hear it) */
  onLeft?: (tenantId: string, entry: InboxEntry) => Promise<void>;
}

/** spec §3 "Leave message record", plus our id. */
export interface LeaveMessageView extends Required<Omit<LeaveMessageRecord, 'createTime' | 'updateTime'>> {
  leaveMsgId: string;
  createTime: number;
  updateTime: number;
}

/** spec §3 "Offline message" list entry. */
export interface OfflineMessageView {
  msgId: string;
  msgType: number;
  senderType: number;
  msgContent: string;
  adminNick: string;
  msgTime: number;
}

/** What the agents side records when it writes to a visitor who is gone. */
export interface OfflineMessageInput {
  tenantId: string;
  channelId: string;
  userId: string;
  adminId?: string | null;
  adminNick: string;
  msgContent: string;
  msgType?: number;
}

/** A record in the desk's inbox: the visitor's record plus whose it is. */
/** visitorNo: four digits derived from userId (server/chat/visitor-name.ts), for an unnamed record */
export interface InboxEntry extends LeaveMessageView { userId: string; channelId: string; visitorNo: string }

const newId = (): string => crypto.randomUUID();

export class LeaveMessageService {
  constructor(private readonly deps: LeaveMessageDeps) {}

  /** spec §7 leaveMsg / submitMessage: only when the channel's leaveMsgMode is on. */
  async leave(id: VisitorIdentity, input: LeaveMessageInput): Promise<LeaveMessageView> {
    const channel = await this.deps.channels.get(id.channelId);
    if (!channel || channel.tenantId !== id.tenantId) throw forbidden('channel not available');
    if (channel.config.leaveMsgMode !== 1) throw forbidden('leave message is not enabled for this channel');
    const valid = validateLeaveMessage(input, channel.config);
    const now = this.deps.clock.now();
    const row = {
      leave_msg_id: newId(), tenant_id: id.tenantId, channel_id: id.channelId, user_id: id.userId,
      customer_name: valid.customerName, customer_phone: valid.customerPhone, customer_email: valid.customerEmail,
      msg_content: valid.msgContent, msg_state: 0, msg_desc: null, update_user_name: null,
      created_at: now, updated_at: now,
    };
    await insertLeaveMessage(this.deps.db, row);
    const view = toView(row);
    // stored already: a desk that misses this finds the message on its next refresh
    await this.deps.onLeft?.(id.tenantId, { ...view, userId: id.userId, channelId: id.channelId, visitorNo: visitorNo(id.userId) }).catch(() => undefined);
    return view;
  }

  /** spec §7 getLeaveMsgList / getLeaveMsg: the visitor's own records, newest first. */
  async list(id: VisitorIdentity): Promise<LeaveMessageView[]> {
    const rows = await leaveMessagesOfVisitor(this.deps.db, id.tenantId, id.userId, LeaveMsgLimits.listMax);
    return rows.map(toView);
  }

  /** spec §7 getOfflineMsg: what agents left for this visitor while they were away, oldest first. */
  async offline(id: VisitorIdentity): Promise<{ msgList: OfflineMessageView[] }> {
    const rows = await offlineMessagesOfVisitor(this.deps.db, id.tenantId, id.userId, LeaveMsgLimits.offlineMax);
    return {
      msgList: rows.reverse().map((r) => ({
        msgId: r.offline_msg_id, msgType: Number(r.msg_type), senderType: SenderType.agent,
        msgContent: r.msg_content, adminNick: r.admin_nick, msgTime: Number(r.msg_time),
      })),
    };
  }

  /**
   * The desk's leave-message inbox: the tenant's records, newest first, optionally only handled
   * (1) or unhandled (0), older than `before` (createTime, for paging).
   */
  async inbox(tenantId: string, opts: { state?: number | undefined; before?: number | undefined; limit: number }): Promise<InboxEntry[]> {
    const rows = await leaveMessagesOfTenant(this.deps.db, tenantId, { state: opts.state, before: opts.before, limit: Math.min(Math.max(opts.limit, 1), 200) });
    return rows.map((r) => ({ ...toView(r), userId: r.user_id, channelId: r.channel_id, visitorNo: visitorNo(r.user_id) }));
  }

  /** spec §3: staff mark a record handled (msgState 1) or not, with a remark (msgDesc). */
  async handle(tenantId: string, leaveMsgId: string, input: { msgState: number; msgDesc: string }, byName: string): Promise<InboxEntry> {
    const desc = cleanText('msgDesc', input.msgDesc, { max: LeaveMsgLimits.msgContentMax, multiLine: true });
    const row = await updateLeaveMessageHandling(this.deps.db, tenantId, leaveMsgId,
      { msg_state: input.msgState === 1 ? 1 : 0, msg_desc: desc || null, update_user_name: byName, updated_at: this.deps.clock.now() });
    if (!row) throw notFound('leaveMsgId: no such leave message');
    return { ...toView(row), userId: row.user_id, channelId: row.channel_id, visitorNo: visitorNo(row.user_id) };
  }

  /** For the agents side: keep a message for a visitor who is offline (read back by getOfflineMsg). */
  async recordOffline(input: OfflineMessageInput): Promise<string> {
    const offlineMsgId = newId();
    await insertOfflineMessage(this.deps.db, {
      offline_msg_id: offlineMsgId, tenant_id: input.tenantId, channel_id: input.channelId, user_id: input.userId,
      admin_id: input.adminId ?? null, admin_nick: input.adminNick, msg_type: input.msgType ?? MsgType.text,
      msg_content: input.msgContent, msg_time: this.deps.clock.now(),
    });
    return offlineMsgId;
  }
}

function toView(r: {
  leave_msg_id: string; customer_name: string; customer_phone: string | null; customer_email: string | null;
  msg_content: string; msg_state: number; msg_desc: string | null; update_user_name: string | null;
  created_at: number; updated_at: number;
}): LeaveMessageView {
  return {
    leaveMsgId: r.leave_msg_id,
    customerName: r.customer_name,
    customerPhone: r.customer_phone ?? '',
    customerEmail: r.customer_email ?? '',
    msgContent: r.msg_content,
    createTime: Number(r.created_at),
    updateTime: Number(r.updated_at),
    updateUserName: r.update_user_name ?? '',
    // spec §3: 1 handled, otherwise unhandled
    msgState: Number(r.msg_state),
    msgDesc: r.msg_desc ?? '',
  };
}
