/**
 * Scores the robot on a realistic knowledge base (bench/lib/kb-sets.ts) the way robotAsk
 * answers a visitor: the tenant index built from the set's documents (TenantIndex, as the
 * server builds it) and server/robot/answer.ts's decision — human intent, answer, "did you
 * mean" guide, unknown — with the demo channel's default settings. Next to it, two baselines
 * in the same run: MiniSearch (default options, every stored question a document) and a naive
 * character 2–4-gram TF-IDF nearest neighbour, each by its top-1.
 */
import MiniSearch from 'minisearch';
import { AnswerType, RobotReplyStatus } from '../../protocol/index.ts';
import { defaultChannelConfig } from '../../server/channels/index.ts';
import { answer } from '../../server/robot/answer.ts';
import type { EncodedTexts } from '../../server/robot/encoder/types.ts';
import { sentenceTexts } from '../../server/robot/matcher/sentences.ts';
import { TenantIndex } from '../../server/robot/tenant-index.ts';
import { normalize, queryLocale, toRobotLocale } from '../../server/robot/index.ts';
import type { KbDocRecord } from '../../server/robot/index.ts';
import type { KbSet, Part, SetDoc, SetQuestion } from './kb-sets.ts';

const round = (x: number, d = 2): number => Number(x.toFixed(d));
const pct = (n: number, of: number): number => round((100 * n) / Math.max(1, of));

export function record(d: SetDoc): KbDocRecord {
  return {
    docId: d.docId, question: d.question, similarQuestions: d.similarQuestions, answer: `<p>${d.answer}</p>`, category: '', keywords: [],
    locale: d.locale, enabled: true, related: [], guide: null, card: null, upVotes: 0, downVotes: 0, createdAt: 0, updatedAt: 0,
  };
}

export function buildIndex(set: KbSet, encoder: EncodedTexts | null = null): { index: TenantIndex; buildMs: number } {
  const t = performance.now();
  const index = TenantIndex.build({ version: 1, settings: { synonyms: [], thresholds: {}, unknownText: {} }, docs: set.docs.map(record) }, encoder);
  return { index, buildMs: round(performance.now() - t, 1) };
}

export interface Outcome {
  q: SetQuestion;
  kind: 'answer' | 'guide' | 'unknown' | 'transfer';
  /** the answered document, or the guide's items */
  docIds: string[];
  /** an unknown answer's suggestions ("you may want to ask") */
  suggested: string[];
  top1: string | undefined;
  top3: string[];
}

export function ask(index: TenantIndex, q: SetQuestion): Outcome {
  const config = defaultChannelConfig('bench', 'bench');
  const visitor = toRobotLocale(q.locale);
  const asked = queryLocale(q.question, visitor);
  const o = answer({ index, config, locale: asked, visitorLocale: visitor }, { kind: 'question', question: q.question }, asked);
  const a = o.answer;
  const ranked = index.matcher.rank(q.question, asked, 3, [...new Set([visitor, asked])]);
  const kind = a.status === RobotReplyStatus.transfer ? 'transfer'
    : a.answerType === AnswerType.answer ? 'answer' : a.answerType === AnswerType.guide ? 'guide' : 'unknown';
  const docIds = kind === 'answer' ? [String(a.docId)] : kind === 'guide' ? a.answers.flatMap((r) => (r.clarifyGuide ?? []).map((i) => String(i.docId))) : [];
  const suggested = kind === 'unknown' ? a.suggestList.map((x) => String(x.docId)) : [];
  return { q, kind, docIds, suggested, top1: ranked[0] ? String(ranked[0].docId) : undefined, top3: ranked.map((c) => String(c.docId)) };
}

/** The figures of one part (development or held-out test) of one set. */
export function figures(outcomes: readonly Outcome[]) {
  const ans = outcomes.filter((o) => o.q.docId !== null);
  const oos = outcomes.filter((o) => o.q.docId === null);
  const count = (xs: readonly Outcome[], p: (o: Outcome) => boolean) => xs.filter(p).length;
  const guides = ans.filter((o) => o.kind === 'guide');
  const byKind = (k: string) => {
    const xs = oos.filter((o) => o.q.kind === k);
    return { questions: xs.length, unknown: pct(count(xs, (o) => o.kind === 'unknown'), xs.length), answered: pct(count(xs, (o) => o.kind === 'answer'), xs.length) };
  };
  return {
    answerable: {
      questions: ans.length,
      top1: pct(count(ans, (o) => o.top1 === o.q.docId), ans.length),
      top3: pct(count(ans, (o) => o.top3.includes(o.q.docId as string)), ans.length),
      answeredRight: pct(count(ans, (o) => o.kind === 'answer' && o.docIds[0] === o.q.docId), ans.length),
      answeredWrong: pct(count(ans, (o) => o.kind === 'answer' && o.docIds[0] !== o.q.docId), ans.length),
      guide: pct(guides.length, ans.length),
      guideHit: pct(count(guides, (o) => o.docIds.includes(o.q.docId as string)), guides.length),
      unknown: pct(count(ans, (o) => o.kind === 'unknown'), ans.length),
      /** answerable questions turned away whose suggestions list the right entry */
      unknownSuggestHit: pct(count(ans, (o) => o.kind === 'unknown' && o.suggested.includes(o.q.docId as string)), count(ans, (o) => o.kind === 'unknown')),
      transfer: pct(count(ans, (o) => o.kind === 'transfer'), ans.length),
    },
    outOfScope: {
      questions: oos.length,
      recall: pct(count(oos, (o) => o.kind === 'unknown'), oos.length),
      answered: pct(count(oos, (o) => o.kind === 'answer'), oos.length),
      guide: pct(count(oos, (o) => o.kind === 'guide'), oos.length),
      transfer: pct(count(oos, (o) => o.kind === 'transfer'), oos.length),
      chitchat: byKind('chitchat'), offdomain: byKind('offdomain'), nearmiss: byKind('nearmiss'),
    },
  };
}

