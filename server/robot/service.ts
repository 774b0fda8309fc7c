/**
 * The knowledge-base robot for visitors (spec §7 robotAsk, robotTips, getRobotDoc, commentDoc,
 * visitorCommentDoc) and its administration (`kb`). The tenant always comes from the visitor's
 * token: a docId or guide node of another tenant is simply not in this tenant's index (404/400,
 * nothing leaks). Answers come from the per-tenant in-memory index; the exchange is stored in
 * the conversation through services.chat so history shows it.
 */
import { AnswerType, Limits, MsgType, RobotOutcome, SenderType, VoteState, VoteValue } from '../../protocol/index.ts';
import type { ChannelConfig, ChatMessage, RobotTip } from '../../protocol/index.ts';
import type { Bus } from '../bus/index.ts';
import type { Clock } from '../clock.ts';
import { badRequest, conflict, DomainError, forbidden, notFound } from '../errors.ts';
import type { VisitorIdentity } from '../identity/index.ts';
import type { Db } from '../store/db.ts';
import { setVoteState, type NewMessage } from '../chat/index.ts';
import { answer, type Ask, type Outcome, type RobotAskAnswer, type WireReply } from './answer.ts';
import { englishVectors } from './encoder/load.ts';
import type { SentenceVectors } from './encoder/vectors.ts';
import { IndexCache } from './index-cache.ts';
import { KnowledgeBase } from './kb/admin.ts';
import { escapeHtml } from './kb/sanitize.ts';
import { KnowledgeBaseStore, UNKNOWN_LOG_MAX } from './kb/store.ts';
import { RateLimiter } from '../rate-limit.ts';
import type { Rates } from '../rates.ts';
import type { TenantIndex } from './tenant-index.ts';
import { queryLocale, toRobotLocale, type RobotLocale } from './text/index.ts';
import { unknownKey } from './unknown-key.ts';
import { RobotWorkbench } from './workbench/index.ts';

export const RobotLimits = {
  /** characters of a robotAsk / robotTips question (security-cases "Rate and flood") */
  questionMax: Limits.robotQuestionMax,
  /** tips per answer */
  tips: 5,
} as const;

/** What the robot needs of the channels module (structurally its ChannelService). */
export interface RobotChannels {
  get(channelId: string): Promise<{ tenantId: string; config: ChannelConfig } | null>;
}

/** What the robot needs of the chat module (structurally a subset of its ChatService). */
export interface RobotChat {
  visitor(id: VisitorIdentity): Promise<{ locale?: string } | null>;
  session(id: VisitorIdentity): Promise<{ sessionId: string } | null>;
  appendMessage(id: VisitorIdentity, msg: NewMessage): Promise<ChatMessage>;
  message(id: VisitorIdentity, msgId: string): Promise<ChatMessage | null>;
}

export interface RobotDeps {
  db: Db;
  clock: Clock;
  bus: Bus;
  channels: RobotChannels;
  chat: RobotChat;
  /** robotAsk / robotTips per visitor (server/rates.ts) */
  rates: Pick<Rates, 'robotAsk' | 'robotTips'>;
  /** 'en': English questions are also ranked by the sentence encoder (encoder/); default off */
  encoder?: 'off' | 'en';
}

/** spec §7 robot send payload, as the route has checked it. */
export interface AskInput {
  question?: string;
  docId?: string;
  nodeId?: string;
  itemId?: string;
  /** the widget's local message id: the visitor message's idempotency key */
  localId?: string;
}

/** spec §7 commentDoc / visitorCommentDoc. */
export interface CommentInput {
  docId: string;
  isUseful: VoteValue;
  msgId?: string;
}

export interface CommentResult {
  docId: string;
  isUseful: VoteValue;
  /** spec §4 vote state the widget shows from now on: 1 after a thumbs-down, 2 (buttons hidden) after a thumbs-up */
  disabled: VoteState;
}

const tooMany = (what: string): string => `too many ${what}: please slow down`;
const RECENT_MAX = 10_000;

