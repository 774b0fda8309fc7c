/**
 * An answer's words for the matcher (issue 10): the stored answer HTML (already sanitised on
 * write) as plain text, its beginning only. The matcher indexes it as one more row of its
 * entry, so a visitor asking about a detail the answer gives is matched to it.
 */

/** Characters of an answer that are indexed: the gist, and a bounded build for long answers. */
export const ANSWER_INDEXED_CHARS = 300;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Plain text of an answer: tags become spaces, the common entities their characters.
 * @example answerText('<p>Refunds take <b>3&nbsp;days</b></p>') === 'Refunds take 3 days'
 */
export function answerText(html: string, max = ANSWER_INDEXED_CHARS): string {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] !== '#') return ENTITIES[e.toLowerCase()] ?? m;
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    })
    .replace(/\s+/g, ' ')
    .trim();
  return [...text].slice(0, max).join('');
}
