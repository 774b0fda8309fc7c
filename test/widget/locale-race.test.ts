/**
 * spec §1 "locale from the query / attribute, else the stored value, else zh", as a race: the
 * stored value is read asynchronously, and a late read (or a late locale chunk) must never
 * override a newer explicit request — the `locale` attribute, a locale set right after creation,
 * an updateUser. The widget starts each case as on a first launch ($localeReady false), with a
 * storage whose reads wait until the test releases them.
 */
import { expect } from 'chai';
import { ELEMENT_TAG, ElementAttr, ElementMethod } from '../../protocol';
import { setLocale, startLocale } from '../../src/i18n';
import { $locale, $localeReady } from '../../src/state';
import { Kv, memoryBackend, useStorage } from '../../src/storage';
import type { Backend } from '../../src/storage';
import { runId, sleep, waitFor } from './support/env';
import { fixtureBase, mountElement, resetWidget, widgetRoot } from './support/widget';
import type { KefuElement } from './support/widget';

interface GatedStorage {
  /** let every read (waiting or later) through */
  release(): void;
  /** resolves once a read of `key` has been asked for */
  asked(key: string): Promise<void>;
}

/**
 * A storage holding `stored` as the remembered locale, whose reads and writes wait for release()
 * and then run in the order they were asked for (as IndexedDB transactions do): a read asked for
 * before a write sees the old value.
 */
async function gatedStorage(stored?: string): Promise<GatedStorage> {
  const mem = memoryBackend();
  if (stored) await mem.set('locale', { value: stored, expiresAt: null });
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const waiting = new Map<string, () => void>();
  const asked = new Map<string, Promise<void>>();
  const askedFor = (key: string) => {
    if (!asked.has(key)) asked.set(key, new Promise<void>((r) => waiting.set(key, r)));
    return asked.get(key)!;
  };
  const backend: Backend = {
    async get(key) {
      void askedFor(key);
      waiting.get(key)?.();
      await gate;
      return mem.get(key);
    },
    async set(key, value) {
      await gate;
      return mem.set(key, value);
    },
    async del(key) {
      await gate;
      return mem.del(key);
    },
  };
  useStorage(new Kv({ backend }));
  return { release, asked: askedFor };
}

/** Every locale the widget shows from now on. */
function recordLocales(): { shown: string[]; stop: () => void } {
  const shown: string[] = [];
  const stop = $locale.listen((l) => shown.push(l));
  return { shown, stop };
}

/** A first launch: nothing resolved yet (the stores are module singletons shared by the tests). */
function firstLaunch(): void {
  $localeReady.set(false);
}

async function expectRtl(el: HTMLElement, lang: 'ar' | 'fa' = 'ar'): Promise<HTMLElement> {
  const root = await widgetRoot(el);
  await waitFor(() => root.lang === lang && root.dir === 'rtl', `lang=${lang} dir=rtl`);
  return root;
}

