/**
 * Every call of spec §7: its path and its request / response types. The widget's API client,
 * the server's routes and the tests all take paths from here.
 */
import type {
  AdminCard, ChannelConfig, ChannelGroup, ChatInitResponse, ChatMessage, EvaluationInfo,
  EventBatch, LeaveMessageRecord, MsgTemplate, OfflineMessages, RobotAnswer, RobotTip, TemplateField,
  UploadResponse, WoFile, WoTypeRef, WorkOrder,
} from './entities';

type Id = string | number;

/** spec §7 "Init payload (setChatInit)". */
export interface ChatStartRequest {
  channelId: string;
  pid?: string;
  params?: string;
  userName?: string;
  userId?: string;
  email?: string;
  phone?: string;
  groupId?: Id;
  adminId?: Id;
  locale?: string;
  fiyBookCode?: string;
  previousUrl?: string;
  refer?: string;
  /** spec §2 query otherParams: passed through in the init payload */
  otherParams?: string;
}

/** spec §7 "Robot send payload". */
export interface RobotAskRequest {
  question?: string;
  robotNo?: string;
  docId?: Id;
  itemId?: Id;
  bingCode?: string;
  bindValue?: string;
  click?: Id;
  userId?: string;
  button?: Id;
  nodeId?: Id;
  customerToken?: string;
  customerParameters?: string;
  agentTime?: number;
  agentAskContent?: string;
}

export interface SendMsgRequest {
  msgContent: string;
  msgType: number;
  userId?: string;
  fileName?: string;
  /** the local message id: idempotency key (DESIGN §3) */
  id?: string;
}

export interface RobotEvaluateRequest {
  evaluateRobotTag?: string;
  evaluateRobotSolve?: number;
  evaluateRobotMode: 1;
  evaluateRobotContent?: string;
}
export interface AgentEvaluateRequest {
  evaluateAdminSolve?: number;
  evaluateAdminMode: 1;
  evaluateAdminContent?: string;
  evaluateAdminStar: number;
  evaluateAdminTag?: string;
}

/** isEvaluate (docs/api.md): which consultation a rating is for, and whether it may be given. */
export interface EvaluateState {
  connection?: 'robot' | 'manual' | null;
  evaluated: boolean;
  canEvaluate?: boolean;
}

export interface LeaveMsgRequest {
  customerName: string;
  customerPhone?: string;
  customerEmail?: string;
  msgContent: string;
  channelId?: string;
}

export interface AddWoRequest {
  cusFieldConfigInfoVoList?: { fieldId: Id; fieldValue: string; fieldName: string }[];
  partnerId?: Id;
  userId?: string;
  tenantId?: string;
  woContent: string;
  woFileRelVoList?: WoFile[];
  woStartWay?: number;
  woTitle?: string;
  woType?: Id;
  woTypeId?: Id;
  woTypeName?: string;
  /** ours: the local id (`wo` + timestamp) that makes a retried addWo return the stored order */
  localId?: string;
  /** ours: the customer's contact (the mail with the order's link goes to customerEmail) */
  customerName?: string;
  customerPhone?: string;
  customerEmail?: string;
}

/** A customer reply (spec §7 addWoHandleInfo / addReplay). */
export interface WoReplyRequest {
  woId: Id;
  handleContent: string;
  woFileRelVoList?: WoFile[];
  /** the link token (also sent as the token header); absent when the visitor token decides */
  token?: string;
  /** ours: idempotency key of the reply */
  localId?: string;
}

/** One row of the endpoint table. */
export interface Endpoint<Req, Res> {
  path: string;
  /** phantom fields so the table carries the types */
  readonly req?: Req;
  readonly res?: Res;
}
const ep = <Req, Res>(path: string): Endpoint<Req, Res> => ({ path });

const V = '/api/chat/visitor/';
const WO = '/api/open/wo/';

type UserRef = { userId?: string };
type Ok = null | Record<string, never>;

