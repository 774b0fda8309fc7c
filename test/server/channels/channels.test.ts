/** Channel configuration: defaults, validation on write (colours, URLs, JSON shapes), cache invalidation. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { post, useTestApp } from '../helpers';
import type { TestApp } from '../helpers';
import { Endpoints } from '../../../protocol';
import type { ChannelConfig } from '../../../protocol';
import { defaultChannelConfig, isColor, isSafeUrl } from '../../../server/channels';
import { DomainError } from '../../../server/errors';

const info = (t: TestApp, channelId: string, locale?: string) =>
  post<ChannelConfig>(t.app, Endpoints.channelInfo.path, { channelId, ...(locale ? { locale } : {}) });

/** Expects the upsert to be refused with a 400 naming `field`. */
async function refused(t: TestApp, config: Record<string, unknown>, field: RegExp, extra: Record<string, unknown> = {}): Promise<void> {
  await assert.rejects(t.services.channels.upsert({ tenantId: 'demo', channelId: 'v-chan', config, ...extra }), (err: unknown) => {
    assert.ok(err instanceof DomainError, String(err));
    assert.equal(err.kind, 'badRequest');
    assert.match(err.message, field);
    return true;
  }, JSON.stringify(config).slice(0, 200));
}

describe('channel configuration', () => {
  const t = useTestApp();

  it('a new channel serves every field with its default', async () => {
    await t.services.channels.upsert({ tenantId: 'demo', channelId: 'plain' });
    const r = await info(t, 'plain');
    assert.deepEqual(r.data, defaultChannelConfig('demo', 'plain'));
  });

  it('colours: #hex, rgb(), hsl(), named; never a style breakout', () => {
    for (const ok of ['#fff', '#1677ff', '#1677ffcc', 'rgb(1, 2, 3)', 'rgba(1,2,3,0.5)', 'hsl(120, 50%, 50%)', 'hsla(120,50%,50%,.3)', 'red', 'transparent', 'RebeccaPurple']) {
      assert.ok(isColor(ok), ok);
    }
    for (const bad of ['red;}</style><script>alert(1)</script>', 'url(javascript:x)', 'expression(alert(1))', '#12', '#12345', 'rgb(1,2)', '#fff;', ' red', 'red ', 'rgb(1,2,3);x:y', 'var(--x)', 'inherit!important']) {
      assert.ok(!isColor(bad), bad);
    }
  });

  it('URLs: http, https, mailto and server paths only', () => {
    for (const ok of ['https://example.com/a.png', 'http://x.test/?q=1', 'mailto:help@example.com', '/demo-assets/a.svg']) assert.ok(isSafeUrl(ok), ok);
    for (const bad of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>', 'vbscript:x', '//evil.example/x',
      '/\\evil.example', 'https://x.test/"onerror="alert(1)', 'ftp://x.test/', 'file:///etc/passwd', 'https://x.test/a b']) assert.ok(!isSafeUrl(bad), bad);
  });

  it('refuses bad values with a 400 naming the field, and a refused write changes nothing', async () => {
    await t.services.channels.upsert({ tenantId: 'demo', channelId: 'v-chan', config: { mainColor: '#123456' } });
    await refused(t, { mainColor: 'red;}</style><script>' }, /mainColor.*colour/);
    await refused(t, { navigationBarColor: 5 }, /navigationBarColor/);
    await refused(t, { robotIcon: 'javascript:alert(1)' }, /robotIcon.*URL/);
    await refused(t, { mainWidth: 10 }, /mainWidth/);
    await refused(t, { receiveMode: 7 }, /receiveMode/);
    await refused(t, { language: 'xx' }, /language/);
    await refused(t, { phoneRule: 'us' }, /phoneRule/);
    await refused(t, { robotHumanEntryMode: 2 }, /robotHumanEntryMode/);
    await refused(t, { robotHumanEntryMode: 'transfer' }, /robotHumanEntryMode/);
    await refused(t, { tenantId: 'other' }, /tenantId.*cannot be changed/);
    await refused(t, { noSuchField: 1 }, /noSuchField/);
    await refused(t, { noticeMsg: 'a\u0000b' }, /noticeMsg.*control/);
    await refused(t, { sideBarConfig: '{bad' }, /sideBarConfig.*JSON/);
    await refused(t, { sideBarConfig: '[]' }, /sideBarConfig.*object/);
    await refused(t, { sideBarConfig: JSON.stringify({ quickList: [{ name: 'x', link: 'javascript:alert(1)' }] }) }, /sideBarConfig\.quickList\[0\]\.link/);
    await refused(t, { sideBarConfig: JSON.stringify({ adList: [{ link: 'https://x.test' }] }) }, /adList\[0\]\.imgUrl.*required/);
    await refused(t, { userFormConfig: JSON.stringify({ formList: [{ name: 'a', fieldType: 9 }] }) }, /fieldType/);
    await refused(t, { userFormConfig: JSON.stringify({ formList: [{ name: 'a' }, { name: 'a' }] }) }, /used twice/);
    await refused(t, { groupConfig: JSON.stringify([{ groupName: 'x' }]) }, /groupConfig\[0\]\.groupId.*required/);
    await refused(t, { faq: { showType: 3, showContent: '[]' } }, /faq\.showType/);
    const deep = (n: number): unknown => (n === 0 ? { name: 'leaf' } : { name: 'n', list: [deep(n - 1)] });
    await refused(t, { faq: { showType: 1, showContent: JSON.stringify([deep(6)]) } }, /nested too deeply/);
    await refused(t, { faq: { showType: 1, showContent: JSON.stringify([{ imgUrl: 'data:image/png;base64,xx' }]) } }, /imgUrl/);
    await refused(t, { autoTip: JSON.stringify([{ btnList: [] }]) }, /autoTip\[0\]\.autoTip.*required/);
    await refused(t, { chatMenuConfigPlan: { chatMenuConfigList: [{ menuType: 2, menuName: 'x' }] } }, /menuType/);
    await refused(t, { chatMenuConfigPlan: { chatMenuConfigList: [{ menuType: 6, menuName: 'x' }] } }, /labelLink.*required/);
    await refused(t, { chatMenuConfigPlan: { chatMenuConfigList: [{ menuType: 0, menuName: 'x', color: 'red;}' }] } }, /color/);
    await refused(t, {}, /i18n\.xx/, { i18n: { xx: { titleDesc: 'x' } } });
    await refused(t, {}, /mainColor.*cannot be set here/, { i18n: { en: { mainColor: '#000' } } });
    assert.equal((await info(t, 'v-chan')).data.mainColor, '#123456');
    await assert.rejects(t.services.channels.upsert({ tenantId: 'demo', channelId: 'bad id!' }), /channelId/);
  });

  it('JSON fields are stored as canonical JSON with unknown keys dropped', async () => {
    await t.services.channels.upsert({
      tenantId: 'demo', channelId: 'v-json',
      config: { sideBarConfig: { quickFlag: true, quickList: [{ name: 'Orders', link: 'https://x.test/o', onclick: 'alert(1)' }] }, userForm: { formTitle: 'T', formList: [{ name: 'n', require: true }] } },
    });
    const c = (await info(t, 'v-json')).data;
    assert.deepEqual(JSON.parse(c.sideBarConfig!), { quickFlag: 1, quickList: [{ name: 'Orders', link: 'https://x.test/o' }] });
    assert.deepEqual(c.userForm, { formTitle: 'T', formList: [{ name: 'n', require: 1 }] });
    assert.equal(c.userFormConfig, JSON.stringify(c.userForm));
  });

  it('a write is served at once (the cache drops the channel); i18n overrides texts per locale', async () => {
    await t.services.channels.upsert({ tenantId: 'demo', channelId: 'v-cache', config: { titleDesc: 'before' } });
    assert.equal((await info(t, 'v-cache')).data.titleDesc, 'before');
    await t.services.channels.upsert({ tenantId: 'demo', channelId: 'v-cache', config: { titleDesc: 'after' }, i18n: { en: { titleDesc: 'after (en)' } } });
    assert.equal((await info(t, 'v-cache')).data.titleDesc, 'after');
    assert.equal((await info(t, 'v-cache', 'en')).data.titleDesc, 'after (en)');
    assert.equal((await info(t, 'v-cache', 'fr')).data.titleDesc, 'after (en)', 'no texts of its own: English');
    assert.equal((await info(t, 'v-cache', 'zh')).data.titleDesc, 'after', 'the channel\'s language: its own texts');
  });

  it('a channel belongs to one tenant', async () => {
    await t.services.channels.ensureTenant('other', 'Other');
    await assert.rejects(t.services.channels.upsert({ tenantId: 'other', channelId: 'demo', config: { titleDesc: 'hijack' } }), /another tenant/);
    await assert.rejects(t.services.channels.upsert({ tenantId: 'ghost', channelId: 'g1' }), /tenant ghost/);
    assert.equal((await info(t, 'demo')).data.titleDesc, '在线客服');
  });

  it('the demo channel has every feature on', async () => {
    const c = (await info(t, 'demo')).data;
    assert.equal(c.receiveMode, 0);
    assert.equal(c.noticeMode, 1);
    assert.equal(c.sideBarStatus, 1);
    const side = JSON.parse(c.sideBarConfig!) as { quickList: unknown[]; questionList: unknown[]; adList: unknown[] };
    assert.ok(side.quickList.length && side.questionList.length && side.adList.length);
    assert.deepEqual(c.userForm!.formList.map((f) => f.fieldType).sort(), [1, 1, 1, 2, 3, 4, 5, 6, 7, 8]);
    assert.deepEqual(c.chatMenuConfigPlan!.chatMenuConfigList.map((m) => m.menuType).sort(), [0, 1, 3, 4, 5, 6, 7]);
    // the chat window's features that do not block the start (server/seed/chat-channels.ts)
    assert.equal(c.userFormMode, 0, 'no pre-chat form on demo: channel `form` has it');
    assert.equal(c.commentDocMode, 1);
    assert.equal(c.faq?.showType, 2);
    assert.ok(JSON.parse(c.autoTip!).length >= 1);
    assert.equal(c.groupMode, 1);
    assert.equal(JSON.parse(c.groupConfig!).length, 2);
    for (const k of ['evaluateMode', 'leaveMsgMode', 'imageButtonFlag', 'videoButtonFlag', 'fileButtonFlag', 'tenantVersion'] as const) assert.equal(c[k], 1, k);
  });

  it('a locale the channel has no texts for reads English when the channel has it, else the channel\'s own; group names follow', async () => {
    await t.services.channels.upsert({
      tenantId: 'demo', channelId: 'langs',
      config: { language: 'zh', robotName: '小客', groupMode: 1, groupConfig: JSON.stringify([{ groupId: 'g-presales' }, { groupId: 'g-aftersales', groupName: '售后' }]) },
      i18n: { en: { robotName: 'Kefu Bot', groupConfig: JSON.stringify([{ groupId: 'g-presales', groupName: 'Pre-sales' }, { groupId: 'g-aftersales', groupName: 'After-sales' }]) } },
    });
    await t.services.channels.upsert({ tenantId: 'demo', channelId: 'zh-only', config: { language: 'zh', robotName: '小客' } });
    const name = async (channelId: string, locale: string) => (await info(t, channelId, locale)).data.robotName;
    assert.equal(await name('langs', 'en'), 'Kefu Bot');
    assert.equal(await name('langs', 'ar'), 'Kefu Bot', 'ar: English rather than Chinese');
    assert.equal(await name('langs', 'fr'), 'Kefu Bot');
    assert.equal(await name('langs', 'zh'), '小客');
    assert.equal(await name('langs', 'zh-TW'), '小客', 'another Chinese reads the channel\'s Chinese');
    assert.equal(await name('zh-only', 'ar'), '小客', 'no English: the channel\'s own');
    // the group chooser: the visitor's language names the groups (through getChannelGroup)
    const groups = async (locale: string) => {
      const start = await post<{ visitorToken: string }>(t.app, Endpoints.chatStart.path, { channelId: 'langs', locale });
      const r = await post<{ id: string; groupName: string }[]>(t.app, Endpoints.getChannelGroup.path, {}, start.data.visitorToken);
      assert.equal(r.status, 200, r.msg);
      return r.data.map((g) => g.groupName);
    };
    assert.deepEqual(await groups('ar'), ['Pre-sales', 'After-sales']);
    assert.deepEqual(await groups('zh'), ['售前咨询', '售后']);
  });
});
