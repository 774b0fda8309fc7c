/**
 * src/api/url.ts serverUrl(): the server's root-relative paths (channel config quick links and
 * ads, `/api/files/<id>` uploads) resolve against the Kefu server the API client calls, not the
 * host page's origin (element mode runs on the host's origin). Only http, https and mailto URLs
 * are rendered (security-cases: configuration rendered in the widget is validated).
 */
import { expect } from 'chai';
import { ElementAttr } from '../../protocol';
import { configureApi } from '../../src/api/client';
import { serverUrl } from '../../src/api/url';
import { runId, waitFor } from './support/env';
import { fixtureBase, mountElement, resetWidget, widgetRoot } from './support/widget';

const KEFU = 'https://kefu.example:8443';

describe('serverUrl', () => {
  afterEach(async () => {
    await resetWidget();
    configureApi({ base: location.origin });
  });

  it('resolves root-relative paths against the server base of the API client', () => {
    configureApi({ base: KEFU });
    expect(serverUrl('/demo-assets/orders.svg')).to.equal(`${KEFU}/demo-assets/orders.svg`);
    expect(serverUrl('/api/files/f-123')).to.equal(`${KEFU}/api/files/f-123`);
    expect(serverUrl('  /api/files/f-123?v=2#x  ')).to.equal(`${KEFU}/api/files/f-123?v=2#x`);
    expect(serverUrl('demo-assets/ad.png')).to.equal(`${KEFU}/demo-assets/ad.png`);
    // not the host page's origin
    expect(serverUrl('/demo-assets/orders.svg')).to.not.contain(location.host);
  });

  it('keeps a server base path prefix, as the API calls do', () => {
    configureApi({ base: 'https://shop.example/kefu/' });
    expect(serverUrl('/api/files/7')).to.equal('https://shop.example/kefu/api/files/7');
    expect(serverUrl('demo-assets/a.svg')).to.equal('https://shop.example/kefu/demo-assets/a.svg');
    expect(serverUrl('/x', 'http://other.example:8080')).to.equal('http://other.example:8080/x');
  });

  it('keeps absolute http, https and mailto URLs', () => {
    configureApi({ base: KEFU });
    expect(serverUrl('https://cdn.example/banner.png')).to.equal('https://cdn.example/banner.png');
    expect(serverUrl('http://shop.example/orders?id=1')).to.equal('http://shop.example/orders?id=1');
    expect(serverUrl('HTTPS://Shop.Example/A')).to.equal('https://shop.example/A');
    expect(serverUrl('mailto:help@shop.example')).to.equal('mailto:help@shop.example');
    // protocol-relative: another host, with the server's scheme
    expect(serverUrl('//cdn.example/x.png')).to.equal('https://cdn.example/x.png');
  });

  it('gives null for every other scheme and for non-URLs, however they are written', () => {
    configureApi({ base: KEFU });
    const bad: unknown[] = [
      'javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'java\nscript:alert(1)',
      '\u0001javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'data:text/html;base64,PHNjcmlwdD4=',
      'blob:https://kefu.example/1', 'vbscript:msgbox(1)', 'file:///etc/passwd', 'ftp://files.example/a', 'tel:+8613800000000',
      'about:blank', 'http://', 'https://[bad', '', '   ', null, undefined, 42, {}, ['/x'],
    ];
    for (const value of bad) expect(serverUrl(value), JSON.stringify(value)).to.equal(null);
  });

  it('in element mode resolves against the `server` attribute, not the host page', async () => {
    const server = await fixtureBase(runId(), 'hang');
    const el = mountElement({ [ElementAttr.channelId]: 'demo', [ElementAttr.server]: server });
    await widgetRoot(el);
    await waitFor(() => serverUrl('/api/files/9')?.startsWith(server), 'the server base');
    expect(serverUrl('/api/files/9')).to.equal(`${server}/api/files/9`);
    expect(new URL(serverUrl('/demo-assets/orders.svg')!).origin).to.equal(new URL(server).origin);
    expect(new URL(server).origin).to.not.equal(location.origin);
  });
});
