/**
 * The widget's i18next is trimmed at build time (vite.config.ts i18nextTrim: no backend
 * connector, no formatters, no nesting, no plurals, no cloneInstance/dir/reloadResources/use).
 * The tests run the same trimmed copy (vite.config.ts optimizeDeps), so this file shows, on
 * the code that ships, that what the widget relies on still works: lookups, {{interpolation}},
 * the zh fallback for a missing key, switching languages, bundles added in parts. And each
 * locale's texts come in two parts (src/i18n): the first screen's with the locale, the rest
 * once asked for — and from then on with every locale switched to.
 */
import { expect } from 'chai';
import { createInstance } from 'i18next';
import type { i18n as I18n } from 'i18next';
import { ensureRest, i18n as widgetI18n, setLocale, translator } from '../../src/i18n';
import { FIRST_SCREEN_KEYS } from '../../src/i18n/first-screen';
import { $locale } from '../../src/state';

type Tree = { [key: string]: string | Tree };
const files = import.meta.glob<Tree>('../../locales/*.json', { eager: true, import: 'default' });
const textsOf = (locale: string) => files[`../../locales/${locale}.json`]!;
const at = (tree: Tree, key: string) => key.split('.').reduce<string | Tree | undefined>((n, k) => (typeof n === 'object' ? n[k] : undefined), tree);

/** A lookup with keys that are not the widget's (i18next types the keys from zh.json). */
type Lookup = (key: string, options?: Record<string, unknown>) => string;
const fixedT = (i18n: I18n, lng: string) => i18n.getFixedT(lng) as unknown as Lookup;

/** An instance set up as src/i18n sets up the widget's. */
async function instance(): Promise<I18n> {
  const i18n = createInstance();
  await i18n.init({ lng: 'en', fallbackLng: 'zh', resources: {}, initAsync: false, interpolation: { escapeValue: false }, returnEmptyString: false });
  i18n.addResourceBundle('zh', 'translation', { app: { title: '在线客服' }, only: { zh: '仅中文' }, queue: { position: '前面还有 {{n}} 人' } }, true, true);
  i18n.addResourceBundle('en', 'translation', { app: { title: 'Online service' }, queue: { position: '{{n}} ahead of you' }, html: { name: 'Hello {{name}}' } }, true, true);
  return i18n;
}

describe('the trimmed i18next (what ships)', () => {
  it('is the trimmed copy: what was taken out throws when used', async () => {
    const i18n = await instance();
    expect(() => i18n.use({ type: 'backend' } as never)).to.throw(/trimmed from the widget/);
    expect(() => i18n.cloneInstance()).to.throw(/trimmed from the widget/);
    expect(() => i18n.dir('ar')).to.throw(/trimmed from the widget/);
    expect(() => i18n.reloadResources()).to.throw(/trimmed from the widget/);
    expect(() => fixedT(i18n, 'en')('queue.position', { count: 2 })).to.throw(/plurals/);
  });

  it('looks keys up, in the language asked for', async () => {
    const i18n = await instance();
    expect(fixedT(i18n, 'en')('app.title')).to.equal('Online service');
    expect(fixedT(i18n, 'zh')('app.title')).to.equal('在线客服');
  });

  it('interpolates {{placeholders}}, without escaping (React escapes)', async () => {
    const i18n = await instance();
    expect(fixedT(i18n, 'en')('queue.position', { n: 3 })).to.equal('3 ahead of you');
    expect(fixedT(i18n, 'en')('html.name', { name: '<b>Kefu</b> & co' })).to.equal('Hello <b>Kefu</b> & co');
    // nesting is trimmed: a value that looks like it stays text
    expect(fixedT(i18n, 'en')('html.name', { name: '$t(app.title)' })).to.equal('Hello $t(app.title)');
  });

  it('falls back to zh for a key the language misses', async () => {
    const i18n = await instance();
    expect(fixedT(i18n, 'en')('only.zh')).to.equal('仅中文');
  });

  it('switches languages', async () => {
    const i18n = await instance();
    await i18n.changeLanguage('zh');
    expect([i18n.language, (i18n.t as unknown as Lookup)('app.title')]).to.deep.equal(['zh', '在线客服']);
    await i18n.changeLanguage('en');
    expect([i18n.language, (i18n.t as unknown as Lookup)('app.title')]).to.deep.equal(['en', 'Online service']);
  });

  it('knows which bundles it has, and merges a bundle added in parts', async () => {
    const i18n = await instance();
    expect(i18n.hasResourceBundle('en', 'translation')).to.equal(true);
    expect(i18n.hasResourceBundle('fr', 'translation')).to.equal(false);
    i18n.addResourceBundle('fr', 'translation', { app: { title: 'Service en ligne' } }, true, true);
    i18n.addResourceBundle('fr', 'translation', { leave: { submit: 'Envoyer' } }, true, true);
    expect(i18n.hasResourceBundle('fr', 'translation')).to.equal(true);
    const t = fixedT(i18n, 'fr');
    expect([t('app.title'), t('leave.submit')]).to.deep.equal(['Service en ligne', 'Envoyer']);
  });
});

