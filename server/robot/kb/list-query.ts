/**
 * The admin's knowledge-base list (docs/api.md "The knowledge base", admin/kb/list): search,
 * filters, sort and pages over the tenant's documents. A tenant has at most a few thousand
 * documents (KbLimits.docsPerWrite), so the list is filtered in memory from one read — the same
 * result on SQLite and PostgreSQL, and searching the answer's TEXT (not its markup) needs the
 * HTML stripped anyway.
 *
 * "Unknown hits" of a document: how often the waiting unknown questions that the robot ranked it
 * first for were asked (the log keeps each question's nearest entry, migration 013) — the entries
 * whose wording most needs a similar question.
 */
import type { KbDocRecord } from './types.ts';

export const KB_SORTS = ['updated', 'question', 'votesUp', 'votesDown', 'unknownHits'] as const;
export type KbSort = (typeof KB_SORTS)[number];

export const KbListLimits = { queryMax: 100, pageMax: 200 } as const;

export interface KbListQuery {
  /** words that must all appear in the docId, question, a similar question, a keyword or the answer's text */
  q?: string;
  locale?: string;
  category?: string;
  enabled?: boolean;
  sort?: KbSort;
  offset?: number;
  /** without it, every matching document (the list as it was before pages) */
  limit?: number;
}

export interface KbListPage {
  /** each with its unknown hits (0 when none) */
  docs: (KbDocRecord & { unknownHits: number })[];
  /** documents matching the query (all pages) */
  total: number;
  /** every category and locale in use, for the filters */
  categories: string[];
  locales: string[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text of sanitised answer HTML, for search. */
export function answerText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, e: string) => ENTITIES[e] ?? ' ');
}

const fold = (s: string): string => s.normalize('NFKC').toLowerCase();

function haystack(d: KbDocRecord): string {
  return fold([d.docId, d.question, ...d.similarQuestions, ...d.keywords, answerText(d.answer)].join('\n'));
}

type Listed = KbDocRecord & { unknownHits: number };

const ORDER: Record<KbSort, (a: Listed, b: Listed) => number> = {
  updated: (a, b) => b.updatedAt - a.updatedAt,
  question: (a, b) => a.question.localeCompare(b.question),
  votesUp: (a, b) => b.upVotes - a.upVotes || a.downVotes - b.downVotes,
  votesDown: (a, b) => b.downVotes - a.downVotes || a.upVotes - b.upVotes,
  unknownHits: (a, b) => b.unknownHits - a.unknownHits || b.updatedAt - a.updatedAt,
};

/**
 * @example queryDocs(docs, { q: 'refund', locale: 'en', sort: 'votesDown', offset: 0, limit: 50 }, hits)
 */
export function queryDocs(records: readonly KbDocRecord[], query: KbListQuery, hits: ReadonlyMap<string, number> = new Map()): KbListPage {
  const words = fold(query.q ?? '').split(/\s+/).filter(Boolean);
  const all: Listed[] = records.map((d) => ({ ...d, unknownHits: hits.get(d.docId) ?? 0 }));
  const matched = all.filter((d) =>
    (query.locale === undefined || d.locale === query.locale)
    && (query.category === undefined || d.category === query.category)
    && (query.enabled === undefined || d.enabled === query.enabled)
    && (words.length === 0 || ((h) => words.every((w) => h.includes(w)))(haystack(d))));
  const order = ORDER[query.sort ?? 'updated'];
  matched.sort((a, b) => order(a, b) || a.docId.localeCompare(b.docId));
  const offset = query.offset ?? 0;
  const docs = query.limit === undefined ? matched.slice(offset) : matched.slice(offset, offset + query.limit);
  const distinct = (f: (d: KbDocRecord) => string) => [...new Set(all.map(f))].filter(Boolean).sort();
  return { docs, total: matched.length, categories: distinct((d) => d.category), locales: distinct((d) => d.locale) };
}
