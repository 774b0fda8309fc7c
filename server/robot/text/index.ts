export { Analyzer, readsLatinAsEnglish, type Analysis } from './analyze.ts';
export { commonEnglishStems } from './common-english.ts';
export { ROBOT_LOCALES, toRobotLocale, type RobotLocale } from './locales.ts';
export { normalize } from './normalize.ts';
export { segmentWords } from './segment.ts';
export { queryLocale } from './query-locale.ts';
export { stemEnglish } from './stem-en.ts';
export type { SynonymGroups } from './synonyms.ts';
