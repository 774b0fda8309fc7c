/**
 * Size bench (DESIGN §4 budgets): the loader (dist/loader/kefu.js, paid on every page view)
 * gzip and brotli against its 1.5 KB budget, its companion (dist/loader/kefu-embed.js, loaded
 * when the widget mounts), and the widget's first-open JS — every script that has arrived when
 * the chat window's first screen (header, welcome, FAQ block, input) is drawn — against its
 * 48 KB budget, in every one of the 24 locales and in both embedding modes:
 *   - full page (`/chat_online/index?locale=…` at 1280 px): kefu-widget.js and the chunks the
 *     page requested before that screen (the locale's first-screen texts);
 *   - element mode (the loader's `<kefu-chat>` on a host page, a first-time visitor opening it):
 *     the same, plus the loader and its companion.
 * Each is cut at the first screen, by the start time of each request. In the default locale
 * both are also followed until the network is idle (`afterFirstScreen`: the warm-up of what the
 * visitor needs next; `firstOpenEmbedded`), and every chunk the build emits is listed with its
 * size. Sizes are gzip -9 as a CDN serves them (bench/lib/compress); nothing here is timed or
 * asserted.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ROOT, STUB, hostPage, loaderTag } from '../test/e2e/harness';
import { DEFAULT_LOCALE, LOCALES, LOADER_EMBED_PATH, ServePaths } from '../protocol/embed';
import type { Locale } from '../protocol/embed';
import { compressedSizes } from './lib/compress';
import { SMOKE } from './lib/smoke';
import type { Bench } from './lib/context';

/** Budgets (bytes, gzip). 1.5 KB and 48 KB in KiB. */
export const BUDGET = { loaderGzip: 1536, loaderBrotli: 1536, firstOpenGzip: 48 * 1024 };

/** Published sizes of comparable pieces (KB, compressed), for ratios. */
const REFERENCE_LOADERS_KB = { intercomShim: 1.4, rocketChatLoader: 3.1, liveChat: 2.6 };
const REFERENCE_WIDGETS_KB = { chatwoot: 170, crisp: 130, rocketChatIframeApp: 484 };

/** the locales always named in the summary (the default, English, and a right-to-left one) */
const NAMED: Locale[] = ['zh', 'en', 'ar'];
/** a smoke run measures the named locales only */
const MEASURED: readonly Locale[] = SMOKE ? NAMED : LOCALES;

