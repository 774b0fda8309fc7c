/** Sensitive words (spec §3 sensitiveFlag/sensitiveWords, §7 checkSensitive). */
export { SensitiveService, SensitiveLimits, cleanWords } from './service';
export type { SensitiveDeps } from './service';
export { WordMatcher } from './matcher';
export type { CheckResult, Hit } from './matcher';
export { AhoCorasick } from './aho-corasick';
export type { Match } from './aho-corasick';
export { foldWithOffsets, foldWord } from './fold';
export { seedSensitiveWords, DEMO_SENSITIVE_WORDS } from './seed';
export type { SensitiveWordTable } from './tables';
