/**
 * The knowledge-base robot's retrieval engine (issue 4): plain domain code, no I/O.
 *
 *   const matcher = RobotMatcher.build(docs, { locale: 'zh', synonyms });   // on every KB change
 *   matcher.query(question, { locale })  → { answerType, candidates }       // spec §7 robotAsk
 *   const tips = TipIndex.build(docs);  tips.search(typed, 5)               // spec §7 robotTips
 *   isHumanIntent(message, locale)                                         // transfer instead
 */
// Spec §3 answerType, re-exported from the wire contract for callers of the matcher.
export { AnswerType } from '../../src/protocol/index.ts';
export { isHumanIntent } from './human-intent.ts';
export { DEFAULT_MATCHER, RobotMatcher } from './matcher/index.ts';
export type { Candidate, DecisionOptions, DocId, MatcherInit, MatcherOptions, MatchResult, QueryOptions, RobotDoc } from './matcher/index.ts';
export { normalize, ROBOT_LOCALES, toRobotLocale, type RobotLocale, type SynonymGroups } from './text/index.ts';
export { TipIndex, type RobotTipMatch } from './tips.ts';
