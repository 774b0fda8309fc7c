/**
 * The knowledge-base editor's pure parts (docs/desk.md "Knowledge base"): the list call's body
 * from the list's controls, a document ↔ the editor's draft (similar questions, keywords and
 * the guide as rows), each locale named in itself, and where an import error points in the file
 * (line and column) — the server names CSV errors by line and column name and JSON errors by
 * document and field (`docs[3].question`) or by the parser's position.
 */
import { LOCALES } from '../../../protocol';

export interface GuideButton { itemId: string; name: string; next?: string | undefined; docId?: string | undefined; bingCode?: string; bindValue?: string; click?: string }
export interface GuideNode { nodeId: string; prompt: string; buttons: GuideButton[] }
export interface Guide { nodes: GuideNode[] }

/** A stored document as admin/kb/list and admin/kb/get answer it (server/robot/kb/types.ts). */
export interface KbDoc {
  docId: string; question: string; similarQuestions?: string[]; answer?: string; category?: string; keywords?: string[];
  locale?: string; enabled?: boolean; related?: string[]; guide?: Guide | null; card?: unknown;
  upVotes?: number; downVotes?: number; createdAt?: number; updatedAt?: number;
  /** waiting unknown questions that came nearest to it, counted by how often they were asked (admin/kb/list) */
  unknownHits?: number;
}

export const KB_SORTS = ['updated', 'question', 'votesUp', 'votesDown', 'unknownHits'] as const;
export type KbSort = (typeof KB_SORTS)[number];
export const KB_PAGE = 50;

export interface ListControls { q: string; locale: string; category: string; enabled: '' | 'true' | 'false'; sort: KbSort; page: number }
export const INITIAL_CONTROLS: ListControls = { q: '', locale: '', category: '', enabled: '', sort: 'updated', page: 0 };

/** admin/kb/list's body: empty controls are left out (no filter). */
export function listBody(c: ListControls, pageSize = KB_PAGE): Record<string, unknown> {
  const body: Record<string, unknown> = { sort: c.sort, offset: c.page * pageSize, limit: pageSize };
  const q = c.q.trim();
  if (q) body.q = q.slice(0, 100);
  if (c.locale) body.locale = c.locale;
  if (c.category) body.category = c.category;
  if (c.enabled) body.enabled = c.enabled === 'true';
  return body;
}

/** A language code named in itself ("العربية (ar)"); the code alone where the browser has no name. */
export function localeName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

export const LOCALE_OPTIONS: readonly { code: string; name: string }[] = LOCALES.map((code) => ({ code, name: localeName(code) }));

export interface Draft {
  docId: string; question: string; similar: string[]; answer: string; category: string; keywords: string[];
  locale: string; enabled: boolean; related: string[];
  /** prompts as plain text */
  guide: GuideNode[];
}

export function docToDraft(doc: KbDoc | null, locale = 'zh'): Draft {
  return {
    docId: doc?.docId ?? '', question: doc?.question ?? '', similar: [...(doc?.similarQuestions ?? [])], answer: doc?.answer ?? '',
    category: doc?.category ?? '', keywords: [...(doc?.keywords ?? [])], locale: doc?.locale ?? locale, enabled: doc?.enabled ?? true,
    related: [...(doc?.related ?? [])],
    // the form writes prompts as plain text (promptToText / promptToHtml)
    guide: (doc?.guide?.nodes ?? []).map((n) => ({ ...n, prompt: promptToText(n.prompt), buttons: n.buttons.map((b) => ({ ...b })) })),
  };
}

const clean = (rows: string[]): string[] => [...new Set(rows.map((r) => r.trim()).filter(Boolean))];

/** The document admin/kb/save gets: the draft over the stored record, minus what the server keeps itself (votes, times). */
export function draftToDoc(d: Draft, stored: KbDoc | null): KbDoc {
  const { upVotes: _u, downVotes: _d, createdAt: _c, updatedAt: _t, ...kept } = stored ?? ({} as KbDoc);
  const guide = d.guide.length ? {
    nodes: d.guide.map((n) => ({
      nodeId: n.nodeId.trim(), prompt: promptToHtml(n.prompt),
      buttons: n.buttons.map((b) => {
        const out: GuideButton = { ...b, itemId: b.itemId.trim(), name: b.name.trim() };
        // a button leads to a node OR answers a document (server/robot/kb/validate.ts)
        if (out.next) delete out.docId; else delete out.next;
        if (!out.docId) delete out.docId;
        return out;
      }),
    })),
  } : null;
  return {
    ...kept, docId: d.docId.trim(), question: d.question.trim(), similarQuestions: clean(d.similar), answer: d.answer,
    category: d.category.trim(), keywords: clean(d.keywords), locale: d.locale, enabled: d.enabled, related: clean(d.related), guide,
  };
}

