import type { AnswerType } from '../../../src/protocol/index.ts';
import type { SynonymGroups } from '../text/index.ts';
import type { FeatureOptions } from './features.ts';
import type { SoftmaxOptions } from './softmax.ts';

export type DocId = string | number;

/** A knowledge-base document as the matcher sees it (the answer HTML stays in storage). */
export interface RobotDoc {
  docId: DocId;
  question: string;
  similarQuestions?: readonly string[];
  keywords?: readonly string[];
  /** locale the document is written in (spec §1 codes); defaults to the index's locale */
  locale?: string;
  /** disabled documents are left out of the index */
  enabled?: boolean;
}

/**
 * Decision thresholds on the calibrated score (per tenant: RobotSettings.thresholds). The
 * default `unknownBelow` is calibrated on banking77 TRAINING questions only (bench/robot.ts,
 * `unknown.calibration`: held-out intents against validation slices; the largest threshold
 * whose in-scope answered-and-right share stays within 2 points of the top-1 of a knowledge base
 * holding every intent, as in the criterion) and is the same for every knowledge-base size:
 * the same rule would pick lower values for sparse knowledge bases (0.22 at 10 questions per
 * document), which answer plainly off-topic questions in the small knowledge bases of
 * test/server/robot (they score up to 0.44): one default serves every size, and a tenant can
 * set its own.
 */
export interface DecisionOptions {
  /** top score below this: answerType 0 (unknown) */
  unknownBelow: number;
  /** top score at or above this, and no close runner-up: answerType 1 (answer) */
  answerAbove: number;
  /** a runner-up scoring at least this share of the top score makes it a guide (answerType 2) */
  closeRatio: number;
  /** at most this many "did you mean" candidates in a guide */
  guideSize: number;
}

export interface MatcherOptions {
  /** default locale of documents and questions (spec §1: zh) */
  locale: string;
  synonyms: SynonymGroups;
  features: FeatureOptions;
  softmax: SoftmaxOptions;
  decision: DecisionOptions;
  /** neighbours that vote */
  neighbours: number;
  /** share of the neighbour vote in the mixed document probability (the model has the rest) */
  voteWeight: number;
  /** cosine similarity counted as a full match by the calibration */
  fullMatch: number;
}

/** Options for RobotMatcher.build: any subset, nested groups merged with the defaults. */
export type MatcherInit = Partial<Omit<MatcherOptions, 'features' | 'softmax' | 'decision'>> & {
  features?: Partial<FeatureOptions>;
  softmax?: Partial<SoftmaxOptions>;
  decision?: Partial<DecisionOptions>;
};

export interface QueryOptions {
  /** locale the visitor asks in (spec §1 codes); defaults to the index's locale */
  locale?: string;
  /** per-tenant thresholds for this query; the rest come from the build options */
  decision?: Partial<DecisionOptions>;
}

export interface Candidate {
  docId: DocId;
  /** the document's main question, for a "did you mean" list */
  question: string;
  /** calibrated score in [0, 1] */
  score: number;
}

export interface MatchResult {
  answerType: AnswerType;
  /** best first: one for an answer, up to guideSize for a guide, the nearest few for unknown */
  candidates: Candidate[];
}
