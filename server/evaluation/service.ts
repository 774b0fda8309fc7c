/**
 * Evaluation (spec §3 "Evaluation", §5, §7 msgEvaluate, getEvaluateInfo, isEvaluate, evaluate).
 * The tenant and channel come from the visitor's token; a tenantId or channelId in a body is
 * ignored (security-cases). The session rated is the visitor's own current one.
 */
import { EventCode } from '../../protocol';
import type { ChannelConfig, EvaluationLevel } from '../../protocol';
import type { Clock } from '../clock';
import { conflict, forbidden } from '../errors';
import type { VisitorIdentity } from '../identity';
import type { Db } from '../store/db';
import { loadLevels, toWire } from './levels';
import { checkEvaluation, kindOf } from './payload';
import type { EvaluateInput, Evaluation } from './payload';
import { refusal } from './rules';
import type { Facts, SessionFacts } from './rules';
import { insertEvaluation, insertInvite, isEvaluated, isInvited } from './store';

/** What evaluation needs of the channels module (structurally its ChannelService). */
export interface ChannelLookup {
  get(channelId: string): Promise<{ tenantId: string; config: ChannelConfig } | null>;
}

/** What evaluation needs of the chat module (structurally a subset of its ChatService). */
export interface ChatLookup {
  session(id: VisitorIdentity): Promise<(SessionFacts & { adminId: string | null }) | null>;
  /** the visitor (its locale picks the built-in levels' language) */
  visitor(id: VisitorIdentity): Promise<{ locale?: string | undefined } | null>;
  emitEvent(id: VisitorIdentity, code: EventCode, payload: Record<string, unknown>): Promise<void>;
}

export interface EvaluationDeps {
  db: Db;
  clock: Clock;
  channels: ChannelLookup;
  chat: ChatLookup;
  /** after an evaluation is stored (the desk hears of it: issue 11 "evaluation received") */
  onEvaluated?: (id: VisitorIdentity, evaluation: StoredEvaluation, adminId: string | null) => Promise<void>;
}

/** spec §3 "Evaluation" lists (starList indexed by star − 1, scoreList by the robot's solved flag). */
export interface LevelLists {
  starList: Required<EvaluationLevel>[];
  scoreList: Required<EvaluationLevel>[];
}

export interface EvaluationState {
  /** the consultation type of the current session, or null without one */
  connection: 'robot' | 'manual' | null;
  evaluated: boolean;
  /** an evaluation of the current session would be accepted now */
  canEvaluate: boolean;
}

export interface EvaluationInfo extends LevelLists, EvaluationState {
  /** ask the visitor whether the agent solved the problem (spec §3 evaluateAdminSolve) */
  evaluateAdminSolve: number;
}

export interface StoredEvaluation extends Evaluation {
  sessionId: string;
  createTime: number;
}

export class EvaluationService {
  constructor(private readonly deps: EvaluationDeps) {}

  /** spec §7 msgEvaluate: the star and score lists of the visitor's channel. */
  async levels(id: VisitorIdentity): Promise<LevelLists> {
    await this.channelOf(id);
    const l = await loadLevels(this.deps.db, id.tenantId, id.channelId, await this.localeOf(id));
    return { starList: l.starList.map(toWire), scoreList: l.scoreList.map(toWire) };
  }

  private async localeOf(id: VisitorIdentity): Promise<string | undefined> {
    return (await this.deps.chat.visitor(id))?.locale ?? undefined;
  }

  /** spec §7 getEvaluateInfo: the lists plus where the visitor stands. */
  async info(id: VisitorIdentity): Promise<EvaluationInfo> {
    const [lists, state] = await Promise.all([this.levels(id), this.state(id)]);
    return { ...lists, ...state, evaluateAdminSolve: 1 };
  }

  /** spec §7 isEvaluate (spec §4: "if evaluation is no longer enabled, a system note says the chat was already evaluated"). */
  async state(id: VisitorIdentity): Promise<EvaluationState> {
    const facts = await this.facts(id);
    const connection = facts.session?.connection ?? null;
    return { connection, evaluated: facts.evaluated, canEvaluate: connection !== null && refusal(facts, connection) === null };
  }

  /** spec §7 evaluate. `sessionId`, when sent, must be the visitor's own current session. */
  async evaluate(id: VisitorIdentity, input: EvaluateInput & { sessionId?: string | undefined }): Promise<StoredEvaluation> {
    const kind = kindOf(input);
    const facts = await this.facts(id);
    if (input.sessionId !== undefined && input.sessionId !== facts.session?.sessionId) throw forbidden('sessionId: not your current session');
    const why = refusal(facts, kind);
    if (why) throw why;
    const session = facts.session;
    if (!session) throw forbidden('there is no consultation to evaluate');
    const levels = await loadLevels(this.deps.db, id.tenantId, id.channelId, await this.localeOf(id));
    const ev = checkEvaluation(input, levels);
    const now = this.deps.clock.now();
    // The session's primary key makes "once per session" hold under races too.
    const inserted = await insertEvaluation(this.deps.db, {
      session_id: session.sessionId, tenant_id: id.tenantId, channel_id: id.channelId, user_id: id.userId,
      admin_id: facts.adminId, connection: ev.connection, star: ev.star, solve: ev.solve,
      tags: ev.tags.join(','), content: ev.content, created_at: now,
    });
    if (!inserted) throw conflict('already evaluated');
    const stored = { ...ev, sessionId: session.sessionId, createTime: now };
    await this.deps.onEvaluated?.(id, stored, facts.adminId);
    return stored;
  }

  /**
   * For the agents side: the agent asks the visitor to rate the consultation (event 1203). This
   * also opens agent evaluation before the consultation ends (see rules.ts).
   */
  async invite(id: VisitorIdentity, adminId: string | null): Promise<void> {
    const session = await this.deps.chat.session(id);
    if (!session || session.connection !== 'manual') throw forbidden('no manual consultation to evaluate');
    await insertInvite(this.deps.db, {
      session_id: session.sessionId, tenant_id: id.tenantId, user_id: id.userId, admin_id: adminId, created_at: this.deps.clock.now(),
    });
    await this.deps.chat.emitEvent(id, EventCode.evaluationRequest, { sessionId: session.sessionId });
  }

  private async channelOf(id: VisitorIdentity): Promise<ChannelConfig> {
    const channel = await this.deps.channels.get(id.channelId);
    if (!channel || channel.tenantId !== id.tenantId) throw forbidden('channel not available');
    return channel.config;
  }

  private async facts(id: VisitorIdentity): Promise<Facts & { adminId: string | null }> {
    const [config, session] = await Promise.all([this.channelOf(id), this.deps.chat.session(id)]);
    // only the visitor's own session counts, whatever the chat module answers
    const own = session && session.sessionId ? session : null;
    let invited = false;
    let evaluated = false;
    if (own) {
      [invited, evaluated] = await Promise.all([
        isInvited(this.deps.db, own.sessionId, id.userId),
        isEvaluated(this.deps.db, own.sessionId),
      ]);
    }
    return { evaluateMode: config.evaluateMode, session: own, invited, evaluated, adminId: own?.adminId ?? null };
  }
}
