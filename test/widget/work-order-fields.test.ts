/**
 * The typed fields of the work-order forms (src/chat/fields.ts; issue 25, spec §3, §5): the
 * values on the wire per type (the cascade as the path of values), the date and date-time
 * conversion, required checks, the labels shown for stored values, the attachment checks (a 4th
 * file, archives / documents / text, 11 MB) and the local ids. The pages are
 * work-order-pages.test.ts.
 */
import { expect } from 'chai';
import { FieldType } from '../../protocol';
import type { TemplateField } from '../../protocol';
import {
  attachmentRefusal, cascadeLevels, dateTimeFromInput, dateTimeToInput, displayValue, encodeFields, encodeValue,
  fromTemplate, initialValue, isEmptyValue, parseOptions, textToHtml, woLocalId,
} from '../../src/chat/fields';
import type { FieldDef } from '../../src/chat/fields';

const tpl = (fieldType: number, extra: Partial<TemplateField> = {}): FieldDef =>
  fromTemplate({ fieldId: `f${fieldType}`, fieldName: `Field ${fieldType}`, fieldType: fieldType as TemplateField['fieldType'], requiredStatus: 1, ...extra });

const TREE = JSON.stringify([
  { value: 'phone', label: 'Phone', children: [{ value: 'p1', label: 'P1' }, { value: 'p2', label: 'P2', children: [{ value: 'p2a', label: 'P2 A' }] }] },
  { value: 'tv', label: 'TV' },
]);

