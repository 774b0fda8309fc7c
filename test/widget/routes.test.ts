/**
 * spec §2 routes in page mode (the full page / iframe app): each route needs its ids — without
 * them it says what is missing and makes no request; with them it shows its screen shell. The
 * chat starts with channelInfo then chatStart. Layout is mobile only on a phone-type device
 * with a window of 800 px or less.
 */
import { expect } from 'chai';
import { ElementAttr } from '../../protocol';
import { $session } from '../../src/state';
import { loadIdentity } from '../../src/storage/identity';
import { emulateDevice, runId, sleep, waitFor, waitForAsync } from './support/env';
import { fixtureBase, fixtureLog, mountElement, resetWidget, shadow, widgetRoot } from './support/widget';

const testPageUrl = location.href;
const at = (url: string) => history.replaceState(null, '', url);

async function mountPage(url: string, answerCase = 'ok', run = runId()) {
  at(url);
  const el = mountElement({ [ElementAttr.mode]: 'page', [ElementAttr.server]: await fixtureBase(run, answerCase) });
  const root = await widgetRoot(el);
  return { el, root, run };
}

describe('routes (page mode)', () => {
  afterEach(async () => {
    await resetWidget();
    at(testPageUrl);
  });

  const missing: [string, string][] = [
    ['/chat_online/index', 'channelId'],
    ['/chat_online/index?channelId=%20', 'channelId'],
    ['/chat_online/leaveMsg?tenantId=t&userId=u', 'channelId'],
    ['/chat_online/leaveMessage?from=iframe', 'channelId'],
    ['/chat_online/question?userId=u', 'docId'],
    ['/chat_online/workorder?woId=5', 'token'],
    ['/chat_online/formData?tenantId=t', 'templateId'],
    ['/chat_online/mobileWorkorder?token=x', 'woId userId'],
  ];
  for (const [url, names] of missing) {
    it(`${url}: says "${names}" is missing and requests nothing`, async () => {
      const { el, run } = await mountPage(url);
      const alert = await waitFor(() => shadow(el).querySelector<HTMLElement>('[role="alert"][data-missing]'), 'missing-params message');
      expect(alert.dataset.missing).to.equal(names);
      expect(alert.textContent).to.contain(names.split(' ').join(', '));
      expect(alert.querySelector('h1')?.textContent).to.equal('无法打开此页面');
      expect(shadow(el).querySelector('textarea'), 'no chat').to.equal(null);
      await sleep(300);
      expect(await fixtureLog(run), 'no API call').to.deep.equal([]);
    });
  }

  // [url, heading, header title]: the leave-message page identifies the visitor (chatStart), so
  // its header shows the channel's title; the other shells do not load the channel yet
  const shells: [string, string, string][] = [
    ['/chat_online/leaveMsg?channelId=demo', '留言', 'Fixture channel'],
    ['/chat_online/leaveMessage?channelId=demo&from=iframe', '留言', 'Fixture channel'],
    ['/chat_online/question?docId=12&userId=u', '帮助文档', '在线客服'],
    ['/chat_online/workorder?woId=5&token=abc', '工单详情', '在线客服'],
    ['/chat_online/formData?tenantId=t&templateId=9', '卡片表单', '在线客服'],
    ['/chat_online/mobileWorkorder?woId=5&userId=u', '工单详情', '在线客服'],
  ];
  for (const [url, heading, title] of shells) {
    it(`${url}: shows its screen shell (lazy chunk)`, async () => {
      const { el } = await mountPage(url);
      // the page's main landmark (page mode: the document is the widget's)
      const region = await waitFor(() => shadow(el).querySelector<HTMLElement>('main[aria-labelledby]'), 'main region');
      await waitFor(() => shadow(el).getElementById(region.getAttribute('aria-labelledby') ?? '')?.textContent === heading, `heading ${heading}`);
      await waitFor(() => shadow(el).querySelector('header h1')?.textContent === title, `header ${title}`);
    });
  }

  it('/index: a loading indicator until initialised, the send button disabled', async () => {
    const { el, run } = await mountPage('/chat_online/index?channelId=demo', 'hang');
    const status = await waitFor(() => shadow(el).querySelector<HTMLElement>('[role="status"]'), 'loading indicator');
    expect(status.textContent).to.equal('加载中…');
    expect(shadow(el).querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).to.equal(true);
    expect(shadow(el).querySelector('[role="log"]')).to.not.equal(null);
    await waitForAsync(async () => (await fixtureLog(run)).length === 1, 'channelInfo sent');
  });

  it('/index: channelInfo then chatStart, identity stored, send enabled and themed', async () => {
    const { el, root, run } = await mountPage('/chat_online/index?channelId=demo&userName=Ann&groupId=3');
    await waitFor(() => $session.get().status === 'ready', 'ready');
    const log = await fixtureLog(run);
    expect(log.map((r) => r.path)).to.deep.equal(['/api/chat/visitor/channelInfo', '/api/chat/visitor/chatStart']);
    expect(log[1]?.body).to.include({ channelId: 'demo', userName: 'Ann', groupId: '3' });
    expect(await loadIdentity('tenant-ok')).to.deep.equal({ userId: 'visitor-fresh', visitorToken: 'fresh-token' });
    expect(shadow(el).querySelector('[role="status"]'), 'loading gone').to.equal(null);
    expect(shadow(el).querySelector('header h1')?.textContent).to.equal('Fixture channel');
    expect(root.style.getPropertyValue('--kefu-main-color')).to.equal('#0a7d32');

    const send = shadow(el).querySelector<HTMLButtonElement>('button[type="submit"]')!;
    const input = shadow(el).querySelector<HTMLTextAreaElement>('textarea')!;
    expect(send.disabled).to.equal(false);
    expect(getComputedStyle(send).backgroundColor, 'grey when empty').to.equal('rgb(100, 106, 115)');
    input.value = '你好';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => getComputedStyle(send).backgroundColor === 'rgb(10, 125, 50)', 'main colour when filled');
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    // the visitor's own message (sender 1) shows the text; the robot's welcome came first
    const bubble = await waitFor(() => shadow(el).querySelector('[role="log"] article[data-sender="1"]'), 'sent text');
    expect(bubble.textContent).to.contain('你好');
    await waitFor(() => input.value === '' && getComputedStyle(send).backgroundColor === 'rgb(100, 106, 115)', 'cleared');
  });

  it('/index: re-login after a 401 goes to /chat_online/index keeping channelId and the embedding', async () => {
    const { el } = await mountPage('/chat_online/index?channelId=demo&from=iframe&parentOrigin=http%3A%2F%2Fhost.example&userName=Ann', '401');
    const dialog = await waitFor(() => shadow(el).querySelector<HTMLElement>('[role="alertdialog"]'), 'dialog');
    [...dialog.querySelectorAll('button')].find((b) => b.textContent === '重新登录')?.click();
    await waitFor(() => !location.search.includes('userName'), 'navigated');
    expect(location.pathname).to.equal('/chat_online/index');
    const q = new URLSearchParams(location.search);
    expect(Object.fromEntries(q)).to.deep.equal({ channelId: 'demo', from: 'iframe', parentOrigin: 'http://host.example' });
  });
});

