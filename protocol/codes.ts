/**
 * Every numeric code of the wire (spec §3, §4). The ONE place these numbers are written:
 * the widget, the server and the desk import them from here.
 */

/** spec §3 "Sender types". */
export const SenderType = {
  visitor: 1,
  agent: 2,
  robot: 3,
  system: 4,
} as const;
export type SenderType = (typeof SenderType)[keyof typeof SenderType];

/** spec §3 "Message types" (kinds "animation" and "card" are client-only, see LocalMsgKind). */
export const MsgType = {
  text: 1,
  image: 2,
  /** robot rich text, JSON or card (picture, title, desc, price) */
  robotRich: 3,
  file: 4,
  audio: 5,
  video: 6,
  goodsCard: 7,
  orderCard: 8,
  linkCard: 9,
  inChatForm: 11,
  /** text in reply / agent clarification */
  replyText: 12,
  /** FAQ or menu block */
  faq: 99,
} as const;
export type MsgType = (typeof MsgType)[keyof typeof MsgType];

/** spec §3: client-side message kinds with no server type. */
export const LocalMsgKind = { animation: 'animation', card: 'card' } as const;
export type LocalMsgKind = (typeof LocalMsgKind)[keyof typeof LocalMsgKind];

/** spec §3 system notice `sysType`: 1 normal, any other value is highlighted. */
export const SysType = { normal: 1, highlight: 2 } as const;

/** spec §4 "Outgoing message": loading, then success or failed. */
export const MsgStatus = { loading: 'loading', success: 'success', failed: 'failed' } as const;
export type MsgStatus = (typeof MsgStatus)[keyof typeof MsgStatus];

/** spec §3 "User info" status: 0 ended/offline, 2 with agent, 3 queued, others robot stage. */
export const UserStatus = {
  offline: 0,
  robot: 1,
  manual: 2,
  queued: 3,
} as const;
export type UserStatus = (typeof UserStatus)[keyof typeof UserStatus];

/** spec §3 receiveMode: 0 and 2 robot first, 1 direct transfer, 3 manual only. */
export const ReceiveMode = {
  robotFirst: 0,
  directTransfer: 1,
  robotFirstAlt: 2,
  manualOnly: 3,
} as const;
export type ReceiveMode = (typeof ReceiveMode)[keyof typeof ReceiveMode];

/** spec §4 "Connection": robot or manual, default robot. */
export const ConnectionType = { robot: 'robot', manual: 'manual' } as const;
export type ConnectionType = (typeof ConnectionType)[keyof typeof ConnectionType];

/** spec §4 "Transfer result status". */
export const TransferResult = {
  noAgentOnline: 1,
  connected: 2,
  queued: 3,
  failed: 4,
  offWork: 5,
} as const;
export type TransferResult = (typeof TransferResult)[keyof typeof TransferResult];

/** spec §4 polling event codes. 1206 is not named by the spec and is reserved. */
export const EventCode = {
  agentConnected: 1200,
  agentMessage: 1201,
  chatClosed: 1202,
  evaluationRequest: 1203,
  agentTyping: 1204,
  messageRetracted: 1205,
  videoAgentId: 1207,
  errorFlag: 1208,
  /**
   * Ours, not a spec §4 code: the visitor's place in the queue changed; the event carries
   * `waitIndex` (and `msg`, the channel's userQueueMsg with ## replaced, when configured).
   * A client that knows only the spec's codes ignores it and still reads the batch's waitIndex.
   */
  queuePosition: 1209,
} as const;
export type EventCode = (typeof EventCode)[keyof typeof EventCode];

/** spec §4 event 1202 outType: 2 agent closed, 1 user timeout, 3 opened in new window, else over. */
export const OutType = {
  over: 0,
  userTimeout: 1,
  agentClosed: 2,
  newWindow: 3,
} as const;
export type OutType = (typeof OutType)[keyof typeof OutType];

/** spec §4 menu types (2 is not used by the spec). */
export const MenuType = {
  sendText: 0,
  transferAgent: 1,
  closeSession: 3,
  evaluate: 4,
  leaveMessage: 5,
  openLink: 6,
  localAnswer: 7,
} as const;
export type MenuType = (typeof MenuType)[keyof typeof MenuType];

/** spec §3 field types (in-chat form, user form, work-order extra fields). */
export const FieldType = {
  text: 1,
  textarea: 2,
  date: 3,
  dateTime: 4,
  number: 5,
  dropdown: 6,
  radio: 7,
  checkbox: 8,
  /** work orders only */
  cascader: 9,
} as const;
export type FieldType = (typeof FieldType)[keyof typeof FieldType];

