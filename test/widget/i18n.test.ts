/**
 * spec §1 / DESIGN §4: 24 locales, zh the key source, lazy chunks, ar and fa right-to-left.
 * The key test fails when any locale misses a key of zh.json, has an extra one, or has an empty
 * value, or when its {{placeholders}} differ.
 */
import { expect } from 'chai';
import { DEFAULT_LOCALE, ElementAttr, LOCALES, RTL_LOCALES } from '../../protocol';
import { directionOf, normalizeLocale, setLocale, startLocale } from '../../src/i18n';
import { storage } from '../../src/storage';
import { $locale } from '../../src/state';
import { runId, waitFor } from './support/env';
import { fixtureBase, mountElement, resetWidget, shadow, widgetRoot } from './support/widget';

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('../../locales/*.json', { eager: true, import: 'default' });
const byLocale = new Map(Object.entries(files).map(([file, tree]) => [file.replace(/^.*\/(.+)\.json$/, '$1'), tree]));

function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'object' && v !== null) flatten(v, key).forEach((val, kk) => out.set(kk, val));
    else out.set(key, v);
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('locale files', () => {
  const zh = flatten(byLocale.get(DEFAULT_LOCALE) ?? {});

  it('exist for exactly the 24 locales of spec §1', () => {
    expect([...byLocale.keys()].sort()).to.deep.equal([...LOCALES].sort());
  });

  for (const locale of LOCALES) {
    it(`${locale} has every key of zh.json, no extra key, no empty value`, () => {
      const texts = flatten(byLocale.get(locale) ?? {});
      const missing = [...zh.keys()].filter((k) => !texts.has(k));
      const extra = [...texts.keys()].filter((k) => !zh.has(k));
      expect(missing, `${locale} misses`).to.deep.equal([]);
      expect(extra, `${locale} has extra`).to.deep.equal([]);
      for (const [key, value] of texts) {
        expect(value, `${locale} ${key}`).to.be.a('string');
        expect((value as string).trim(), `${locale} ${key} is empty`).to.not.equal('');
        expect(placeholders(value as string), `${locale} ${key} placeholders`).to.deep.equal(placeholders(String(zh.get(key))));
      }
    });
  }

  const BRANDS = new Set(['side.cardQq', 'side.cardWechat']);
  it('are translations, not copies of English', () => {
    const en = flatten(byLocale.get('en') ?? {});
    for (const locale of LOCALES) {
      if (locale === 'en') continue;
      const texts = flatten(byLocale.get(locale) ?? {});
      // brand names (the agent card's QQ and WeChat labels) are the same in most languages
      const same = [...texts].filter(([k, v]) => v === en.get(k) && !BRANDS.has(k)).map(([k]) => k);
      // a word like "Message" may be the same in French; whole screens of English may not
      expect(same.length, `${locale} copies English: ${same.join(', ')}`).to.be.below(3);
    }
  });
});

describe('locale switching', () => {
  afterEach(resetWidget);

  it('normalises what hosts send to the 24 codes', () => {
    expect(normalizeLocale('zh_tw')).to.equal('zh-TW');
    expect(normalizeLocale('zh-Hant-HK')).to.equal('zh-TW');
    expect(normalizeLocale('zh-CN')).to.equal('zh');
    expect(normalizeLocale('en-US')).to.equal('en');
    expect(normalizeLocale('PT-br')).to.equal('pt');
    expect(normalizeLocale('tl')).to.equal('fil');
    expect(normalizeLocale('xx')).to.equal(null);
    expect(normalizeLocale('')).to.equal(null);
    for (const l of LOCALES) expect(directionOf(l)).to.equal(RTL_LOCALES.includes(l) ? 'rtl' : 'ltr');
  });

  it('ar sets dir="rtl" on the widget root, en sets it back to ltr', async () => {
    const el = mountElement({ [ElementAttr.channelId]: 'demo', [ElementAttr.server]: await fixtureBase(runId(), 'hang'), [ElementAttr.locale]: 'ar' });
    const root = await widgetRoot(el);
    await waitFor(() => root.dir === 'rtl', 'rtl');
    expect(root.lang).to.equal('ar');
    const send = shadow(el).querySelector<HTMLButtonElement>('button[type="submit"]');
    expect(send?.textContent).to.equal('إرسال');
    // logical properties: in rtl the send button sits on the left (the inline end) of the input
    const input = shadow(el).querySelector('textarea');
    const middle = () => input!.getBoundingClientRect().left + input!.getBoundingClientRect().width / 2;
    expect(send!.getBoundingClientRect().right).to.be.below(middle());

    el.setAttribute(ElementAttr.locale, 'en');
    await waitFor(() => root.dir === 'ltr', 'ltr');
    expect(root.lang).to.equal('en');
    expect(send?.textContent).to.equal('Send');
    expect(send!.getBoundingClientRect().left).to.be.above(middle());
  });

  it('fa is right-to-left too, and every other locale is left-to-right', async () => {
    const el = mountElement({ [ElementAttr.channelId]: 'demo', [ElementAttr.server]: await fixtureBase(runId(), 'hang') });
    const root = await widgetRoot(el);
    await setLocale('fa');
    await waitFor(() => root.dir === 'rtl', 'rtl for fa');
    await setLocale('ja');
    await waitFor(() => root.dir === 'ltr' && root.lang === 'ja', 'ltr for ja');
    expect(shadow(el).querySelector('button[type="submit"]')?.textContent).to.equal('送信');
  });

  it('starts from the requested locale, else the stored one, else zh', async () => {
    expect(await startLocale(undefined)).to.equal('zh');
    await storage().set('locale', 'ko');
    expect(await startLocale(undefined)).to.equal('ko');
    expect(await startLocale('de-DE')).to.equal('de');
    expect($locale.get()).to.equal('de');
    // an explicit choice is remembered for the next visit
    expect(await storage().get('locale')).to.equal('de');
  });

  it('ignores an unknown locale', async () => {
    await setLocale('en');
    expect(await setLocale('klingon')).to.equal(null);
    expect($locale.get()).to.equal('en');
  });
});
