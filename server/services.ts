/**
 * The composition of the domain services (DESIGN §2: config → store → bus → services → http).
 * Each domain folder exports a factory; this file wires them, and routes get services from here.
 */
import type { Config } from './config';
import type { Store } from './store/db';
import type { Clock } from './clock';
import { TokenSigner } from './identity';
import { MemoryBus, RedisBus } from './bus';
import type { Bus } from './bus';
import { ChannelPreviews, createChannelService, SiteChecker } from './channels';
import type { ChannelService } from './channels';
import { createChatService } from './chat';
import type { ChatServiceImpl } from './chat';
import { UploadService } from './uploads';
import { LeaveMessageService } from './leave-messages';
import { EvaluationService } from './evaluation';
import { SensitiveService } from './sensitive';
import { FormRequestService } from './form-request';
import { RobotService } from './robot';
import { StaffWriteGate } from './staff-writes';
import { AgentService, DeskHub, publishDesk } from './agents';
import { RoutingService, Timers } from './routing';
import { AgentActions } from './chat';
import { MailOutbox } from './mail';
import { WorkOrderService } from './workorders';
import { mailNotifier } from './workorders';
import { ConversationService } from './conversations';
import { TagService } from './tags';
import { ReportService } from './reports';

export interface ServiceDeps {
  config: Config;
  store: Store;
  clock: Clock;
  /** HMAC secret for visitor tokens (identity/secret.ts decides where it comes from) */
  tokenSecret: string;
}

export interface Services {
  deps: ServiceDeps;
  signer: TokenSigner;
  /** event fan-out (server/bus): in-process now, Redis pub/sub when REDIS_URL is set */
  bus: Bus;
  /** tenants and channel configuration (server/channels) */
  channels: ChannelService;
  /** visitors, sessions, messages, events (server/chat); visitorApi serves the visitor routes */
  chat: ChatServiceImpl;
  /** spec §7 upload / uploadBase64 / wo upload and stored files (server/uploads) */
  uploads: UploadService;
  /** spec §7 leaveMsg, submitMessage, getLeaveMsgList, getOfflineMsg (server/leave-messages) */
  leaveMessages: LeaveMessageService;
  /** spec §7 msgEvaluate, getEvaluateInfo, isEvaluate, evaluate; agents call invite() (server/evaluation) */
  evaluation: EvaluationService;
  /** per-tenant sensitive words, checkSensitive (server/sensitive) */
  sensitive: SensitiveService;
  /** fromRequest: posts in-chat forms to tenant-configured targets only (server/form-request) */
  formRequest: FormRequestService;
  /** the knowledge-base robot: robotAsk, robotTips, getRobotDoc, commentDoc; kb administration (server/robot) */
  robot: RobotService;
  /** per-visitor and per-address limits on writes that reach staff (leave messages, evaluations) */
  staffWrites: StaffWriteGate;
  /** accounts, groups, desk sessions, presence, working hours, canned replies (server/agents) */
  agents: AgentService;
  /** transferAgent, the queue, take and transfer, presence reactions (server/routing) */
  routing: RoutingService;
  /** the agent's side of a conversation (server/chat/agent-actions.ts) */
  agentActions: AgentActions;
  /** work orders: the visitor side, and `.desk` the staff side (server/workorders) */
  workorders: WorkOrderService;
  /** the desk's Conversations area: every conversation of the tenant, searched and paged (server/conversations) */
  conversations: ConversationService;
  /** tags on conversations: the tenant's list (admins) and each conversation's (server/tags) */
  tags: TagService;
  /** the admins' reports: figures by local day and the conversations behind each (server/reports) */
  reports: ReportService;
  /** a channel's unsaved settings shown by the widget page with a preview token (server/channels/preview.ts) */
  channelPreviews: ChannelPreviews;
  /** "Check my site": the snippet on an admin's page, fetched under fromRequest's address rules (server/channels/site-check.ts) */
  siteCheck: SiteChecker;
  /** this process's desk sockets (server/agents/hub.ts) */
  hub: DeskHub;
  /** user timeout, agent-not-replied, presence expiry (server/routing/timers.ts); main.ts starts it */
  timers: Timers;
  /** the e-mail outbox (server/mail): enqueue in the caller's transaction; main.ts starts its worker */
  mail: MailOutbox;
}

