/**
 * Aho–Corasick and the folded matcher (issue 3 item 9): one pass finds every occurrence,
 * overlapping and nested ones included, case- and width-insensitively, with spans in the
 * original text. The automaton is checked against a naive search on random inputs.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { AhoCorasick, WordMatcher, foldWithOffsets } from '../../../server/sensitive';

const cps = (s: string): number[] => [...s].map((c) => c.codePointAt(0)!);

/** Every (pattern, start, end) by brute force. */
function naive(patterns: number[][], text: number[]): string[] {
  const out: string[] = [];
  patterns.forEach((p, i) => {
    if (p.length === 0) return;
    for (let s = 0; s + p.length <= text.length; s++) {
      if (p.every((c, k) => text[s + k] === c)) out.push(`${i}:${s}:${s + p.length}`);
    }
  });
  return out.sort();
}

describe('AhoCorasick', () => {
  it('finds overlapping and nested patterns in one pass (the classic he/she/his/hers)', () => {
    const ac = new AhoCorasick(['he', 'she', 'his', 'hers'].map(cps));
    const found = [...ac.search(cps('ushers'))].map((m) => `${m.pattern}:${m.start}:${m.end}`).sort();
    assert.deepEqual(found, ['0:2:4', '1:1:4', '3:2:6']);
  });

  it('agrees with a naive search on random patterns and texts', () => {
    const alphabet = fc.constantFrom(...'abcab'.split('').map((c) => c.codePointAt(0)!));
    fc.assert(fc.property(
      fc.array(fc.array(alphabet, { maxLength: 5 }), { maxLength: 8 }),
      fc.array(alphabet, { maxLength: 60 }),
      (patterns, text) => {
        const got = [...new AhoCorasick(patterns).search(text)].map((m) => `${m.pattern}:${m.start}:${m.end}`).sort();
        assert.deepEqual(got, naive(patterns, text));
      },
    ), { numRuns: 500 });
  });

  it('stays linear: a long text against many patterns', () => {
    const words = Array.from({ length: 5000 }, (_, i) => cps(`w${i}x`));
    const ac = new AhoCorasick(words);
    const text = cps('w1x w2x '.repeat(20_000));
    const started = process.hrtime.bigint();
    let n = 0;
    for (const _ of ac.search(text)) n++;
    assert.equal(n, 40_000);
    assert.ok(Number(process.hrtime.bigint() - started) / 1e6 < 2000);
  });
});

describe('WordMatcher (folded)', () => {
  const m = new WordMatcher(['idiot', 'Straße', '笨蛋', 'bad word', 'wor']);

  it('matches case and width variants and reports the configured spelling with original spans', () => {
    for (const text of ['You IDIOT', 'you ｉｄｉｏｔ!', 'Ｉdiot', 'iDiOt']) {
      const r = m.check(text);
      assert.deepEqual(r.words, ['idiot'], text);
      const hit = r.hits[0]!;
      assert.equal(text.slice(hit.start, hit.end).normalize('NFKC').toLowerCase(), 'idiot');
    }
    assert.deepEqual(m.check('STRASSE').words, ['Straße'], 'full case folding ß → ss');
    assert.deepEqual(m.check('你这个笨蛋').words, ['笨蛋']);
    assert.deepEqual(m.check('nothing here').words, []);
  });

  it('finds overlapping words and zero-width tricks', () => {
    const r = m.check('a BAD WORD');
    assert.deepEqual(r.words, ['bad word', 'wor']);
    assert.equal(r.hits.length, 2);
    assert.deepEqual(m.check('id\u200biot').words, ['idiot'], 'zero-width space cannot split a word');
    assert.deepEqual(m.check('i\u00addiot').words, ['idiot'], 'soft hyphen neither');
  });

  it('spans index the original UTF-16 text, emoji and all', () => {
    const text = '😀😀 ＩＤＩＯＴ 😀';
    const [hit] = m.check(text).hits;
    assert.ok(hit);
    assert.equal(text.slice(hit.start, hit.end), 'ＩＤＩＯＴ');
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), fc.string({ unit: 'grapheme', maxLength: 30 }), (pre, post) => {
      const t = `${pre}idiot${post}`;
      const hits = m.check(t).hits.filter((h) => h.word === 'idiot');
      assert.ok(hits.some((h) => t.slice(h.start, h.end) === 'idiot'), JSON.stringify(t));
    }), { numRuns: 200 });
  });

  it('folding keeps an offset for every folded code point', () => {
    const f = foldWithOffsets('Ａß😀');
    assert.deepEqual(f.cps.map((c) => String.fromCodePoint(c)).join(''), 'ass😀');
    assert.deepEqual(f.start, [0, 1, 1, 2]);
    assert.deepEqual(f.end, [1, 2, 2, 4]);
  });
});