describe('locale files: nothing the trimmed i18next cannot do', () => {
  const flat = (tree: Tree, prefix = ''): [string, string][] => Object.entries(tree).flatMap(([k, v]): [string, string][] =>
    (typeof v === 'string' ? [[`${prefix}${k}`, v]] : flat(v, `${prefix}${k}.`)));
  for (const [file, tree] of Object.entries(files)) {
    it(`${file.replace(/^.*\//, '')}: no $t( nesting, no {{value, format}}, no plural keys`, () => {
      for (const [key, value] of flat(tree)) {
        expect(value, `${key} nests`).to.not.contain('$t(');
        expect(value, `${key} formats`).to.not.match(/\{\{[^}]*,[^}]*\}\}/);
        expect(key, `${key} is a plural key`).to.not.match(/_(zero|one|two|few|many|other)$/);
      }
    });
  }
});

describe('the texts in two parts', () => {
  const resource = (locale: string, key: string) => widgetI18n.getResource(locale, 'translation', key) as string | undefined;
  /** every locale shown from now on, with what it has of a text past the first screen then */
  const recordShown = () => {
    const shown: string[] = [];
    const stop = $locale.listen((l) => shown.push(`${l} ${resource(l, 'leave.submit') ?? 'MISSING'}`));
    return { shown, stop };
  };

  // in this order: the first case needs a widget that has not asked for the rest yet
  it('a locale shows with its first-screen texts only; the rest comes when asked for, also in the middle of a switch', async () => {
    await setLocale('ko', false);
    expect($locale.get()).to.equal('ko');
    const t = translator('ko');
    for (const key of FIRST_SCREEN_KEYS) {
      const text = at(textsOf('ko'), key);
      if (typeof text === 'string' && !text.includes('{{')) expect(t(key as never), key).to.equal(text);
    }
    expect(resource('ko', 'leave.submit'), 'the rest waits until asked for').to.equal(undefined);

    // the rest asked for while a switch to th loads th's first-screen part: th is shown whole
    const rec = recordShown();
    const switching = setLocale('th', false);
    await ensureRest();
    await switching;
    rec.stop();
    expect(rec.shown).to.deep.equal([`th ${String(at(textsOf('th'), 'leave.submit'))}`]);
  });

  it('once the rest was asked for, every switch shows the new locale with both parts', async () => {
    await ensureRest();
    const rec = recordShown();
    await setLocale('vi', false);
    await setLocale('ko', false);
    rec.stop();
    expect(rec.shown).to.deep.equal([
      `vi ${String(at(textsOf('vi'), 'leave.submit'))}`,
      `ko ${String(at(textsOf('ko'), 'leave.submit'))}`,
    ]);
  });
});
