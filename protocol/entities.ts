/**
 * The entities of spec §3 as wire types. Fields the spec lists are optional where a server
 * may omit them: the widget must also work against any server implementing the spec (DESIGN §3).
 */
import type {
  AnswerType, FieldType, LocalMsgKind, MenuType, MsgStatus, MsgType, ReceiveMode, SenderType,
  UserStatus, VoteState, WoHandleType, WoPriority, WoStatus,
} from './codes';

/** A clickable item of a robot guide (spec §3 itemList). */
export interface GuideItem {
  name: string;
  /** ours: a button or "did you mean" item that answers a document (docs/api.md robotAsk) */
  docId?: string | number;
  id?: string | number;
  itemId?: string | number;
  click?: string | number;
  button?: string | number;
  nodeId?: string | number;
  bingCode?: string;
  bindValue?: string;
}

export interface SuggestItem { question: string; docId?: string | number }

export interface MenuButton {
  btnItem?: string;
  background?: string;
  color?: string;
  menuName: string;
  menuType: MenuType;
  msgText?: string;
  docId?: string | number;
  labelLink?: string;
}

/** spec §3 "Chat message". */
export interface ChatMessage {
  /** local id: `message` or `file` + timestamp; also the idempotency key (DESIGN §3) */
  id?: string;
  msgId?: string | number;
  date?: string;
  msgTime?: number;
  msgType?: MsgType | LocalMsgKind;
  senderType?: SenderType;
  senderName?: string;
  faceUrl?: string;
  msgContent?: string;
  answer?: string;
  status?: MsgStatus;
  fileName?: string;
  /** size in KB */
  size?: number;
  docId?: string | number;
  docPattern?: number;
  docNode?: string;
  suggestList?: SuggestItem[];
  /** JSON list of questions */
  robotSuggest?: string;
  itemList?: GuideItem[];
  menubar?: unknown;
  showType?: number;
  btnList?: MenuButton[];
  /** JSON of the quoted message */
  replyMsg?: string;
  referenceFile?: { referenceFileName: string; referenceFileUrl: string };
  recallFlag?: number;
  insideFlag?: number;
  sensitiveFlag?: number;
  sensitiveWords?: string;
  disabled?: VoteState;
  showTransferBtn?: boolean | number;
  type?: number;
  sysType?: number;
  msgTransContent?: string;
  answers?: RobotReply[];
  buttonId?: string | number;
  agentTime?: number;
  end?: boolean;
  /** server-assigned order within the conversation (ours; optional for other servers) */
  seq?: number;
  /** spec §3 robot answer answerType, kept on a stored robot message (ours: history re-renders it) */
  answerType?: AnswerType;
  /** ours: the channel's mode for this answer is auto-transfer */
  autoTransfer?: boolean;
}

/** spec §3 "In-chat form field". */
export interface InChatFormField {
  fieldId: string | number;
  fieldName: string;
  fieldType: FieldType;
  requiredStatus?: number;
  chooseValue?: string;
  text?: { name: string }[];
}

/** spec §3 "Pre-chat form field". The first three are name, phone, email. */
export interface UserFormField {
  name: string;
  value?: string;
  require?: boolean | number;
  show?: boolean | number;
  fieldType?: FieldType;
  options?: { label: string; value: string }[];
}

/** spec §3 "User info". */
export interface UserInfo { userId: string; status: UserStatus }

/** spec §3 "Customer (agent card)". */
export interface AdminCard {
  adminId: string | number;
  adminFace?: string;
  adminNick?: string;
  adminCardSign?: string;
  adminCardTel?: string;
  adminCardMobile?: string;
  adminCardEmail?: string;
  adminCardQq?: string;
  adminCardWechat?: string;
}

export interface MenuItem {
  menuType: MenuType;
  menuName: string;
  msgText?: string;
  docId?: string | number;
  labelLink?: string;
  background?: string;
  color?: string;
}

export interface FaqEntry {
  id?: string | number;
  name?: string;
  questionName?: string;
  docId?: string | number;
  list?: FaqEntry[];
  type?: number;
  questionList?: FaqEntry[];
  faqGrouplist?: FaqEntry[];
  imgUrl?: string;
  labelLink?: string;
}

