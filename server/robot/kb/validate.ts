/**
 * Validation of knowledge-base input (admin writes, imports, the demo seed): untrusted values
 * in, clean `KbDoc`s out, or a 400 naming the field and the rule (DESIGN §3). Lists may come as
 * arrays or — as in a CSV cell — as one string separated by `|` or line breaks. Answer HTML and
 * guide prompts are sanitised here, on write.
 */
import { badRequest } from '../../errors.ts';
import type { DecisionOptions } from '../matcher/index.ts';
import { ROBOT_LOCALES } from '../text/index.ts';
import { isSafeUrl, sanitizeAnswer } from './sanitize.ts';
import type { Card, Guide, GuideButton, GuideNode, KbDoc, RobotSettings } from './types.ts';

export const KbLimits = {
  docIdMax: 64,
  questionMax: 200,
  /**
   * similar questions per document, by default: a real FAQ rarely has more than a few dozen,
   * an intent data set a few hundred (issue 10); an import may set its own cap (`--similar-max`)
   */
  similarMax: 1000,
  /** the highest cap an import may set */
  similarCapMax: 100_000,
  keywordsMax: 30,
  keywordMax: 32,
  categoryMax: 64,
  answerMax: 20_000,
  relatedMax: 10,
  nodesMax: 30,
  buttonsMax: 10,
  nodeIdMax: 32,
  promptMax: 4000,
  buttonNameMax: 64,
  bindMax: 500,
  cardTextMax: 500,
  /** documents in one import or write */
  docsPerWrite: 5000,
  synonymGroupsMax: 2000,
  synonymTermsMax: 20,
  unknownTextMax: 1000,
} as const;

/** docIds: letters, digits and `_ . : -` (they travel in URLs and guide node ids). */
export const DOC_ID = /^[A-Za-z0-9_.:-]{1,64}$/;
const NODE_ID = /^[A-Za-z0-9_-]{1,32}$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_IN_HTML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const LOCALES = new Set<string>(ROBOT_LOCALES);

/** Names a field in an error message: `docs[3].question`, or `line 5, question` for CSV. */
export type FieldNamer = (field: string) => string;

type Obj = Record<string, unknown>;

function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** One line of plain text: trimmed, no control characters, no lone surrogates, bounded. */
export function plainText(v: unknown, field: string, max: number, required: boolean): string {
  if (v === undefined || v === null) {
    if (required) throw badRequest(field, 'is required');
    return '';
  }
  if (typeof v !== 'string' && typeof v !== 'number') throw badRequest(field, 'must be a string');
  const s = String(v).trim();
  if (required && !s) throw badRequest(field, 'must not be empty');
  if (CONTROL.test(s)) throw badRequest(field, 'must be one line without control characters');
  if (LONE_SURROGATE.test(s)) throw badRequest(field, 'must be valid Unicode');
  if ([...s].length > max) throw badRequest(field, `must be at most ${max} characters`);
  return s;
}

/** A list given as an array or as one string separated by `|` or line breaks. */
function textList(v: unknown, field: string, maxItems: number, maxLength: number): string[] {
  if (v === undefined || v === null || v === '') return [];
  const items = typeof v === 'string' ? v.split(/\r\n|\r|\n|\|/) : v;
  if (!Array.isArray(items)) throw badRequest(field, 'must be a list or a `|`-separated string');
  const out: string[] = [];
  items.forEach((item, i) => {
    const s = plainText(item, `${field}[${i}]`, maxLength, false);
    // `|` separates entries in a CSV cell: an entry holding one could not survive export and import
    if (s.includes('|')) throw badRequest(`${field}[${i}]`, 'must not contain `|`');
    if (s && !out.includes(s)) out.push(s);
  });
  if (out.length > maxItems) throw badRequest(field, `must have at most ${maxItems} entries`);
  return out;
}

function idText(v: unknown, field: string, pattern: RegExp, what: string): string {
  if (v === undefined || v === null || v === '') throw badRequest(field, 'is required');
  if (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) return String(v);
  if (typeof v !== 'string' || !pattern.test(v.trim())) throw badRequest(field, `must be ${what}`);
  return v.trim();
}

