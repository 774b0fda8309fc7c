/**
 * The desk's wire contract (ours; the spec shows no staff side): roles, presence, the shapes
 * the desk API answers, and the WebSocket's messages both ways. The server and the desk app
 * import them from here; docs/api.md ("Desk API") describes every call.
 */
import type { ChatMessage, AdminCard } from './entities';
import type { OutType, UserStatus } from './codes';
import type { TransferMarker } from './desk-team';

/** The desk API's base path (DESIGN §1) and its WebSocket. */
export const DESK_API = '/api/desk/';
export const DESK_WS_PATH = '/api/desk/ws';

/** A desk bearer token starts with this (a visitor token starts with `v1.`). */
export const DESK_TOKEN_PREFIX = 'd1.';

export const DeskRole = { agent: 'agent', admin: 'admin' } as const;
export type DeskRole = (typeof DeskRole)[keyof typeof DeskRole];

/** What an agent chooses; `busy` keeps its chats and gets no new ones. */
export const Presence = { online: 'online', busy: 'busy', offline: 'offline' } as const;
export type Presence = (typeof Presence)[keyof typeof Presence];

/** WebSocket close codes of the desk socket (4000–4999 are the application's). */
export const DeskCloseCode = {
  /** no or bad `auth` message, or the session ended (signed out, expired, account disabled) */
  unauthorized: 4401,
  /** a message that is not JSON or not one of DeskClientMessage */
  badMessage: 4400,
  /** no `auth` within the deadline */
  authTimeout: 4408,
} as const;

/** Desk limits (ours). */
export const DeskLimits = {
  /** an agent may recall its own message for this long after sending it */
  recallWindowMs: 120_000,
  /** the socket must authenticate within this */
  wsAuthMs: 10_000,
  /** longest agent text message, internal note and canned reply */
  messageMax: 5000,
  /** messages per chat/messages page */
  pageMax: 200,
  /** the visitor's typing preview forwarded to the desk */
  typingPreviewMax: 200,
} as const;

/** The agent's own account as the desk shows it (auth/login, auth/me, profile/update). */
export interface DeskAgent {
  agentId: string;
  tenantId: string;
  username: string;
  role: DeskRole;
  nick: string;
  avatar: string;
  signature: string;
  tel: string;
  mobile: string;
  email: string;
  qq: string;
  wechat: string;
  maxLoad: number;
  /** chosen presence */
  presence: Presence;
  groups: string[];
  disabled: boolean;
}

/** A colleague in the presence list and the transfer dialog. */
export interface DeskColleague {
  agentId: string;
  nick: string;
  avatar: string;
  role: DeskRole;
  /** effective presence: `offline` once the desk has been disconnected past the grace period */
  presence: Presence;
  load: number;
  maxLoad: number;
  groups: string[];
}

/** The visitor as the desk sees them (spec §3 user info plus what they told us). */
export interface DeskVisitor {
  userId: string;
  channelId: string;
  status: UserStatus;
  userName: string;
  /** the name the visitor gave (pre-chat form, init userName, updateUser), '' when none: docs/api.md "Visitor names" */
  displayName: string;
  /** four digits derived from userId, stable ("Visitor 4821" when displayName is '') */
  visitorNo: string;
  phone: string;
  email: string;
  locale: string;
  /** the pre-chat form's other fields, as submitted (spec §7 submitUserForm formParams) */
  formParams: Record<string, unknown> | null;
  /** the page they came from (spec §7 init previousUrl, refer) */
  previousUrl: string;
  refer: string;
  /** the host's `params` of the init payload */
  params: string;
  /** the User-Agent of chatStart */
  device: string;
  firstSeen: number;
  lastSeen: number;
}

/** One open conversation in the agent's list (chats/list) or just assigned (chat.assigned). */
export interface DeskChat {
  sessionId: string;
  userId: string;
  channelId: string;
  /** the stored name as given ('' none); kept for older desks, the same as displayName */
  visitorName: string;
  /** the name the visitor gave (pre-chat form, init userName, updateUser), '' when none: docs/api.md "Visitor names" */
  displayName: string;
  /** four digits derived from userId, stable ("Visitor 4821" when displayName is '') */
  visitorNo: string;
  /** the visitor's locale ('' unknown) */
  locale: string;
  /** the User-Agent of chatStart ('' unknown) */
  device: string;
  /** the page they came from (init previousUrl, '' unknown) */
  previousUrl: string;
  groupId: string | null;
  startedAt: number;
  assignedAt: number | null;
  /** visitor messages after the desk's read mark */
  unread: number;
  lastMessage: DeskMessage | null;
  lastVisitorAt: number | null;
  lastAgentAt: number | null;
  /** the visitor has waited longer than the channel's adminTimeoutTime for a reply */
  agentOverdue: boolean;
  /** the agent who has it (set in admin/team; an agent's own list is theirs) */
  adminId?: string | null;
}

