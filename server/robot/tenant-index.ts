/**
 * One tenant's knowledge base in memory, ready to answer: the matcher (robotAsk), the tip index
 * (robotTips), the documents by id (direct answers, getRobotDoc) and every guide node by its
 * wire id. Built from a store snapshot; immutable — a change builds a new one (index-cache.ts).
 */
import { DEFAULT_MATCHER, RobotMatcher, type DecisionOptions, type RobotDoc } from './matcher/index.ts';
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

  private constructor(readonly version: number, readonly settings: RobotSettings, docs: readonly KbDoc[]) {
    this.docs = new Map(docs.map((d) => [d.docId, d]));
    const nodes = new Map<string, NodeRef>();
    for (const doc of docs) for (const node of doc.guide?.nodes ?? []) nodes.set(wireNodeId(doc.docId, node.nodeId), { doc, node });
    this.nodes = nodes;
    const indexed: RobotDoc[] = docs.map((d) => ({
      docId: d.docId, question: d.question, similarQuestions: d.similarQuestions, keywords: d.keywords, locale: d.locale, enabled: d.enabled,
    }));
    this.decision = { ...DEFAULT_MATCHER.decision, ...settings.thresholds };
    this.matcher = RobotMatcher.build(indexed, { locale: 'zh', synonyms: settings.synonyms, decision: this.decision });
    this.tips = TipIndex.build(indexed, { similar: true });
  }

  static build(s: Snapshot): TenantIndex {
    return new TenantIndex(s.version, s.settings, s.docs);
  }

  /** An enabled document, or undefined (disabled ones answer nothing, as if absent). */
  doc(docId: string): KbDoc | undefined {
    const d = this.docs.get(docId);
    return d?.enabled ? d : undefined;
  }
}
