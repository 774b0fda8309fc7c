/** Message text rules of spec §5, applied on the server as well as in the widget. */

/**
 * spec §5: sent text is trimmed, and the ampersand and non-breaking-space entities are
 * normalised (a rich-text input produces them). Lone surrogates become U+FFFD so what we store
 * is what both databases can hold, and a retry compares equal to the stored body.
 */
export function normaliseText(s: string): string {
  return wellFormed(s)
    .replace(/&nbsp;|\u00a0/gi, ' ')
    .replace(/&amp;/gi, '&')
    .trim();
}

/** Replaces unpaired UTF-16 surrogates with U+FFFD (String.prototype.toWellFormed, ES2024). */
export function wellFormed(s: string): string {
  return s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}

/** Characters shown as emoji by default, or pictographs forced to emoji style (not ©, ™). */
const PICTOGRAPHIC = /\p{Emoji_Presentation}|\p{Extended_Pictographic}\ufe0f/u;

/** spec §4/§6: emoji are a manual-service feature (status 2). */
export function hasEmoji(s: string): boolean {
  return PICTOGRAPHIC.test(s);
}