export const docIdOf = (v: unknown, field: string): string =>
  idText(v, field, DOC_ID, 'a docId of 1–64 letters, digits, `_`, `.`, `:` or `-`');

/** Answer or prompt HTML: bounded, no NUL or control characters, sanitised. */
export function html(v: unknown, field: string, max: number): string {
  if (v === undefined || v === null) return '';
  if (typeof v !== 'string') throw badRequest(field, 'must be a string');
  if (v.length > max) throw badRequest(field, `must be at most ${max} characters`);
  if (CONTROL_IN_HTML.test(v)) throw badRequest(field, 'must not contain control characters');
  if (LONE_SURROGATE.test(v)) throw badRequest(field, 'must be valid Unicode');
  return sanitizeAnswer(v);
}

function bool(v: unknown, field: string): boolean {
  if (v === undefined || v === null || v === '') return true;
  if (v === true || v === 1 || v === '1' || v === 'true') return true;
  if (v === false || v === 0 || v === '0' || v === 'false') return false;
  throw badRequest(field, 'must be true or false');
}

/** An object, or JSON text of one (a CSV cell); '' and null mean none. */
function jsonObject(v: unknown, field: string): Obj | null {
  if (v === undefined || v === null || v === '') return null;
  let o: unknown = v;
  if (typeof v === 'string') {
    try {
      o = JSON.parse(v) as unknown;
    } catch {
      throw badRequest(field, 'must be valid JSON');
    }
  }
  if (!isObj(o)) throw badRequest(field, 'must be an object');
  return o;
}

function url(v: unknown, field: string, required: boolean): string | undefined {
  const s = plainText(v, field, 2048, required);
  if (!s) return undefined;
  if (!isSafeUrl(s)) throw badRequest(field, 'must be an http(s) URL or a path starting with /');
  return s;
}

function card(v: unknown, field: string): Card | null {
  const o = jsonObject(v, field);
  if (!o) return null;
  const c: Card = { picture: url(o.picture, `${field}.picture`, true) as string, title: plainText(o.title, `${field}.title`, 100, true) };
  const desc = plainText(o.desc, `${field}.desc`, KbLimits.cardTextMax, false);
  const price = plainText(o.price, `${field}.price`, 32, false);
  const link = url(o.url, `${field}.url`, false);
  if (desc) c.desc = desc;
  if (price) c.price = price;
  if (link) c.url = link;
  return c;
}

function button(v: unknown, field: string, nodeIds: Set<string>): GuideButton {
  if (!isObj(v)) throw badRequest(field, 'must be an object');
  const b: GuideButton = {
    itemId: idText(v.itemId, `${field}.itemId`, NODE_ID, 'an id of 1–32 letters, digits, `_` or `-`'),
    name: plainText(v.name, `${field}.name`, KbLimits.buttonNameMax, true),
  };
  if (v.next !== undefined && v.next !== null && v.next !== '') {
    const next = idText(v.next, `${field}.next`, NODE_ID, 'a nodeId');
    if (!nodeIds.has(next)) throw badRequest(`${field}.next`, `names no node of this guide ("${next}")`);
    b.next = next;
  }
  if (v.docId !== undefined && v.docId !== null && v.docId !== '') b.docId = docIdOf(v.docId, `${field}.docId`);
  if (b.next && b.docId) throw badRequest(field, 'may lead to a node (next) or answer a document (docId), not both');
  if (!b.next && !b.docId) throw badRequest(field, 'needs `next` (a node of this guide) or `docId` (a document to answer)');
  for (const k of ['bingCode', 'bindValue', 'click'] as const) {
    const s = plainText(v[k], `${field}.${k}`, KbLimits.bindMax, false);
    if (s) b[k] = s;
  }
  return b;
}

