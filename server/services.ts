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
import { createChannelService } from './channels';
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
}

export function createServices(deps: ServiceDeps): Services {
  const signer = new TokenSigner(deps.tokenSecret);
  // DESIGN §1: REDIS_URL switches the bus to Redis pub/sub so several processes share events
  const bus: Bus = deps.config.redisUrl ? new RedisBus(deps.config.redisUrl) : new MemoryBus();
  const { rates } = deps.config;
  const channels = createChannelService({ db: deps.store.db, clock: deps.clock, bus });
  const chat = createChatService({ db: deps.store.db, clock: deps.clock, bus, channels, rates });
  const { db } = deps.store;
  const { clock } = deps;
  const uploads = new UploadService({ db, clock, dataDir: deps.config.dataDir, channels, chat, rate: rates.upload });
  const leaveMessages = new LeaveMessageService({ db, clock, channels });
  const evaluation = new EvaluationService({ db, clock, channels, chat });
  const sensitive = new SensitiveService({ db, clock });
  const formRequest = new FormRequestService({ db, clock, allowInternalTargets: deps.config.allowInternalFormTargets, rate: rates.formPost });
  const robot = new RobotService({ db, clock, bus, channels, chat, rates });
  const staffWrites = new StaffWriteGate(clock, rates);
  return { deps, signer, bus, channels, chat, uploads, leaveMessages, evaluation, sensitive, formRequest, robot, staffWrites };
}
