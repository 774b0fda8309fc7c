/**
 * The knowledge-base editor's pure parts (desk/ui/admin/kb-doc-form.ts): the list call's body, a
 * document through the editor's draft and back (guide prompts as plain text), each locale named
 * in itself, and an import refusal placed in the file by line and column.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { LOCALES } from '../../protocol';
import {
  docToDraft, draftToDoc, importProblem, INITIAL_CONTROLS, jsonDocPlace, listBody, LOCALE_OPTIONS, localeName, nextId, placeOf,
  promptToHtml, promptToText, refusedField,
} from '../../desk/ui/admin/kb-doc-form';
import type { KbDoc } from '../../desk/ui/admin/kb-doc-form';

describe('knowledge-base editor', () => {
  it('the list call: empty controls are no filter; a page is an offset; the search is trimmed', () => {
    assert.deepEqual(listBody(INITIAL_CONTROLS), { sort: 'updated', offset: 0, limit: 50 });
    assert.deepEqual(listBody({ q: '  refund ', locale: 'en', category: 'orders', enabled: 'false', sort: 'votesDown', page: 2 }),
      { sort: 'votesDown', offset: 100, limit: 50, q: 'refund', locale: 'en', category: 'orders', enabled: false });
    assert.equal((listBody({ ...INITIAL_CONTROLS, q: 'x'.repeat(150) }).q as string).length, 100);
  });

  it('the 24 locales, each named in itself with its code', () => {
    assert.deepEqual(LOCALE_OPTIONS.map((o) => o.code), [...LOCALES]);
    assert.equal(localeName('ar'), 'العربية (ar)');
    assert.equal(localeName('zh'), '中文 (zh)');
    assert.equal(localeName('de'), 'Deutsch (de)');
  });

  it('a document through the draft and back: lists cleaned, votes and times left to the server, the card kept, guide prompts as text', () => {
    const doc: KbDoc = {
      docId: 'returns', question: 'How do I return?', similarQuestions: ['send back'], answer: '<p>Within <b>7</b> days.</p>', category: 'orders',
      keywords: ['return'], locale: 'en', enabled: true, related: ['refund'], card: { picture: '/x.png', title: 'T' },
      guide: { nodes: [{ nodeId: 'start', prompt: '<p>Which &amp; when?<br>Pick one</p>', buttons: [{ itemId: 'a', name: 'Store', next: 'store' }, { itemId: 'b', name: 'Refund', docId: 'refund' }] },
        { nodeId: 'store', prompt: '<p>At any store</p>', buttons: [] }] },
      upVotes: 3, downVotes: 1, createdAt: 1, updatedAt: 2,
    };
    const draft = docToDraft(doc);
    assert.equal(draft.guide[0]!.prompt, 'Which & when?\nPick one');
    draft.similar.push('  ship it back ', '', 'send back');
    draft.keywords = [' return ', 'refund', 'return'];
    draft.guide[0]!.buttons[0] = { ...draft.guide[0]!.buttons[0]!, docId: 'stale' };
    const out = draftToDoc(draft, doc);
    assert.deepEqual(out.similarQuestions, ['send back', 'ship it back']);
    assert.deepEqual(out.keywords, ['return', 'refund']);
    assert.ok(!('upVotes' in out) && !('updatedAt' in out), 'votes and times are the server\'s');
    assert.deepEqual(out.card, { picture: '/x.png', title: 'T' });
    assert.deepEqual(out.guide, { nodes: [
      { nodeId: 'start', prompt: '<p>Which &amp; when?<br>Pick one</p>', buttons: [{ itemId: 'a', name: 'Store', next: 'store' }, { itemId: 'b', name: 'Refund', docId: 'refund' }] },
      { nodeId: 'store', prompt: '<p>At any store</p>', buttons: [] },
    ] });
    assert.equal(draftToDoc({ ...draft, guide: [] }, doc).guide, null, 'no steps: no guide');
    assert.equal(docToDraft(null, 'ar').locale, 'ar');
  });

  it('guide prompts: text ↔ HTML escape markup; new ids are the first free ones', () => {
    assert.equal(promptToHtml('<b>hi</b>\nthere'), '<p>&lt;b&gt;hi&lt;/b&gt;<br>there</p>');
    assert.equal(promptToText(promptToHtml('<b>hi</b>\nthere')), '<b>hi</b>\nthere');
    assert.equal(promptToHtml('   '), '');
    assert.equal(nextId('step', ['step1', 'step3']), 'step2');
  });

  it('a save refusal names its field', () => {
    assert.equal(refusedField('docs[0].similarQuestions[2]: must not contain `|`'), 'similarQuestions');
    assert.equal(refusedField('docs[0].guide.nodes[1].buttons[0].next: names no node'), 'guide');
    assert.equal(refusedField('too many requests'), null);
  });

  it('import refusals are placed in the file: CSV line and column, JSON parser position, a JSON document\'s field', () => {
    const csv = 'docId,question,locale\nx1,Hello,en\nx2,Bye,xx\n';
    assert.deepEqual(importProblem('line 3, locale: must be one of zh, en', csv, 'csv'), { line: 3, column: '3 (locale)', message: 'must be one of zh, en' });
    assert.deepEqual(importProblem('line 4: unterminated quoted field', csv, 'csv'), { line: 4, column: null, message: 'unterminated quoted field' });
    const bad = '{\n "docs": [\n  {"docId": "a",}\n ]\n}';
    const p = importProblem(`file: is not valid JSON (Expected double-quoted property name in JSON at position ${bad.indexOf('}')})`, bad, 'json');
    assert.deepEqual([p.line, p.column], [3, 17]);
    const json = '{\n "synonyms": [["a", "b"]],\n "docs": [\n  {"docId": "a", "question": "A"},\n  {\n   "docId": "b",\n   "locale": "xx"\n  }\n ]\n}';
    assert.deepEqual(importProblem('docs[1].locale: must be one of zh', json, 'json'), { line: 7, column: 4, message: 'locale: must be one of zh' });
    assert.deepEqual(jsonDocPlace('[{"a":1},\n{"a":2}]', 1), { line: 2, column: 1 });
    assert.equal(jsonDocPlace('[{"a":1}]', 4), null);
    assert.deepEqual(placeOf('ab\r\ncd', 5), { line: 2, column: 2 });
    assert.deepEqual(importProblem('docs: must be a list', '{}', 'json'), { line: null, column: null, message: 'docs: must be a list' });
  });
});