export interface ChannelGroup { id: string | number; groupName: string }

export interface RobotTip {
  id?: string | number;
  tips?: string;
  docId?: string | number;
  score?: number;
  /** the question with the matched part in a highlight tag */
  question: string;
}

export interface RobotReply {
  replySource?: string | number;
  text?: string;
  type?: number;
  cardContent?: string;
  clarifyGuide?: GuideItem[];
  fromNode?: string | number;
  buttons?: GuideItem[];
  agentTime?: number;
  nodeId?: string | number;
  instruction?: string;
}

/** spec §3 "Robot answer". */
export interface RobotAnswer {
  answers: RobotReply[];
  status: number;
  docPattern?: number;
  answerType: AnswerType;
  showTransferBtn?: boolean | number;
  docId?: string | number;
  suggestList?: SuggestItem[];
  robotSuggest?: string;
  /** ours: auto-transfer after Limits.autoTransferMs */
  autoTransfer?: boolean;
  /** ours: the stored robot message (a vote names it) */
  msgId?: string | number;
}

export interface SideBarConfig {
  quickFlag?: boolean | number;
  questionFlag?: boolean | number;
  adFlag?: boolean | number;
  quickList?: { name: string; imgUrl?: string; link?: string }[];
  questionList?: { question: string; answer?: string; docId?: string | number }[];
  adList?: { imgUrl: string; link?: string }[];
}

export interface AutoTip { autoTip: string; btnList?: MenuButton[] }

/** spec §3 "Init configuration (channel)". */
export interface ChannelConfig {
  mainColor?: string;
  kitBgcolor?: string;
  kitTxcolor?: string;
  cusColor?: string;
  robotIcon?: string;
  avatar?: string;
  titleDesc?: string;
  backgroundImage?: string;
  navigationBarShowFlag?: number;
  navigationBarColor?: string;
  mainWidth?: number;
  mainHeight?: number;
  sideBarStatus?: number;
  /** JSON of SideBarConfig */
  sideBarConfig?: string;
  sideBarWidth?: number;
  sideBarList?: unknown[];
  noticeMode?: number;
  noticeMsg?: string;
  tenantId: string;
  tenantVersion?: number;
  channelId: string;
  language?: string;
  robotNo?: string;
  robotName?: string;
  robotWelcomeMsg?: string;
  userFormMode?: number;
  /** JSON */
  userFormConfig?: string;
  userForm?: { formTitle?: string; formList: UserFormField[] };
  receiveMode?: ReceiveMode;
  groupMode?: number;
  /** JSON list with groupId */
  groupConfig?: string;
  faq?: { showType: number; showContent: string };
  /** JSON list of AutoTip */
  autoTip?: string;
  adminWelcomeMode?: number; adminWelcomeMsg?: string;
  adminOfflineMode?: number; adminOfflineMsg?: string;
  adminCloseMode?: number; adminCloseMsg?: string;
  userOverMsg?: string;
  userTimeoutMode?: number; userTimeoutTime?: number; userTimeoutMsg?: string;
  adminTimeoutMode?: number; adminTimeoutTime?: number; adminTimeoutMsg?: string;
  userQueueMode?: number;
  /** `##` is replaced by the queue position */
  userQueueMsg?: string;
  unWorkingMsg?: string;
  leaveMsgMode?: number;
  leaveMsgType?: number;
  leaveMsgWoType?: string | number;
  leaveMsgTitle?: string;
  evaluateMode?: number;
  commentDocMode?: number;
  transferUserMode?: number;
  robotAnswerTransferUserMode?: number;
  robotGuideTransferUserMode?: number;
  robotUnknownTransferUserMode?: number;
  /** ours: HumanEntryMode — a request for a human when the knowledge base has an entry about reaching one */
  robotHumanEntryMode?: number;
  imageButtonFlag?: number;
  videoButtonFlag?: number;
  fileButtonFlag?: number;
  chatMenuConfigPlan?: { chatMenuConfigList: MenuItem[] };
  /** ours (DESIGN §6): 'cn' (spec default) or 'intl' */
  phoneRule?: 'cn' | 'intl';
  /**
   * ours (security-cases: Embedding): host page origins allowed to frame the widget page
   * (`frame-ancestors`); empty means any host may embed this channel.
   */
  allowedOrigins?: string[];
}