export function createServices(deps: ServiceDeps): Services {
  const signer = new TokenSigner(deps.tokenSecret);
  // DESIGN §1: REDIS_URL switches the bus to Redis pub/sub so several processes share events
  const bus: Bus = deps.config.redisUrl ? new RedisBus(deps.config.redisUrl, deps.config.redisPrefix) : new MemoryBus();
  const { rates } = deps.config;
  const { db } = deps.store;
  const { clock } = deps;
  const channels = createChannelService({ db, clock, bus });
  const channelPreviews = new ChannelPreviews({ db, clock, channels, secret: deps.tokenSecret });
  const siteCheck = new SiteChecker();
  const sensitive = new SensitiveService({ db, clock });
  const words = async (tenantId: string, text: string) => (await sensitive.check(tenantId, text)).words;
  const chat = createChatService({ db, clock, bus, channels, rates, sensitive: words });
  const uploads = new UploadService({ db, clock, dataDir: deps.config.dataDir, channels, chat, rate: rates.upload });
  const leaveMessages = new LeaveMessageService({
    db, clock, channels,
    // the tenant's desks show a new leave message in the inbox without a refresh
    onLeft: (tenantId, e) => publishDesk(bus, tenantId, { type: 'leaveMessage.new', leaveMsgId: e.leaveMsgId, userId: e.userId, channelId: e.channelId }),
  });
  const evaluation = new EvaluationService({
    db, clock, channels, chat,
    // the agent's desk hears of the evaluation (issue 11 "evaluation received")
    onEvaluated: async (id, ev, adminId) => {
      if (adminId) await publishDesk(bus, id.tenantId, { type: 'evaluation', sessionId: ev.sessionId, userId: id.userId, star: ev.star, solve: ev.solve, tags: ev.tags, content: ev.content }, adminId);
    },
  });
  const formRequest = new FormRequestService({ db, clock, allowInternalTargets: deps.config.allowInternalFormTargets, rate: rates.formPost });
  const robot = new RobotService({ db, clock, bus, channels, chat, rates, encoder: deps.config.robotEncoder });
  const staffWrites = new StaffWriteGate(clock, rates);
  const { desk } = deps.config;
  const agents = new AgentService({ db, clock, bus, settings: { ...desk, login: rates.deskLogin, loginAddress: rates.deskLoginAddress } });
  const routing = new RoutingService({ db, clock, bus, channels, chat, agents });
  const agentActions = new AgentActions({
    db, clock, bus, channels, chat, sensitive: words,
    rates, sendRate: rates.deskSend,
    invite: (id, adminId) => evaluation.invite(id, adminId),
    recordOffline: (input) => leaveMessages.recordOffline(input),
    avatarOf: (agentId) => agents.accounts.faceOf(agentId),
  });
  const mail = new MailOutbox({ db, clock, settings: { ...deps.config.mail, publicUrl: deps.config.publicUrl } });
  const workorders = new WorkOrderService({
    db, clock, channels, tokenSecret: deps.tokenSecret,
    // each notification is queued in the transaction of the change it tells of (nothing lost)
    notify: mailNotifier({ enqueue: (input, trx) => mail.enqueue(input, trx), channels }),
    // the tenant's desks show new and changed orders without a refresh
    publish: (tenantId, event) => publishDesk(bus, tenantId, event),
  });
  // every desk of the tenant hears a conversation's new tags and a changed tag list
  const tags = new TagService({ db, clock, publish: (tenantId, event) => publishDesk(bus, tenantId, event) });
  const conversations = new ConversationService({ db, dialect: deps.store.dialect });
  // report days are the tenant's working-hours days (its IANA time zone)
  const reports = new ReportService({ db, dialect: deps.store.dialect, timeZone: async (tenantId) => (await agents.hours.get(tenantId)).timeZone });
  const hub = new DeskHub({
    db, bus, now: () => clock.now(), sessions: agents.sessions, presence: agents.presence, accounts: agents.accounts,
    message: (msgId) => agentActions.deskMessage(msgId),
    typing: (p, sessionId) => agentActions.typing(p, sessionId),
  });
  const timers = new Timers({ db, clock, bus, channels, chat, agents }, routing, {
    localAgents: () => hub.localAgents(),
    onTick: () => hub.revalidate(),
    queueAbandonMs: desk.queueAbandonMs,
  });
  return { deps, signer, bus, channels, chat, uploads, leaveMessages, evaluation, sensitive, formRequest, robot, staffWrites, agents, routing, agentActions, workorders, tags, conversations, reports, channelPreviews, siteCheck, hub, timers, mail };
}