export class RobotService {
  readonly kb: KnowledgeBase;
  /** the admin's try box, similar questions and unknown-question triage (workbench/) */
  readonly workbench: RobotWorkbench;
  private readonly store: KnowledgeBaseStore;
  private readonly cache: IndexCache;
  private readonly askRate: RateLimiter;
  private readonly tipsRate: RateLimiter;
  /** local ids answered lately: a retried robotAsk is not logged as unknown twice */
  private readonly recent = new Set<string>();
  /** the sentence encoder's vectors, once loaded (null: words alone) */
  private readonly vectors: Promise<SentenceVectors | null> | null;
  /** per tenant: distinct unknown questions logged, as far as this process knows */
  private readonly unknownRows = new Map<string, number>();

  constructor(private readonly deps: RobotDeps) {
    this.store = new KnowledgeBaseStore(deps.db);
    this.vectors = deps.encoder === 'en' ? englishVectors() : null;
    this.cache = new IndexCache(this.store, deps.clock, deps.bus, this.vectors);
    this.kb = new KnowledgeBase(this.store, deps.clock, (tenantId, version) => this.cache.changed(tenantId, version));
    this.askRate = new RateLimiter(deps.clock, deps.rates.robotAsk);
    this.workbench = new RobotWorkbench({
      db: deps.db, clock: deps.clock, channels: deps.channels, robot: this, askRate: deps.rates.robotAsk,
      changed: (tenantId, version) => this.cache.changed(tenantId, version),
    });
    this.tipsRate = new RateLimiter(deps.clock, deps.rates.robotTips);
  }

  /** Stops the sentence encoder's thread, if one was started (the server shutting down). */
  async close(): Promise<void> {
    await (await this.vectors)?.close();
  }

  /** The tenant's current index (built on first use). */
  index(tenantId: string): Promise<TenantIndex> {
    return this.cache.get(tenantId);
  }

  /** Resolves once the sentence encoder has the tenant's questions (KEFU_ROBOT_ENCODER; tests, tools). */
  encoded(tenantId: string): Promise<void> {
    return this.cache.encoded(tenantId);
  }

  /**
   * spec §7 robotAsk. A guide node (nodeId) wins over a document (docId), which wins over a
   * question. Stores the visitor's side and the robot's reply in the conversation.
   */
  async ask(v: VisitorIdentity, input: AskInput): Promise<RobotAskAnswer> {
    const question = input.question?.trim() ?? '';
    const ask: Ask = input.nodeId ? { kind: 'node', nodeId: input.nodeId, ...(input.itemId ? { itemId: input.itemId } : {}) }
      : input.docId ? { kind: 'doc', docId: input.docId }
        : { kind: 'question', question };
    if (ask.kind === 'question' && !question) throw badRequest('question', 'is required (or a docId or nodeId)');
    if ([...question].length > RobotLimits.questionMax) throw badRequest('question', `must be at most ${RobotLimits.questionMax} characters`);
    this.askRate.enforce(`${v.tenantId}:${v.userId}`, tooMany('robot questions'));
    const config = await this.channel(v);
    // the index is fetched (built on first use) while the visitor is read; evaluate finds it cached
    const [visitor] = await Promise.all([this.deps.chat.visitor(v), this.cache.get(v.tenantId)]);
    const { outcome, asked } = await this.evaluate(v.tenantId, config, ask, visitor?.locale ?? config.language);
    const a = outcome.answer;

    if (outcome.visitorText) {
      await this.deps.chat.appendMessage(v, {
        senderType: SenderType.visitor, msgType: MsgType.text, msgContent: outcome.visitorText,
        ...(input.localId ? { localId: input.localId } : {}),
      });
    }
    const retry = input.localId ? this.seen(`${v.userId}:${input.localId}`) : false;
    const stored = await this.storeReply(v, config, a, input.localId);
    if (stored?.msgId !== undefined) a.msgId = String(stored.msgId);
    if (outcome.unknown && !retry) await this.logUnknown(v.tenantId, question, asked, outcome.ranked?.[0]?.docId);
    if (stored?.msgId !== undefined) await this.logAsk(v, String(stored.msgId), a.answerType, outcome.unknown ? question : null);
    return a;
  }

