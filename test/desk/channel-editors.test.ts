/**
 * The channel editors' pure parts (desk/ui/admin/channel/): list moves and their repetition in
 * each language's copy; the pre-chat form builder, FAQ and menu items to and from the stored JSON
 * (what the server keeps of it); the texts table's rows, cells, missing marks and language copies;
 * refusals mapped to the control of their field path (and their language); the contrast hint;
 * and the desk's checks giving exactly the server's answer (server/channels/validate.ts) on the
 * same values.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { FaqShowType, FieldType, MenuType } from '../../protocol';
import { applyOp, controlIdOf, getAt, moved, parsePath, pathText, setAt } from '../../desk/ui/admin/channel/paths';
import { cleanMenuItem, readFaq, readForm, writeFaq, writeForm } from '../../desk/ui/admin/channel/models';
import { columns, followBase, isMissing, localeText, missingCount, rebuild, setCell, textRows } from '../../desk/ui/admin/channel/texts-model';
import { candidates, locate, splitRefusal } from '../../desk/ui/admin/channel/refusal';
import { firstRefusal } from '../../desk/ui/admin/channel/checks';
import { contrastRatio } from '../../desk/ui/admin/channel/contrast';
import { FORM_FIELDS, SECTIONS } from '../../desk/ui/admin/channel-fields';
import { MENU_TYPES, FORM_FIELD_TYPES } from '../../desk/ui/admin/channel/models';
import { STRUCT_TEXTS } from '../../desk/ui/admin/channel/texts-model';
import { splitResets, validateChannelPatch } from '../../server/channels/validate';
import fs from 'node:fs';
import { TRANSLATABLE_FIELDS } from '../../server/channels/defaults';

const menu = (...names: string[]) => ({ chatMenuConfigList: names.map((menuName) => ({ menuType: MenuType.sendText, menuName })) });

describe('channel editors: lists', () => {
  it('moves an item up and down, ignoring moves off the ends', () => {
    assert.deepEqual(moved(['a', 'b', 'c'], 2, 0), ['c', 'a', 'b']);
    assert.deepEqual(moved(['a', 'b', 'c'], 0, 1), ['b', 'a', 'c']);
    assert.deepEqual(moved(['a', 'b', 'c'], 0, -1), ['a', 'b', 'c']);
    assert.deepEqual(moved(['a', 'b', 'c'], 2, 3), ['a', 'b', 'c']);
  });

  it('repeats a move or a removal at a path inside a structure', () => {
    const plan = menu('a', 'b', 'c');
    const names = (v: unknown) => (getAt(v, ['chatMenuConfigList']) as { menuName: string }[]).map((m) => m.menuName);
    assert.deepEqual(names(applyOp(plan, { path: ['chatMenuConfigList'], kind: 'move', from: 0, to: 2 })), ['b', 'c', 'a']);
    assert.deepEqual(names(applyOp(plan, { path: ['chatMenuConfigList'], kind: 'remove', index: 1 })), ['a', 'c']);
    assert.equal(applyOp(plan, { path: ['nothing'], kind: 'remove', index: 0 }), plan, 'no list there: unchanged');
  });

  it('paths read and write like the server names them, and name the control', () => {
    assert.deepEqual(parsePath('chatMenuConfigPlan.chatMenuConfigList[2].labelLink'), ['chatMenuConfigPlan', 'chatMenuConfigList', 2, 'labelLink']);
    assert.equal(pathText(['faq', 'showContent', 0, 'list', 1, 'docId']), 'faq.showContent[0].list[1].docId');
    assert.equal(controlIdOf(['mainColor']), 'ch-mainColor');
    assert.equal(controlIdOf(['userFormConfig', 'formList', 1, 'name']), 'ch-userFormConfig-formList-1-name');
    assert.deepEqual(setAt({ a: [{ b: 1 }] }, ['a', 0, 'c'], 2), { a: [{ b: 1, c: 2 }] });
    assert.deepEqual(setAt({ a: 1, b: 2 }, ['a'], undefined), { b: 2 });
  });
});

describe('channel editors: stored JSON', () => {
  it('the pre-chat form builder reads and writes every field type as the server stores it', () => {
    const types = [1, 2, 3, 4, 5, 6, 7, 8];
    const draft = {
      formTitle: 'Before we start',
      fields: types.map((fieldType, i) => ({
        name: `F${fieldType}`, fieldType, require: i % 2 === 0, show: i !== 1, value: fieldType === FieldType.number ? '3' : '',
        options: [{ label: 'Yes', value: '' }, { label: 'No', value: 'n' }],
      })),
    };
    const stored = writeForm(draft);
    assert.equal(stored.formList.length, 8);
    assert.deepEqual(stored.formList[0], { name: 'F1', require: 1, show: 1, fieldType: 1 }, 'no options on a text field, no empty default');
    assert.deepEqual(stored.formList[4], { name: 'F5', value: '3', require: 1, show: 1, fieldType: 5 });
    assert.deepEqual(stored.formList[5]!.options, [{ label: 'Yes', value: 'Yes' }, { label: 'No', value: 'n' }], 'an empty option value takes the label');
    assert.equal(stored.formList[1]!.show, 0);
    // the server keeps exactly this
    const kept = validateChannelPatch({ userFormConfig: stored });
    assert.deepEqual(JSON.parse(kept.userFormConfig!), stored);
    // and it reads back as the same draft (a value equal to its label reads as "the label")
    assert.deepEqual(readForm(kept.userFormConfig), { ...draft, fields: draft.fields.map((f) => ({ ...f, options: [6, 7, 8].includes(f.fieldType) ? f.options : [] })) });
    // older shapes: a bare list, flags as booleans, missing `show` means shown
    assert.deepEqual(readForm([{ name: 'Name', require: true }]).fields[0], { name: 'Name', fieldType: 1, require: true, show: true, value: '', options: [] });
    assert.deepEqual(readForm('not json'), { formTitle: '', fields: [] });
  });

  it('the FAQ reads groups and loose entries, and writes groups of {questionName, docId}', () => {
    const stored = { showType: FaqShowType.tabbed, showContent: JSON.stringify([{ name: 'Orders', list: [{ questionName: 'Track?', docId: 'd1' }] }, { questionName: 'Loose?', docId: 7 }]) };
    const draft = readFaq(stored);
    assert.deepEqual(draft, { showType: 2, groups: [{ name: 'Orders', list: [{ questionName: 'Track?', docId: 'd1' }] }, { name: '', list: [{ questionName: 'Loose?', docId: '7' }] }] });
    const written = writeFaq(draft);
    assert.deepEqual(written.showContent[0], { name: 'Orders', list: [{ questionName: 'Track?', docId: 'd1' }] });
    assert.deepEqual(JSON.parse(validateChannelPatch({ faq: written }).faq!.showContent), written.showContent);
  });

  it('a menu item keeps only its type’s fields', () => {
    const all = { menuName: 'X', msgText: 'hi', docId: 'd1', labelLink: 'https://e.example', background: '#fff', color: '' };
    assert.deepEqual(cleanMenuItem({ ...all, menuType: MenuType.sendText }), { menuType: 0, menuName: 'X', msgText: 'hi', docId: 'd1', background: '#fff' });
    assert.deepEqual(cleanMenuItem({ ...all, menuType: MenuType.openLink }), { menuType: 6, menuName: 'X', labelLink: 'https://e.example', background: '#fff' });
    assert.deepEqual(cleanMenuItem({ ...all, menuType: MenuType.localAnswer }), { menuType: 7, menuName: 'X', msgText: 'hi', background: '#fff' });
    for (const type of [MenuType.transferAgent, MenuType.closeSession, MenuType.evaluate, MenuType.leaveMessage]) {
      assert.deepEqual(cleanMenuItem({ ...all, menuType: type }), { menuType: type, menuName: 'X', background: '#fff' });
    }
  });
});

describe('channel editors: texts per language', () => {
  const base = { robotName: 'Kefu', titleDesc: '', chatMenuConfigPlan: menu('订单', '退货'), userFormConfig: { formTitle: '资料', formList: [{ name: '姓名', fieldType: 6, options: [{ label: '是', value: 'y' }] }] } };

  it('one row per text, structures included; missing texts counted per language', () => {
    const rows = textRows(base);
    const labels = rows.filter((r) => r.path.length).map((r) => `${r.field}:${pathText(r.path)}`);
    assert.deepEqual(labels, [
      'chatMenuConfigPlan:chatMenuConfigList[0].menuName', 'chatMenuConfigPlan:chatMenuConfigList[1].menuName',
      'chatMenuConfigPlan:chatMenuConfigList[0].msgText', 'chatMenuConfigPlan:chatMenuConfigList[1].msgText',
      'userFormConfig:formTitle', 'userFormConfig:formList[0].name', 'userFormConfig:formList[0].options[0].label',
    ]);
    // robotName, two menu names, the form's title, field and option: 6 (empty texts are never missing)
    assert.equal(missingCount(base, {}, 'en', rows), 6);
    assert.deepEqual(columns('zh', { fr: {} }, ['ja']), ['zh', 'en', 'fr', 'ja']);
  });

  it('a cell of a structure makes the language’s copy: the channel’s own with that text put in', () => {
    const rows = textRows(base);
    const second = rows.find((r) => r.field === 'chatMenuConfigPlan' && pathText(r.path) === 'chatMenuConfigList[1].menuName')!;
    const first = rows.find((r) => r.field === 'chatMenuConfigPlan' && pathText(r.path) === 'chatMenuConfigList[0].menuName')!;
    let texts = setCell({}, base, 'en', second, 'Returns');
    assert.deepEqual(texts.en!.chatMenuConfigPlan, menu('订单', 'Returns'), 'visitors see the untranslated one in the channel’s language');
    assert.equal(localeText(texts, base, 'en', first), '', 'a text copied from the channel’s own counts as missing');
    assert.equal(isMissing(base, texts, 'en', first), true);
    assert.equal(isMissing(base, texts, 'en', second), false);
    // a plain text; emptying the only text drops the language
    const robotName = rows.find((r) => r.field === 'robotName')!;
    texts = setCell(texts, base, 'en', robotName, 'Helper');
    assert.equal(texts.en!.robotName, 'Helper');
    assert.equal(setCell(setCell({}, base, 'en', robotName, 'x'), base, 'en', robotName, '').en, undefined, 'a language left with nothing is dropped');
    // the channel's menu reordered: the language's copy follows with its texts
    const reordered = menu('退货', '订单');
    const movedTexts = followBase({ en: { chatMenuConfigPlan: applyOp(texts.en!.chatMenuConfigPlan, { path: ['chatMenuConfigList'], kind: 'move', from: 1, to: 0 }) } }, 'chatMenuConfigPlan', reordered);
    assert.deepEqual(movedTexts.en!.chatMenuConfigPlan, menu('Returns', '订单'));
    // a language's own knowledge-base entry and address stay; a new item takes the channel's
    const zhMenu = { chatMenuConfigList: [{ menuType: 0, menuName: '退货', docId: 'return-goods' }, { menuType: 6, menuName: '帮助', labelLink: 'https://zh.example/' }] };
    const enMenu = { chatMenuConfigList: [{ menuType: 0, menuName: 'Returns', docId: 'en-return-goods' }, { menuType: 6, menuName: 'Help', labelLink: 'https://en.example/' }] };
    const grown = { chatMenuConfigList: [...zhMenu.chatMenuConfigList, { menuType: 0, menuName: '新', docId: 'new-doc' }] };
    assert.deepEqual(rebuild('chatMenuConfigPlan', grown, enMenu), { chatMenuConfigList: [...enMenu.chatMenuConfigList, { menuType: 0, menuName: '新', docId: 'new-doc' }] });
    // an item added to the channel's menu appears in every copy, in the channel's language
    assert.deepEqual(rebuild('chatMenuConfigPlan', menu('退货', '订单', '新'), menu('Returns', '订单')), menu('Returns', '订单', '新'));
  });
});

describe('channel editors: refusals find their control', () => {
  it('splits the server’s message into the path and the text', () => {
    assert.deepEqual(splitRefusal('chatMenuConfigPlan.chatMenuConfigList[2].labelLink: is required for menu type 6')?.path, ['chatMenuConfigPlan', 'chatMenuConfigList', 2, 'labelLink']);
    assert.deepEqual(splitRefusal('mainColor: must be a colour (#hex, rgb(), hsl() or a named colour)')?.path, ['mainColor']);
    assert.equal(splitRefusal('network'), null);
  });

  it('finds the language of a refused text by running the same checks, and the most specific control first', () => {
    const long = 'x'.repeat(51);
    const config = { mainColor: '#fff' };
    const i18n = { en: { robotName: 'Bot' }, fr: { robotName: long } };
    const message = validateMessage(() => validateChannelPatch(i18n.fr, TRANSLATABLE_FIELDS));
    assert.equal(message, 'robotName: must be at most 50 characters');
    const where = locate(message, config, i18n)!;
    assert.deepEqual(where, { path: ['robotName'], locale: 'fr', text: message });
    assert.deepEqual(candidates(where), ['ch-i18n-fr-robotName', 'ch-texts']);
    const inMenu = locate('chatMenuConfigPlan.chatMenuConfigList[2].labelLink: is required for menu type 6', { chatMenuConfigPlan: { chatMenuConfigList: [{}, {}, { menuType: 6, menuName: 'x' }] } }, {})!;
    assert.equal(inMenu.locale, null);
    assert.deepEqual(candidates(inMenu), [
      'ch-chatMenuConfigPlan-chatMenuConfigList-2-labelLink', 'ch-chatMenuConfigPlan-chatMenuConfigList-2',
      'ch-chatMenuConfigPlan-chatMenuConfigList', 'ch-chatMenuConfigPlan', 'ch-advanced',
    ]);
    assert.deepEqual(locate('i18n.xx: is not a supported locale', {}, {}), { path: [], locale: 'xx', text: 'i18n.xx: is not a supported locale' });
  });
});

function validateMessage(f: () => unknown): string {
  try {
    f();
    return '';
  } catch (err) {
    return (err as Error).message;
  }
}

describe('channel editors: the desk checks as the server does', () => {
  const samples: Record<string, unknown>[] = [
    { mainColor: 'red;}</style>' }, { mainColor: 'rgb(1, 2, 3)' }, { mainWidth: 100 }, { mainWidth: '400' }, { mainHeight: 300 },
    { avatar: 'javascript:alert(1)' }, { avatar: '/api/files/abc' }, { avatar: '//evil.example/x.png' }, { titleDesc: 'a\u0001b' }, { titleDesc: 'x'.repeat(101) },
    { receiveMode: 4 }, { language: 'xx' }, { language: 'ar' }, { noSuch: 1 }, { noSuch: null }, { faq: null }, { groupMode: true }, { groupMode: 2 },
    { chatMenuConfigPlan: { chatMenuConfigList: [{ menuType: 6, menuName: 'Help' }] } },
    { chatMenuConfigPlan: { chatMenuConfigList: [{ menuType: 0, menuName: 'A' }, { menuType: 6, menuName: 'B', labelLink: 'ftp://x' }] } },
    { chatMenuConfigPlan: { chatMenuConfigList: [{ menuType: 2, menuName: 'A' }] } },
    { chatMenuConfigPlan: { chatMenuConfigList: [{ menuType: 0 }] } },
    { chatMenuConfigPlan: { chatMenuConfigList: [{ menuType: 0, menuName: 'A', background: 'url(x)' }] } },
    { userFormConfig: { formList: [{ name: 'A' }, { name: 'A' }] } }, { userFormConfig: { formList: [{ fieldType: 1 }] } },
    { userFormConfig: { formList: [{ name: 'A', fieldType: 9 }] } }, { userFormConfig: { formList: [{ name: 'A', fieldType: 6, options: [{ label: 'x' }] }] } },
    { userFormConfig: '{bad' }, { userFormConfig: [{ name: 'Bare list' }] }, { userForm: { formList: [{ name: 'alias', require: 2 }] } },
    { sideBarConfig: { adList: [{ link: 'https://x.example' }] } }, { sideBarConfig: { quickList: [{ name: 'n', link: 'data:x' }] } },
    { sideBarConfig: { questionList: [{ question: 'q', docId: '' }] } }, { sideBarConfig: JSON.stringify({ adFlag: 3 }) },
    { autoTip: [{ btnList: [] }] }, { autoTip: [{ autoTip: 'hi', btnList: [{ menuType: 6, menuName: 'x' }] }] }, { autoTip: 'not a list' },
    { faq: { showType: 3 } }, { faq: { showContent: '[{"docId":{}}]' } }, { faq: { showContent: [{ list: [{ list: [{ list: [{ list: [{}] }] }] }] }] } }, { faq: { showContent: 'x' } },
    { groupConfig: [{ groupName: 'no id' }] }, { groupConfig: [{ groupId: 'g1', groupName: 'ok' }] },
    { allowedOrigins: ['https://a.example', 'https://b.example/path'] }, { allowedOrigins: 'https://a.example' },
    { userTimeoutTime: 0 }, { leaveMsgWoType: '' }, { leaveMsgWoType: {} }, { phoneRule: 'us' }, { robotHumanEntryMode: 1 },
    { mainColor: '#0f766e', userQueueMode: 1, userQueueMsg: 'You are ## in the queue' },
  ];
  const server = (config: Record<string, unknown>) => validateMessage(() => validateChannelPatch(splitResets(config).rest));

  it('same refusal (text and path) or none, for every sample', () => {
    for (const config of samples) {
      assert.equal(firstRefusal(config)?.message ?? '', server(config), JSON.stringify(config));
    }
  });

  it('a language’s texts: only the translatable settings, refused by their own path', () => {
    for (const texts of [{ robotName: 'x'.repeat(51) }, { mainColor: '#fff' }, { chatMenuConfigPlan: { chatMenuConfigList: [{ menuType: 6, menuName: 'x' }] } }, { userFormConfig: { formTitle: 'ok' } }, { robotName: null }]) {
      const expected = validateMessage(() => validateChannelPatch(texts, TRANSLATABLE_FIELDS));
      assert.equal(firstRefusal({}, { en: texts })?.message ?? '', expected, JSON.stringify(texts));
    }
    assert.equal(firstRefusal({}, { xx: {} })?.message, 'i18n.xx: is not a supported locale');
  });
});

describe('channel editors: plain words', () => {
  it('every field has a one-line explanation, every section a description, every kind and table row a name, in zh and en', () => {
    for (const locale of ['en', 'zh']) {
      const texts = JSON.parse(fs.readFileSync(new URL(`../../desk/locales/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
      const keys = [
        ...FORM_FIELDS.map((f) => `channels.h.${f.name}`),
        ...SECTIONS.map((s) => `channels.sd.${s.id}`),
        ...MENU_TYPES.map((m) => `channels.menuType.${m}`),
        ...FORM_FIELD_TYPES.map((f) => `channels.fieldType.${f}`),
        ...Object.values(STRUCT_TEXTS).flatMap((l) => l.map((r) => `channels.tr.${r.label}`)),
        ...['quickFlag', 'questionFlag', 'adFlag'].flatMap((k) => [`channels.side.${k}`, `channels.side.${k}Hint`]),
      ];
      assert.deepEqual(keys.filter((k) => !texts[k]), [], locale);
      assert.ok(!/alternative|0–9/.test(Object.entries(texts).filter(([k]) => k.startsWith('channels.')).map(([, v]) => v).join('\n')), `${locale}: no jargon left`);
    }
  });
});

describe('channel editors: contrast hint', () => {
  it('gives the WCAG ratio of two colours', () => {
    assert.equal(contrastRatio('#ffffff', '#000000'), 21);
    assert.equal(contrastRatio('#fff', '#1677ff'), 4.1);
    assert.equal(contrastRatio('#ffffff', 'rgb(15, 118, 110)'), 5.5);
    assert.equal(contrastRatio('#333333', '#ffffff'), 12.6);
    assert.equal(contrastRatio('red', '#fff'), null, 'names are worked out by the browser, not here');
  });
});
