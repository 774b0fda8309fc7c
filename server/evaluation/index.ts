/** Evaluation (spec §3, §4, §5, §7). */
export { EvaluationService } from './service';
export type { EvaluationDeps, EvaluationInfo, EvaluationState, LevelLists, StoredEvaluation, ChannelLookup, ChatLookup } from './service';
export type { EvaluateInput, Evaluation } from './payload';
export { checkEvaluation } from './payload';
export { DEFAULT_LEVELS, loadLevels, saveLevels, tagsOf } from './levels';
export type { Level, Levels } from './levels';
export type { EvaluationTable, EvaluationInviteTable, EvaluationLevelTable } from './tables';
