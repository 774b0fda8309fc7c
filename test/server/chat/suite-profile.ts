/** resetUser / resetInfo and submitUserForm (spec §5 validation; a rejected call changes nothing). */
import { it } from 'node:test';
import assert from 'node:assert/strict';
import type { TestApp } from '../helpers';
import { post } from '../helpers';
import { P, startVisitor } from './fixtures';
import type { Visitor } from './fixtures';

async function profileRow(t: TestApp, v: Visitor) {
  return t.services.deps.store.db.selectFrom('visitors').selectAll().where('user_id', '=', v.userId).executeTakeFirstOrThrow();
}

export function profileSuite(ctx: () => TestApp): void {
  it('resetUser / resetInfo change only the visitor\'s own profile fields, never status', async () => {
    const t = ctx();
    const v = await startVisitor(t.app);
    const r = await post(t.app, P.resetUser, { userName: 'Bea', email: 'bea@example.com', phone: '13912345678', locale: 'en', params: '{"a":1}', status: 2, tenantId: 'x', channelId: 'y' }, v.token);
    assert.equal(r.status, 200);
    let row = await profileRow(t, v);
    assert.deepEqual([row.user_name, row.email, row.phone, row.locale, row.params, row.status, row.tenant_id], ['Bea', 'bea@example.com', '13912345678', 'en', '{"a":1}', 1, 'demo']);
    assert.equal((await post(t.app, P.resetInfo, { userName: 'Bea B.' }, v.token)).status, 200);
    for (const bad of [{ email: 'not-an-email' }, { locale: 'xx' }, { userName: 5 }, { userName: 'a'.repeat(101) }]) {
      const b = await post(t.app, P.resetUser, bad, v.token);
      assert.equal(b.status, 400, JSON.stringify(bad));
      assert.match(b.msg, new RegExp(Object.keys(bad)[0]!));
    }
    row = await profileRow(t, v);
    assert.equal(row.user_name, 'Bea B.');
    assert.equal(row.email, 'bea@example.com');
  });

  it('submitUserForm: required fields, phone rule (cn / intl), e-mail, typed formParams; a rejected call writes nothing', async () => {
    const t = ctx();
    const v = await startVisitor(t.app);
    const submit = (b: Record<string, unknown>, who = v) => post(t.app, P.submitUserForm, b, who.token);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ phone: '13912345678' }, /userName/],
      [{ userName: '   ' }, /userName/],
      [{ userName: 'Li', phone: '12345' }, /phone.*11 digits/],
      [{ userName: 'Li', phone: '+8613912345678' }, /phone/],
      [{ userName: 'Li', email: 'li@' }, /email/],
      [{ userName: 'Li', formParams: '{bad json' }, /formParams/],
      [{ userName: 'Li', formParams: JSON.stringify({ 下单日期: '2026-02-30' }) }, /下单日期.*date/],
      [{ userName: 'Li', formParams: JSON.stringify({ 预约回电: '2026-02-01 25:00' }) }, /预约回电/],
      [{ userName: 'Li', formParams: JSON.stringify({ 购买数量: 'many' }) }, /购买数量.*number/],
      [{ userName: 'Li', formParams: JSON.stringify({ 城市: 'paris' }) }, /城市.*options/],
      [{ userName: 'Li', formParams: JSON.stringify({ 感兴趣的品类: ['phones', 'cars'] }) }, /感兴趣的品类/],
      [{ userName: 'Li', formParams: '[1,2]' }, /formParams/],
    ];
    for (const [body, why] of cases) {
      const r = await submit(body);
      assert.equal(r.status, 400, JSON.stringify(body));
      assert.match(r.msg, why);
    }
    let row = await profileRow(t, v);
    assert.equal(row.form_submitted_at, null, 'rejected calls changed nothing');
    assert.equal(row.user_name, null);
    const okBody = {
      userName: 'Li Lei', phone: '13912345678', email: 'li@example.com',
      formParams: JSON.stringify({ 下单日期: '2026-02-28', 预约回电: '2026-03-01 09:30', 购买数量: '2', 城市: 'beijing', 是否会员: 'yes', 感兴趣的品类: ['phones', 'audio'], 问题描述: 'hi', unknownField: 'dropped' }),
    };
    assert.equal((await submit(okBody)).status, 200);
    row = await profileRow(t, v);
    assert.equal(row.user_name, 'Li Lei');
    assert.equal(row.phone, '13912345678');
    const params = JSON.parse(row.form_params!) as Record<string, unknown>;
    assert.equal(params.购买数量, 2);
    assert.deepEqual(params.感兴趣的品类, ['phones', 'audio']);
    assert.ok(!('unknownField' in params));
    // a channel with the international phone rule
    await t.services.channels.upsert({ tenantId: 'demo', channelId: 'demo-intl', config: { phoneRule: 'intl', userFormConfig: JSON.stringify({ formList: [{ name: 'Name', require: 1, show: 1 }, { name: 'Phone', require: 1, show: 1 }, { name: 'Email', show: 0, require: 1 }] }) } });
    const w = await startVisitor(t.app, {}, undefined, 'demo-intl');
    assert.equal((await submit({ userName: 'Ann' }, w)).status, 400, 'phone required and shown');
    assert.equal((await submit({ userName: 'Ann', phone: '13912345678x' }, w)).status, 400);
    assert.equal((await submit({ userName: 'Ann', phone: '+442071838750' }, w)).status, 200, 'hidden required e-mail is not required');
  });

  it('submitUserForm: a field is found under the name the visitor\'s language shows, and stored under its own', async () => {
    const t = ctx();
    const form = (names: string[]) => JSON.stringify({ formList: names.map((name, i) => ({ name, show: 1, require: i === 0 || i === 3 ? 1 : 0 })) });
    await t.services.channels.upsert({
      tenantId: 'demo', channelId: 'demo-texts', config: { userFormConfig: form(['姓名', '电话', '邮箱', '城市']) },
      i18n: { en: { userFormConfig: form(['Name', 'Phone', 'E-mail', 'City']) } },
    });
    const en = await startVisitor(t.app, { locale: 'en' }, undefined, 'demo-texts');
    const missing = await post(t.app, P.submitUserForm, { userName: 'Ann' }, en.token);
    assert.equal(missing.status, 400);
    assert.match(missing.msg, /City/, 'the refusal names the field as shown');
    assert.equal((await post(t.app, P.submitUserForm, { userName: 'Ann', formParams: JSON.stringify({ City: 'Paris' }) }, en.token)).status, 200);
    assert.deepEqual(JSON.parse((await profileRow(t, en)).form_params!), { 城市: 'Paris' });
    const zh = await startVisitor(t.app, { locale: 'zh-CN' }, undefined, 'demo-texts');
    assert.equal((await post(t.app, P.submitUserForm, { userName: '李', formParams: JSON.stringify({ 城市: '北京' }) }, zh.token)).status, 200);
    assert.deepEqual(JSON.parse((await profileRow(t, zh)).form_params!), { 城市: '北京' });
  });
}