  /**
   * What the robot replies to an ask from a visitor of this channel whose interface is in
   * `locale`: the decision alone, nothing stored or logged (robotAsk stores it; the admin's try
   * box, server/robot/workbench/, only shows it).
   */
  async evaluate(tenantId: string, config: ChannelConfig, ask: Ask, locale: string | undefined): Promise<{ outcome: Outcome; asked: RobotLocale; index: TenantIndex }> {
    const index = await this.cache.get(tenantId);
    const question = ask.kind === 'question' ? ask.question : '';
    // the reply speaks the language of the question (a zh interface may ask in English)
    const visitorLocale = toRobotLocale(locale);
    const asked = queryLocale(question, visitorLocale);
    const unknownText = this.unknownText(index, config, asked);
    // The matcher is synchronous: the question's sentence vector is made first, if it will be read.
    const vectors = ask.kind === 'question' && index.matcher.encoded ? await this.vectors : null;
    // An encoding that fails leaves the question to words alone: the visitor still gets an answer.
    if (vectors && (vectors.reads(visitorLocale) || vectors.reads(asked))) await vectors.prepare([question], true).catch(() => {});
    const outcome = answer({ index, config, locale: asked, visitorLocale, ...(unknownText ? { unknownText } : {}) }, ask, asked);
    return { outcome, asked, index };
  }

  /** spec §7 robotTips: type-ahead over the tenant's questions; blank input does no work. */
  async tips(v: VisitorIdentity, typed: string): Promise<RobotTip[]> {
    const q = typed.trim();
    if (!q) return [];
    if ([...q].length > RobotLimits.questionMax) throw badRequest('question', `must be at most ${RobotLimits.questionMax} characters`);
    this.tipsRate.enforce(`${v.tenantId}:${v.userId}`, tooMany('tip requests'));
    await this.channel(v);
    const index = await this.cache.get(v.tenantId);
    return index.tips.search(q, RobotLimits.tips).map((t) => ({
      id: String(t.docId), docId: String(t.docId), question: t.question, tips: t.text, score: Math.round(t.score * 1000) / 1000,
    }));
  }

  /** spec §7 getRobotDoc: the document's question and answer HTML (the /question page). */
  async doc(v: VisitorIdentity, docId: string): Promise<{ docId: string; docQuestion: string; docAnswer: string }> {
    await this.channel(v);
    const doc = (await this.cache.get(v.tenantId)).doc(docId);
    if (!doc) throw notFound('docId: no such document');
    return { docId: doc.docId, docQuestion: doc.question, docAnswer: doc.answer || doc.guide?.nodes[0]?.prompt || '' };
  }

  /**
   * spec §7 commentDoc / visitorCommentDoc: one vote per visitor per answer (spec §4: a second
   * one is refused and changes nothing), counted per document; only with commentDocMode on.
   * A vote naming its message (msgId) also stores the spec §4 vote state on that message, in the
   * vote's transaction, so history shows the answer as voted after a reload.
   */
  async comment(v: VisitorIdentity, input: CommentInput): Promise<CommentResult> {
    const config = await this.channel(v);
    if (!config.commentDocMode) throw forbidden('document votes are off for this channel');
    const doc = (await this.cache.get(v.tenantId)).docs.get(input.docId);
    if (!doc) throw notFound('docId: no such document');
    let voteKey: string;
    if (input.msgId !== undefined) {
      const msg = await this.deps.chat.message(v, input.msgId);
      if (!msg || msg.senderType !== SenderType.robot) throw notFound('msgId: no such robot answer');
      if (msg.docId === undefined || String(msg.docId) !== doc.docId) throw badRequest('docId', 'is not the document this message answered');
      voteKey = `msg:${input.msgId}`;
    } else {
      // no message named: one vote per document per session
      const session = await this.deps.chat.session(v);
      voteKey = `doc:${session?.sessionId ?? ''}:${doc.docId}`;
    }
    const disabled = input.isUseful === VoteValue.down ? VoteState.downVoted : VoteState.hidden;
    const msgId = input.msgId;
    await this.store.vote({
      tenantId: v.tenantId, userId: v.userId, docId: doc.docId, isUseful: input.isUseful, voteKey,
      msgId: msgId ?? null, sessionId: null, now: this.deps.clock.now(),
    }, msgId === undefined ? undefined : async (trx) => {
      // the message already carries a vote (or stopped being this visitor's robot answer): refused, nothing written
      if (!(await setVoteState(trx, v, msgId, disabled))) throw conflict('already voted on this answer');
    });
    return { docId: doc.docId, isUseful: input.isUseful, disabled };
  }

  private async channel(v: VisitorIdentity): Promise<ChannelConfig> {
    const c = await this.deps.channels.get(v.channelId);
    if (!c || c.tenantId !== v.tenantId) throw forbidden('channel not available');
    return c.config;
  }

