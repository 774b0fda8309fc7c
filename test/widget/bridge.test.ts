/**
 * The embedding bridge, widget side (DESIGN §4, spec §4, security-cases "Embedding"):
 * iframe mode accepts only messages from window.parent AND the parent origin the loader named,
 * posts only to that origin and never identifiers or tokens; element mode uses methods and DOM
 * events on <kefu-chat>.
 */
import { expect } from 'chai';
import { BRIDGE_NS, BRIDGE_VERSION, ElementAttr, ElementEvent, ElementMethod, FromParam, PARENT_ORIGIN_PARAM, SenderType } from '../../protocol';
import { connectBridge, countIncoming, showWidget } from '../../src/bridge';
import { exactOrigin, launchFrom } from '../../src/launch';
import { $locale, $unread, $visible, $visitorInfo } from '../../src/state';
import { runId, sleep, waitFor } from './support/env';
import { fixtureBase, mountElement, resetWidget, shadow, widgetRoot } from './support/widget';

const HOST = 'http://host.example';

interface Posted { message: unknown; targetOrigin: unknown }

/** The test page is top level, so window.parent is window: record what is posted to it. */
function recordPosts(): { posted: Posted[]; restore: () => void } {
  const posted: Posted[] = [];
  const own = Object.getOwnPropertyDescriptor(window, 'postMessage');
  (window as { postMessage: unknown }).postMessage = (message: unknown, targetOrigin: unknown) => {
    posted.push({ message, targetOrigin });
  };
  return {
    posted,
    restore: () => {
      if (own) Object.defineProperty(window, 'postMessage', own);
      else delete (window as { postMessage?: unknown }).postMessage;
    },
  };
}

const msg = (type: string, data?: unknown) => ({ ns: BRIDGE_NS, v: BRIDGE_VERSION, type, ...(data === undefined ? {} : { data }) });

function deliver(data: unknown, origin: string, source: MessageEventSource | null = window.parent): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

describe('bridge, iframe mode', () => {
  let rec: ReturnType<typeof recordPosts>;
  let disconnect: () => void;

  beforeEach(() => {
    rec = recordPosts();
    disconnect = connectBridge({ element: null, iframe: true, parentOrigin: HOST });
  });
  afterEach(async () => {
    disconnect();
    rec.restore();
    await resetWidget();
  });

  it('ignores a message from a foreign origin', async () => {
    deliver(msg('updateUser', { locale: 'ar', userName: 'Mallory' }), 'http://evil.example');
    await sleep(200);
    expect($locale.get()).to.equal('zh');
    expect($visitorInfo.get()).to.deep.equal({});
  });

  it('ignores a message with the right origin that does not come from window.parent', async () => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    try {
      deliver(msg('updateUser', { locale: 'ar' }), HOST, frame.contentWindow);
      deliver(msg('updateUser', { locale: 'ar' }), HOST, null);
      await sleep(200);
      expect($locale.get()).to.equal('zh');
    } finally {
      frame.remove();
    }
  });

  it('ignores malformed, foreign-namespace and other-version messages', async () => {
    deliver({ type: 'updateUser', data: { locale: 'ar' } }, HOST);
    deliver({ ns: 'other', v: BRIDGE_VERSION, type: 'updateUser', data: { locale: 'ar' } }, HOST);
    deliver({ ns: BRIDGE_NS, v: 2, type: 'updateUser', data: { locale: 'ar' } }, HOST);
    deliver('{"ns":"kefu","v":1,"type":"updateUser","data":{"locale":"ar"}}', HOST);
    await sleep(200);
    expect($locale.get()).to.equal('zh');
  });

  it('a valid updateUser changes the locale at once and the visitor info', async () => {
    deliver(msg('updateUser', { locale: 'ar', userName: 'Ann', email: 'ann@example.com', phone: 13800000000 }), HOST);
    await waitFor(() => $locale.get() === 'ar', 'locale ar');
    expect($visitorInfo.get()).to.deep.equal({ userName: 'Ann', email: 'ann@example.com' });
  });

  it('showIframe resets unread and posts kld_num 0 to the parent origin only', async () => {
    $visible.set(false);
    countIncoming({ senderType: SenderType.agent, msgContent: 'hi' });
    countIncoming({ senderType: SenderType.robot, msgContent: 'hello' });
    countIncoming({ senderName: 'Agent Wang', msgContent: 'no type, a name: an agent' });
    countIncoming({ senderType: SenderType.visitor, msgContent: 'mine' });
    countIncoming({ senderType: SenderType.system, msgContent: 'notice' });
    expect($unread.get()).to.equal(3);
    expect(rec.posted.map((p) => (p.message as { data: { count: number } }).data.count)).to.deep.equal([1, 2, 3]);

    rec.posted.length = 0;
    deliver(msg('showIframe'), HOST);
    expect($unread.get()).to.equal(0);
    expect($visible.get()).to.equal(true);
    expect(rec.posted).to.deep.equal([{ message: msg('kld_num', { count: 0 }), targetOrigin: HOST }]);

    // shown again while already read: kld_num 0 is still posted, so the host's badge clears
    rec.posted.length = 0;
    deliver(msg('showIframe', { show: true }), HOST);
    expect(rec.posted).to.deep.equal([{ message: msg('kld_num', { count: 0 }), targetOrigin: HOST }]);
  });

  it('while shown, agent messages are not unread; showIframe {show:false} hides', async () => {
    countIncoming({ senderType: SenderType.agent, msgContent: 'seen' });
    expect($unread.get()).to.equal(0);
    deliver(msg('showIframe', { show: false }), HOST);
    expect($visible.get()).to.equal(false);
    countIncoming({ senderType: SenderType.agent, msgContent: 'unseen' });
    expect($unread.get()).to.equal(1);
  });

  it("never posts with '*' and never posts identifiers or tokens", async () => {
    $visible.set(false);
    countIncoming({ senderType: SenderType.agent, senderName: 'agent1', msgContent: 'token abc userId 42' });
    showWidget(true);
    for (const p of rec.posted) {
      expect(p.targetOrigin).to.equal(HOST);
      expect(Object.keys(p.message as object).sort()).to.deep.equal(['data', 'ns', 'type', 'v']);
      expect(Object.keys((p.message as { data: object }).data)).to.deep.equal(['count']);
    }
  });

  it('without a valid parentOrigin nothing is accepted and nothing is posted', async () => {
    disconnect();
    disconnect = connectBridge({ element: null, iframe: true, parentOrigin: exactOrigin('*') });
    deliver(msg('updateUser', { locale: 'ar' }), HOST);
    deliver(msg('updateUser', { locale: 'ar' }), 'null');
    showWidget(true);
    await sleep(200);
    expect($locale.get()).to.equal('zh');
    expect(rec.posted).to.deep.equal([]);
  });
});

