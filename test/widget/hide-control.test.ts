/**
 * spec §2 "closing in a frame tells the parent window to hide it": when the widget is embedded
 * (element mode, or the loader's iframe) a hide control is always on screen — in the header
 * when there is one, else floating in the top inline-end corner — because on a small screen the
 * loader's panel covers the page and its bubble steps aside. Not in the full page without a
 * parent. In element mode Escape asks to hide too, once.
 */
import { expect } from 'chai';
import { BRIDGE_NS, BRIDGE_VERSION, ElementAttr, ElementEvent } from '../../protocol';
import { openDialog, $visible } from '../../src/state';
import { setLocale } from '../../src/i18n';
import { runId, sleep, waitFor } from './support/env';
import { fixtureBase, mountElement, resetWidget, shadow, widgetRoot } from './support/widget';

const HIDE_EN = 'Minimise the chat window';
const HOST = 'http://host.example';
const testPageUrl = location.href;

const hideControls = (el: HTMLElement) =>
  [...shadow(el).querySelectorAll<HTMLButtonElement>('button')].filter((b) => b.getAttribute('aria-label') === HIDE_EN);

/** kefu:hide events that reach the document (bubbling, composed). */
function recordHides(): { count: () => number; stop: () => void } {
  let n = 0;
  const on = () => n++;
  document.addEventListener(ElementEvent.hide, on);
  return { count: () => n, stop: () => document.removeEventListener(ElementEvent.hide, on) };
}

/** The :focus-visible rule of the widget's sheet that applies to `button`, as CSS text. */
function focusRing(el: HTMLElement, button: HTMLElement): string {
  for (const sheet of shadow(el).adoptedStyleSheets) {
    for (const rule of sheet.cssRules) {
      if (!(rule instanceof CSSStyleRule) || !rule.selectorText.includes(':focus-visible')) continue;
      const plain = rule.selectorText.replaceAll(':focus-visible', '');
      if (button.matches(plain)) return rule.cssText;
    }
  }
  return '';
}

async function mountEn(answerCase: string, attrs: Record<string, string> = {}) {
  await setLocale('en', false);
  const el = mountElement({ [ElementAttr.channelId]: 'demo', [ElementAttr.server]: await fixtureBase(runId(), answerCase), [ElementAttr.locale]: 'en', ...attrs });
  const root = await widgetRoot(el);
  return { el, root };
}

/** The chat screen once the channel config said there is no header. */
async function headerless(el: HTMLElement): Promise<HTMLButtonElement> {
  await waitFor(() => shadow(el).querySelector('textarea') && !shadow(el).querySelector('header') && hideControls(el).length === 1, 'no header, one hide control');
  return hideControls(el)[0]!;
}

