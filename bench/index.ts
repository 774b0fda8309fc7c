/**
 * `npm run bench`: runs each bench module and prints ONE JSON object, keyed by bench name.
 * Add a bench by writing a module that exports a `Bench` (bench/lib/context.ts) and listing
 * it below. Benches report; they never fail on timing (DESIGN §6).
 */
import { createContext } from './lib/context';
import type { Bench } from './lib/context';
import { sizeBench } from './size';
import { longTaskBench } from './longtask';
import { openTimeBench } from './open-time';

const BENCHES: [name: string, run: Bench][] = [
  ['size', sizeBench],
  ['longtask', longTaskBench],
  ['openTime', openTimeBench],
];

/** `BENCH_ONLY=size,openTime npm run bench` runs only the named benches. */
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim()).filter(Boolean);
const selected = only?.length ? BENCHES.filter(([name]) => only.includes(name)) : BENCHES;
if (only?.length && selected.length !== only.length) throw new Error(`BENCH_ONLY: unknown bench in ${only.join(',')}`);

const ctx = createContext();
const out: Record<string, unknown> = { at: new Date().toISOString(), node: process.version };
let failed = false;
try {
  for (const [name, run] of selected) {
    ctx.log(`${name}…`);
    try {
      out[name] = await run(ctx);
    } catch (err) {
      // One broken bench must not hide the others' figures.
      failed = true;
      out[name] = { error: err instanceof Error ? err.message : String(err) };
    }
  }
} finally {
  await ctx.close();
}
process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
process.exitCode = failed ? 1 : 0;
