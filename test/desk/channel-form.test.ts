/**
 * The channel settings form's catalogue and conversions (desk/ui/admin/channel-fields.ts): every
 * init-configuration field has a home (a form control or the Advanced editor) and a label in zh
 * and en; the form sends only what changed, in the types the server checks; a refusal's field
 * is read from the server's message.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FORM_FIELDS, SECTIONS, advancedOf, changedSettings, formValuesOf, pickerValue, refusedField } from '../../desk/ui/admin/channel-fields';
import { defaultChannelConfig } from '../../server/channels/defaults';

const DESK = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../desk');
const load = (l: string) => JSON.parse(fs.readFileSync(path.join(DESK, 'locales', `${l}.json`), 'utf8')) as Record<string, string>;

describe('channel settings form', () => {
  const config = defaultChannelConfig('t1', 'c1') as unknown as Record<string, unknown>;

  it('every setting is either a form control or in the Advanced editor, never both; the names, the userForm copy and the allowed sites (the Install panel) are neither', () => {
    const form = FORM_FIELDS.map((f) => f.name);
    const advanced = Object.keys(advancedOf(config));
    assert.equal(new Set(form).size, form.length, 'no field twice in the form');
    assert.deepEqual(advanced.filter((k) => form.includes(k)), []);
    const all = Object.keys(config).filter((k) => !['tenantId', 'channelId', 'userForm', 'allowedOrigins'].includes(k)).sort();
    assert.deepEqual([...form, ...advanced].sort(), all);
    assert.deepEqual(advanced.sort(), ['autoTip', 'chatMenuConfigPlan', 'faq', 'groupConfig', 'sideBarConfig', 'sideBarList', 'userFormConfig']);
    // JSON-valued settings are shown as structures, not escaped strings
    assert.deepEqual(advancedOf(config).groupConfig, []);
  });

  it('every section, field and labelled option has a text in zh and en', () => {
    for (const locale of ['en', 'zh']) {
      const texts = load(locale);
      const keys = SECTIONS.flatMap((s) => [`channels.s.${s.id}`, ...s.fields.flatMap((f) => [
        `channels.f.${f.name}`,
        ...(f.kind === 'choice' && f.labelled ? f.options.map((o) => `channels.opt.${f.name}.${o}`) : []),
      ])]);
      assert.deepEqual(keys.filter((k) => !texts[k]), [], locale);
    }
  });

  it('an untouched form sends nothing; changes go in the server’s types', () => {
    const values = formValuesOf(config);
    assert.deepEqual(changedSettings(config, values, advancedOf(config)), {});
    const edited = { ...values, mainColor: '#0f766e', userQueueMode: true, mainWidth: '400', receiveMode: '3', userQueueMsg: 'You are number ##' };
    assert.deepEqual(changedSettings(config, edited, advancedOf(config)), {
      mainColor: '#0f766e', userQueueMode: 1, mainWidth: 400, receiveMode: 3, userQueueMsg: 'You are number ##',
    });
    // what does not fit the type goes as typed, for the server to refuse by name
    assert.deepEqual(changedSettings(config, { ...values, mainHeight: 'tall' }, advancedOf(config)), { mainHeight: 'tall' });
    // Advanced: only changed structures; a form field typed there does not override the form
    const advanced = { ...advancedOf(config), groupConfig: [{ groupId: 'g1' }], mainColor: 'red' };
    assert.deepEqual(changedSettings(config, values, advanced), { groupConfig: [{ groupId: 'g1' }] });
    // a structure deleted from the editor goes back to its default: null
    const { faq: _gone, ...withoutFaq } = advancedOf(config);
    assert.deepEqual(changedSettings(config, values, withoutFaq), { faq: null });
  });

  it('reads the refused field from the server’s message', () => {
    assert.equal(refusedField('mainColor: must be a colour (#hex, rgb(), hsl() or a named colour)'), 'mainColor');
    assert.equal(refusedField('allowedOrigins[1]: must be an origin such as https://shop.example.com'), 'allowedOrigins');
    assert.equal(refusedField('faq.showContent: must be valid JSON'), 'faq');
    assert.equal(refusedField('network'), null);
  });

  it('the colour picker gets #rrggbb', () => {
    assert.deepEqual(['#0F766E', '#abc', 'red', 'rgb(1,2,3)'].map(pickerValue), ['#0f766e', '#aabbcc', '#000000', '#000000']);
  });
});
