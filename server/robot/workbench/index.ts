/**
 * The admin's robot workbench (docs/api.md "Trying the robot", "Unknown-question triage";
 * docs/desk.md): asking the robot exactly as a visitor of a channel would — the same decision
 * code (RobotService.evaluate) — without a visitor, a stored message, an unknown-question log
 * entry or a vote; adding a question to an entry's similar questions, after which the rebuilt
 * index answers it; and the waiting list of unknown questions with the nearest entries, each
 * resolved by an action. Everything is the admin's own tenant's.
 */
import { AnswerType, Limits, LOCALES, RobotReplyStatus, TriageActions, WorkbenchLimits } from '../../../protocol/index.ts';
import type { AddSimilarResult, ChannelConfig, TriageAction, TriageNearest, TriageQuestion, TryDecision, TryResult } from '../../../protocol/index.ts';
import { defaultChannelConfig } from '../../channels/defaults.ts';
import type { Clock } from '../../clock.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { RateLimiter, type Rate } from '../../rate-limit.ts';
import type { Db } from '../../store/db.ts';
import type { Ask, Outcome } from '../answer.ts';
import { docIdOf, KbLimits, plainText } from '../kb/validate.ts';
import type { RobotChannels } from '../service.ts';
import type { TenantIndex } from '../tenant-index.ts';
import { queryLocale, toRobotLocale, type RobotLocale } from '../text/index.ts';
import { unknownKey } from '../unknown-key.ts';
import { countWaiting, docExists, resolveUnknown, sessionUnknown, updateSimilar, waitingUnknown } from './store.ts';

/** What the workbench needs of the robot service. */
export interface WorkbenchRobot {
  evaluate(tenantId: string, config: ChannelConfig, ask: Ask, locale: string | undefined): Promise<{ outcome: Outcome; asked: RobotLocale; index: TenantIndex }>;
  index(tenantId: string): Promise<TenantIndex>;
}

export interface WorkbenchDeps {
  db: Db;
  clock: Clock;
  channels: RobotChannels;
  robot: WorkbenchRobot;
  /** the robot's own rate; null: RATE_LIMITS=off, and the try box is not limited either */
  askRate: Rate | null;
  /** after a write: drop the tenant's index here and tell the other processes (index-cache.ts) */
  changed: (tenantId: string, version: number) => Promise<void>;
}

/** Tries per admin: a burst of 30, then one a second — typing and re-asking, never a flood (docs/api.md). */
export const TRY_RATE: Rate = { burst: 30, perSecond: 1 };

const round3 = (n: number): number => Math.round(n * 1000) / 1000;
const LOCALE_SET = new Set<string>(LOCALES);

function decisionOf(a: Outcome['answer']): TryDecision {
  if (a.status === RobotReplyStatus.transfer) return 'human';
  return a.answerType === AnswerType.answer ? 'answer' : a.answerType === AnswerType.guide ? 'didYouMean' : 'unknown';
}

/** Two wordings are one question when their log keys agree (punctuation and case do not count). */
const sameQuestion = (a: string, b: string): boolean => (unknownKey(a) || a) === (unknownKey(b) || b);

export class RobotWorkbench {
  private readonly tryRate: RateLimiter;

  constructor(private readonly deps: WorkbenchDeps) {
    this.tryRate = new RateLimiter(deps.clock, deps.askRate === null ? null : TRY_RATE);
  }

  /**
   * The robot's decision for `question` from a visitor of `channelId` (else the product's default
   * channel settings) whose interface is `locale`, and the first candidates with their scores and
   * the words they share with it. Writes nothing.
   */
  async try(tenantId: string, adminId: string, input: { question: string; locale: string; channelId?: string }): Promise<TryResult> {
    const question = plainText(input.question, 'question', Limits.robotQuestionMax, true);
    if (!LOCALE_SET.has(input.locale)) throw badRequest('locale', `must be one of ${LOCALES.join(', ')}`);
    this.tryRate.enforce(`${tenantId}:${adminId}`, 'too many questions to the robot: please slow down');
    const config = await this.config(tenantId, input.channelId);
    const ask: Ask = { kind: 'question', question };
    const { outcome, asked, index } = await this.deps.robot.evaluate(tenantId, config, ask, input.locale);
    const { msgId: _stored, ...answer } = outcome.answer;
    const candidates = (outcome.ranked ?? []).slice(0, WorkbenchLimits.tryCandidates).map((c) => ({
      docId: String(c.docId), question: c.question, score: round3(c.score), matched: index.matcher.matchedTerms(question, asked, c.docId),
    }));
    const decision = decisionOf(answer);
    return {
      decision, answer, ...(decision === 'answer' && answer.docId !== undefined ? { docId: String(answer.docId) } : {}),
      wouldLogUnknown: outcome.unknown, readAs: asked, candidates,
    };
  }

