/**
 * Confidence: the calibrated score of a candidate, a small logistic model over four pieces of
 * evidence the ranking already computed (CONFIDENCE_FEATURES). It replaces deciding on the
 * ranking score (priorScore) alone, which was not calibrated across question lengths: a long
 * question shares a smaller part of its words with any one stored question, so a right answer to
 * it scored about 0.82 where a short one scored 0.92, and a threshold that kept long questions
 * answered let short off-topic ones through. On banking77 with ten intents held out it answers
 * "unknown" to 51.75% of their test questions where the ranking score managed 48.0%, at a
 * the same in-scope cost (1.55 points of top-1).
 *
 * The weights are fitted offline by `npm run bench:robot-fit` on banking77 TRAINING questions
 * only (never its test split), with the intercept shifted so that 0.5 is the fitted unknown
 * boundary; the density shift comes from the shop knowledge bases' own stored questions. They
 * are constants: the same for every knowledge base and locale.
 */
import { byDensity } from './density.ts';

export interface ConfidenceModel {
  /** one weight per CONFIDENCE_FEATURES entry */
  weights: readonly number[];
  bias: number;
  /**
   * Added to the logit by the knowledge base's questions per document, interpolated in
   * log(questionsPerDoc) between the points and flat beyond them: a sparse knowledge base's
   * right answers match less closely, so its boundary sits lower. Sorted by questionsPerDoc.
   */
  density: readonly { questionsPerDoc: number; shift: number }[];
}

/** The evidence about one candidate document for one question. */
export interface Evidence {
  /** mixed document probability (softmax and neighbour vote) */
  probability: number;
  /** cosine with the document's nearest stored question */
  similarity: number;
  /** cosine with the document's centroid (the normalised sum of its questions) */
  centroid: number;
  /** features of the question the knowledge base knows (words, word pairs, character n-grams) */
  knownFeatures: number;
  /** the median feature count of the stored questions in the document's locale: what "long" means there */
  typicalFeatures: number;
  /** stored questions per document: paraphrases of a sparse knowledge base match less closely */
  questionsPerDoc: number;
  /**
   * share of the question's word weight (words, word pairs, CJK terms) that the knowledge base
   * never saw: another company's name, another object — a near-miss shares the rest
   */
  unseenWords: number;
  /** share of the question's word weight known from other documents only (another object) */
  otherWords: number;
  /** the share of character n-gram weight never seen: low for a typo of a known word, high for a new name */
  unseenChars: number;
  /** the share of character n-gram weight the document's questions lack (unseen included) */
  otherChars: number;
  /** the sentence encoder's cosine with the document's nearest stored question, when both have vectors */
  sentenceSimilarity?: number;
}

const EPS = 1e-4;
/**
 * Two pieces of evidence the ranking also has were measured and left out: the neighbour vote
 * share and the similarity of the nearest stored question whatever its document. On banking77
 * they add about a point of unknown detection, but they let one partly matching stored
 * question decide: in the demo shop "Do you sell telescopes?" was answered with the privacy
 * document because it stores "Do you sell my data?".
 */
export const CONFIDENCE_FEATURES = ['log prior score', 'log relative length', 'log centroid', 'log similarity'] as const;

/**
 * The feature vector, in CONFIDENCE_FEATURES order. The first is the log of the ranking score,
 * which was the decision score before this model.
 */
export function confidenceFeatures(e: Evidence, fullMatch: number): number[] {
  return [
    Math.log(priorScore(e, fullMatch) + EPS),
    // Relative to the questions of the document's locale: Chinese questions have a fifth of the features
    // of English ones, and a length correction fitted on one must not punish the other (a
    // bilingual knowledge base has both).
    Math.log(Math.max(1, e.knownFeatures) / Math.max(1, e.typicalFeatures)),
    Math.log(Math.max(0, e.centroid) + EPS),
    Math.log(Math.max(0, e.similarity) + EPS),
  ];
}

/**
 * The ranking score: √probability keeps a clear winner near 1 while a split vote pulls it down;
 * similarity to the document's nearest stored question, saturating at `fullMatch` (a paraphrase
 * rarely shares more), says how well it matches in absolute terms.
 */
export function priorScore(e: Evidence, fullMatch: number): number {
  return Math.sqrt(Math.max(0, e.probability)) * Math.min(1, Math.max(0, e.similarity) / fullMatch);
}

/**
 * The per-tenant model's features (calibrate.ts): the global ones, the unseen shares and the
 * sentence encoder's similarity. That one is NaN where the question or the document has no
 * vector (a locale the encoder does not read, no encoder): calibration fills it with its
 * samples' mean (Calibration.fill), so a missing vector counts as neither for nor against.
 */
export function tenantFeatures(e: Evidence, fullMatch: number): number[] {
  return [
    ...confidenceFeatures(e, fullMatch), e.unseenWords, e.otherWords, e.unseenChars, e.otherChars,
    e.sentenceSimilarity === undefined ? NaN : Math.max(0, e.sentenceSimilarity),
  ];
}
export const TENANT_EXTRA_FEATURES = ['unseen word share', 'other documents\' word share', 'unseen character share', 'character share the document lacks', 'sentence encoder similarity'] as const;

/** The density shift for a knowledge base (see ConfidenceModel.density). */
export function densityShift(questionsPerDoc: number, m: ConfidenceModel): number {
  return byDensity(questionsPerDoc, m.density, 'shift');
}

/**
 * Confidence in [0, 1] that the candidate is the right answer; 0.5 is the fitted boundary.
 * `shift` is densityShift() of the knowledge base (constant per build).
 */
export function confidence(features: readonly number[], m: ConfidenceModel, shift = 0): number {
  let z = m.bias + shift;
  for (let i = 0; i < features.length; i++) z += (m.weights[i] ?? 0) * (features[i] as number);
  return 1 / (1 + Math.exp(-z));
}