type Sizes = { raw: number; gzip: number; brotli: number };
const total = (files: Record<string, Sizes>): Sizes => {
  const sum = (k: keyof Sizes) => Object.values(files).reduce((n, f) => n + f[k], 0);
  return { raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') };
};

/**
 * Runs in the page: the chat window's first screen is drawn — the welcome and the FAQ block in
 * the message log, and the input — returning the time it was first seen (performance.now()).
 * No named helpers inside: the bench's transpiler would wrap them in a function the page lacks.
 */
const FIRST_SCREEN = () => {
  const root = document.querySelector('kefu-chat')?.shadowRoot;
  const log = root?.querySelector('[role="log"]');
  const parts = [log?.querySelector('article'), log?.querySelector('[data-faq]'), root?.querySelector('textarea')];
  return parts.every((el) => !!el && el.getBoundingClientRect().height > 0) ? performance.now() : false;
};
/** The same inside the loader's launcher (element mode). */
const FIRST_SCREEN_EMBEDDED = () => {
  const root = document.querySelector('kefu-launcher')?.shadowRoot?.querySelector('kefu-chat')?.shadowRoot;
  const log = root?.querySelector('[role="log"]');
  const parts = [log?.querySelector('article'), log?.querySelector('[data-faq]'), root?.querySelector('textarea')];
  return parts.every((el) => !!el && el.getBoundingClientRect().height > 0) ? performance.now() : false;
};

const ratios = (oursBytes: number, refs: Record<string, number>) =>
  Object.fromEntries(Object.entries(refs).map(([name, kb]) => [name, Math.round((oursBytes / (kb * 1024)) * 100) / 100]));

/** `assets/zh-TW-core-AbC123-_.js` → `zh-TW-core` (the hash says nothing about size). */
const chunkName = (file: string) => path.basename(file, '.js').replace(/-[\w-]{8}$/, '');

/** Collects the bodies of the scripts a page fetches from `origin` (`keep` picks the paths). */
function collectScripts(page: Page, origin: string, keep: (pathname: string) => boolean) {
  const bodies = new Map<string, Promise<Buffer | null>>();
  let lastResponse = Date.now();
  page.on('response', (res) => {
    lastResponse = Date.now();
    const url = new URL(res.url());
    // scripts only: the loader's prefetch of its companion is the same file
    if (url.origin === origin && res.request().resourceType() === 'script' && keep(url.pathname)) {
      // a response still arriving when the page closes has no body: only those after the cut may
      bodies.set(url.pathname, res.body().catch(() => null));
    }
  });
  return { bodies, idleFor: () => Date.now() - lastResponse };
}

/** When each request of the page started (performance.now() time), by path; the earliest of repeats. */
async function startTimes(page: Page): Promise<Map<string, number>> {
  const entries = await page.evaluate(() => performance.getEntriesByType('resource')
    .map((r) => [new URL(r.name).pathname, r.startTime] as [string, number]));
  const out = new Map<string, number>();
  for (const [name, at] of entries) out.set(name, Math.min(at, out.get(name) ?? Infinity));
  return out;
}

/** Splits the fetched scripts into those requested before `cut` and after it. */
async function splitAt(bodies: Map<string, Promise<Buffer | null>>, started: Map<string, number>, cut: number, name: (p: string) => string) {
  const before: Record<string, Sizes> = {};
  const after: Record<string, Sizes> = {};
  for (const [pathname, pending] of bodies) {
    const early = (started.get(pathname) ?? 0) <= cut;
    const body = await pending;
    if (!body && early) throw new Error(`size: no body for ${pathname}, requested before the first screen`);
    if (body) (early ? before : after)[name(pathname)] = compressedSizes(body);
  }
  return { before, after };
}

interface Open { gzip: number; files: Record<string, number> }
const asOpen = (files: Record<string, Sizes>): Open => ({
  gzip: total(files).gzip,
  files: Object.fromEntries(Object.entries(files).map(([n, s]) => [n, s.gzip])),
});

/** The full page in `locale` (null: no locale asked for, the default), cut at the first screen. */
async function pageOpen(browser: Browser, origin: string, locale: Locale | null, followUntilIdle: boolean) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const scripts = collectScripts(page, origin, (p) => p.startsWith(ServePaths.widgetBase));
  await page.goto(`${origin}${ServePaths.widgetBase}index?channelId=demo${locale ? `&locale=${locale}` : ''}`);
  const firstScreenAt = await (await page.waitForFunction(FIRST_SCREEN, undefined, { timeout: 20_000, polling: 'raf' })).jsonValue() as number;
  if (followUntilIdle) {
    // what follows the first screen (the warm-up waits for the FAQ block and an idle moment):
    // until nothing has arrived for a second, at most 10 s
    await page.waitForTimeout(2500);
    for (const end = Date.now() + 10_000; scripts.idleFor() < 1000 && Date.now() < end;) await page.waitForTimeout(200);
  } else {
    // the responses of the requests made before the cut
    await page.waitForLoadState('load');
  }
  const split = await splitAt(scripts.bodies, await startTimes(page), firstScreenAt, (p) => p.slice(ServePaths.widgetBase.length));
  await context.close();
  return split;
}

/** A first-time visitor opens the loader's widget on a host page (element mode), cut at the first screen. */
async function elementOpen(browser: Browser, origin: string, hostUrl: string, followUntilIdle: boolean) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const scripts = collectScripts(page, origin, () => true);
  await page.goto(hostUrl);
  await page.waitForFunction(() => (window as unknown as { KefuChat?: { v?: number } }).KefuChat?.v === 1);
  await page.evaluate(() => (window as unknown as { KefuChat: { open(): void } }).KefuChat.open());
  const firstScreenAt = await (await page.waitForFunction(FIRST_SCREEN_EMBEDDED, undefined, { timeout: 20_000, polling: 'raf' })).jsonValue() as number;
  if (followUntilIdle) await page.waitForLoadState('networkidle');
  else await page.waitForTimeout(300);
  const split = await splitAt(scripts.bodies, await startTimes(page), firstScreenAt, (p) => p.replace(/^\/(chat_online\/)?/, ''));
  await context.close();
  return split;
}

/** Worst locale and the named ones, and whether every measured locale is within the budget. */
function summary(byLocale: Partial<Record<Locale, Open>>) {
  const rows = Object.entries(byLocale) as [Locale, Open][];
  const worst = rows.reduce((a, b) => (b[1].gzip > a[1].gzip ? b : a));
  const best = rows.reduce((a, b) => (b[1].gzip < a[1].gzip ? b : a));
  return {
    worst: { locale: worst[0], gzip: worst[1].gzip },
    best: { locale: best[0], gzip: best[1].gzip },
    ...Object.fromEntries(NAMED.filter((l) => byLocale[l]).map((l) => [l, byLocale[l]!.gzip])),
    budgetBytes: BUDGET.firstOpenGzip,
    everyLocaleWithinBudget: rows.every(([, o]) => o.gzip <= BUDGET.firstOpenGzip),
    localesMeasured: rows.length,
  };
}