/** A message as the desk sees it: everything, hidden ones marked (never what a visitor gets). */
export interface DeskMessage extends ChatMessage {
  msgId: string;
  seq: number;
  sessionId: string;
  userId: string;
  senderId?: string;
  insideFlag: number;
  recallFlag: number;
  sensitiveFlag: number;
  /** a staff-only marker (a transfer), drawn as a line in the log instead of a bubble; insideFlag is 1 */
  marker?: TransferMarker;
}

/** A visitor waiting for an agent (queue/list, queue.added). */
export interface DeskQueueEntry {
  userId: string;
  sessionId: string;
  channelId: string;
  /** the stored name as given ('' none); kept for older desks, the same as displayName */
  visitorName: string;
  /** the name the visitor gave (pre-chat form, init userName, updateUser), '' when none: docs/api.md "Visitor names" */
  displayName: string;
  /** four digits derived from userId, stable ("Visitor 4821" when displayName is '') */
  visitorNo: string;
  /** the scope: group ids joined by ',' ('' any agent) */
  groupId: string;
  /** the agent the visitor asked for */
  adminId: string | null;
  /** 1-based position within its scope (what the visitor is told) */
  waitIndex: number;
  enqueuedAt: number;
  /** a chat handed back by an agent who went offline (served first) */
  returned: boolean;
}

/** One of the visitor's earlier (or current) chats (visitor/sessions). */
export interface DeskSessionSummary {
  sessionId: string;
  channelId: string;
  connection: 'robot' | 'manual';
  ended: boolean;
  outType: OutType | null;
  adminId: string | null;
  startedAt: number;
  endedAt: number | null;
  messageCount: number;
}

export interface DeskCannedReply { replyId: string; name: string; content: string; updatedAt: number }

/** Working hours of a tenant (admin/workingHours/*); times are HH:mm in `timeZone`. */
export interface WorkingHours {
  enabled: boolean;
  /** an IANA time zone, e.g. Asia/Shanghai */
  timeZone: string;
  /** day of week (0 Sunday … 6 Saturday) → open ranges; `end` may be 24:00 */
  days: Record<string, { start: string; end: string }[]>;
  /** whole days closed (holidays), YYYY-MM-DD in `timeZone` */
  closedDates: string[];
}

/** What the server pushes on the desk WebSocket. */
export type DeskEvent =
  | { type: 'hello'; agent: DeskAgent; serverTime: number }
  | { type: 'pong'; serverTime: number }
  | { type: 'error'; code: number; msg: string }
  /** the session ended (signed out, expired, disabled): the socket closes after this */
  | { type: 'session.ended'; reason: string }
  | { type: 'queue.added'; entry: DeskQueueEntry }
  | { type: 'queue.removed'; userId: string; reason: 'assigned' | 'closed' | 'taken' }
  | { type: 'chat.assigned'; chat: DeskChat; reason: 'routed' | 'taken' | 'transferred' | 'transferUndone' | 'takenOver' | 'reassigned' }
  | { type: 'chat.unassigned'; sessionId: string; userId: string; reason: 'transferred' | 'requeued' | 'transferUndone' | 'takenOver' | 'reassigned' }
  | { type: 'chat.message'; sessionId: string; userId: string; message: DeskMessage }
  | { type: 'chat.recalled'; sessionId: string; userId: string; msgId: string }
  | { type: 'chat.closed'; sessionId: string; userId: string; outType: OutType }
  | { type: 'chat.adminTimeout'; sessionId: string; userId: string; since: number }
  | { type: 'visitor.typing'; sessionId: string; userId: string; preview: string }
  | { type: 'visitor.left'; sessionId: string; userId: string }
  | { type: 'visitor.read'; sessionId: string; userId: string }
  | { type: 'visitor.profile'; userId: string }
  | { type: 'evaluation'; sessionId: string; userId: string; star: number | null; solve: number | null; tags: string[]; content: string }
  | { type: 'leaveMessage.new'; leaveMsgId: string; userId: string; channelId: string }
  /** docs/api.md "Work orders (desk)": a new order, or any change to one (reply, status, priority, assignee) */
  | { type: 'wo.created'; woId: string; summary: DeskWoSummary }
  | { type: 'wo.updated'; woId: string; summary: DeskWoSummary }
  | { type: 'presence'; agentId: string; nick: string; presence: Presence }
  /** docs/api.md "Tags": a conversation's tags changed (every agent of the tenant hears it) */
  | { type: 'conversation.tagged'; sessionId: string; tags: string[] }
  /** the tenant's tag list changed (admin) */
  | { type: 'tags.changed' }
  /** a chat this desk watches (supervision) moved: closed, transferred, taken over — fetch it again */
  | { type: 'watch.changed'; sessionId: string };

