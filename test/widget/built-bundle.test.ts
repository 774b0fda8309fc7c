/**
 * The BUILT widget (dist/widget) served by the real Kefu server on another origin
 * (127.0.0.1:<port>) than this host page (localhost:<wtr port>): "both embedding modes share
 * one bundle", its lazy chunks load from the server origin, and the iframe bridge talks to the
 * parent origin only. This file imports no widget source, so the page holds only the real bundle.
 */
import { expect } from 'chai';
import { BRIDGE_NS, BRIDGE_VERSION, ELEMENT_TAG, ElementAttr, FromParam, PARENT_ORIGIN_PARAM, ServePaths } from '../../protocol';
import { headStyles, sleep, testConfig, waitFor, waitForAsync } from './support/env';

const importUrl = new Function('url', 'return import(url)') as (url: string) => Promise<unknown>;

interface Received { origin: string; data: unknown }

function collectMessages(): { received: Received[]; stop: () => void } {
  const received: Received[] = [];
  const onMessage = (e: MessageEvent) => received.push({ origin: e.origin, data: e.data });
  addEventListener('message', onMessage);
  return { received, stop: () => removeEventListener('message', onMessage) };
}

/** Read a key from the widget's IndexedDB store (database `kefu`, store `kv`). */
async function readIdb(key: string): Promise<unknown> {
  // never create the database here: the widget must be the one that creates it with its store
  if (!(await indexedDB.databases()).some((d) => d.name === 'kefu')) return undefined;
  return new Promise((resolve) => {
    const open = indexedDB.open('kefu');
    open.onerror = () => resolve(undefined);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('kv')) {
        db.close();
        resolve(undefined);
        return;
      }
      const req = db.transaction('kv', 'readonly').objectStore('kv').get(key);
      req.onsuccess = () => {
        db.close();
        resolve(req.result);
      };
      req.onerror = () => resolve(undefined);
    };
  });
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

  it('element mode: the chat starts against the real server (CORS, envelope, identity kept in the host origin)', async () => {
    const { kefuServer } = await testConfig();
    await importUrl(`${kefuServer}${ServePaths.widgetEntry}`);
    const el = document.createElement(ELEMENT_TAG);
    el.setAttribute(ElementAttr.channelId, 'demo');
    el.setAttribute(ElementAttr.server, kefuServer);
    document.body.append(el);
    const send = await waitFor(() => el.shadowRoot?.querySelector<HTMLButtonElement>('button[type="submit"]:not([disabled])'), 'chat started', 8000);
    expect(send).to.not.equal(null);
    const root = el.shadowRoot?.querySelector<HTMLElement>('[data-kefu-root]');
    expect(root?.style.getPropertyValue('--kefu-main-color')).to.match(/^#[0-9a-f]{6}$/i);
    // DESIGN §3: userId and visitorToken stored together, here in the host origin's `kefu` database
    const stored = await waitForAsync(() => readIdb('identity:demo') as Promise<{ value?: { userId?: string; visitorToken?: string } } | undefined>, 'stored identity');
    const identity = stored.value;
    expect(identity?.userId).to.be.a('string');
    expect(identity?.visitorToken).to.be.a('string');
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
