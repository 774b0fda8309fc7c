/**
 * The BUILT widget (dist/widget) served by the real Kefu server on another origin
 * (127.0.0.1:<port>) than this host page (localhost:<wtr port>): "both embedding modes share
 * one bundle", its lazy chunks load from the server origin, and the iframe bridge talks to the
 * parent origin only. This file imports no widget source, so the page holds only the real bundle.
 */
import { expect } from 'chai';
import { BRIDGE_NS, BRIDGE_VERSION, ELEMENT_TAG, ElementAttr, FromParam, PARENT_ORIGIN_PARAM, ServePaths } from '../../src/protocol';
import { headStyles, sleep, testConfig, waitFor } from './support/env';

const importUrl = new Function('url', 'return import(url)') as (url: string) => Promise<unknown>;

interface Received { origin: string; data: unknown }

function collectMessages(): { received: Received[]; stop: () => void } {
  const received: Received[] = [];
  const onMessage = (e: MessageEvent) => received.push({ origin: e.origin, data: e.data });
  addEventListener('message', onMessage);
  return { received, stop: () => removeEventListener('message', onMessage) };
}

function frame(src: string): HTMLIFrameElement {
  const f = document.createElement('iframe');
  f.src = src;
  f.style.cssText = 'width:380px;height:600px;border:0';
  document.body.append(f);
  return f;
}

describe('built bundle on the Kefu server, host page on another origin', () => {
  afterEach(() => {
    document.querySelectorAll(`${ELEMENT_TAG}, iframe`).forEach((n) => n.remove());
  });

  it('element mode: kefu-widget.js defines <kefu-chat>, and its lazy locale chunk loads cross-origin', async () => {
    const { kefuServer } = await testConfig();
    expect(new URL(kefuServer).origin).to.not.equal(location.origin);
    const before = headStyles();
    await importUrl(`${kefuServer}${ServePaths.widgetEntry}`);
    expect(customElements.get(ELEMENT_TAG), 'element defined').to.not.equal(undefined);

    const el = document.createElement(ELEMENT_TAG);
    el.setAttribute(ElementAttr.channelId, 'demo');
    el.setAttribute(ElementAttr.locale, 'en');
    document.body.append(el);
    const send = await waitFor(() => el.shadowRoot?.querySelector('button[type="submit"]'), 'rendered element', 8000);
    expect(send.textContent).to.equal('Send');

    const chunks = performance.getEntriesByType('resource').map((r) => r.name).filter((n) => n.includes('/assets/'));
    expect(chunks.some((n) => n.startsWith(`${kefuServer}${ServePaths.widgetBase}assets/en-`)), chunks.join(' ')).to.equal(true);
    expect(headStyles(), "nothing added to the host's <head>").to.deep.equal(before);
    expect(el.shadowRoot?.adoptedStyleSheets.length).to.equal(1);
  });

  it('iframe mode: the page app posts ready and kld_num to the parent origin', async () => {
    const { kefuServer } = await testConfig();
    const messages = collectMessages();
    try {
      const src = `${kefuServer}${ServePaths.widgetBase}index?channelId=demo&from=${FromParam.iframe}&${PARENT_ORIGIN_PARAM}=${encodeURIComponent(location.origin)}`;
      const f = frame(src);
      const ready = await waitFor(() => messages.received.find((m) => (m.data as { type?: string }).type === 'ready'), 'ready from the iframe', 8000);
      expect(ready.origin).to.equal(kefuServer);
      expect(ready.data).to.deep.equal({ ns: BRIDGE_NS, v: BRIDGE_VERSION, type: 'ready' });

      f.contentWindow?.postMessage({ ns: BRIDGE_NS, v: BRIDGE_VERSION, type: 'showIframe' }, kefuServer);
      const kld = await waitFor(() => messages.received.find((m) => (m.data as { type?: string }).type === 'kld_num'), 'kld_num', 5000);
      expect(kld.origin).to.equal(kefuServer);
      expect(kld.data).to.deep.equal({ ns: BRIDGE_NS, v: BRIDGE_VERSION, type: 'kld_num', data: { count: 0 } });
    } finally {
      messages.stop();
    }
  });

  it('iframe mode: an iframe told another parent origin posts nothing to this page', async () => {
    const { kefuServer } = await testConfig();
    const messages = collectMessages();
    try {
      const src = `${kefuServer}${ServePaths.widgetBase}index?channelId=demo&from=${FromParam.iframe}&${PARENT_ORIGIN_PARAM}=${encodeURIComponent('http://other.example')}`;
      const f = frame(src);
      await new Promise((r) => f.addEventListener('load', r, { once: true }));
      f.contentWindow?.postMessage({ ns: BRIDGE_NS, v: BRIDGE_VERSION, type: 'showIframe' }, kefuServer);
      await sleep(1500);
      expect(messages.received.filter((m) => m.origin === kefuServer)).to.deep.equal([]);
    } finally {
      messages.stop();
    }
  });
});