/** MiniSearch as in bench/robot.ts: default options, every stored question a document. */
function miniSearch(docs: readonly SetDoc[]): (q: string) => string | undefined {
  const m = new MiniSearch<{ id: number; text: string; docId: string }>({ fields: ['text'], storeFields: ['docId'] });
  m.addAll(docs.flatMap((d) => [d.question, ...d.similarQuestions].map((text) => ({ text, docId: d.docId }))).map((r, id) => ({ id, ...r })));
  return (q) => m.search(q)[0]?.['docId'] as string | undefined;
}

/** A naive character 2–4-gram TF-IDF (sublinear tf, cosine) nearest stored question. */
function charNgrams(docs: readonly SetDoc[]): (q: string) => string | undefined {
  const grams = (s: string): Map<string, number> => {
    const t = ` ${normalize(s)} `;
    const m = new Map<string, number>();
    const cs = [...t];
    for (let n = 2; n <= 4; n++) {
      for (let i = 0; i + n <= cs.length; i++) {
        const g = cs.slice(i, i + n).join('');
        m.set(g, (m.get(g) ?? 0) + 1);
      }
    }
    return m;
  };
  const rows = docs.flatMap((d) => [d.question, ...d.similarQuestions].map((text) => ({ g: grams(text), docId: d.docId })));
  const df = new Map<string, number>();
  for (const r of rows) for (const g of r.g.keys()) df.set(g, (df.get(g) ?? 0) + 1);
  const idf = (g: string) => Math.log((rows.length + 1) / ((df.get(g) ?? 0) + 1)) + 1;
  const vec = (m: Map<string, number>) => {
    const v = new Map<string, number>();
    let n = 0;
    for (const [g, tf] of m) { const x = (1 + Math.log(tf)) * idf(g); v.set(g, x); n += x * x; }
    n = Math.sqrt(n) || 1;
    for (const [g, x] of v) v.set(g, x / n);
    return v;
  };
  const vs = rows.map((r) => ({ v: vec(r.g), docId: r.docId }));
  return (q) => {
    const qv = vec(grams(q));
    let best = -1;
    let id: string | undefined;
    for (const r of vs) {
      let s = 0;
      for (const [g, x] of qv) s += x * (r.v.get(g) ?? 0);
      if (s > best) { best = s; id = r.docId; }
    }
    return best > 0 ? id : undefined;
  };
}

/** The texts of a set a sentence encoder reading `reads` locales is asked for: its entries' questions and the visitors'. */
export function encodedTexts(set: KbSet, reads: (locale: string) => boolean): string[] {
  const docs = set.docs.filter((d) => reads(d.locale)).flatMap(sentenceTexts);
  const asked = set.questions.filter((q) => { const v = toRobotLocale(q.locale); return reads(v) || reads(queryLocale(q.question, v)); }).map((q) => q.question);
  return [...docs, ...asked];
}

/** One set: ours (decisions and ranking) and the baselines (ranking), per part. */
export function evaluateSet(set: KbSet, encoder: EncodedTexts | null = null) {
  const { index, buildMs } = buildIndex(set, encoder);
  const mini = miniSearch(set.docs);
  const chars = charNgrams(set.docs);
  const part = (p: Part) => {
    const qs = set.questions.filter((q) => q.part === p);
    const outcomes = qs.map((q) => ask(index, q));
    const ans = qs.filter((q) => q.docId !== null);
    return {
      ours: figures(outcomes),
      minisearchTop1: pct(ans.filter((q) => mini(q.question) === q.docId).length, ans.length),
      charNgramTfidfTop1: pct(ans.filter((q) => chars(q.question) === q.docId).length, ans.length),
      outcomes,
    };
  };
  const docs = set.docs.length;
  const stored = set.docs.reduce((a, d) => a + 1 + d.similarQuestions.length, 0);
  const c = index.matcher.calibration;
  const calibration = c ? { positives: c.positives, negatives: c.negatives, unknownBelow: c.unknownBelow, answerAbove: c.answerAbove } : null;
  return { name: set.name, documents: docs, storedQuestions: stored, buildMs, calibration, dev: part('dev'), test: part('test'), tune: part('tune') };
}