/** spec §3 "Chat init response" plus our signed visitor token (DESIGN §3). */
export interface ChatInitResponse {
  serverTime: number;
  status: UserStatus;
  userId: string;
  sessionId: string;
  pollId: string | number;
  adminNick?: string;
  visitorToken?: string;
}

export interface LeaveMessageRecord {
  customerName: string;
  customerPhone?: string;
  customerEmail?: string;
  msgContent: string;
  createTime?: string | number;
  updateTime?: string | number;
  updateUserName?: string;
  msgState?: number;
  msgDesc?: string;
}

export interface OfflineMessages { msgList: (ChatMessage & { adminNick?: string })[] }

export interface EvaluationLevel {
  levelTag?: string;
  select?: { name: string; value: string | number }[];
  levelGuideMsg?: string;
  evaluateGuideMsg?: string;
  evaluateMsgRequired?: number;
  levelTagRequired?: number;
}

/** spec §3 "Evaluation": starList is indexed by star minus 1. */
export interface EvaluationInfo {
  starList: EvaluationLevel[];
  scoreList: EvaluationLevel[];
  evaluateModel?: number;
  evaluateAdminSolve?: number;
}

export interface WoFile { fileName: string; fileType?: string; fileUrl: string }

export interface WoHandle {
  /** ours */
  handleId?: string;
  handleTime: string | number;
  handleUserName: string;
  handleType: WoHandleType;
  handleWoStatus?: WoStatus;
  handleContent: string;
  woFileVoList?: WoFile[];
}

export interface WorkOrder {
  woId: string | number;
  woTitle: string;
  woContent: string;
  createTime: string | number;
  /** ours: time of the last change (a reply, a status) */
  updateTime?: string | number;
  woStatus?: WoStatus;
  woPriority?: WoPriority;
  woFileRelVoList?: WoFile[];
  crmCustomerVo?: { name?: string; phone?: string; email?: string };
  /** fieldValue as sent (spec §3); ours: fieldText, the value as the visitor read it (option labels) */
  cusFieldConfigInfoVoList?: { fieldId: string | number; fieldName: string; fieldValue: string; fieldType?: number; fieldText?: string }[];
  /** the reply history, oldest first; internal replies are never in a visitor's answer */
  handleList?: WoHandle[];
  woTypeId?: string | number;
  woTypeName?: string;
  woType?: string | number;
  /** ours: the link token of /workorder?woId&token, in the visitor's own answers only */
  token?: string;
}

/** spec §7 getTemplateFiledInfoByTypeId data.woType. */
export interface WoTypeRef { typeId: string | number; typeName: string }

/**
 * spec §7 getMsgTemplate: a message template of the channel. Card messages use them (issue 9
 * item 10): a card that names one with `msgTemplateId` shows its `content`, whose `{field}`
 * placeholders take the card's own fields (docs/chat-window.md).
 */
export interface MsgTemplate {
  id: string | number;
  title?: string;
  content: string;
}

export interface TemplateField {
  fieldId: string | number;
  fieldName: string;
  fieldType: FieldType;
  fieldValue?: string;
  requiredStatus?: number;
  /** JSON option list for types 6–9 */
  chooseValue?: string;
}

export interface UploadResponse { url: string; name: string; suffix: string }

/** spec §4 getEventMsg answer. */
export interface EventBatch {
  status: UserStatus;
  waitIndex?: number;
  msgList: PollEvent[];
  /** ours: the new cursor */
  pollId?: string | number;
}

export interface PollEvent extends ChatMessage, Omit<Partial<AdminCard>, 'adminId'> {
  /** the event code 1200–1208 */
  eventCode?: number;
  code?: number;
  outType?: number;
  /** 1200: the agent and their card (docs/api.md "Events of the human service") */
  adminId?: string | number;
  /** ours: the notice text the channel configured for this event (1202: adminCloseMsg, userTimeoutMsg, userOverMsg) */
  msg?: string;
  /** ours: event 1209, the new queue position */
  waitIndex?: number;
}
