// Training folds only: how the dense unknownLoss share moves answered-right and unknown recall.
import { train as loadTrain, toDocs, foldSplit, CALIBRATION_FOLDS } from '/work/main/bench/lib/banking77.ts';
import { benchVectors } from '/work/main/bench/lib/sentence-cache.ts';
import { RobotMatcher, densityShift } from '/work/main/server/robot/index.ts';
import { calibrationSamples } from '/work/main/server/robot/matcher/calibration-folds.ts';
import { calibrate, TENANT_RULES } from '/work/main/server/robot/matcher/calibrate.ts';
import { runSync } from '/work/main/server/robot/matcher/work.ts';
const rows = loadTrain();
const enc = process.env.ENC !== 'off';
const vectors = enc ? await benchVectors(rows.map((r) => r.text)) : null;
const extra = JSON.parse(process.env.OPTS ?? '{}');
const base = { locale: 'en', ...(vectors ? { encoder: vectors } : {}), ...extra };
const SHARES = (process.env.SHARES ?? '0.045,0.04,0.035,0.03,0.025').split(',').map(Number);
const folds = (process.env.FOLDS ?? CALIBRATION_FOLDS.join(',')).split(',').map(Number);
const acc = SHARES.map(() => ({ right: 0, inScope: 0, unknown: 0, out: 0 }));
let fullRight = 0; let fullN = 0;
for (const fold of folds) {
  const s = foldSplit(rows, fold);
  const docs = toDocs(s.kb);
  const m = RobotMatcher.build(docs, { ...base, calibrate: false }) as any;
  const samples = runSync(calibrationSamples(docs, 'en', 5, (fd) => RobotMatcher.buildWork(fd, { ...base, calibrate: false })));
  const qpd = m.questionsPerDoc as number;
  const conf = m.o.confidence;
  const prior = { weights: [...conf.weights, ...TENANT_RULES.extraPrior], bias: conf.bias + densityShift(qpd, conf) };
  SHARES.forEach((share, i) => {
    const rules = { ...TENANT_RULES, unknownLoss: [TENANT_RULES.unknownLoss[0]!, { questionsPerDoc: 100, share }] };
    m.calibrated = calibrate(samples, prior, qpd, rules);
    const ub = m.calibrated.unknownBelow;
    const a = acc[i]!;
    for (const r of s.inScope) { const c = m.rank(r.text, 'en', 1)[0]; a.inScope++; if (c && c.docId === r.label && c.score >= ub) a.right++; }
    for (const r of s.outOfScope) { const c = m.rank(r.text, 'en', 1)[0]; a.out++; if (!c || c.score < ub) a.unknown++; }
  });
  const mf = RobotMatcher.build(toDocs(s.fullKb), base);
  for (const r of s.fullValidation) { fullN++; if (mf.rank(r.text, 'en', 1)[0]?.docId === r.label) fullRight++; }
  process.stderr.write(`fold ${fold} done\n`);
}
const ref = 100 * fullRight / fullN;
console.log(JSON.stringify({ enc, opts: extra, fullTop1: +ref.toFixed(2), byShare: SHARES.map((share, i) => { const a = acc[i]!; const ar = 100 * a.right / a.inScope; return { share, answeredRight: +ar.toFixed(2), drop: +(ref - ar).toFixed(2), unknownRecall: +(100 * a.unknown / a.out).toFixed(2) }; }) }));
