/** SMTP_URL, MAIL_FROM, PUBLIC_URL and the mail worker's settings (server/config.ts). */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ConfigError, loadConfig } from '../../../server/config';
import { ROOT } from '../helpers';

const load = (env: Record<string, string>) => loadConfig(env, ROOT);

describe('mail configuration', () => {
  it('mail is off by default; PUBLIC_URL defaults to http://localhost:PORT', () => {
    const c = load({ PORT: '9090' });
    assert.equal(c.mail.smtpUrl, undefined);
    assert.equal(c.mail.from, undefined);
    assert.equal(c.publicUrl, 'http://localhost:9090');
    assert.equal(c.mail.pollMs, 5000);
    assert.equal(c.mail.sendTimeoutMs, 20_000);
  });

  it('takes smtp:// and smtps:// with a sender; the public URL loses its trailing slash', () => {
    const c = load({ SMTP_URL: 'smtps://u:p@mail.example.com:465', MAIL_FROM: 'Support <help@example.com>', PUBLIC_URL: 'https://help.example.com/kefu/' });
    assert.equal(c.mail.smtpUrl, 'smtps://u:p@mail.example.com:465');
    assert.equal(c.mail.from, 'Support <help@example.com>');
    assert.equal(c.publicUrl, 'https://help.example.com/kefu');
    assert.equal(load({ SMTP_URL: 'smtp://mail.example.com:587', MAIL_FROM: 'help@example.com' }).mail.from, 'help@example.com');
  });

  it('fails fast: SMTP_URL without MAIL_FROM, bad schemes, a sender with CR/LF, bad numbers', () => {
    const problem = (env: Record<string, string>, re: RegExp) => {
      assert.throws(() => load(env), (e: unknown) => e instanceof ConfigError && re.test(e.message));
    };
    problem({ SMTP_URL: 'smtp://mail.example.com' }, /MAIL_FROM is required when SMTP_URL is set/);
    problem({ SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'a@example.com' }, /SMTP_URL must start with smtp: or smtps:/);
    problem({ SMTP_URL: 'smtp://mail.example.com', MAIL_FROM: 'a@example.com\r\nBcc: x@evil.test' }, /MAIL_FROM must be/);
    problem({ SMTP_URL: 'smtp://mail.example.com', MAIL_FROM: 'not an address' }, /MAIL_FROM must be/);
    problem({ PUBLIC_URL: 'ftp://example.com' }, /PUBLIC_URL must start with http/);
    problem({ PUBLIC_URL: 'https://example.com/?a=1' }, /PUBLIC_URL must be a base URL/);
    problem({ KEFU_MAIL_POLL_MS: '10' }, /KEFU_MAIL_POLL_MS/);
    problem({ KEFU_MAIL_SEND_TIMEOUT_MS: 'soon' }, /KEFU_MAIL_SEND_TIMEOUT_MS/);
  });

  it('the SMTP password never appears in a configuration error', () => {
    assert.throws(() => load({ SMTP_URL: 'smtp://user:hunter2@mail.example.com' }), (e: unknown) => e instanceof Error && !e.message.includes('hunter2'));
  });
});
