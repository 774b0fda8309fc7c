/**
 * Other parties (issue 10, item 5): a visitor who names another company, brand or service —
 * "Notion怎么导出PDF", "change my vodafone plan", "钉钉密码忘了" — asks about something the
 * shop's own entry does not cover, however many words they share ("导出", "plan", "密码"). When
 * the tenant's knowledge base never mentions the name, the robot does not answer from its own
 * entry: it says it does not know and lists the nearest entries as suggestions (answer.ts). A
 * knowledge base that does mention the name ("we ship with DHL", "pay with Alipay") keeps
 * answering questions about it. Things of another trade ("电费", "train ticket": objects.ts)
 * are decided the same way.
 */
import { normalize } from '../text/normalize.ts';
import { escapeRegExp as escape } from '../text/regexp.ts';
import type { Work } from '../matcher/work.ts';
import type { RobotDoc } from '../matcher/types.ts';
import { LATIN_NAMES, SCRIPT_NAMES } from './names.ts';
import { LATIN_OBJECTS, SCRIPT_OBJECTS } from './objects.ts';

const byLength = (a: string, b: string): number => b.length - a.length;
const names = (xs: readonly string[]): string[] => [...new Set(xs.map(normalize).filter(Boolean))].sort(byLength);

// companies and brands (names.ts) and things of another trade (objects.ts) are decided alike
const WORD_NAMES = names([...LATIN_NAMES, ...LATIN_OBJECTS]);
const PLAIN_NAMES = names([...SCRIPT_NAMES, ...SCRIPT_OBJECTS]);
/**
 * whole words in spaced scripts: not inside a longer word ("uber" is not in "tuberculosis"), but
 * right next to Chinese or Japanese ("Notion怎么导出PDF")
 */
const WORD_CHAR = '[\\p{Script=Latin}\\p{Script=Cyrillic}\\p{N}]';
const WORDS = new RegExp(`(?<!${WORD_CHAR})(?:${WORD_NAMES.map(escape).join('|')})(?!${WORD_CHAR})`, 'gu');
const WORD_CHAR_RE = new RegExp(WORD_CHAR, 'u');
/** substrings in scripts without spaces; 京东 is not the 京东 of 北京东路 */
const PLAIN = new RegExp(PLAIN_NAMES.map((n) => (n === '京东' ? '(?<!北)京东' : escape(n))).join('|'), 'gu');

/** The names of other parties in already normalised text, each once. */
export function namedParties(normalized: string): string[] {
  const found = new Set<string>();
  for (const m of normalized.matchAll(WORDS)) found.add(m[0]);
  for (const m of normalized.matchAll(PLAIN)) found.add(m[0]);
  return [...found];
}

function mentions(text: string, name: string): boolean {
  const spaced = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{N}\s.&+'-]+$/u.test(name);
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    if (!spaced) return true;
    const before = text[at - 1] ?? ' ';
    const after = text[at + name.length] ?? ' ';
    if (!WORD_CHAR_RE.test(before) && !WORD_CHAR_RE.test(after)) return true;
  }
  return false;
}

/** Everything a knowledge base says, where a name it mentions may be: questions, keywords, answers. */
export function kbTexts(docs: readonly RobotDoc[]): string[] {
  return docs.filter((d) => d.enabled !== false).flatMap((d) => [d.question, ...(d.similarQuestions ?? []), ...(d.keywords ?? []), d.answerText ?? '']);
}

/** What one tenant's knowledge base says about other parties (built with its index). */
export class OtherParties {
  private readonly known = new Map<string, boolean>();
  private readonly text: string;

  /**
   * @param texts every question, similar question, keyword and answer of the knowledge base
   * @param normalized the texts are normalised already (a sliced build does it in parts)
   */
  constructor(texts: Iterable<string>, normalized = false) {
    const all: string[] = [];
    for (const t of texts) all.push(normalized ? t : normalize(t));
    // one string, searched lazily per name the visitors actually use (cached)
    this.text = all.join('\n');
  }

  /** The same, as resumable work: 10,000 entries with long answers take about 50 ms to normalise. */
  static *buildWork(texts: readonly string[]): Work<OtherParties> {
    const out: string[] = [];
    for (let i = 0; i < texts.length; i += 500) {
      for (const t of texts.slice(i, i + 500)) out.push(normalize(t));
      yield;
    }
    return new OtherParties(out, true);
  }

  /**
   * The other parties the question names that the knowledge base never mentions.
   * @example new OtherParties(['How do I reset my password?']).foreign('slack password reset') // ['slack']
   */
  foreign(question: string): string[] {
    return namedParties(normalize(question)).filter((name) => {
      let k = this.known.get(name);
      if (k === undefined) {
        k = mentions(this.text, name);
        this.known.set(name, k);
      }
      return !k;
    });
  }
}
