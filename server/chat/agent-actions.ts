/**
 * The agent's side of a conversation (issue 11 item 5): read any chat of its tenant; in a chat
 * it has, send text / emoji / image / file, write internal notes (never shown to the visitor),
 * recall its own messages, type, close (spec §4 1202 outType 2 with adminCloseMsg), invite an
 * evaluation (1203); leave a message for a visitor who is gone (spec §7 getOfflineMsg). Another
 * tenant's session is "not found" (P5).
 */
import { DeskLimits, EventCode, MsgType, OutType, SenderType } from '../../protocol';
import type { DeskMessage, DeskSessionSummary, DeskVisitor } from '../../protocol';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import type { VisitorIdentity } from '../identity';
import { RateLimiter, oncePer } from '../rate-limit';
import { tenantTopic } from '../bus';
import type { Rate } from '../rate-limit';
import type { ChatDeps } from './context';
import type { ChatService } from './types';
import { closeNotice } from './notices';
import { toDeskMessage, toDeskVisitor, sessionSummaries } from './desk-view';
import type { SessionRow } from './rows';
import { normaliseText } from './text';
import { markAgentRead, tenantSession } from './store/sessions';
import { messageById, messageSender, tenantMessageOrThrow } from './store/messages';
import { tenantVisitor, visitorLocale } from './store/visitors';
import { uploadTenant } from './store/uploads';

/** Who acts (a desk principal, structurally). */
export interface Actor { agentId: string; tenantId: string; nick: string }

export interface AgentActionDeps extends ChatDeps {
  chat: ChatService;
  sendRate: Rate | null;
  /** the tenant's sensitive words found in a text */
  sensitive(tenantId: string, text: string): Promise<string[]>;
  /** event 1203 (evaluation service) */
  invite(id: VisitorIdentity, adminId: string): Promise<void>;
  /** spec §7 getOfflineMsg's store (leave-messages service) */
  recordOffline(input: { tenantId: string; channelId: string; userId: string; adminId: string; adminNick: string; msgContent: string; msgType: number }): Promise<string>;
  /** the agent's avatar, shown as the message's faceUrl */
  avatarOf(agentId: string): Promise<string | null>;
}

export interface AgentSend { msgType: number; msgContent: string; fileName?: string | undefined; localId?: string | undefined }

/** What an agent may send: text (emoji included), image, file, audio, video — never robot types. */
export const AGENT_MSG_TYPES: readonly number[] = [MsgType.text, MsgType.image, MsgType.file, MsgType.audio, MsgType.video];
/** A file an agent sends is one uploaded through the desk (GET /api/files/<id>). */
const FILE_URL = /^\/api\/files\/([0-9a-f]{32})$/;

export class AgentActions {
  private readonly sends: RateLimiter;
  private readonly typingGate: RateLimiter;

  constructor(private readonly deps: AgentActionDeps) {
    this.sends = new RateLimiter(deps.clock, deps.sendRate);
    this.typingGate = new RateLimiter(deps.clock, oncePer(1000));
  }

  /** A session of the actor's tenant (any agent may read); `own` also requires it to be the actor's open chat. */
  async session(a: Actor, sessionId: string, own = false): Promise<{ row: SessionRow; id: VisitorIdentity }> {
    const row = await tenantSession(this.deps.db, sessionId, a.tenantId);
    if (!row) throw notFound('sessionId: no such chat');
    if (own && (Number(row.ended) === 1 || row.admin_id !== a.agentId || row.connection !== 'manual')) {
      throw Number(row.ended) === 1 ? conflict('chat ended') : forbidden('this chat is not yours');
    }
    return { row, id: { tenantId: row.tenant_id, channelId: row.channel_id, userId: row.user_id } };
  }

  /** A stored message as the desk socket carries it (any tenant's: the hub filters by agent). */
  async deskMessage(msgId: string): Promise<{ type: 'chat.message'; sessionId: string; userId: string; message: DeskMessage } | null> {
    const row = await messageById(this.deps.db, msgId);
    return row ? { type: 'chat.message', sessionId: row.session_id, userId: row.user_id, message: toDeskMessage(row) } : null;
  }