describe('work-order fields (src/chat/fields.ts)', () => {
  it('defaults per type: number 0, checkboxes and the cascade empty lists, others an empty string', () => {
    expect(initialValue(tpl(FieldType.number))).to.equal('0');
    expect(initialValue(tpl(FieldType.checkbox))).to.deep.equal([]);
    expect(initialValue(tpl(FieldType.cascader))).to.deep.equal([]);
    for (const type of [1, 2, 3, 4, 6, 7]) expect(initialValue(tpl(type)), `type ${type}`).to.equal('');
    expect(initialValue(tpl(FieldType.checkbox), '["a"]')).to.deep.equal(['a']);
  });

  it('encodes each type as the contract says (always a string)', () => {
    const opts = JSON.stringify([{ label: 'A', value: 'a' }, { label: 'B', value: 'b' }]);
    expect(encodeValue(tpl(1), '  text  ')).to.equal('text');
    expect(encodeValue(tpl(2), 'line 1\nline 2')).to.equal('line 1\nline 2');
    expect(encodeValue(tpl(3), '2026-02-28')).to.equal('2026-02-28');
    expect(encodeValue(tpl(4), '2026-02-28T09:05')).to.equal('2026-02-28 09:05');
    expect(encodeValue(tpl(4), '2026-02-28 09:05')).to.equal('2026-02-28 09:05');
    expect(encodeValue(tpl(5), '12.5')).to.equal('12.5');
    expect(encodeValue(tpl(5), '')).to.equal('0');
    expect(encodeValue(tpl(6, { chooseValue: opts }), 'b')).to.equal('b');
    expect(encodeValue(tpl(7, { chooseValue: opts }), 'a')).to.equal('a');
    expect(encodeValue(tpl(8, { chooseValue: opts }), [])).to.equal('[]');
    expect(encodeValue(tpl(8, { chooseValue: opts }), ['a', 'b'])).to.equal('["a","b"]');
    const cascade = tpl(9, { chooseValue: TREE });
    expect(encodeValue(cascade, ['phone', 'p2', 'p2a'])).to.equal('["phone","p2","p2a"]');
    expect(encodeValue(cascade, ['tv'])).to.equal('["tv"]');
    // an incomplete path is no value
    expect(encodeValue(cascade, ['phone'])).to.equal('[]');
    expect(encodeFields([tpl(1), tpl(8)], ['x', ['a']])).to.deep.equal([
      { fieldId: 'f1', fieldName: 'Field 1', fieldValue: 'x' },
      { fieldId: 'f8', fieldName: 'Field 8', fieldValue: '["a"]' },
    ]);
  });

  it('the cascade: one level per choice, each from the chosen parent; required means a leaf', () => {
    const cascade = tpl(9, { chooseValue: TREE });
    expect(cascadeLevels(cascade.options, []).map((l) => l.map((o) => o.value))).to.deep.equal([['phone', 'tv']]);
    expect(cascadeLevels(cascade.options, ['phone']).map((l) => l.map((o) => o.value))).to.deep.equal([['phone', 'tv'], ['p1', 'p2']]);
    expect(cascadeLevels(cascade.options, ['phone', 'p2']).map((l) => l.length)).to.deep.equal([2, 2, 1]);
    expect(isEmptyValue(cascade, ['phone'])).to.equal(true);
    expect(isEmptyValue(cascade, ['phone', 'p1'])).to.equal(false);
    expect(isEmptyValue(cascade, ['phone', 'nope'])).to.equal(true);
    // spec §3 also names the keys id / name
    expect(parseOptions('[{"id":1,"name":"One","children":[{"id":"1a","name":"One A"}]}]')).to.deep.equal([{ label: 'One', value: '1', children: [{ label: 'One A', value: '1a' }] }]);
    expect(parseOptions('not json')).to.deep.equal([]);
  });

  it('required: trimmed text, at least one checkbox', () => {
    expect(isEmptyValue(tpl(1), '   ')).to.equal(true);
    expect(isEmptyValue(tpl(8), [])).to.equal(true);
    expect(isEmptyValue(tpl(8), ['a'])).to.equal(false);
    expect(fromTemplate({ fieldId: 1, fieldName: 'n', fieldType: 1, requiredStatus: 0 }).required).to.equal(false);
  });

  it('date-time: datetime-local ⇄ yyyy-MM-dd HH:mm', () => {
    expect(dateTimeFromInput('2026-11-29T23:59')).to.equal('2026-11-29 23:59');
    expect(dateTimeFromInput('2026-11-29T23:59:30')).to.equal('2026-11-29 23:59');
    expect(dateTimeFromInput('')).to.equal('');
    expect(dateTimeToInput('2026-11-29 07:08')).to.equal('2026-11-29T07:08');
    expect(dateTimeToInput('garbage')).to.equal('');
  });

  it('shows stored values: labels when the options are known, the raw list otherwise', () => {
    const cascade = tpl(9, { chooseValue: TREE });
    expect(displayValue('["phone","p2"]', 9, cascade)).to.equal('Phone / P2');
    expect(displayValue('["phone","p2"]', 9)).to.equal('phone / p2');
    expect(displayValue('["a","b"]', 8)).to.equal('a, b');
    expect(displayValue('plain', 1)).to.equal('plain');
  });

  it('attachments: a 4th file, archives, documents, text and 11 MB are refused before sending', () => {
    const MB = 1024 * 1024;
    expect(attachmentRefusal({ name: 'a.png', size: MB }, 0)).to.equal(null);
    for (const name of ['a.gif', 'a.JPEG', 'a.jpg', 'a.bmp']) expect(attachmentRefusal({ name, size: MB }, 2), name).to.equal(null);
    expect(attachmentRefusal({ name: 'd.png', size: MB }, 3)).to.equal('tooMany');
    for (const name of ['a.zip', 'a.rar', 'a.7z', 'a.pdf', 'a.docx', 'a.xlsx', 'a.txt', 'a.svg', 'png', 'a.png.exe']) {
      expect(attachmentRefusal({ name, size: MB }, 0), name).to.equal('onlyImages');
    }
    expect(attachmentRefusal({ name: 'big.png', size: 11 * MB }, 0)).to.equal('tooLarge');
    expect(attachmentRefusal({ name: 'edge.png', size: 10_485_760 }, 0)).to.equal(null);
  });

  it('local ids: `wo` + timestamp, never the same twice; content as escaped HTML', () => {
    const a = woLocalId('wo', 1000);
    const b = woLocalId('wo', 1000);
    expect(a).to.match(/^wo\d+$/);
    expect(a).to.not.equal(b);
    expect(textToHtml('a <b>\n\nc & d')).to.equal('<p>a &lt;b&gt;</p><p><br></p><p>c &amp; d</p>');
  });
});

