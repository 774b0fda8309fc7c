import { AnswerType } from '../../../protocol/index.ts';
import type { Candidate, DecisionOptions, MatchResult } from './types.ts';

/**
 * Spec §3/§4 answerType: 1 answer (a clear winner), 2 guide (close candidates: a "did you mean"
 * list), 0 unknown (nothing matches well). Candidates must be in ranking order (RobotMatcher.rank:
 * by score for a calibrated tenant, `byScore`; by prior otherwise).
 *
 * The top candidate's confidence says whether the question is answerable at all. Whether it is
 * ambiguous between documents is judged on what ordered them: a calibrated tenant's model was
 * fitted on every candidate, so its scores compare; the global model judges each candidate alone
 * (two neighbouring documents can both be near 1, or both low for a one-word question), so
 * without calibration the priors do.
 */
export function decide(ranked: readonly Candidate[], o: DecisionOptions, byScore = false): MatchResult {
  const top = ranked[0];
  if (!top || top.score < o.unknownBelow) {
    return { answerType: AnswerType.unknown, candidates: ranked.slice(0, o.guideSize) };
  }
  // Closeness is judged on what ordered the candidates: the fitted score of a calibrated tenant
  // (RobotMatcher.orderedByScore), the prior otherwise.
  const key = (c: Candidate): number => (byScore ? c.score : c.prior);
  const close = ranked.filter((c, i) => i > 0 && key(c) >= key(top) * o.closeRatio);
  if (top.score >= o.answerAbove && close.length === 0) {
    return { answerType: AnswerType.answer, candidates: [top] };
  }
  // Guide: the close ones, or (for a weak winner) every candidate still above the floor.
  const list = ranked.filter((c, i) => i === 0 || close.includes(c) || c.score >= o.unknownBelow).slice(0, o.guideSize);
  return { answerType: AnswerType.guide, candidates: list };
}
