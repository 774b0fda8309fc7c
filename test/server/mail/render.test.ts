/** The mail templates: texts in all 24 locales, right-to-left for ar and fa, escaping, one-line subjects. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { LOCALES } from '../../../protocol';
import { MAIL_STRINGS, MAIL_TEMPLATES, MailInputError, checkVars, renderMail } from '../../../server/mail/templates';
import type { MailTemplate, TemplateVars } from '../../../server/mail/templates';

const URL_BASE = 'https://help.example.com';
const VARS: { [T in MailTemplate]: TemplateVars[T] } = {
  woCreated: { woId: 'wo-7', token: 'tk', title: 'Kettle <broken>' },
  woReplied: { woId: 'wo-7', token: 'tk', title: 'Kettle <broken>', reply: 'Send it back & we fix it' },
  woStatus: { woId: 'wo-7', token: 'tk', title: 'Kettle <broken>', status: 2 },
  woCustomerReplied: { woId: 'wo-7', title: 'Kettle <broken>', reply: 'Done "now"' },
};

describe('mail templates', () => {
  it('every one of the 24 locales has every text, with its placeholders', () => {
    assert.deepEqual(Object.keys(MAIL_STRINGS).sort(), [...LOCALES].sort());
    for (const locale of LOCALES) {
      const s = MAIL_STRINGS[locale];
      for (const tpl of MAIL_TEMPLATES) {
        assert.ok(s[tpl].subject.includes('{title}'), `${locale} ${tpl} subject`);
        assert.ok(s[tpl].intro.includes('{title}'), `${locale} ${tpl} intro`);
      }
      assert.ok(s.woStatus.intro.includes('{status}'), `${locale} woStatus intro names the status`);
      for (const text of [s.openOrder, s.openDesk, s.linkNote, s.footer, ...Object.values(s.status)]) assert.ok(text.trim(), locale);
      assert.equal(Object.keys(s.status).join(), '0,1,2,3,5', locale);
      if (locale !== 'en') assert.notEqual(s.footer, MAIL_STRINGS.en.footer, `${locale} is translated`);
    }
  });

  it('renders every template in every locale: right-to-left for ar and fa, values escaped', () => {
    for (const locale of LOCALES) {
      for (const tpl of MAIL_TEMPLATES) {
        const m = renderMail(tpl, locale, VARS[tpl], URL_BASE);
        assert.equal(m.locale, locale);
        assert.doesNotMatch(m.subject, /[\r\n]/);
        assert.ok(m.subject.includes('Kettle <broken>'), `${locale} ${tpl}: the subject is plain text`);
        const dir = locale === 'ar' || locale === 'fa' ? 'rtl' : 'ltr';
        assert.ok(m.html.includes(`<html lang="${locale}" dir="${dir}">`), `${locale} ${tpl}`);
        assert.ok(m.html.includes('Kettle &lt;broken&gt;') && !m.html.includes('<broken>'), `${locale} ${tpl}: escaped`);
        assert.ok(m.text.includes('Kettle <broken>'), `${locale} ${tpl}: the text part as typed`);
      }
    }
  });

  it('links: the order page with its own token for the visitor, in the mail\'s language; the desk for the agent', () => {
    const visitor = renderMail('woReplied', 'en', VARS.woReplied, URL_BASE);
    assert.ok(visitor.text.includes(`${URL_BASE}/chat_online/workorder?woId=wo-7&token=tk&locale=en`));
    assert.ok(renderMail('woReplied', 'zh-TW', VARS.woReplied, URL_BASE).text.includes('&token=tk&locale=zh-TW'));
    assert.ok(visitor.html.includes('Send it back &amp; we fix it'));
    const agent = renderMail('woCustomerReplied', 'en', VARS.woCustomerReplied, URL_BASE);
    assert.ok(agent.text.includes(`${URL_BASE}/desk/`));
    assert.ok(!agent.text.includes('token='), 'no order token in an agent mail');
    assert.ok(agent.html.includes('Done &quot;now&quot;'));
  });

  it('status labels of spec §4; 99 reads as closed', () => {
    const label = (status: TemplateVars['woStatus']['status'], locale = 'en') => renderMail('woStatus', locale, { ...VARS.woStatus, status }, URL_BASE).text;
    assert.ok(label(0).includes('Not yet handled'));
    assert.ok(label(1).includes('Accepted'));
    assert.ok(label(2).includes('Waiting for your reply'));
    assert.ok(label(3).includes('Resolved'));
    assert.ok(label(5).includes('Closed'));
    assert.ok(label(99).includes('Closed'));
    assert.ok(label(99, 'zh').includes('已关闭'));
  });

  it('locales: tags are normalised, an unknown one is English', () => {
    assert.equal(renderMail('woCreated', 'xx-YY', VARS.woCreated, URL_BASE).locale, 'en');
    assert.equal(renderMail('woCreated', '', VARS.woCreated, URL_BASE).locale, 'en');
    assert.equal(renderMail('woCreated', 'zh_tw', VARS.woCreated, URL_BASE).locale, 'zh-TW');
    assert.equal(renderMail('woCreated', 'pt-BR', VARS.woCreated, URL_BASE).locale, 'pt');
    assert.ok(renderMail('woCreated', 'zh-TW', VARS.woCreated, URL_BASE).subject.startsWith('我們已收到您的工單'));
  });

  it('vars are checked and reduced to the template\'s own keys', () => {
    assert.deepEqual(checkVars('woCreated', { ...VARS.woCreated, internalNote: 'secret' }), VARS.woCreated);
    assert.throws(() => checkVars('woStatus', { ...VARS.woStatus, status: 4 }), MailInputError);
    assert.throws(() => checkVars('woCreated', { ...VARS.woCreated, token: '' }), MailInputError);
    assert.throws(() => checkVars('woReplied', { ...VARS.woReplied, reply: 42 }), MailInputError);
    assert.throws(() => checkVars('nope' as MailTemplate, VARS.woCreated), MailInputError);
    const long = checkVars('woReplied', { ...VARS.woReplied, reply: 'x'.repeat(30_000) });
    assert.equal([...long.reply].length, 20_000, 'a very long reply is cut, not refused');
  });
});