describe('hide control, element mode', () => {
  let hides: ReturnType<typeof recordHides>;
  beforeEach(() => {
    hides = recordHides();
  });
  afterEach(async () => {
    hides.stop();
    await resetWidget();
  });

  it('with navigationBarShowFlag off, a floating hide control is the way out: labelled, keyboard reachable, visible focus', async () => {
    const { el, root } = await mountEn('noheader');
    const button = await headerless(el);
    expect(button.type).to.equal('button');
    expect(button.title).to.equal(HIDE_EN);
    expect(button.tabIndex).to.equal(0);
    // top inline-end corner of the widget (ltr: the right)
    const box = button.getBoundingClientRect();
    const frame = root.getBoundingClientRect();
    expect(box.top - frame.top).to.be.within(0, 16);
    expect(frame.right - box.right).to.be.within(0, 16);
    expect(box.width).to.be.at.least(24);
    expect(getComputedStyle(button).visibility).to.equal('visible');
    // first in the tab order, and the keyboard focus shows
    const focusable = [...shadow(el).querySelectorAll<HTMLElement>('button, textarea, [tabindex]')].filter((n) => n.tabIndex >= 0 && !(n as HTMLButtonElement).disabled);
    expect(focusable[0]).to.equal(button);
    button.focus();
    expect(shadow(el).activeElement).to.equal(button);
    expect(focusRing(el, button), 'a :focus-visible outline rule').to.match(/outline: 2px solid/);
    // whether a programmatic focus counts as keyboard focus depends on the page's history (and
    // on being the front tab): check the drawn ring when it does
    if (button.matches(':focus-visible')) {
      const style = getComputedStyle(button);
      expect(style.outlineStyle).to.equal('solid');
      expect(parseFloat(style.outlineWidth)).to.be.at.least(2);
    }

    button.click();
    expect(hides.count()).to.equal(1);
    expect($visible.get()).to.equal(false);
  });

  it('sits in the top left in a right-to-left locale', async () => {
    const { el, root } = await mountEn('noheader', { [ElementAttr.locale]: 'ar' });
    await waitFor(() => root.dir === 'rtl', 'rtl');
    const button = await waitFor(() => shadow(el).querySelector<HTMLButtonElement>('button[data-kefu-floating-hide]'), 'the floating hide control');
    expect(button.getAttribute('aria-label')).to.equal('تصغير نافذة المحادثة');
    const box = button.getBoundingClientRect();
    const frame = root.getBoundingClientRect();
    expect(box.left - frame.left).to.be.within(0, 16);
    expect(box.top - frame.top).to.be.within(0, 16);
  });

  it('with a header, the header carries the only hide control', async () => {
    const { el } = await mountEn('ok');
    await waitFor(() => shadow(el).querySelector('header'), 'the header');
    await sleep(300);
    const controls = hideControls(el);
    expect(controls).to.have.length(1);
    expect(controls[0]!.closest('header')).to.not.equal(null);
    expect(shadow(el).querySelector('[data-kefu-floating-hide]')).to.equal(null);
  });

  it('a screen without a header (missing channelId) still has one', async () => {
    await setLocale('en', false);
    const el = mountElement({ [ElementAttr.server]: await fixtureBase(runId(), 'hang'), [ElementAttr.locale]: 'en' });
    await widgetRoot(el);
    await waitFor(() => shadow(el).querySelector('[role="alert"][data-missing]'), 'missing params');
    const controls = hideControls(el);
    expect(controls).to.have.length(1);
    controls[0]!.click();
    expect(hides.count()).to.equal(1);
  });

  it('Escape inside the widget asks to hide, once, and is consumed there', async () => {
    const { el } = await mountEn('noheader');
    await headerless(el);
    let seenByHost = 0;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') seenByHost++;
    };
    // the loader listens for keydown on <kefu-chat>: it must not hide the panel a second time
    el.addEventListener('keydown', onKey);
    try {
      const input = shadow(el).querySelector('textarea')!;
      input.focus();
      const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true });
      input.dispatchEvent(escape);
      expect(hides.count()).to.equal(1);
      expect(escape.defaultPrevented).to.equal(true);
      expect(seenByHost).to.equal(0);

      // not while an input method is composing
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, isComposing: true }));
      expect(hides.count()).to.equal(1);
      // other keys pass through
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true, composed: true }));
      expect(hides.count()).to.equal(1);
    } finally {
      el.removeEventListener('keydown', onKey);
    }
  });

  it('Escape that closes a dialog inside does not hide the widget', async () => {
    const { el } = await mountEn('noheader');
    await headerless(el);
    let seenByHost = 0;
    const onKey = () => seenByHost++;
    el.addEventListener('keydown', onKey);
    try {
      openDialog({ title: 'T', body: 'B', confirmLabel: 'OK', cancelLabel: 'Cancel', onConfirm: () => undefined });
      const dialog = await waitFor(() => shadow(el).querySelector<HTMLElement>('[role="alertdialog"]'), 'the dialog');
      dialog.querySelector('button')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true }));
      await waitFor(() => !shadow(el).querySelector('[role="alertdialog"]'), 'the dialog closed');
      expect(hides.count()).to.equal(0);
      expect(seenByHost).to.equal(0);
    } finally {
      el.removeEventListener('keydown', onKey);
    }
  });
});

describe('hide control, page mode', () => {
  const at = (url: string) => history.replaceState(null, '', url);
  const parentDescriptor = Object.getOwnPropertyDescriptor(window, 'parent');
  afterEach(async () => {
    if (parentDescriptor) Object.defineProperty(window, 'parent', parentDescriptor);
    await resetWidget();
    at(testPageUrl);
  });

  async function mountPage(url: string, answerCase: string) {
    await setLocale('en', false);
    at(url);
    const el = mountElement({ [ElementAttr.mode]: 'page', [ElementAttr.server]: await fixtureBase(runId(), answerCase) });
    await widgetRoot(el);
    await waitFor(() => shadow(el).querySelector('textarea'), 'the chat screen');
    return el;
  }

  it('iframe mode (from=iframe): the floating control posts `hide` to the parent origin only', async () => {
    // the widget as the loader's iframe: a parent window that records what it is sent
    const posted: { message: unknown; targetOrigin: unknown }[] = [];
    const parent = { postMessage: (message: unknown, targetOrigin: unknown) => posted.push({ message, targetOrigin }) };
    Object.defineProperty(window, 'parent', { value: parent, configurable: true });
    const el = await mountPage(`/chat_online/index?channelId=demo&locale=en&from=iframe&_=x1&parentOrigin=${encodeURIComponent(HOST)}`, 'noheader');
    const button = await headerless(el);
    posted.length = 0;
    button.click();
    expect(posted).to.deep.equal([{ message: { ns: BRIDGE_NS, v: BRIDGE_VERSION, type: 'hide' }, targetOrigin: HOST }]);
  });

  it('the full page without a parent has no hide control, with or without a header', async () => {
    const el = await mountPage('/chat_online/index?channelId=demo&locale=en', 'noheader');
    await waitFor(() => !shadow(el).querySelector('header'), 'no header');
    await sleep(300);
    expect(hideControls(el)).to.deep.equal([]);
    await resetWidget();

    const el2 = await mountPage('/chat_online/index?channelId=demo&locale=en', 'ok');
    await waitFor(() => shadow(el2).querySelector('header'), 'the header');
    expect(hideControls(el2)).to.deep.equal([]);
  });

  it('an iframe URL opened as a page of its own (no parent) has none either', async () => {
    const el = await mountPage(`/chat_online/index?channelId=demo&locale=en&from=iframe&parentOrigin=${encodeURIComponent(HOST)}`, 'noheader');
    await waitFor(() => !shadow(el).querySelector('header'), 'no header');
    await sleep(300);
    expect(hideControls(el)).to.deep.equal([]);
  });
});
