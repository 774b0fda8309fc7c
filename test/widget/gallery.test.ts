/**
 * The gallery (/chat_online/gallery, dev and test builds only): every message type and state of
 * spec §3/§4 rendered by the real components, with 0 axe-core violations, at 1280 px, on a 375 px
 * phone and in Arabic (right to left); hidden messages are absent; each message is an article
 * named by its sender first; no text is shown as its key (every part past the first screen
 * waits for the texts past it: src/i18n); hostile HTML given straight to the renderer runs nothing.
 */
import { expect } from 'chai';
import axe from 'axe-core';
import { ElementAttr, MsgType, SenderType } from '../../protocol';
import { addMessages } from '../../src/state';
import { emulateDevice, serverCommand, testConfig, waitFor } from './support/env';
import { mountElement, resetWidget, shadow, widgetRoot } from './support/widget';
import type { KefuElement } from './support/widget';
import zh from '../../locales/zh.json';

type Tree = { [key: string]: string | Tree };
const flatKeys = (tree: Tree, prefix = ''): string[] => Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : flatKeys(v, `${prefix}${k}.`)));
const KEYS = new Set(flatKeys(zh as Tree));

/** Texts and names on screen that are a translation key instead of its text. */
function rawKeys(root: ShadowRoot): string[] {
  const found = new Set<string>();
  const check = (s: string | null) => { for (const w of (s ?? '').split(/\s+/)) if (KEYS.has(w)) found.add(w); };
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) check(n.textContent);
  for (const el of root.querySelectorAll('*')) for (const a of ['aria-label', 'placeholder', 'title', 'alt']) check(el.getAttribute(a));
  return [...found];
}

const testPageUrl = location.href;

async function mountGallery(locale: string): Promise<{ el: KefuElement; root: ShadowRoot }> {
  history.replaceState(null, '', `/chat_online/gallery?locale=${locale}`);
  const el = mountElement({ [ElementAttr.mode]: 'page', [ElementAttr.server]: (await testConfig()).kefuServer });
  el.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;';
  await widgetRoot(el);
  await waitFor(() => shadow(el).querySelector('[data-gallery] [role="log"] article'), 'the gallery', 10_000);
  return { el, root: shadow(el) };
}

async function axeViolations(): Promise<string[]> {
  const r = await axe.run({ include: [['kefu-chat', '[data-gallery]']] } as unknown as axe.ElementContext, { resultTypes: ['violations'] });
  return r.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)).join(' ')}`);
}

describe('gallery: every message type and state', () => {
  afterEach(async () => {
    await resetWidget();
    history.replaceState(null, '', testPageUrl);
    await emulateDevice({ phone: false, width: 800, height: 600 });
  });

  it('renders each type, hides the hidden ones, names each article by its sender; 0 axe violations at 1280 px', async function (this: unknown) {
    (this as { timeout(ms: number): void }).timeout(30_000);
    await emulateDevice({ phone: false, width: 1280, height: 900 });
    const { root } = await mountGallery('en');
    // rich answers, cards, media and the FAQ block come in a lazy chunk
    const logText = () => root.querySelector('[role="log"]')?.textContent ?? '';
    await waitFor(() => logText().includes('Rich answer') && logText().includes('Frequently asked questions') && logText().includes('Panda Mug'), 'the lazy message parts', 10_000);
    const text = logText();
    for (const seen of ['Type 1 text', 'Rich answer', 'My orders', 'Refund only', 'invoice.pdf', 'Panda Mug', 'Order 1001', 'Warranty form', 'Tell us about the parcel', 'A reply quoting', 'Where is my parcel?', 'Une réponse', 'policy.pdf', 'Frequently asked questions', 'Flat question?', 'Auto tip', 'A normal system notice', 'Failed, with a retry']) {
      expect(text, seen).to.contain(seen);
    }
    expect(text).to.not.contain('HIDDEN');
    expect(text, 'entities normalised').to.contain('x=1&y=2 and entities');
    const names = [...root.querySelectorAll('[role="log"] article')].map((a) => {
      const by = a.getAttribute('aria-labelledby');
      return by ? root.getElementById(by)?.textContent ?? '' : a.getAttribute('aria-label') ?? '';
    });
    expect(names.every((n) => /^(You|Robot|Agent|System notice)/.test(n)), names.join(' | ')).to.equal(true);
    expect(names).to.include('Agent Someone');
    expect(root.querySelector('[role="log"]')?.getAttribute('aria-label')).to.equal('Gallery');
    // vote states 0 / 1 / 2
    const votes = [...root.querySelectorAll('[role="group"][aria-label="Was this answer helpful?"]')];
    expect(votes.length).to.equal(2);
    expect(votes[1]!.querySelector('[aria-pressed="true"]')?.textContent).to.equal('Not helpful');
    expect(text).to.contain('Thank you for your feedback');
    // a failed message offers a retry; a sending one says so
    expect(root.querySelector('[aria-label="Not sent"]')).to.not.equal(null);
    expect(root.querySelector('[aria-label="Sending"]')).to.not.equal(null);
    expect(rawKeys(root), 'shown as keys').to.deep.equal([]);
    expect(await axeViolations()).to.deep.equal([]);
    await serverCommand('kefu-screenshot', { name: 'gallery-1280-en' });
  });

  it('on a 375 px phone and in Arabic: right to left, 0 axe violations', async function (this: unknown) {
    (this as { timeout(ms: number): void }).timeout(30_000);
    await emulateDevice({ phone: true, width: 375, height: 740 });
    const { root } = await mountGallery('ar');
    await waitFor(() => root.querySelector('[data-kefu-root]')?.getAttribute('dir') === 'rtl', 'rtl');
    await waitFor(() => root.querySelector('[data-kefu-root]')?.getAttribute('data-layout') === 'mobile', 'mobile');
    await waitFor(() => (root.querySelector('[role="log"]')?.textContent ?? '').includes('Panda Mug'), 'the lazy message parts', 10_000);
    expect(rawKeys(root), 'shown as keys').to.deep.equal([]);
    expect(await axeViolations()).to.deep.equal([]);
    await serverCommand('kefu-screenshot', { name: 'gallery-375-ar' });
  });

  it('hostile HTML given straight to the renderer runs no script and keeps only safe links', async () => {
    const { root } = await mountGallery('en');
    const w = window as unknown as { __pwned?: number };
    addMessages([{
      msgId: 'evil', senderType: SenderType.agent, senderName: 'Mallory', msgType: MsgType.robotRich, msgTime: Date.now(),
      msgContent: '<img src=x onerror="window.__pwned=1"><a href="javascript:window.__pwned=2">js</a><a href="https://example.com/ok">ok</a><style>*{display:none}</style><form action="javascript:1"><button formaction="javascript:2">f</button></form><p>evil body</p>',
    }]);
    const body = await waitFor(() => [...root.querySelectorAll('article')].find((a) => a.textContent?.includes('evil body') && a.querySelector('a[href]')), 'the message', 5000);
    await new Promise((r) => setTimeout(r, 300));
    expect(w.__pwned).to.equal(undefined);
    expect(body.innerHTML).to.not.match(/onerror|javascript:|<style|<form|formaction/i);
    const links = [...body.querySelectorAll('a[href]')].map((a) => [a.getAttribute('href'), a.getAttribute('rel'), a.getAttribute('target')]);
    expect(links).to.deep.equal([['https://example.com/ok', 'noopener noreferrer', '_blank']]);
  });
});
