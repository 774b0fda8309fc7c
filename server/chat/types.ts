/** The chat service's public contract (other domains use it through services.chat). */
import type { ChatMessage, ConnectionType, DeskMessage, EventCode, MsgType, OutType, SenderType, UserStatus } from '../../protocol';
import type { VisitorIdentity } from '../identity';

export interface VisitorRecord {
  userId: string;
  tenantId: string;
  channelId: string;
  status: UserStatus;
  sessionId: string | null;
  userName?: string;
  email?: string;
  phone?: string;
  locale?: string;
}

export interface SessionRecord {
  sessionId: string;
  userId: string;
  tenantId: string;
  channelId: string;
  connection: ConnectionType;
  ended: boolean;
  startedAt: number;
  endedAt: number | null;
  adminId: string | null;
}

/** A message another domain stores in the visitor's current session. */
export interface NewMessage {
  senderType: SenderType;
  msgType: MsgType;
  msgContent: string;
  senderName?: string;
  /** idempotency key (the widget's local id); a second append with it returns the first */
  localId?: string;
  /** extra wire fields merged into the message as the visitor sees it (robot answers, cards…) */
  extra?: Record<string, unknown>;
  fileName?: string;
  /** the agent who sent it */
  senderId?: string;
  /** spec §3: hidden from the visitor (internal note / sensitive-flagged agent or robot message) */
  insideFlag?: boolean;
  sensitiveFlag?: boolean;
  sensitiveWords?: string;
}

export interface ChatService {
  visitor(id: VisitorIdentity): Promise<VisitorRecord | null>;
  /** the visitor's current (latest) session */
  session(id: VisitorIdentity): Promise<SessionRecord | null>;
  /**
   * Store a message (robot / system / visitor / agent) in the visitor's current session and
   * emit its event; returns the stored message as the visitor sees it. Agent and system
   * messages also go to the visitor's event log as 1201; robot and visitor messages do not
   * (the robot's reply is the robotAsk response). Every message is published on the bus.
   */
  appendMessage(id: VisitorIdentity, msg: NewMessage): Promise<ChatMessage>;
  /** producer interface for events 1200–1208 (the agents issue drives it) */
  emitEvent(id: VisitorIdentity, code: EventCode, payload: Record<string, unknown>): Promise<void>;
  /**
   * End the current session: status 0 and event 1202 with outType and the notice text `msg`
   * (spec §4). Idempotent: false when there was nothing open to close.
   */
  closeSession(id: VisitorIdentity, outType: OutType, msg?: string): Promise<boolean>;
  /** Called after every close, whoever closed (routing frees the agent or the queue place). */
  onSessionClosed(fn: (id: VisitorIdentity, info: ClosedInfo) => Promise<void>): void;
  /** Recall a message: its body is never served to the visitor again; event 1205 {msgId}. */
  recallMessage(id: VisitorIdentity, msgId: string): Promise<void>;
  /** A message of the visitor's conversation as the visitor sees it (null if hidden or not theirs). */
  message(id: VisitorIdentity, msgId: string): Promise<ChatMessage | null>;
  /** Messages of one session in server order, for the desk (nothing filtered). */
  conversation(sessionId: string, afterSeq?: number, limit?: number): Promise<StoredMessage[]>;
  /** Queue position source for getEventMsg's waitIndex (the agents issue plugs it in). */
  setWaitIndexSource(fn: (userId: string) => Promise<number | undefined>): void;
}

/** A stored message with everything (the desk's DeskMessage; never sent to a visitor as is). */
export type StoredMessage = DeskMessage;

/** What a close was (routing frees the agent or the queue place). */
export interface ClosedInfo {
  sessionId: string;
  /** the agent who had the chat (null: robot stage or queued) */
  adminId: string | null;
  outType: OutType;
  /** the queue scope the visitor left, when they were waiting */
  queueScope?: string;
}
