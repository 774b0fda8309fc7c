/**
 * The plain text of a message as the Conversations search indexes it and the list previews it
 * (docs/api.md "Conversations"): robot answers are HTML turned into text, a file is its name,
 * media and cards have no text. Whitespace runs become one space, so a phrase typed with one
 * space finds text the visitor broke over lines. Pure: the store and the migration's backfill
 * both call it, so what is indexed is the same however the row was written.
 */
import { MsgType, SenderType } from '../../protocol';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** HTML (a robot answer) to its visible text: no tags, no script or style bodies, entities decoded. */
export function htmlToText(html: string): string {
  return collapse(html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    // block ends and line breaks separate words that the markup kept apart
    .replace(/<\/?(br|p|div|li|ul|ol|tr|td|th|h[1-6]|table|section|blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+|#39);/gi, (all, name: string) => decodeEntity(all, name)));
}

function decodeEntity(all: string, name: string): string {
  const lower = name.toLowerCase();
  if (lower.startsWith('#x') || lower.startsWith('#')) {
    const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : all;
  }
  return ENTITIES[lower] ?? all;
}

export function collapse(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

/** Rich robot content is HTML, or JSON (a card, a FAQ block): the JSON's string values, else the HTML's text. */
function richText(content: string): string {
  const t = content.trim();
  if (t.startsWith('{') || t.startsWith('[')) {
    try {
      const parts: string[] = [];
      const walk = (v: unknown): void => {
        if (typeof v === 'string') parts.push(htmlToText(v));
        else if (Array.isArray(v)) v.forEach(walk);
        else if (v && typeof v === 'object') Object.values(v).forEach(walk);
      };
      walk(JSON.parse(t));
      return collapse(parts.filter((p) => p && !/^https?:\/\//.test(p)).join(' '));
    } catch {
      // not JSON after all: HTML
    }
  }
  return htmlToText(content);
}

export interface TextSource { sender_type: number; msg_type: number; msg_content: string; file_name: string | null; recall_flag?: number }

/** The text a message shows, whoever sent it ('' when it has none: a picture, a card, a recalled message). */
export function messageText(m: TextSource): string {
  if (Number(m.recall_flag ?? 0) === 1) return '';
  switch (m.msg_type) {
    case MsgType.text:
    case MsgType.replyText:
      return m.sender_type === SenderType.robot ? htmlToText(m.msg_content) : collapse(m.msg_content);
    case MsgType.robotRich:
    case MsgType.faq:
      return richText(m.msg_content);
    case MsgType.file:
      return collapse(m.file_name ?? '');
    default:
      return '';
  }
}

/** What the search indexes: the text of visitor, agent (internal notes too) and robot messages; system notices are boilerplate. */
export function searchableText(m: TextSource): string {
  if (m.sender_type !== SenderType.visitor && m.sender_type !== SenderType.agent && m.sender_type !== SenderType.robot) return '';
  return messageText(m);
}

/**
 * What `message_text.body` holds: the searchable text lower-cased by JavaScript, as the search
 * text is (snippet.ts). Both engines then match with a plain LIKE — PostgreSQL's ILIKE lower-cases
 * every row it reads, three times the cost of LIKE — and Latin letters beyond ASCII fold on SQLite too.
 */
export function indexedText(m: TextSource): string {
  return searchableText(m).toLowerCase();
}