  /**
   * Adds `question` to the entry's similar questions (trimmed; refused when empty, too long, or
   * already one of the entry's questions), then rebuilds the robot's index.
   */
  async addSimilar(tenantId: string, docId: string, question: string): Promise<AddSimilarResult> {
    const id = docIdOf(docId, 'docId');
    const q = plainText(question, 'question', KbLimits.questionMax, true);
    // `|` separates similar questions in the CSV export (kb/validate.ts)
    if (q.includes('|')) throw badRequest('question', 'must not contain `|`');
    const r = await updateSimilar(this.deps.db, tenantId, id, (doc) => {
      if (sameQuestion(doc.question, q) || doc.similar.some((s) => sameQuestion(s, q))) throw conflict('question: is already a question of this entry');
      if (doc.similar.length >= KbLimits.similarMax) throw badRequest('question', `the entry already has ${KbLimits.similarMax} similar questions, the most it may have`);
      return [...doc.similar, q];
    }, this.deps.clock.now());
    if (!r) throw notFound('docId: no such document');
    await this.deps.changed(tenantId, r.version);
    return { docId: id, similarQuestions: r.similar, version: r.version };
  }

  /** The waiting unknown questions, most asked first, each with the robot's nearest entries. */
  async triage(tenantId: string, limit: number = WorkbenchLimits.triageList): Promise<{ questions: TriageQuestion[]; waiting: number }> {
    const [rows, waiting, index] = await Promise.all([
      waitingUnknown(this.deps.db, tenantId, Math.min(Math.max(1, limit), WorkbenchLimits.triageList)),
      countWaiting(this.deps.db, tenantId),
      this.deps.robot.index(tenantId),
    ]);
    return { questions: rows.map((r) => ({ ...r, nearest: nearest(index, r.question, r.locale) })), waiting };
  }

  async waiting(tenantId: string): Promise<{ waiting: number }> {
    return { waiting: await countWaiting(this.deps.db, tenantId) };
  }

  /**
   * Marks a logged question handled: `similar` and `created` name the entry that now answers it
   * (it must exist), `dismissed` none. It leaves the waiting list.
   */
  async resolve(tenantId: string, input: { questionKey: string; action: string; docId?: string }): Promise<{ waiting: number }> {
    // the key as listed, untrimmed (a key cut at 200 characters may end in a space)
    const key = input.questionKey;
    if (typeof key !== 'string' || !key || key.length > 400) throw badRequest('questionKey', 'must be a key from the list');
    if (!(TriageActions as readonly string[]).includes(input.action)) throw badRequest('action', `must be one of ${TriageActions.join(', ')}`);
    const action = input.action as TriageAction;
    let docId: string | null = null;
    if (action !== 'dismissed') {
      if (input.docId === undefined) throw badRequest('docId', `is required when action is ${action}`);
      docId = docIdOf(input.docId, 'docId');
      if (!(await docExists(this.deps.db, tenantId, docId))) throw notFound('docId: no such document');
    }
    if (!(await resolveUnknown(this.deps.db, tenantId, key, action, docId, this.deps.clock.now()))) throw notFound('questionKey: no such unknown question');
    return this.waiting(tenantId);
  }

  /** One conversation's unknown questions (each once, with how often it was asked there), nearest entries and triage state. */
  async session(tenantId: string, sessionId: string): Promise<{ questions: TriageQuestion[] }> {
    const [rows, index] = await Promise.all([sessionUnknown(this.deps.db, tenantId, sessionId), this.deps.robot.index(tenantId)]);
    const byKey = new Map<string, TriageQuestion>();
    for (const r of rows) {
      const had = byKey.get(r.key);
      if (had) { had.count++; had.lastAsked = r.askedAt; continue; }
      const locale = r.locale ?? queryLocale(r.question, 'zh');
      byKey.set(r.key, { key: r.key, question: r.question, locale, count: 1, lastAsked: r.askedAt, nearest: [], handled: r.handled as TriageAction | null });
    }
    const questions = [...byKey.values()];
    for (const q of questions) q.nearest = nearest(index, q.question, q.locale);
    return { questions };
  }

  private async config(tenantId: string, channelId: string | undefined): Promise<ChannelConfig> {
    if (channelId === undefined) return defaultChannelConfig(tenantId, '');
    const c = await this.deps.channels.get(channelId);
    if (!c || c.tenantId !== tenantId) throw notFound('channelId: no such channel');
    return c.config;
  }
}

/** The robot's nearest entries for a logged question, read in its locale (or what its script says). */
function nearest(index: TenantIndex, question: string, locale: string): TriageNearest[] {
  const own = toRobotLocale(locale);
  const asked = queryLocale(question, own);
  return index.matcher.rank(question, asked, WorkbenchLimits.triageNearest, [...new Set([own, asked])])
    .map((c) => ({ docId: String(c.docId), question: c.question, score: round3(c.score) }));
}
