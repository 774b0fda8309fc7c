/**
 * The knowledge-base robot (issue 4).
 *
 * The retrieval engine — plain domain code, no I/O:
 *   const matcher = RobotMatcher.build(docs, { locale: 'zh', synonyms });   // on every KB change
 *   matcher.query(question, { locale })  → { answerType, candidates }       // spec §7 robotAsk
 *   const tips = TipIndex.build(docs);  tips.search(typed, 5)               // spec §7 robotTips
 *   isHumanIntent(message, locale)                                         // transfer instead
 *
 * The service (services.robot): per-tenant knowledge base storage, lazily built and cached
 * indexes, and the visitor calls — robotAsk, robotTips, getRobotDoc, commentDoc:
 *   services.robot.ask(visitor, { question })      services.robot.kb.save(tenantId, docs)
 */
// Spec §3 answerType, re-exported from the wire contract for callers of the matcher.
export { AnswerType } from '../../protocol/index.ts';
export { isHumanIntent } from './human-intent.ts';
export { CONFIDENCE_FEATURES, confidenceFeatures, DEFAULT_MATCHER, densityShift, RobotMatcher, tenantFeatures } from './matcher/index.ts';
export type { Candidate, ConfidenceModel, Evidence, DecisionOptions, DocId, MatcherInit, MatcherOptions, MatchResult, QueryOptions, RobotDoc } from './matcher/index.ts';
export { normalize, queryLocale, ROBOT_LOCALES, toRobotLocale, type RobotLocale, type SynonymGroups } from './text/index.ts';
export { TipIndex, type RobotTipMatch } from './tips.ts';

export { RobotService, RobotLimits } from './service.ts';
export type { AskInput, CommentInput, CommentResult, RobotChannels, RobotChat, RobotDeps } from './service.ts';
export { DocPattern, ReplySource, SUGGEST_MAX } from './answer.ts';
export type { RobotAskAnswer, WireItem, WireReply } from './answer.ts';
export { wireNodeId, type TenantIndex } from './tenant-index.ts';
export { KnowledgeBase, type ImportOptions, type VoteCount } from './kb/admin.ts';
export type { Card, Guide, GuideButton, GuideNode, KbDoc, KbDocRecord, RobotSettings, UnknownQuestion, WriteResult } from './kb/types.ts';
export type { KbFormat } from './kb/transfer.ts';
export { CSV_COLUMNS } from './kb/transfer.ts';
export { guardFormula, parseCsv, toCsv, unguardFormula, CsvError } from './kb/csv.ts';
export { sanitizeAnswer, isSafeUrl } from './kb/sanitize.ts';
export { KbLimits } from './kb/validate.ts';
export { seedRobotKnowledgeBase, DEMO_KB } from './seed/index.ts';
