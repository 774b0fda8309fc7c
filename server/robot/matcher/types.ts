import type { EncodedTexts } from '../encoder/types.ts';
import type { AnswerType } from '../../../protocol/index.ts';
import type { SynonymGroups } from '../text/index.ts';
import type { ConfidenceModel } from './confidence.ts';
import type { FeatureOptions } from './features.ts';
import type { SoftmaxOptions } from './softmax.ts';

export type DocId = string | number;

/** A knowledge-base document as the matcher sees it (the answer HTML stays in storage). */
export interface RobotDoc {
  docId: DocId;
  question: string;
  similarQuestions?: readonly string[];
  keywords?: readonly string[];
  /** the answer as plain text */
  answerText?: string;
  /** locale the document is written in (spec §1 codes); defaults to the index's locale */
  locale?: string;
  /** disabled documents are left out of the index */
  enabled?: boolean;
}

/**
 * Decision thresholds (per tenant: RobotSettings.thresholds) on the candidates' confidence and
 * prior (confidence.ts). The default `unknownBelow` 0.5 is the boundary the confidence model's
 * intercept was fitted to (bench/robot-fit.ts, banking77 TRAINING questions only); a tenant can
 * set its own.
 */
export interface DecisionOptions {
  /** top score below this: answerType 0 (unknown) */
  unknownBelow: number;
  /** top score at or above this, and no close runner-up: answerType 1 (answer) */
  answerAbove: number;
  /** a runner-up whose prior is at least this share of the top one's makes it a guide (answerType 2) */
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
  /** cosine similarity counted as a full match by the prior score (a confidence feature) */
  fullMatch: number;
  /** the global score: a logistic model over the evidence (confidence.ts) */
  confidence: ConfidenceModel;
  /** fit the tenant's own model and thresholds at build time (calibrate.ts) */
  calibrate: boolean;
  /** add the product lexicon's concept terms (text/concepts.ts); off only to measure what they bring */
  concepts: boolean;
  /** read a visitor's unknown word as the known word one edit away (spelling.ts); off only to measure it */
  spelling: boolean;
  /**
   * What a concept term's weight is multiplied by after normalisation (features.ts), by stored
   * questions per entry, log-interpolated between the points and flat beyond
   */
  conceptWeight: readonly { questionsPerDoc: number; weight: number }[];
  /**
   * A document in none of the question's preferred locales (the visitor's, the question's
   * script) keeps this share of its probability: a zh visitor typing "esim" means the zh entry
   * when the knowledge base has one in each language. Chosen on bench/data/kb-sets' development part.
   */
  otherLocaleWeight: number;
  /**
   * A document in the second preferred locale keeps this share: a zh visitor typing the Latin
   * word "esim" is asked in English script but still means the zh entry when both exist.
   * (0.4 was tried on bench/data/kb-sets' development part: 0.4 points more top-1 there, the
   * same answers, but a zh visitor's English question lost its suggestions.)
   */
  nextLocaleWeight: number;
  /**
   * Sentence vectors of the stored questions and the visitor's question (encoder/), or null for
   * words alone. Only documents in a locale the encoder reads get vectors.
   */
  encoder: EncodedTexts | null;
  /** the encoder's share of the mixed document probability, where the question has a vector */
  encoderWeight: number;
  /** how sharply the encoder's nearest-question cosines are turned into document probabilities */
  encoderSharpness: number;
  /** the linear model's share of the encoder's probability (the nearest questions' have the rest) */
  encoderModelShare: number;
  /** the linear model is trained when stored questions × documents is at most this */
  encoderModelBudget: number;
  /**
   * The weights a dense tenant's calibration starts from and is pulled towards (calibrate.ts,
   * TENANT_RULES.densePrior), over the tenant model's features (confidence.ts tenantFeatures) but
   * the encoder's similarity: fitted together on banking77's training folds, words alone.
   */
  denseConfidence: { weights: readonly number[]; bias: number };
  /** the same where the knowledge base has sentence vectors: over every tenant feature, the encoder's similarity last */
  encoderConfidence: { weights: readonly number[]; bias: number };
  /**
   * A knowledge base with more stored-question vectors than this scans only the vectors of the
   * words' best `encoderCandidates` entries for a question (sentences.ts)
   */
  encoderScanRows: number;
  encoderCandidates: number;
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
  /** locales whose documents are preferred, first most (the visitor's, then the question's); default [locale] */
  prefer?: readonly string[];
}

export interface Candidate {
  docId: DocId;
  /** the document's main question, for a "did you mean" list */
  question: string;
  /** confidence in [0, 1] that this is the right answer (confidence.ts); 0.5 is the fitted boundary */
  score: number;
  /**
   * the ranking score in [0, 1]: √(document probability) × similarity to its nearest stored
   * question (saturating at fullMatch). Candidates of an uncalibrated index are ordered by it,
   * and it tells close candidates apart there (the global confidence judges each candidate alone,
   * so two can both be near 1); a calibrated tenant's are ordered and compared by score.
   */
  prior: number;
}

export interface MatchResult {
  answerType: AnswerType;
  /** best first: one for an answer, up to guideSize for a guide, the nearest few for unknown */
  candidates: Candidate[];
}