/** spec §7, every call. `multipart` ones are uploads. */
export const Endpoints = {
  /** `preview`: an admin's preview token (desk-channel-tools.ts); the draft instead of the saved settings */
  channelInfo: ep<{ channelId: string; locale?: string; preview?: string | undefined }, ChannelConfig>(`${V}channelInfo`),
  chatStart: ep<ChatStartRequest, ChatInitResponse>(`${V}chatStart`),
  getOfflineMsg: ep<UserRef & { pollId?: Id }, OfflineMessages>(`${V}getOfflineMsg`),
  getLeaveMsgList: ep<UserRef, LeaveMessageRecord[]>(`${V}getLeaveMsgList`),
  transferAgent: ep<UserRef & { groupId?: Id; adminId?: Id },
    { adminId?: Id; status: number; adminNick?: string; waitIndex?: number; msg?: string; card?: AdminCard }>(`${V}transferAgent`),
  getEventMsg: ep<UserRef & { pollId: Id }, EventBatch>(`${V}getEventMsg`),
  submitUserForm: ep<UserRef & { userName?: string; phone?: string; email?: string; formParams?: string }, Ok>(`${V}submitUserForm`),
  getHistoryMsg: ep<UserRef & { pageSize: number; maxTime: number }, ChatMessage[]>(`${V}getHistoryMsg`),
  getSessionMsg: ep<UserRef & { sessionId: string }, ChatMessage[]>(`${V}getSessionMsg`),
  chatClose: ep<UserRef, Ok>(`${V}chatClose`),
  robotAsk: ep<RobotAskRequest, RobotAnswer>(`${V}robotAsk`),
  sendMsg: ep<SendMsgRequest, ChatMessage>(`${V}sendMsg`),
  evaluate: ep<UserRef & (RobotEvaluateRequest | AgentEvaluateRequest), Ok>(`${V}evaluate`),
  isEvaluate: ep<UserRef, EvaluateState | boolean>(`${V}isEvaluate`),
  uploadBase64: ep<UserRef & { imgData: string }, UploadResponse>(`${V}uploadBase64`),
  typing: ep<UserRef & { msgContent: string }, Ok>(`${V}typing`),
  upload: ep<FormData, UploadResponse>(`${V}upload`),
  robotTips: ep<UserRef & { question: string; robotNo?: string }, RobotTip[]>(`${V}robotTips`),
  getChannelGroup: ep<UserRef & { channelId?: string }, ChannelGroup[]>(`${V}getChannelGroup`),
  checkSensitive: ep<UserRef & { msgContent: string }, { words: string[] }>(`${V}checkSensitive`),
  getEvaluateInfo: ep<UserRef, EvaluationInfo>(`${V}getEvaluateInfo`),
  leaveMsg: ep<UserRef & LeaveMsgRequest, Ok>(`${V}leaveMsg`),
  beforeUnload: ep<UserRef, Ok>(`${V}beforeUnload`),
  getRobotDoc: ep<UserRef & { docId: Id }, { docQuestion: string; docAnswer: string }>(`${V}getRobotDoc`),
  resetInfo: ep<UserRef & Record<string, unknown>, Ok>(`${V}resetInfo`),
  msgComplete: ep<UserRef & { msgId?: Id }, Ok>(`${V}msgComplete`),
  commentDoc: ep<UserRef & { docId: Id; isUseful: number; msgId?: Id }, Ok>(`${V}commentDoc`),
  sysMsg: ep<UserRef & { msgContent: string; clientType: 1 }, ChatMessage>(`${V}sysMsg`),
  getAdminCard: ep<UserRef, AdminCard | null>(`${V}getAdminCard`),
  updateSessionMsg: ep<UserRef & { msgId: Id; docNode?: string }, Ok>(`${V}updateSessionMsg`),
  fromRequest: ep<UserRef & { url?: string; method?: string; headers?: Record<string, string>; contentType?: string; requestBody: Record<string, unknown>; msgId?: Id }, { status: number }>(`${V}fromRequest`),
  readMsg: ep<UserRef & { pollId?: Id }, Ok>(`${V}readMsg`),
  resetUser: ep<UserRef & { pollId?: Id } & Record<string, unknown>, Ok>(`${V}resetUser`),
  msgEvaluate: ep<{ tenantId?: string; channelId?: string }, EvaluationInfo>(`${V}msgEvaluate`),
  visitorCommentDoc: ep<UserRef & { docId: Id; isUseful: number; robotNo?: string; sessionId?: string; tenantId?: string; msgId?: Id }, Ok>(`${V}visitorCommentDoc`),
  getLeaveMsg: ep<UserRef, LeaveMessageRecord[]>(`${V}getLeaveMsg`),
  submitMessage: ep<UserRef & LeaveMsgRequest, Ok>(`${V}submitMessage`),

  // video (a later issue)
  videosAdd: ep<UserRef, unknown>('/api/chat/videos/add'),
  expireVideoToken: ep<UserRef, unknown>(`${V}expireVideoToken`),
  adminVideoStatus: ep<UserRef, unknown>(`${V}adminVideoStatus`),
  userVideoInvitation: ep<UserRef & { videoType: number }, unknown>(`${V}userVideoInvitation`),
  getVideoToken: ep<UserRef, unknown>(`${V}getVideoToken`),

  // other
  getMsgTemplate: ep<{ channelId?: string }, MsgTemplate[]>('/api/basic/msgTemplate/getMsgTemplate'),
  getWoTemplate: ep<{ tenantId?: string; templateId?: Id }, { woType: WoTypeRef; items: TemplateField[] }>('/api/wo/woTemplate/getWoTemplate'),
  woUpload: ep<FormData, UploadResponse>('/api/wo/client/upload'),

  // work orders (docs/api.md "Work orders"): templates are work-order types (templateId = typeId)
  getTemplateFiledInfoByTemplateId: ep<{ tenantId?: string; templateId: Id }, { woType: WoTypeRef; items: TemplateField[] }>(`${WO}getTemplateFiledInfoByTemplateId`),
  queryWoById: ep<{ woId: Id; userId?: string; token?: string }, WorkOrder>(`${WO}queryWoById`),
  addWoHandleInfo: ep<UserRef & { tenantId?: string; woTypeId?: Id } & WoReplyRequest, WorkOrder>(`${WO}addWoHandleInfo`),
  getTemplateFiledInfoByTypeId: ep<{ id: Id }, { woType: WoTypeRef; items: TemplateField[] }>(`${WO}getTemplateFiledInfoByTypeId`),
  queryWoByCustom: ep<UserRef & { tenantId?: string }, { list: WorkOrder[] }>(`${WO}queryWoByCustom`),
  addWo: ep<AddWoRequest, WorkOrder>(`${WO}addWo`),
  woinfo: ep<{ id: Id; token?: string }, WorkOrder>(`${WO}woinfo`),
  queryWoTypeInfoItem: ep<{ id: Id }, { items: TemplateField[] }>(`${WO}queryWoTypeInfoItem`),
  getOrderInfo: ep<{ id: Id; userId?: string; token?: string }, WorkOrder>(`${WO}getOrderInfo`),
  addReplay: ep<WoReplyRequest, WorkOrder>(`${WO}addReplay`),
} as const;

export type EndpointName = keyof typeof Endpoints;
export type RequestOf<N extends EndpointName> = NonNullable<(typeof Endpoints)[N]['req']>;
export type ResponseOf<N extends EndpointName> = NonNullable<(typeof Endpoints)[N]['res']>;
