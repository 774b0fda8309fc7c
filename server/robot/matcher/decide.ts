import { AnswerType } from '../../../src/protocol/index.ts';
import type { Candidate, DecisionOptions, MatchResult } from './types.ts';

/**
 * Calibration: how sure the robot is that a document answers the question, in [0, 1].
 *
 * Two kinds of evidence are needed. The mixed probability says which document wins *relative
 * to the others*; alone it happily picks the least-bad document for an unrelated question.
 * The cosine similarity to the document's nearest stored question says how well it matches in
 * *absolute* terms; alone it cannot tell two neighbouring documents apart. The geometric-style
 * product needs both: √p keeps a clear winner's probability near 1 while a split vote (0.3 vs
 * 0.3) pulls it down, and similarity saturates at `fullMatch` (a paraphrase rarely shares more
 * than that).
 */
export function calibrate(probability: number, similarity: number, fullMatch: number): number {
  return Math.sqrt(Math.max(0, probability)) * Math.min(1, Math.max(0, similarity) / fullMatch);
}

/**
 * Spec §3/§4 answerType: 1 answer (a clear winner), 2 guide (close candidates: a "did you mean"
 * list), 0 unknown (nothing matches well). Candidates must be sorted best first.
 */
export function decide(ranked: readonly Candidate[], o: DecisionOptions): MatchResult {
  const top = ranked[0];
  if (!top || top.score < o.unknownBelow) {
    return { answerType: AnswerType.unknown, candidates: ranked.slice(0, o.guideSize) };
  }
  const close = ranked.filter((c, i) => i > 0 && c.score >= o.unknownBelow && c.score >= top.score * o.closeRatio);
  if (top.score >= o.answerAbove && close.length === 0) {
    return { answerType: AnswerType.answer, candidates: [top] };
  }
  // Guide: the close ones, or (for a weak winner) every candidate still above the floor.
  const list = ranked.filter((c) => c.score >= o.unknownBelow).slice(0, o.guideSize);
  return { answerType: AnswerType.guide, candidates: list };
}