describe('layout (spec §2: phone-type device and width ≤ 800 px)', () => {
  afterEach(async () => {
    await emulateDevice({ phone: false, width: 800, height: 600 });
    await resetWidget();
    at(testPageUrl);
  });

  it('desktop with a fine pointer, whatever the width', async () => {
    await emulateDevice({ phone: false, width: 500, height: 700 });
    const { root } = await mountPage('/chat_online/index?channelId=demo', 'hang');
    expect(root.dataset.layout).to.equal('desktop');
  });

  it('mobile on a phone 390 px wide, desktop again when that device is wider than 800 px', async () => {
    await emulateDevice({ phone: true, width: 390, height: 844 });
    expect(matchMedia('(pointer: coarse)').matches, 'emulated coarse pointer').to.equal(true);
    const { root } = await mountPage('/chat_online/index?channelId=demo', 'hang');
    await waitFor(() => root.dataset.layout === 'mobile', 'mobile');
    await emulateDevice({ phone: true, width: 1024, height: 768 });
    await waitFor(() => root.dataset.layout === 'desktop', 'desktop above 800 px');
    await emulateDevice({ phone: true, width: 800, height: 1000 });
    await waitFor(() => root.dataset.layout === 'mobile', 'mobile at exactly 800 px');
  });

  it('/leaveMessage (iframe variant) is always mobile', async () => {
    const { root } = await mountPage('/chat_online/leaveMessage?channelId=demo&from=iframe');
    expect(root.dataset.layout).to.equal('mobile');
  });
});

describe('element attributes after the start', () => {
  afterEach(resetWidget);

  it('a new locale switches the texts without restarting the chat; a new channel-id restarts it', async () => {
    const run = runId();
    const el = mountElement({ [ElementAttr.channelId]: 'demo', [ElementAttr.server]: await fixtureBase(run, 'ok') });
    await widgetRoot(el);
    await waitFor(() => $session.get().status === 'ready', 'ready');
    expect((await fixtureLog(run)).map((r) => (r.body as { locale?: string }).locale)).to.deep.equal(['zh', 'zh']);

    el.setAttribute(ElementAttr.locale, 'en');
    await waitFor(() => shadow(el).querySelector('button[type="submit"]')?.textContent === 'Send', 'English');
    await sleep(200);
    expect($session.get().status).to.equal('ready');
    // spec §4 updateUser: the server hears of the new locale (resetUser); the chat does not restart
    const starts = async () => (await fixtureLog(run)).filter((r) => !r.path.endsWith('/resetUser'));
    expect(await starts(), 'no new start').to.have.length(2);
    expect((await fixtureLog(run)).find((r) => r.path.endsWith('/resetUser'))?.body).to.include({ locale: 'en' });

    el.setAttribute(ElementAttr.channelId, 'other');
    await waitForAsync(async () => (await starts()).length === 4, 'a new start');
    const log = await starts();
    expect(log.slice(2).map((r) => [r.path.split('/').pop(), (r.body as { channelId?: string }).channelId, (r.body as { locale?: string }).locale]))
      .to.deep.equal([['channelInfo', 'other', 'en'], ['chatStart', 'other', 'en']]);
    await waitFor(() => $session.get().status === 'ready', 'ready again');
  });
});
