/** Knowledge-base building blocks without a server: CSV, validation, the sanitiser. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { guardFormula, isSafeUrl, parseCsv, sanitizeAnswer, toCsv, unguardFormula } from '../../../server/robot';
import { EMPTY_SETTINGS } from '../../../server/robot/kb/store';
import { exportKb, parseImport } from '../../../server/robot/kb/transfer';
import type { KbDoc } from '../../../server/robot/kb/types';
import { validateDoc, validateDocs, validateSettings } from '../../../server/robot/kb/validate';
import { DANGEROUS, HOSTILE_ANSWER } from './routes-kit';

const name = (f: string) => `docs[0].${f}`;
const doc = (extra: Record<string, unknown>) => ({ docId: 'd1', question: 'Q?', answer: '<p>A</p>', ...extra });

describe('CSV (RFC 4180)', () => {
  it('parses quotes, doubled quotes, commas, CRLF and multi-line cells, with start lines', () => {
    const text = '\ufeffa,b,c\r\n1,"x, ""y""",3\r\n\r\n"multi\nline",,"last\r\nrow"\n';
    assert.deepEqual(parseCsv(text), [
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['1', 'x, "y"', '3'] },
      { line: 4, fields: ['multi\nline', '', 'last\r\nrow'] },
    ]);
    assert.deepEqual(parseCsv('a,b'), [{ line: 1, fields: ['a', 'b'] }]);
    assert.deepEqual(parseCsv(''), []);
  });

  it('refuses malformed quoting, naming the line', () => {
    assert.throws(() => parseCsv('a,b\n1,"open\n2,3\n'), /line 2: a quoted field is not closed/);
    assert.throws(() => parseCsv('a,b\n1,x"y\n'), /line 2: a quote inside an unquoted field/);
    assert.throws(() => parseCsv('a,b\n\n"x"y,1\n'), /line 3: text after a closing quote/);
  });

  it('toCsv then parseCsv gives the rows back (property)', () => {
    const cell = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('"', ',', '\n', '\r\n', ' x ', '""', 'a"b'));
    fc.assert(fc.property(fc.array(fc.array(cell, { minLength: 2, maxLength: 5 }), { maxLength: 6 }), (rows) => {
      assert.deepEqual(parseCsv(toCsv(rows)).map((r) => r.fields), rows);
    }), { numRuns: 200 });
  });
});

describe('CSV formula-injection guard', () => {
  const risky = ['=HYPERLINK("http://evil.example","click")', '+1 800 CALL', '-2+3', '@SUM(A1)', '\tx', "'=already guarded", "''", "'Tis the season"];

  it('an exported cell a spreadsheet would evaluate starts with an apostrophe; import gives the text back', () => {
    const docs: KbDoc[] = [{
      docId: 'd1', question: risky[0] as string, similarQuestions: ['-5 stars?', '=1+1'], answer: '<p>=cmd|calc</p>', category: '@cat',
      keywords: ['+k'], locale: 'en', enabled: true, related: [], guide: null, card: null,
    }];
    const csv = exportKb({ docs, settings: EMPTY_SETTINGS }, 'csv');
    const [header, row] = parseCsv(csv);
    for (const cell of row?.fields ?? []) assert.doesNotMatch(cell, /^[=+\-@\t\r]/, cell);
    assert.equal(row?.fields[header?.fields.indexOf('question') ?? -1], `'${risky[0] as string}`);
    const back = parseImport(csv, 'csv').docs[0] as Record<string, string>;
    assert.equal(back.question, risky[0]);
    assert.equal(back.similarQuestions, '-5 stars?\n=1+1');
    assert.equal(back.answer, '<p>=cmd|calc</p>');
    assert.equal(back.category, '@cat');
  });

  it('unguardFormula inverts guardFormula for any text (property), and guarded text never starts a formula', () => {
    const text = fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(...risky), fc.tuple(fc.constantFrom("'", "''", '=', '+', '-', '@', '\t', '\r'), fc.string({ maxLength: 4 })).map(([a, b]) => a + b));
    fc.assert(fc.property(text, (t) => {
      assert.equal(unguardFormula(guardFormula(t)), t);
      assert.doesNotMatch(guardFormula(t), /^[=+\-@\t\r]/);
    }), { numRuns: 500 });
    assert.equal(guardFormula("'Tis the season"), "'Tis the season");
  });
});

describe('document validation', () => {
  it('accepts lists as arrays or `|`/newline strings, trims, drops duplicates and the question itself', () => {
    const d = validateDoc(doc({ docId: 42, similarQuestions: ' a | b\nQ?|a ', keywords: ['k', 'k'], enabled: '0', related: 'd2|d1' }), name);
    assert.equal(d.docId, '42');
    assert.deepEqual(d.similarQuestions, ['a', 'b']);
    assert.deepEqual(d.keywords, ['k']);
    assert.equal(d.enabled, false);
    assert.deepEqual(d.related, ['d2', 'd1']);
    assert.equal(d.locale, 'zh');
  });

  it('names the field and the rule', () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ docId: 'bad id!' }, /docs\[0\]\.docId: must be a docId/],
      [{ question: '' }, /docs\[0\]\.question: must not be empty/],
      [{ question: 'a\u0000b' }, /question: must be one line without control characters/],
      [{ question: 'x'.repeat(201) }, /question: must be at most 200 characters/],
      [{ question: '\ud800' }, /question: must be valid Unicode/],
      [{ similarQuestions: [1, {}] }, /similarQuestions\[1\]: must be a string/],
      [{ locale: 'xx' }, /locale: must be one of zh, en/],
      [{ enabled: 'maybe' }, /enabled: must be true or false/],
      [{ answer: 'x'.repeat(20_001) }, /answer: must be at most 20000 characters/],
      [{ card: { picture: 'javascript:alert(1)', title: 't' } }, /card\.picture: must be an http\(s\) URL or a path starting with \//],
      [{ card: '{"picture":"/a.svg"}' }, /card\.title: is required/],
      [{ card: '{not json' }, /card: must be valid JSON/],
      [{ guide: { nodes: [] } }, /guide\.nodes: must be a non-empty list/],
      [{ guide: { nodes: [{ nodeId: 'a', prompt: 'p', buttons: [{ itemId: 'x', name: 'X', next: 'b' }] }] } }, /guide\.nodes\[0\]\.buttons\[0\]\.next: names no node of this guide \("b"\)/],
      [{ guide: { nodes: [{ nodeId: 'a', prompt: 'p' }, { nodeId: 'a', prompt: 'q' }] } }, /guide\.nodes\[1\]\.nodeId: "a" is used twice/],
      [{ guide: { nodes: [{ nodeId: 'a', buttons: [{ itemId: 'x', name: 'X', next: 'a' }, { itemId: 'x', name: 'Y', next: 'a' }] }] } }, /buttons\[1\]\.itemId: "x" is used twice in this node/],
      [{ guide: { nodes: [{ nodeId: 'a', buttons: [{ itemId: 'x', name: 'X' }] }] } }, /buttons\[0\]: needs `next`/],
      [{ answer: '<script>x</script>' }, /answer: is required/],
    ];
    for (const [extra, re] of cases) assert.throws(() => validateDoc(doc(extra), name), re, JSON.stringify(extra));
  });

  it('checks a batch: unique docIds and resolvable references', () => {
    const n = (i: number) => (f: string) => `docs[${i}].${f}`;
    assert.throws(() => validateDocs([doc({}), doc({})], n), /docs\[1\]\.docId: "d1" appears twice/);
    assert.throws(() => validateDocs([doc({ related: ['zz'] })], n, new Set()), /docs\[0\]\.related\[0\]: names no document/);
    const guide = { nodes: [{ nodeId: 'a', prompt: 'p', buttons: [{ itemId: 'x', name: 'X', docId: 'd2' }] }] };
    assert.throws(() => validateDocs([doc({ guide })], n, new Set()), /guide\.nodes\[0\]\.buttons\[0\]\.docId: names no document/);
    assert.equal(validateDocs([doc({ guide }), doc({ docId: 'd2' })], n, new Set()).length, 2);
    assert.equal(validateDocs([doc({ guide })], n, new Set(['d2'])).length, 1);
  });

  it('validates settings', () => {
    const base = { synonyms: [], thresholds: {}, unknownText: {} };
    assert.deepEqual(validateSettings({ synonyms: [['退款', '退钱']], thresholds: { unknownBelow: 0.4, guideSize: 3 } }, base).thresholds, { unknownBelow: 0.4, guideSize: 3 });
    assert.throws(() => validateSettings({ thresholds: { unknownBelow: 2 } }, base), /thresholds\.unknownBelow: must be a number from 0 to 1/);
    assert.throws(() => validateSettings({ synonyms: [['only']] }, base), /synonyms\[0\]: needs at least two phrasings/);
    assert.throws(() => validateSettings({ unknownText: { xx: 'a' } }, base), /unknownText\.xx: is not one of the 24 locales/);
    assert.equal(validateSettings({ unknownText: { en: '<img src=x onerror=alert(1)>ok' } }, base).unknownText.en, 'ok');
  });
});

describe('answer sanitiser', () => {
  it('keeps formatting, lists, tables, safe links and images', () => {
    const html = '<p><strong>b</strong> <em>i</em></p><ul><li>x</li></ul><table><tr><td colspan="2">c</td></tr></table><img src="/demo-assets/orders.svg" alt="o" /><a href="mailto:a@b.co">m</a>';
    assert.equal(sanitizeAnswer(html), html.replace('<a href="mailto:a@b.co">', '<a href="mailto:a@b.co" target="_blank" rel="noopener noreferrer">'));
  });

  it('makes every vector of the security cases inert', () => {
    const out = sanitizeAnswer(HOSTILE_ANSWER);
    for (const re of DANGEROUS) assert.doesNotMatch(out, re);
  });

  it('never lets an event handler, a script URL or a dangerous tag through (property)', () => {
    const tag = fc.constantFrom('a', 'img', 'svg', 'math', 'style', 'script', 'iframe', 'p', 'div', 'form', 'base', 'meta', 'table', 'object', 'template', 'noscript', 'textarea', 'title', 'mglyph', 'xmp');
    const attr = fc.constantFrom('href', 'src', 'onerror', 'onload', 'style', 'action', 'formaction', 'srcdoc', 'xlink:href', 'poster', 'data-link', 'background', 'ONCLICK');
    const value = fc.constantFrom('javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\tscript:x', '&#106;avascript:x', 'data:text/html,<script>1</script>', '//evil.com', 'x', '"><script>1</script>', 'https://ok.example', 'vbscript:x');
    const piece = fc.oneof(
      fc.tuple(tag, attr, value).map(([t, a, v]) => `<${t} ${a}="${v}">`),
      fc.tuple(tag, attr, value).map(([t, a, v]) => `<${t} ${a}=${v}>`),
      tag.map((t) => `</${t}>`),
      fc.constantFrom('<!--', '-->', '<![CDATA[', ']]>', '"', "'", '<', '>', 'text', '<img src=x onerror=alert(1)//'),
    );
    fc.assert(fc.property(fc.array(piece, { maxLength: 25 }), (parts) => {
      const out = sanitizeAnswer(parts.join(''));
      assert.doesNotMatch(out, /<(script|style|iframe|svg|math|form|base|meta|object|template|textarea|title|xmp)\b/i);
      assert.doesNotMatch(out, /\son[a-z]+\s*=/i);
      assert.doesNotMatch(out, /(href|src|data-link)="\s*(javascript|vbscript|data):/i);
      assert.doesNotMatch(out, /(href|src)="\/\//);
    }), { numRuns: 300 });
  });

  it('URLs: http, https, mailto and root-relative paths only', () => {
    for (const ok of ['https://a.example/x', 'http://a.example', 'mailto:a@b.co', '/demo-assets/x.svg']) assert.ok(isSafeUrl(ok), ok);
    for (const bad of ['javascript:alert(1)', '//evil.example', '/\\evil.example', 'data:image/png;base64,AA', 'ftp://a', 'relative/path', 'java\nscript:x', '']) assert.ok(!isSafeUrl(bad), bad);
  });
});