/** Every chunk the widget build emits (gzip), the locale chunks summed up per part. */
function buildChunks() {
  const dir = path.join(ROOT, 'dist', 'widget', 'assets');
  // before the split, one chunk per locale (`all`); since, a first-screen and a rest chunk
  const localeRe = new RegExp(`^(${LOCALES.join('|')})(?:-(core|rest))?$`);
  const lazy: Record<string, number> = {};
  const locales: Record<string, Record<string, number>> = {};
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.js')).sort()) {
    const gzip = compressedSizes(fs.readFileSync(path.join(dir, file))).gzip;
    const name = chunkName(file);
    const m = localeRe.exec(name);
    if (m) (locales[m[2] ?? 'all'] ??= {})[m[1]!] = gzip;
    else lazy[name] = gzip;
  }
  const range = (sizes: Record<string, number>) => {
    const v = Object.values(sizes);
    return { min: Math.min(...v), max: Math.max(...v), byLocale: sizes };
  };
  return {
    main: compressedSizes(fs.readFileSync(path.join(ROOT, 'dist', 'widget', 'kefu-widget.js'))).gzip,
    lazy,
    locales: Object.fromEntries(Object.entries(locales).map(([part, sizes]) => [part, range(sizes)])),
  };
}

export const sizeBench: Bench = async (ctx) => {
  const loaderFile = path.join(ROOT, 'dist', 'loader', 'kefu.js');
  const loader = compressedSizes(fs.readFileSync(loaderFile));
  const embed = compressedSizes(fs.readFileSync(path.join(ROOT, 'dist', 'loader', LOADER_EMBED_PATH.slice(1))));

  // First open: what the browser actually fetches for the chat screen, not what the build emits.
  // Split at the moment the first screen is complete — header, the welcome, the FAQ block and
  // the input drawn (issue 9: the budget) — from what loads after it (the side panel on a wide
  // page, and the warm-up of what the visitor needs next: actions, robot answers, DOMPurify).
  const kefu = await ctx.kefu();
  const browser = await ctx.browser();
  ctx.log(`size: /chat_online/index in Chromium, the default locale (${DEFAULT_LOCALE}) until the network is idle`);
  const main = await pageOpen(browser, kefu.origin, null, true);
  const firstOpen = total(main.before);
  const afterFirstScreen = total(main.after);

  const host = await ctx.host();
  const page: Partial<Record<Locale, Open>> = {};
  let embeddedUntilIdle: Record<string, Sizes> = {};
  const element: Partial<Record<Locale, Open>> = {};
  for (const locale of MEASURED) {
    ctx.log(`size: first screen in ${locale}: full page and element mode`);
    page[locale] = asOpen((await pageOpen(browser, kefu.origin, locale, false)).before);
    host.page(`/bench-size-${locale}.html`, hostPage('<p>shop</p>', STUB, loaderTag(kefu.origin, { locale })));
    const embedded = await elementOpen(browser, kefu.origin, `${host.origin}/bench-size-${locale}.html`, locale === DEFAULT_LOCALE);
    element[locale] = asOpen(embedded.before);
    if (locale === DEFAULT_LOCALE) embeddedUntilIdle = { ...embedded.before, ...embedded.after };
  }

  return {
    loader: {
      ...loader,
      budgetBytes: { gzip: BUDGET.loaderGzip, brotli: BUDGET.loaderBrotli },
      withinBudget: { gzip: loader.gzip <= BUDGET.loaderGzip, brotli: loader.brotli <= BUDGET.loaderBrotli },
      /** ours ÷ theirs (gzip); below 1 is smaller */
      vsReference: ratios(loader.gzip, REFERENCE_LOADERS_KB),
    },
    loaderEmbed: {
      ...embed,
      /** loaded when the widget mounts (first open, or on idle for a returning visitor), never before */
      loadedOn: 'mount',
    },
    /** the full page in the default locale, every script requested until the first screen is drawn */
    firstOpen: {
      ...firstOpen,
      files: main.before,
      budgetBytes: { gzip: BUDGET.firstOpenGzip },
      withinBudget: { gzip: firstOpen.gzip <= BUDGET.firstOpenGzip },
      vsReference: ratios(firstOpen.gzip, REFERENCE_WIDGETS_KB),
    },
    /** what the same page loads after its first screen, until the network is idle */
    afterFirstScreen: { ...afterFirstScreen, files: main.after },
    /** the first screen and what follows it */
    firstOpenWithLater: total({ ...main.before, ...main.after }),
    /** element mode in the default locale, every script from Kefu from navigation until the network is idle after the open */
    firstOpenEmbedded: { ...total(embeddedUntilIdle), files: embeddedUntilIdle },
    /**
     * The first screen in each locale (gzip bytes): `page` the full page, `element` a first-time
     * visitor opening the loader's widget on a host page (loader and companion included).
     */
    firstOpenByLocale: {
      page: { ...summary(page), byLocale: page },
      element: { ...summary(element), byLocale: element },
    },
    /** every chunk of dist/widget (gzip bytes): the entry, the lazy chunks, the locale chunks per part */
    chunks: buildChunks(),
    reference: { loadersKB: REFERENCE_LOADERS_KB, widgetsKB: REFERENCE_WIDGETS_KB },
  };
};