describe('bridge launch parameters', () => {
  const loc = (search: string) => ({ pathname: '/chat_online/index', search, origin: 'http://127.0.0.1:8080' });

  it('reads from=iframe and the exact parentOrigin the loader adds', () => {
    const launch = launchFrom({ mode: 'page' }, loc(`?channelId=demo&from=${FromParam.iframe}&${PARENT_ORIGIN_PARAM}=${encodeURIComponent(HOST)}`));
    expect(launch.iframe).to.equal(true);
    expect(launch.parentOrigin).to.equal(HOST);
    expect(launchFrom({ mode: 'page' }, loc(`?from=${FromParam.iframeTest}&${PARENT_ORIGIN_PARAM}=${encodeURIComponent(HOST)}`)).iframe).to.equal(true);
  });

  it('refuses anything but an exact http(s) origin', () => {
    for (const bad of ['*', 'null', `${HOST}/`, `${HOST}/path`, 'javascript:alert(1)', 'HTTP://HOST.example', '']) {
      expect(exactOrigin(bad), bad).to.equal(null);
    }
    expect(exactOrigin('https://shop.example:8443')).to.equal('https://shop.example:8443');
    expect(launchFrom({ mode: 'page' }, loc('?channelId=demo&from=iframe')).parentOrigin).to.equal(null);
    expect(launchFrom({ mode: 'page' }, loc(`?channelId=demo&${PARENT_ORIGIN_PARAM}=${encodeURIComponent(HOST)}`)).parentOrigin, 'not an iframe').to.equal(null);
  });
});

describe('bridge, element mode', () => {
  afterEach(resetWidget);

  it('fires kefu:ready, kefu:unread and kefu:hide (bubbling, composed); kefuShow and kefuUpdateUser work', async () => {
    const events: { type: string; detail: unknown }[] = [];
    const names = [ElementEvent.ready, ElementEvent.unread, ElementEvent.hide];
    const listen = (e: Event) => events.push({ type: e.type, detail: (e as CustomEvent).detail });
    names.forEach((n) => document.addEventListener(n, listen));
    try {
      const el = mountElement({ [ElementAttr.channelId]: 'demo', [ElementAttr.server]: await fixtureBase(runId(), 'hang') });
      await widgetRoot(el);
      await waitFor(() => events.some((e) => e.type === ElementEvent.ready), 'kefu:ready');

      el.removeAttribute(ElementAttr.open);
      el.setAttribute(ElementAttr.open, 'false');
      expect($visible.get()).to.equal(false);
      countIncoming({ senderType: SenderType.agent, msgContent: 'hi' });
      expect(events.at(-1)).to.deep.equal({ type: ElementEvent.unread, detail: { count: 1 } });

      el[ElementMethod.show]();
      expect(events.at(-1)).to.deep.equal({ type: ElementEvent.unread, detail: { count: 0 } });
      expect($visible.get()).to.equal(true);

      el[ElementMethod.updateUser]({ locale: 'en', userName: 'Ann' });
      await waitFor(() => shadow(el).querySelector('button[type="submit"]')?.textContent === 'Send', 'English texts');
      expect($visitorInfo.get()).to.deep.equal({ userName: 'Ann' });

      const hide = shadow(el).querySelector<HTMLButtonElement>('header button[aria-label="Minimise the chat window"]');
      expect(hide?.getAttribute('aria-label')).to.equal('Minimise the chat window');
      hide?.click();
      expect(events.at(-1)?.type).to.equal(ElementEvent.hide);
      expect($visible.get()).to.equal(false);
    } finally {
      names.forEach((n) => document.removeEventListener(n, listen));
    }
  });

  it('the open attribute drives visibility: absent or "false" hides, present shows and marks read', async () => {
    const el = mountElement({ [ElementAttr.channelId]: 'demo', [ElementAttr.server]: await fixtureBase(runId(), 'hang'), [ElementAttr.open]: '' });
    await widgetRoot(el);
    expect($visible.get()).to.equal(true);
    el.setAttribute(ElementAttr.open, 'false');
    expect($visible.get()).to.equal(false);
    countIncoming({ senderType: SenderType.robot, msgContent: 'x' });
    expect($unread.get()).to.equal(1);
    el.setAttribute(ElementAttr.open, '');
    expect($unread.get()).to.equal(0);
    el.removeAttribute(ElementAttr.open);
    expect($visible.get()).to.equal(false);
  });
});