function guide(v: unknown, field: string): Guide | null {
  const o = jsonObject(v, field);
  if (!o) return null;
  if (!Array.isArray(o.nodes) || o.nodes.length === 0) throw badRequest(`${field}.nodes`, 'must be a non-empty list');
  if (o.nodes.length > KbLimits.nodesMax) throw badRequest(`${field}.nodes`, `must have at most ${KbLimits.nodesMax} nodes`);
  const raw = o.nodes as unknown[];
  const ids = new Set<string>();
  raw.forEach((n, i) => {
    const f = `${field}.nodes[${i}]`;
    if (!isObj(n)) throw badRequest(f, 'must be an object');
    const id = idText(n.nodeId, `${f}.nodeId`, NODE_ID, 'an id of 1–32 letters, digits, `_` or `-`');
    if (ids.has(id)) throw badRequest(`${f}.nodeId`, `"${id}" is used twice`);
    ids.add(id);
  });
  const nodes = raw.map((n, i): GuideNode => {
    const f = `${field}.nodes[${i}]`;
    const node = n as Obj;
    const list = node.buttons ?? [];
    if (!Array.isArray(list)) throw badRequest(`${f}.buttons`, 'must be a list');
    if (list.length > KbLimits.buttonsMax) throw badRequest(`${f}.buttons`, `must have at most ${KbLimits.buttonsMax} buttons`);
    const buttons = list.map((b, k) => button(b, `${f}.buttons[${k}]`, ids));
    const seen = new Set<string>();
    buttons.forEach((b, k) => {
      if (seen.has(b.itemId)) throw badRequest(`${f}.buttons[${k}].itemId`, `"${b.itemId}" is used twice in this node`);
      seen.add(b.itemId);
    });
    const prompt = html(node.prompt, `${f}.prompt`, KbLimits.promptMax);
    if (!prompt && buttons.length === 0) throw badRequest(f, 'needs a prompt or buttons');
    return { nodeId: String(node.nodeId).trim(), prompt, buttons };
  });
  return { nodes };
}

/**
 * One document from untrusted input. `name` turns a field into how errors call it.
 * @example validateDoc({docId: 'refund', question: '怎么退款', answer: '<p>…</p>'}, (f) => `docs[0].${f}`)
 */
export function validateDoc(v: unknown, name: FieldNamer, similarMax: number = KbLimits.similarMax): KbDoc {
  if (!isObj(v)) throw badRequest(name('document'), 'must be an object');
  const docId = docIdOf(v.docId, name('docId'));
  const question = plainText(v.question, name('question'), KbLimits.questionMax, true);
  const similarQuestions = textList(v.similarQuestions, name('similarQuestions'), similarMax, KbLimits.questionMax)
    .filter((q) => q !== question);
  const answer = html(v.answer, name('answer'), KbLimits.answerMax);
  const locale = v.locale === undefined || v.locale === null || v.locale === '' ? 'zh' : v.locale;
  if (typeof locale !== 'string' || !LOCALES.has(locale)) throw badRequest(name('locale'), `must be one of ${ROBOT_LOCALES.join(', ')}`);
  const related = textList(v.related, name('related'), KbLimits.relatedMax, KbLimits.docIdMax);
  related.forEach((r, i) => docIdOf(r, `${name('related')}[${i}]`));
  const doc: KbDoc = {
    docId, question, similarQuestions, answer,
    category: plainText(v.category, name('category'), KbLimits.categoryMax, false),
    keywords: textList(v.keywords, name('keywords'), KbLimits.keywordsMax, KbLimits.keywordMax),
    locale,
    enabled: bool(v.enabled, name('enabled')),
    related: related.filter((r) => r !== docId),
    guide: guide(v.guide, name('guide')),
    card: card(v.card ?? v.cardContent, name('card')),
  };
  if (!doc.answer && !doc.guide && !doc.card) throw badRequest(name('answer'), 'is required (or a guide or a card); note that markup the sanitiser removes does not count');
  return doc;
}

/**
 * Validates a batch: every document, docIds unique in the batch, and (when `existing`, the
 * tenant's other documents, is given) every related document or guide-button target either in
 * the batch or there.
 */