describe('locale requests: the newest explicit request wins', () => {
  let stopRecording: (() => void) | undefined;
  afterEach(async () => {
    stopRecording?.();
    stopRecording = undefined;
    await resetWidget();
  });

  it('an element created with locale="ar" shows ar at once and keeps it after storage resolves', async () => {
    const storage = await gatedStorage('ko');
    firstLaunch();
    const rec = recordLocales();
    stopRecording = rec.stop;
    const server = await fixtureBase(runId(), 'hang');
    const el = mountElement({ [ElementAttr.channelId]: 'demo', [ElementAttr.server]: server, [ElementAttr.locale]: 'ar' });
    // what the root says from its first render on, also while the texts load
    const first = el.shadowRoot?.querySelector<HTMLElement>('[data-kefu-root]');
    const said: string[] = first ? [`${first.lang} ${first.dir}`] : [];
    const watch = new MutationObserver(() => {
      const root = el.shadowRoot?.querySelector<HTMLElement>('[data-kefu-root]');
      if (root && said.at(-1) !== `${root.lang} ${root.dir}`) said.push(`${root.lang} ${root.dir}`);
    });
    watch.observe(el.shadowRoot!, { subtree: true, childList: true, attributes: true, attributeFilter: ['lang', 'dir'] });
    const root = await expectRtl(el);
    storage.release();
    await sleep(300);
    watch.disconnect();
    expect([root.lang, root.dir]).to.deep.equal(['ar', 'rtl']);
    // the attribute was used by the very first resolution: nothing else was ever shown or said
    expect(rec.shown).to.deep.equal(['ar']);
    expect(said).to.deep.equal(['ar rtl']);
  });

  it('a locale attribute set right after creation wins over the stored locale read for the first render', async () => {
    const storage = await gatedStorage('ko');
    firstLaunch();
    const el = mountElement({ [ElementAttr.channelId]: 'demo', [ElementAttr.server]: await fixtureBase(runId(), 'hang') });
    el.setAttribute(ElementAttr.locale, 'ar');
    const root = await expectRtl(el);
    storage.release();
    await sleep(300);
    expect([root.lang, root.dir]).to.deep.equal(['ar', 'rtl']);
  });

  it('a locale attribute set while the stored locale is being read wins when the read comes back', async () => {
    const storage = await gatedStorage('ko');
    firstLaunch();
    const el = mountElement({ [ElementAttr.channelId]: 'demo', [ElementAttr.server]: await fixtureBase(runId(), 'hang') });
    // the first render (no locale) has asked storage for the remembered one
    await storage.asked('locale');
    el.setAttribute(ElementAttr.locale, 'ar');
    const root = await expectRtl(el);
    storage.release();
    await sleep(300);
    expect([root.lang, root.dir]).to.deep.equal(['ar', 'rtl']);
  });

  it('an updateUser locale given before the element is in the page is not overridden by the stored one', async () => {
    const storage = await gatedStorage('ko');
    firstLaunch();
    const el = document.createElement(ELEMENT_TAG) as KefuElement;
    el.setAttribute(ElementAttr.channelId, 'demo');
    el.setAttribute(ElementAttr.server, await fixtureBase(runId(), 'hang'));
    // fa: a locale whose chunk this page has not loaded yet, so it is still loading when the
    // first render asks storage for the remembered locale
    el[ElementMethod.updateUser]({ locale: 'fa' });
    document.body.append(el);
    // a widget that reads the remembered locale anyway gets its answer only now
    await Promise.race([storage.asked('locale'), sleep(500)]);
    storage.release();
    const root = await expectRtl(el, 'fa');
    await sleep(300);
    expect([root.lang, root.dir]).to.deep.equal(['fa', 'rtl']);
  });

  it('a stored-locale read never overrides an explicit request made before or during it', async () => {
    let storage = await gatedStorage('ko');
    firstLaunch();
    // during: the read is pending when the explicit request comes
    const start = startLocale(undefined);
    await storage.asked('locale');
    await setLocale('ar');
    storage.release();
    await start;
    expect($locale.get()).to.equal('ar');

    // before: the explicit request has already been shown when the read starts
    storage = await gatedStorage('ko');
    await setLocale('ja');
    const again = startLocale(undefined);
    storage.release();
    await again;
    await sleep(50);
    expect($locale.get()).to.equal('ja');
  });

  it('a slow locale chunk does not override a newer request', async () => {
    const slow = setLocale('my');
    const fast = setLocale('en');
    await Promise.all([slow, fast]);
    expect($locale.get()).to.equal('en');
    // and the newest request wins again when it names the slow one's locale
    const a = setLocale('lo');
    const b = setLocale('en');
    const c = setLocale('lo');
    await Promise.all([a, b, c]);
    expect($locale.get()).to.equal('lo');
  });

  it('without any request the stored locale is shown, else zh', async () => {
    let storage = await gatedStorage('ko');
    firstLaunch();
    const el = mountElement({ [ElementAttr.channelId]: 'demo', [ElementAttr.server]: await fixtureBase(runId(), 'hang') });
    storage.release();
    const root = await widgetRoot(el);
    await waitFor(() => root.lang === 'ko', 'the stored ko');
    el.remove();
    await resetWidget();

    storage = await gatedStorage();
    firstLaunch();
    const el2 = mountElement({ [ElementAttr.channelId]: 'demo', [ElementAttr.server]: await fixtureBase(runId(), 'hang') });
    storage.release();
    const root2 = await widgetRoot(el2);
    expect([root2.lang, root2.dir]).to.deep.equal(['zh', 'ltr']);
  });
});
