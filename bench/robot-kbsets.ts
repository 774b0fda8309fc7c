/**
 * The realistic-knowledge-base section of bench:robot on its own (issue 10): quick to run while
 * developing (`node --import tsx bench/robot-kbsets.ts [dev|test|all]`, default dev). Prints
 * JSON; with KBSETS_MISSES=1 also the development part's misses on stderr.
 */
import { loadKbSets } from './lib/kb-sets.ts';
import { encodedTexts, evaluateSet } from './lib/kb-set-eval.ts';
import { benchVectors } from './lib/sentence-cache.ts';

const which = process.argv[2] ?? 'dev';
const out: Record<string, unknown> = {};
// KEFU_ROBOT_ENCODER=en: with the English sentence encoder (encoder/), as a server started so.
const sets = loadKbSets();
const vectors = process.env.KEFU_ROBOT_ENCODER === 'en' ? await benchVectors(sets.flatMap((s) => encodedTexts(s, (l) => l === 'en'))) : null;
for (const set of sets) {
  const r = evaluateSet(set, vectors);
  const parts = which === 'all' ? ['dev', 'tune', 'test'] as const : which === 'devtune' ? ['dev', 'tune'] as const : [which as 'dev' | 'test' | 'tune'];
  out[set.name] = {
    documents: r.documents, storedQuestions: r.storedQuestions, buildMs: r.buildMs, calibration: r.calibration,
    ...Object.fromEntries(parts.map((p) => [p, { ours: r[p].ours, minisearchTop1: r[p].minisearchTop1, charNgramTfidfTop1: r[p].charNgramTfidfTop1 }])),
  };
  if (process.env.KBSETS_MISSES === '1') {
    for (const o of [...r.dev.outcomes, ...r.tune.outcomes]) {
      const ok = o.q.docId === null ? o.kind === 'unknown' : o.kind === 'answer' && o.docIds[0] === o.q.docId;
      if (!ok) process.stderr.write(`${set.name}\t${o.q.part}\t${o.q.kind}\t${o.q.docId ?? '-'}\t${o.kind}\t${o.docIds.join(',')}\ttop1=${o.top1}\t${o.q.question}\n`);
    }
  }
}
console.log(JSON.stringify(out, null, 1));