  /** The channel's unknown text (a `robotUnknownMsg` field, when channels have one), else the tenant's for the locale. */
  private unknownText(index: TenantIndex, config: ChannelConfig, locale: RobotLocale): string | undefined {
    const fromChannel = (config as { robotUnknownMsg?: unknown }).robotUnknownMsg;
    // channel texts are plain text (like robotWelcomeMsg): escaped, since replies are HTML
    if (typeof fromChannel === 'string' && fromChannel) return escapeHtml(fromChannel);
    const t = index.settings.unknownText;
    return t[locale] ?? (locale === 'zh-TW' ? t.zh : undefined);
  }

  /** The robot's reply as a message of the conversation; extra carries what the widget re-renders from history. */
  private async storeReply(v: VisitorIdentity, config: ChannelConfig, a: RobotAskAnswer, localId: string | undefined): Promise<ChatMessage | null> {
    const first: WireReply | undefined = a.answers[0];
    const itemList = a.answers.flatMap((r) => r.clarifyGuide ?? r.buttons ?? []);
    const extra: Record<string, unknown> = {
      answers: a.answers, answerType: a.answerType, showTransferBtn: a.showTransferBtn,
      suggestList: a.suggestList, robotSuggest: a.robotSuggest,
    };
    if (a.docId !== undefined) extra.docId = a.docId;
    if (a.docPattern !== undefined) extra.docPattern = a.docPattern;
    if (itemList.length > 0) extra.itemList = itemList;
    if (a.docId !== undefined) extra.disabled = VoteState.notVoted;
    const msg: NewMessage = {
      senderType: SenderType.robot, msgType: MsgType.robotRich, msgContent: first?.text ?? '', extra,
      ...(config.robotName ? { senderName: config.robotName } : {}),
      // a retried ask (same local id) finds the reply it stored the first time
      ...(localId ? { localId: `${localId}.robot` } : {}),
    };
    try {
      return await this.deps.chat.appendMessage(v, msg);
    } catch (err) {
      // the retry's answer differs from the stored one (the knowledge base changed in between):
      // answer it anyway, the first reply stays stored
      if (err instanceof DomainError && err.kind === 'conflict' && localId && !/chat ended/.test(err.message)) return null;
      throw err;
    }
  }

  private seen(key: string): boolean {
    if (this.recent.has(key)) return true;
    if (this.recent.size >= RECENT_MAX) this.recent.clear();
    this.recent.add(key);
    return false;
  }

  /**
   * What the robot did with this ask, for the reports (docs/api.md "Reports (desk, admin)"): keyed
   * by the stored answer, so a retried ask that found its first answer is counted once.
   */
  private async logAsk(v: VisitorIdentity, msgId: string, answerType: AnswerType, unknownQuestion: string | null): Promise<void> {
    const session = await this.deps.chat.session(v);
    if (!session) return;
    const outcome = unknownQuestion !== null ? RobotOutcome.unknown
      : answerType === AnswerType.answer ? RobotOutcome.answered
        : answerType === AnswerType.guide ? RobotOutcome.didYouMean : RobotOutcome.other;
    const key = unknownQuestion !== null ? unknownKey(unknownQuestion) : '';
    await this.store.logAsk({
      msg_id: msgId, tenant_id: v.tenantId, session_id: session.sessionId, outcome,
      question_key: key || null, question: key ? unknownQuestion!.slice(0, 500) : null, asked_at: this.deps.clock.now(),
    });
  }

  /** The unknown-question log: counts by normalised question, bounded per tenant (P6). */
  private async logUnknown(tenantId: string, question: string, locale: RobotLocale, nearest: string | number | undefined): Promise<void> {
    const key = unknownKey(question);
    if (!key) return;
    let rows = this.unknownRows.get(tenantId);
    if (rows === undefined) {
      rows = await this.store.unknownCount(tenantId);
      this.unknownRows.set(tenantId, rows);
    }
    const added = await this.store.logUnknown(tenantId, key, question.slice(0, 500), locale, this.deps.clock.now(), rows < UNKNOWN_LOG_MAX, nearest === undefined ? null : String(nearest));
    if (added) this.unknownRows.set(tenantId, (this.unknownRows.get(tenantId) ?? 0) + 1);
  }
}
