/**
 * BENCH_SMOKE=1: every bench runs once at a size that takes seconds (a few visitors, one run, a
 * slice of banking77), so `npm test` notices a bench that no longer runs. Its figures mean
 * nothing; nothing is asserted on them.
 */
export const SMOKE = process.env.BENCH_SMOKE === '1';

/** `full` normally, `small` in a smoke run. */
export const smokeOr = <T>(full: T, small: T): T => (SMOKE ? small : full);
