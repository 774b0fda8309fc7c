/**
 * The desk's team-lead contract (docs/api.md "Conversations", "Tags", "Transfer with a note"):
 * every conversation of the tenant, findable (views, filters, full-text search, cursor paging);
 * tags on conversations; a transfer's hand-over note, its staff-only marker and its undo.
 */
import type { DeskChat, DeskColleague, DeskMessage, DeskVisitor } from './desk';

/** The Conversations area's views. */
export const ConversationView = {
  /** open conversations assigned to the caller */
  mine: 'mine',
  /** visitors waiting in the queue (not yet with an agent) */
  queue: 'queue',
  /** every conversation not ended (robot, queued or with an agent) */
  open: 'open',
  closed: 'closed',
  /** rated at most ConversationLimits.lowStarMax stars, or rated "not solved" */
  lowRated: 'lowRated',
  all: 'all',
} as const;
export type ConversationView = (typeof ConversationView)[keyof typeof ConversationView];

/** Where a conversation stands (the list's status filter and badge). */
export const ConversationStatus = { robot: 'robot', queued: 'queued', manual: 'manual', ended: 'ended' } as const;
export type ConversationStatus = (typeof ConversationStatus)[keyof typeof ConversationStatus];

export const ConversationLimits = {
  /** a search text: 1–100 characters after trimming */
  queryMax: 100,
  pageDefault: 30,
  pageMax: 100,
  /** the lowRated view: star ≤ this */
  lowStarMax: 2,
  /** characters of context kept on each side of a search hit's snippet */
  snippetContext: 40,
} as const;

/** conversations/list's body. Every field optional; filters combine with AND. */
export interface ConversationQuery {
  view?: ConversationView;
  /** full-text over message text (visitor, agent, robot answers, internal notes) and the visitor's name, phone, e-mail and form fields; CJK substrings found */
  q?: string;
  channelId?: string;
  /** the agent who served it (sessions.admin_id) */
  agentId?: string;
  groupId?: string;
  tagId?: string;
  /** exact star rating 1–5; 0 = not rated */
  star?: number;
  status?: ConversationStatus;
  /** started at or after / before (ms since epoch) */
  from?: number;
  to?: number;
  /** opaque, from the previous page's nextCursor */
  cursor?: string;
  limit?: number;
}

/** Where a search matched, to highlight and to open the conversation at. */
export interface ConversationHit {
  /** null when the match is in the visitor's fields, not a message */
  msgId: string | null;
  seq: number | null;
  /** plain text around the match (never HTML), at most snippetContext characters each side */
  snippet: string;
  /** [start, end) UTF-16 offsets of the matches inside `snippet` (the desk wraps them in <mark>) */
  ranges: [number, number][];
}

/** One row of the Conversations list. */
export interface DeskConversationSummary {
  sessionId: string;
  userId: string;
  channelId: string;
  displayName: string;
  visitorNo: string;
  locale: string;
  device: string;
  status: ConversationStatus;
  adminId: string | null;
  adminNick: string | null;
  groupId: string | null;
  startedAt: number;
  endedAt: number | null;
  lastMsgAt: number;
  messageCount: number;
  star: number | null;
  solve: number | null;
  /** tag ids, in the order they were added */
  tags: string[];
  /** the newest visible message as plain text (≤ 120 characters) */
  preview: string;
  /** present when the list was searched */
  hit?: ConversationHit;
}

/** conversations/list's answer. */
export interface ConversationPage {
  conversations: DeskConversationSummary[];
  /** null on the last page */
  nextCursor: string | null;
}

/** conversations/get's answer: the row, the visitor, and the whole log (staff view: internal notes and markers included). */
export interface DeskConversationDetail {
  conversation: DeskConversationSummary;
  visitor: DeskVisitor;
  messages: DeskMessage[];
  /** the rating's comment and tags, when rated */
  evaluation: { star: number | null; solve: number | null; tags: string[]; content: string; createdAt: number } | null;
}

/** The tag palette: named colours with a text colour of sufficient contrast chosen by the desk. */
export const TagColors = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'purple'] as const;
export type TagColor = (typeof TagColors)[number];

export const TagLimits = { nameMax: 32, perTenant: 200, perConversation: 10 } as const;

export interface DeskTag {
  tagId: string;
  name: string;
  color: TagColor;
  /** conversations carrying it */
  count: number;
}

/** A staff-only marker in a conversation's log (DeskMessage.marker): never in any visitor answer. */
export interface TransferMarker {
  kind: 'transfer';
  fromAgentId: string;
  fromNick: string;
  toAgentId: string | null;
  toNick: string | null;
  toGroupId: string | null;
  /** the hand-over note, when one was written */
  note: string;
  /** true once the transfer was undone (a second marker says so) */
  undone?: boolean;
  /** an administrator moved the chat (supervision: take over, pass on); such a move has no undo */
  byAgentId?: string;
  byNick?: string;
}

export const TransferLimits = {
  noteMax: 500,
  /** the sender may undo while the receiver has not opened the chat, for this long */
  undoMs: 10_000,
} as const;

/** chat/transfer's answer when it handed the chat over (in addition to the existing fields). */
export interface TransferReceipt {
  transferId: string;
  /** ms since epoch: chat/transferUndo is refused after this */
  undoUntil: number;
}

/** admin/team: each enabled agent with presence, load and the chats they have now (supervision). */
export interface DeskTeamMember extends DeskColleague {
  chats: DeskChat[];
}

export const SuperviseLimits = {
  /** live chats one desk may watch at once (the socket's `watch`) */
  watchMax: 20,
} as const;
