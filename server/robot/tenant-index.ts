/**
 * One tenant's knowledge base in memory, ready to answer: the matcher (robotAsk), the tip index
 * (robotTips), the documents by id (direct answers, getRobotDoc) and every guide node by its
 * wire id. Built from a store snapshot; immutable — a change builds a new one (index-cache.ts).
 */
import { kbTexts, OtherParties } from './other-parties/index.ts';
import type { EncodedTexts } from './encoder/types.ts';
import { answerText } from './answer-text.ts';
import { RobotMatcher, type DecisionOptions, type RobotDoc } from './matcher/index.ts';
import { runAsync, runSync, SLICE_MS, type Work } from './matcher/work.ts';
import { mentionsHuman } from './human-intent.ts';
import { isSmallTalk } from './small-talk.ts';
import { TipIndex } from './tips.ts';
import type { Snapshot } from './kb/store.ts';
import type { GuideNode, KbDoc, RobotSettings } from './kb/types.ts';

/**
 * A guide node's id on the wire: `docId#nodeId`. Node ids are unique within one guide, so the
 * document's id makes them unique in the tenant; a visitor can only name nodes of their own
 * tenant's index.
 */
export const wireNodeId = (docId: string, nodeId: string): string => `${docId}#${nodeId}`;

export interface NodeRef { doc: KbDoc; node: GuideNode }

export class TenantIndex {
  readonly docs: ReadonlyMap<string, KbDoc>;
  readonly nodes: ReadonlyMap<string, NodeRef>;
  readonly matcher: RobotMatcher;
  readonly tips: TipIndex;
  readonly decision: DecisionOptions;
  /** entries about reaching a human (a question of theirs mentions one): issue 10's human entries */
  readonly humanEntries: ReadonlySet<string>;
  /** entries a stored question of which is small talk ("hello", "thanks"): they may answer small talk */
  readonly smallTalkEntries: ReadonlySet<string>;
  /** the other companies and brands its entries mention (a question naming another is not answered) */
  readonly otherParties: OtherParties;

  private constructor(
    readonly version: number,
    readonly settings: RobotSettings,
    docs: readonly KbDoc[],
    decision: DecisionOptions,
    matcher: RobotMatcher,
    tips: TipIndex,
    otherParties: OtherParties,
  ) {
    this.otherParties = otherParties;
    this.docs = new Map(docs.map((d) => [d.docId, d]));
    const nodes = new Map<string, NodeRef>();
    for (const doc of docs) for (const node of doc.guide?.nodes ?? []) nodes.set(wireNodeId(doc.docId, node.nodeId), { doc, node });
    this.nodes = nodes;
    this.decision = decision;
    this.humanEntries = new Set(docs.filter((d) => d.enabled && [d.question, ...d.similarQuestions].some(mentionsHuman)).map((d) => d.docId));
    this.smallTalkEntries = new Set(docs.filter((d) => d.enabled && [d.question, ...d.similarQuestions].some(isSmallTalk)).map((d) => d.docId));
    this.matcher = matcher;
    this.tips = tips;
  }

  /** Builds in one go, blocking the event loop for the whole build (tests, tools). */
  static build(s: Snapshot, encoder: EncodedTexts | null = null): TenantIndex {
    return runSync(TenantIndex.buildWork(s, encoder));
  }

  /**
   * The same build in slices of about `sliceMs`, giving the event loop a turn between them: a
   * large knowledge base (banking77: 0.6 s of work) does not hold up other tenants' visitors.
   * The index is identical to `build`'s.
   */
  static buildAsync(s: Snapshot, sliceMs = SLICE_MS, encoder: EncodedTexts | null = null): Promise<TenantIndex> {
    return runAsync(TenantIndex.buildWork(s, encoder), sliceMs);
  }

  /**
   * `encoder`: sentence vectors of the stored questions, prepared beforehand (encoder/), or null
   * for words alone.
   */
  private static *buildWork(s: Snapshot, encoder: EncodedTexts | null): Work<TenantIndex> {
    const indexed: RobotDoc[] = s.docs.map((d) => ({
      docId: d.docId, question: d.question, similarQuestions: d.similarQuestions, keywords: d.keywords, locale: d.locale, enabled: d.enabled,
      answerText: answerText(d.answer),
    }));
    // The tenant's own thresholds win over the calibrated ones (RobotMatcher.decision).
    const matcher = yield* RobotMatcher.buildWork(indexed, { locale: 'zh', synonyms: s.settings.synonyms, decision: s.settings.thresholds, encoder });
    const tips = yield* TipIndex.buildWork(indexed, { similar: true });
    const otherParties = yield* OtherParties.buildWork([...kbTexts(indexed), ...s.settings.synonyms.flat()]);
    return new TenantIndex(s.version, s.settings, s.docs, matcher.decision, matcher, tips, otherParties);
  }

  /** An enabled document, or undefined (disabled ones answer nothing, as if absent). */
  doc(docId: string): KbDoc | undefined {
    const d = this.docs.get(docId);
    return d?.enabled ? d : undefined;
  }
}