  async messages(a: Actor, sessionId: string, afterSeq: number, limit: number): Promise<DeskMessage[]> {
    await this.session(a, sessionId);
    return (await this.deps.chat.conversation(sessionId, afterSeq, Math.min(limit, DeskLimits.pageMax))) as DeskMessage[];
  }

  /** The desk's read mark moves forward only, never past the conversation. */
  async read(a: Actor, sessionId: string, seq: number): Promise<void> {
    await this.session(a, sessionId, true);
    await markAgentRead(this.deps.db, sessionId, seq);
  }

  async send(a: Actor, sessionId: string, m: AgentSend): Promise<DeskMessage> {
    if (!AGENT_MSG_TYPES.includes(m.msgType)) throw badRequest('msgType', `must be one of ${AGENT_MSG_TYPES.join(', ')}`);
    const { id } = await this.session(a, sessionId, true);
    const isText = m.msgType === MsgType.text;
    const msgContent = isText ? normaliseText(m.msgContent) : m.msgContent.trim();
    if (!msgContent) throw badRequest('msgContent', 'must not be empty or only whitespace');
    if (!isText) await this.checkFile(a, msgContent);
    this.sends.enforce(a.agentId, 'too many messages: slow down');
    // spec §4 1201: a message with sensitive words is stored flagged and never reaches the visitor
    const words = isText ? await this.deps.sensitive(a.tenantId, msgContent) : [];
    const face = await this.deps.avatarOf(a.agentId);
    return this.append(id, a, {
      senderType: SenderType.agent, msgType: m.msgType as MsgType, msgContent, senderName: a.nick, senderId: a.agentId,
      ...(m.localId ? { localId: `a:${a.agentId}:${m.localId}` } : {}),
      ...(!isText && m.fileName ? { fileName: m.fileName } : {}),
      ...(face ? { extra: { faceUrl: face } } : {}),
      ...(words.length ? { sensitiveFlag: true, sensitiveWords: words.join(',') } : {}),
    });
  }

  /**
   * An in-chat form (spec §3 type 11) in the agent's own chat: `msgContent` is the form as
   * server/form-request built it from one of the tenant's form targets (never the agent's raw JSON).
   */
  async sendForm(a: Actor, sessionId: string, msgContent: string, localId?: string): Promise<DeskMessage> {
    const { id } = await this.session(a, sessionId, true);
    this.sends.enforce(a.agentId, 'too many messages: slow down');
    const face = await this.deps.avatarOf(a.agentId);
    return this.append(id, a, {
      senderType: SenderType.agent, msgType: MsgType.inChatForm, msgContent, senderName: a.nick, senderId: a.agentId,
      ...(localId ? { localId: `a:${a.agentId}:${localId}` } : {}),
      ...(face ? { extra: { faceUrl: face } } : {}),
    });
  }

  /** An internal note: stored in the conversation for staff, never in any visitor answer. */
  async note(a: Actor, sessionId: string, text: string, localId?: string): Promise<DeskMessage> {
    const { id } = await this.session(a, sessionId, true);
    return this.writeNote(id, a, text, localId);
  }

  /**
   * Supervision: an admin's internal note into a colleague's live chat (the role is checked by the
   * route). Staff only, like any note; the agent who has the chat sees it at once.
   */
  async supervisorNote(a: Actor, sessionId: string, text: string, localId?: string): Promise<DeskMessage> {
    const { row, id } = await this.session(a, sessionId);
    if (Number(row.ended) === 1 || row.connection !== 'manual') throw conflict('this chat is no longer with an agent');
    return this.writeNote(id, a, text, localId);
  }

