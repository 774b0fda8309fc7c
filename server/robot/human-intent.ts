import { HUMAN_FILLERS, HUMAN_PHRASES, IDENTITY_CUES, REQUEST_VERBS } from './human-phrases.ts';
import { normalize, segmentWords } from './text/index.ts';
import { NO_SPACE_SCRIPT } from './text/script.ts';
import { escapeRegExp as escape } from './text/regexp.ts';

/**
 * Detects an explicit request for a human agent ("转人工", "talk to a human", "オペレーター")
 * in any of the 24 locales, so the server can transfer (spec §4 menu type 1, transferAgent)
 * instead of asking the knowledge base. Only short messages that are essentially such a
 * request count: a strong phrase may come with up to `STRONG_EXTRA` other content words, a
 * weak word with none ("agent" yes, "my agent code is wrong" no).
 */
const STRONG_EXTRA = 3;
const MAX_WORDS = 12;

interface Phrase { text: string; strong: boolean; pattern: RegExp }

const PUNCT = /[^\p{L}\p{N}\p{M}\s'’-]+/gu;

// Every locale's phrases, longest first so "人工客服" is taken before "客服".
const PHRASES: Phrase[] = Object.values(HUMAN_PHRASES)
  .flatMap((p) => [...p.strong.map((t) => ({ t, strong: true })), ...p.weak.map((t) => ({ t, strong: false }))])
  // Spaced scripts: whole words only ("rep" must not fire inside "report").
  .map(({ t, strong }) => ({ text: normalize(t), strong, pattern: phrasePattern(t) }))
  .sort((a, b) => b.text.length - a.text.length);

const FILLERS = new Set(HUMAN_FILLERS.map(normalize));

/** A phrase as a pattern on normalised text: whole words in spaced scripts, anywhere otherwise. */
function phrasePattern(t: string): RegExp {
  const text = normalize(t);
  const body = escape(text);
  return NO_SPACE_SCRIPT.test(text) ? new RegExp(body, 'u') : new RegExp(`(?<![\\p{L}\\p{N}\\p{M}])${body}(?![\\p{L}\\p{N}\\p{M}])`, 'u');
}
const IDENTITY = IDENTITY_CUES.map(phrasePattern);
const VERBS = REQUEST_VERBS.map(phrasePattern);

/**
 * Does the message ask about who is answering — "are you a bot?", "你是真人吗" — rather than for a
 * human? Such a question mentions humans without asking for one (issue 10); a transfer verb
 * ("are you able to connect me to an agent") still makes it a request.
 */
export function asksAboutIdentity(message: string): boolean {
  const text = normalize(message).replace(PUNCT, ' ');
  return IDENTITY.some((p) => p.test(text)) && !VERBS.some((p) => p.test(text));
}

/** Does the text mention a human agent at all (any locale's phrase, strong or weak)? */
export function mentionsHuman(text: string): boolean {
  const t = normalize(text).replace(PUNCT, ' ');
  return PHRASES.some((p) => p.pattern.test(t));
}

/** Is this message a request to talk to a human agent? */
export function isHumanIntent(message: string, locale = 'zh'): boolean {
  let rest = normalize(message).replace(PUNCT, ' ');
  if (!rest.trim() || asksAboutIdentity(message)) return false;
  let strong = false;
  let found = false;
  for (const p of PHRASES) {
    if (!p.pattern.test(rest)) continue;
    found = true;
    strong ||= p.strong;
    rest = rest.replace(p.pattern, ' ');
  }
  if (!found) return false;
  const all = segmentWords(normalize(message), locale);
  if (all.length > MAX_WORDS) return false;
  const extra = segmentWords(rest, locale).filter((w) => !FILLERS.has(w));
  return extra.length <= (strong ? STRONG_EXTRA : 0);
}