/** spec §4 work-order status labels; 5 and 99 both mean closed. */
export const WoStatus = {
  notHandled: 0,
  accepted: 1,
  waiting: 2,
  resolved: 3,
  over: 5,
  closed: 99,
} as const;
export type WoStatus = (typeof WoStatus)[keyof typeof WoStatus];

/** DESIGN §6: priority labels 0 low, 1 normal, 2 warning, 3 danger. */
export const WoPriority = { low: 0, normal: 1, warning: 2, danger: 3 } as const;
export type WoPriority = (typeof WoPriority)[keyof typeof WoPriority];

/** spec §2 work-order reply: handler labelled customer when handleType is 2, otherwise agent. */
export const WoHandleType = { publicReply: 1, customerReply: 2, internal: 3, /** ours: a status, priority or assignee change (staff timeline) */ change: 4 } as const;
export type WoHandleType = (typeof WoHandleType)[keyof typeof WoHandleType];

/** spec §2 leave-message types: 1 simple, 2 work order. */
export const LeaveMsgType = { simple: 1, workOrder: 2 } as const;
export type LeaveMsgType = (typeof LeaveMsgType)[keyof typeof LeaveMsgType];

/** spec §3 leave-message record msgState: 1 handled, otherwise unhandled. */
export const LeaveMsgState = { unhandled: 0, handled: 1 } as const;

/** spec §3 robot answer answerType. */
export const AnswerType = { unknown: 0, answer: 1, guide: 2 } as const;
export type AnswerType = (typeof AnswerType)[keyof typeof AnswerType];

/** spec §4 robot reply status: 0 reloads the page, -1 transfers to an agent, otherwise shown. */
export const RobotReplyStatus = { reload: 0, transfer: -1, shown: 1 } as const;

/** spec §4 vote state `disabled`: 0 not voted, 1 thumbs-down voted, 2 buttons hidden. */
export const VoteState = { notVoted: 0, downVoted: 1, hidden: 2 } as const;
export type VoteState = (typeof VoteState)[keyof typeof VoteState];

/** DESIGN §6: thumb up / down recorded as 0 / 1 (isUseful). */
export const VoteValue = { up: 0, down: 1 } as const;
export type VoteValue = (typeof VoteValue)[keyof typeof VoteValue];

/** spec §3 transfer-button modes for robotAnswer/Guide/Unknown: 0 or 1 show button, 2 auto-transfer. */
export const TransferButtonMode = { showButton: 0, showButtonAlt: 1, autoTransfer: 2 } as const;

/**
 * Ours, channel `robotHumanEntryMode`: what a request for a human does when the knowledge base
 * has its own entry about reaching one — 0 answer that entry with the transfer button, 1
 * transfer at once (robotAsk status -1, the default). A channel with transferUserMode 0 always
 * answers with the entry.
 */
export const HumanEntryMode = { answer: 0, transfer: 1 } as const;

/** spec §4 FAQ display showType. */
export const FaqShowType = { flat: 1, tabbed: 2 } as const;

/** spec §7 sysMsg clientType. */
export const ClientType = { widget: 1 } as const;

/** spec §7 evaluation payloads: evaluateRobotMode / evaluateAdminMode = 1. */
export const EvaluateMode = { submitted: 1 } as const;

/** spec §5 robot evaluation solved flag, default 1. */
export const Solved = { no: 0, yes: 1 } as const;

/** spec §7 addWo: woStartWay 0. */
export const WoStartWay = { widget: 0 } as const;

/** spec §2: the iframe variant's `from` query values. */
export const FromParam = { iframe: 'iframe', iframeTest: 'iframeTest' } as const;

/**
 * Ours (the spec names docPattern without values): what kind of document answered — 1 rich
 * text, 2 a guide tree (the reply has buttons), 3 a card (the reply has cardContent).
 */
export const DocPattern = { richText: 1, guide: 2, card: 3 } as const;
export type DocPattern = (typeof DocPattern)[keyof typeof DocPattern];

/** Ours: where a robot reply came from (spec §3 replySource). */
export const ReplySource = { knowledgeBase: 'kb', guide: 'guide', clarify: 'clarify', unknown: 'unknown', transfer: 'transfer' } as const;
export type ReplySource = (typeof ReplySource)[keyof typeof ReplySource];

/** Ours (spec §3 link card linkType, values not named by the spec): 1 opens linkUrl, 2 opens the card form (/formData). */
export const LinkType = { url: 1, form: 2 } as const;

/**
 * Ours (spec §3 userFormMode, values not named by the spec): 0 no pre-chat form, 1 asked until the
 * visitor has submitted it once, 2 modal: asked at every chat start.
 */
export const UserFormMode = { off: 0, untilSubmitted: 1, modal: 2 } as const;