/** A new guide node or button id not used yet: n1, n2 … / b1, b2 … */
export function nextId(prefix: string, used: readonly string[]): string {
  for (let i = 1; ; i++) if (!used.includes(`${prefix}${i}`)) return `${prefix}${i}`;
}

export interface Place { line: number; column: number }

/** Line and column (1-based) of an offset in a text. */
export function placeOf(text: string, offset: number): Place {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split(/\r\n|\r|\n/);
  return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
}

/**
 * Where the `index`-th document of a JSON import starts (a top-level list, or the list under
 * "docs"), and, with `field`, where that document's key is. Null when the text does not say.
 */
export function jsonDocPlace(text: string, index: number, field?: string): Place | null {
  let depth = 0;
  let listDepth = -1;
  let count = -1;
  let lastKey = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      const s = text.slice(i + 1, j);
      if (depth === 1 && /^\s*:/.test(text.slice(j + 1, j + 20))) lastKey = s;
      i = j;
      continue;
    }
    if (c === '[' || c === '{') {
      if (c === '[' && listDepth < 0 && (depth === 0 || (depth === 1 && lastKey === 'docs'))) listDepth = depth + 1;
      else if (c === '{' && depth === listDepth && ++count === index) {
        const start = placeOf(text, i);
        if (!field) return start;
        const key = fieldKeyOffset(text, i, field.split(/[.[]/)[0] ?? field);
        return key === null ? start : placeOf(text, key);
      }
      depth++;
    } else if (c === ']' || c === '}') {
      depth--;
      if (c === ']' && depth + 1 === listDepth) return null;
    }
  }
  return null;
}

/** The offset of `"key":` directly inside the object starting at `start`. */
function fieldKeyOffset(text: string, start: number, key: string): number | null {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      if (depth === 1 && text.slice(i + 1, j) === key && /^\s*:/.test(text.slice(j + 1, j + 20))) return i;
      i = j;
    } else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      if (--depth === 0) return null;
    }
  }
  return null;
}

export interface ImportProblem { line: number | null; column: number | string | null; message: string }

/**
 * An import refusal placed in the file: `line 5, question: …` (CSV: the column named in the
 * header, and its number), `line 3: …`, `file: is not valid JSON (… at position 42)`,
 * `docs[3].question: …` (JSON: the document's key in the file).
 */
export function importProblem(message: string, text: string, format: 'json' | 'csv'): ImportProblem {
  let m = /^line (\d+), ([^:]+): (.*)$/s.exec(message);
  if (m) {
    const column = m[2]!;
    const header = format === 'csv' ? (text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)[0] ?? '').split(',').map((h) => h.trim().replace(/^"|"$/g, '')) : [];
    const n = header.indexOf(column.split(/[.[]/)[0]!);
    return { line: Number(m[1]), column: n >= 0 ? `${n + 1} (${column})` : column, message: m[3]! };
  }
  m = /^line (\d+): (.*)$/s.exec(message);
  if (m) return { line: Number(m[1]), column: null, message: m[2]! };
  m = /at position (\d+)/.exec(message);
  if (m) {
    const p = placeOf(text, Number(m[1]));
    return { line: p.line, column: p.column, message: message.replace(/^file: /, '') };
  }
  m = /^docs\[(\d+)\]\.([^:]+): (.*)$/s.exec(message);
  if (m) {
    const p = jsonDocPlace(text, Number(m[1]), m[2]);
    return { line: p?.line ?? null, column: p?.column ?? null, message: `${m[2]}: ${m[3]}` };
  }
  return { line: null, column: null, message };
}

/** The draft field a save refusal names (`docs[0].similarQuestions[2]: …` → similarQuestions), to show it there. */
export function refusedField(message: string): string | null {
  return /^docs\[\d+\]\.(\w+)/.exec(message)?.[1] ?? null;
}

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const UNESC: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** A guide prompt is written as plain text in the form: lines become <br>, one paragraph. */
export function promptToHtml(text: string): string {
  const t = text.trim();
  return t ? `<p>${t.replace(/[&<>"]/g, (c) => ESC[c] ?? c).replace(/\r?\n/g, '<br>')}</p>` : '';
}

/** …and the stored prompt HTML as that text. */
export function promptToText(html: string): string {
  return html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|li|h\d)>\s*<(p|div|li|h\d)[^>]*>/gi, '\n').replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, e: string) => UNESC[e] ?? ' ').trim();
}