  /** Recall one of the actor's own messages within DeskLimits.recallWindowMs (spec §4 1205). */
  async recall(a: Actor, sessionId: string, msgId: string): Promise<void> {
    const { id } = await this.session(a, sessionId, true);
    const m = await messageSender(this.deps.db, msgId, sessionId);
    if (!m) throw notFound('msgId: no such message in this chat');
    if (m.sender_type !== SenderType.agent || m.sender_id !== a.agentId) throw forbidden('only your own messages can be recalled');
    if (Number(m.recall_flag) === 1) return;
    if (this.deps.clock.now() - Number(m.msg_time) > DeskLimits.recallWindowMs) throw conflict(`a message can be recalled within ${DeskLimits.recallWindowMs / 60_000} minutes`);
    await this.deps.chat.recallMessage(id, msgId);
    await this.deps.bus.publish(tenantTopic(a.tenantId), { kind: 'desk', tenantId: a.tenantId, agentId: a.agentId, event: { type: 'chat.recalled', sessionId, userId: id.userId, msgId } });
  }

  /** spec §4 1204: the visitor sees "typing" for 2 s; at most one event a second per chat. */
  async typing(a: Actor, sessionId: string): Promise<boolean> {
    const { id } = await this.session(a, sessionId, true);
    if (!this.typingGate.take(sessionId)) return false;
    await this.deps.chat.emitEvent(id, EventCode.agentTyping, { adminId: a.agentId });
    return true;
  }

  async close(a: Actor, sessionId: string): Promise<void> {
    const { id } = await this.session(a, sessionId, true);
    const locale = await visitorLocale(this.deps.db, id.userId);
    const texts = await this.deps.channels.info(id.channelId, locale ?? undefined);
    await this.deps.chat.closeSession(id, OutType.agentClosed, texts ? closeNotice(texts, OutType.agentClosed) : undefined);
  }

  async inviteEvaluation(a: Actor, sessionId: string): Promise<void> {
    const { id } = await this.session(a, sessionId, true);
    await this.deps.invite(id, a.agentId);
  }

  async visitor(a: Actor, userId: string): Promise<DeskVisitor> {
    const v = await tenantVisitor(this.deps.db, userId, a.tenantId);
    if (!v) throw notFound('userId: no such visitor');
    return toDeskVisitor(v);
  }

  async visitorSessions(a: Actor, userId: string): Promise<DeskSessionSummary[]> {
    await this.visitor(a, userId);
    return sessionSummaries(this.deps.db, userId);
  }

  /** A message for a visitor whose chat has ended: they get it through getOfflineMsg when they return. */
  async offlineMessage(a: Actor, userId: string, text: string): Promise<string> {
    const v = await this.visitor(a, userId);
    const msgContent = normaliseText(text);
    if (!msgContent) throw badRequest('msgContent', 'must not be empty or only whitespace');
    this.sends.enforce(a.agentId, 'too many messages: slow down');
    return this.deps.recordOffline({ tenantId: a.tenantId, channelId: v.channelId, userId, adminId: a.agentId, adminNick: a.nick, msgContent, msgType: MsgType.text });
  }

  /** An internal note by `a` in the chat `id` (the caller has checked who may write it). */
  private async writeNote(id: VisitorIdentity, a: Actor, text: string, localId?: string): Promise<DeskMessage> {
    const msgContent = normaliseText(text);
    if (!msgContent) throw badRequest('msgContent', 'must not be empty or only whitespace');
    this.sends.enforce(a.agentId, 'too many messages: slow down');
    return this.append(id, a, {
      senderType: SenderType.agent, msgType: MsgType.text, msgContent, senderName: a.nick, senderId: a.agentId, insideFlag: true,
      ...(localId ? { localId: `a:${a.agentId}:${localId}` } : {}),
    });
  }

  private async append(id: VisitorIdentity, a: Actor, msg: Parameters<ChatService['appendMessage']>[1]): Promise<DeskMessage> {
    const shown = await this.deps.chat.appendMessage(id, msg);
    const row = await tenantMessageOrThrow(this.deps.db, String(shown.msgId), a.tenantId);
    return toDeskMessage(row);
  }

  private async checkFile(a: Actor, url: string): Promise<void> {
    const m = FILE_URL.exec(url);
    const owner = m ? await uploadTenant(this.deps.db, m[1]!) : undefined;
    if (owner !== a.tenantId) throw badRequest('msgContent', 'must be the URL of a file uploaded through chat/upload');
  }
}