export function validateDocs(list: readonly unknown[], name: (index: number) => FieldNamer, existing?: ReadonlySet<string>, similarMax: number = KbLimits.similarMax): KbDoc[] {
  if (list.length > KbLimits.docsPerWrite) throw badRequest('docs', `at most ${KbLimits.docsPerWrite} documents at once`);
  const docs = list.map((v, i) => validateDoc(v, name(i), similarMax));
  const seen = new Map<string, number>();
  docs.forEach((d, i) => {
    if (seen.has(d.docId)) throw badRequest(name(i)('docId'), `"${d.docId}" appears twice (also ${name(seen.get(d.docId) as number)('docId')})`);
    seen.set(d.docId, i);
  });
  // without `existing` the store checks references inside its write transaction
  if (existing) checkReferences(docs, name, (id) => seen.has(id) || existing.has(id));
  return docs;
}

/** Related documents and guide-button targets must exist. */
export function checkReferences(docs: readonly KbDoc[], name: (index: number) => FieldNamer, exists: (docId: string) => boolean): void {
  docs.forEach((d, i) => {
    d.related.forEach((r, k) => {
      if (!exists(r)) throw badRequest(`${name(i)('related')}[${k}]`, `names no document ("${r}")`);
    });
    d.guide?.nodes.forEach((n, ni) => n.buttons.forEach((b, bi) => {
      if (b.docId && !exists(b.docId)) throw badRequest(name(i)(`guide.nodes[${ni}].buttons[${bi}].docId`), `names no document ("${b.docId}")`);
    }));
  });
}

const THRESHOLD_KEYS = ['unknownBelow', 'answerAbove', 'closeRatio'] as const;

/** Robot settings from untrusted input; fields not given keep `base`'s values. */
export function validateSettings(v: unknown, base: RobotSettings): RobotSettings {
  if (!isObj(v)) throw badRequest('settings', 'must be an object');
  const out: RobotSettings = { synonyms: base.synonyms, thresholds: { ...base.thresholds }, unknownText: { ...base.unknownText } };
  if (v.synonyms !== undefined) {
    if (!Array.isArray(v.synonyms)) throw badRequest('synonyms', 'must be a list of lists');
    if (v.synonyms.length > KbLimits.synonymGroupsMax) throw badRequest('synonyms', `at most ${KbLimits.synonymGroupsMax} groups`);
    out.synonyms = v.synonyms.map((g, i) => {
      const terms = textList(g, `synonyms[${i}]`, KbLimits.synonymTermsMax, 64);
      if (terms.length < 2) throw badRequest(`synonyms[${i}]`, 'needs at least two phrasings');
      return terms;
    });
  }
  if (v.thresholds !== undefined) {
    const t = v.thresholds;
    if (!isObj(t)) throw badRequest('thresholds', 'must be an object');
    const th: Partial<DecisionOptions> = {};
    for (const k of THRESHOLD_KEYS) {
      if (t[k] === undefined || t[k] === null) continue;
      const n = t[k];
      if (typeof n !== 'number' || !Number.isFinite(n) || n < 0 || n > 1) throw badRequest(`thresholds.${k}`, 'must be a number from 0 to 1');
      th[k] = n;
    }
    if (t.guideSize !== undefined && t.guideSize !== null) {
      if (typeof t.guideSize !== 'number' || !Number.isInteger(t.guideSize) || t.guideSize < 1 || t.guideSize > 10) throw badRequest('thresholds.guideSize', 'must be an integer from 1 to 10');
      th.guideSize = t.guideSize;
    }
    if (th.unknownBelow !== undefined && th.answerAbove !== undefined && th.answerAbove < th.unknownBelow) {
      throw badRequest('thresholds.answerAbove', 'must not be below unknownBelow');
    }
    out.thresholds = th;
  }
  if (v.unknownText !== undefined) {
    if (!isObj(v.unknownText)) throw badRequest('unknownText', 'must be an object of locale → text');
    const texts: Record<string, string> = {};
    for (const [locale, text] of Object.entries(v.unknownText)) {
      if (!LOCALES.has(locale)) throw badRequest(`unknownText.${locale}`, 'is not one of the 24 locales');
      const s = html(text, `unknownText.${locale}`, KbLimits.unknownTextMax);
      if (s) texts[locale] = s;
    }
    out.unknownText = texts;
  }
  return out;
}