export type DeskEventType = DeskEvent['type'];

/** What the desk may send on the WebSocket. */
export type DeskClientMessage =
  | { type: 'auth'; token: string }
  | { type: 'ping' }
  /** the agent is typing in a chat (event 1204 to the visitor, coalesced) */
  | { type: 'typing'; sessionId: string }
  /** admins: receive a live chat's messages as they are written (supervision); `unwatch` stops */
  | { type: 'watch'; sessionId: string }
  | { type: 'unwatch'; sessionId: string };

/** transferAgent's answer (spec §7: adminId, status, adminNick, waitIndex; ours: msg, the notice). */
export interface TransferAnswer {
  status: number;
  adminId?: string;
  adminNick?: string;
  waitIndex?: number;
  /** the channel's text for this result (adminOfflineMsg, userQueueMsg with ## replaced, unWorkingMsg…), when configured */
  msg?: string;
  /** the agent card when connected (the same as getAdminCard) */
  card?: AdminCard;
}

/** A work-order extra field of a type (spec §3 template field), as the desk edits it. */
export interface DeskWoField {
  fieldId: string;
  fieldName: string;
  /** spec §3 field types 1–9 */
  fieldType: number;
  required: boolean;
  /**
   * types 6–8: the options ({label, value}); type 9: the cascading tree ({value, label, children});
   * other types: empty
   */
  options: DeskWoOption[];
}
export interface DeskWoOption { value: string; label: string; children?: DeskWoOption[] }

/** A work-order type with its fields (templateId = typeId on the visitor side). */
export interface DeskWoType {
  typeId: string;
  typeName: string;
  enabled: boolean;
  fields: DeskWoField[];
  updatedAt: number;
}

/** A row of the desk's work-order inbox. */
export interface DeskWoSummary {
  woId: string;
  woTitle: string;
  /** the content as plain text, cut to a preview */
  preview: string;
  woStatus: number;
  woPriority: number;
  typeId: string;
  typeName: string;
  customerName: string;
  userId: string;
  /** four digits derived from userId ("Visitor 4821" when customerName is '') */
  visitorNo: string;
  channelId: string;
  assigneeAgentId: string | null;
  assigneeAgentNick: string | null;
  assigneeGroupId: string | null;
  createTime: number;
  updateTime: number;
  /** the newest entry in the timeline is the customer's (waiting for staff) */
  awaitingStaff: boolean;
}

/** One entry of a work order's timeline in the desk (internal replies included). */
export interface DeskWoHandle {
  handleId: string;
  /** 1 public reply, 2 customer reply, 3 internal reply, 4 change (status / priority / assignee) */
  handleType: number;
  handleUserName: string;
  handleAgentId: string | null;
  handleTime: number;
  /** the status after this entry */
  handleWoStatus: number;
  handleContent: string;
  files: { fileName: string; fileType: string; fileUrl: string }[];
}

/** A work order as the desk shows it. */
export interface DeskWorkOrder extends DeskWoSummary {
  /** sanitised HTML */
  woContent: string;
  customerPhone: string;
  customerEmail: string;
  files: { fileName: string; fileType: string; fileUrl: string }[];
  /** fieldText: the value as the visitor read it (option labels, a cascade's label path) */
  fields: { fieldId: string; fieldName: string; fieldType: number; fieldValue: string; fieldText: string }[];
  handles: DeskWoHandle[];
  /** the leave message it was made from, if any */
  leaveMsgId: string | null;
}
