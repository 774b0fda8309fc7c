/**
 * Long-task bench (loader/README.md goal 2: never blocks; the budget is no long task (> 50 ms)
 * on the host page before the visitor opens the chat): long tasks on the demo shop page from
 * navigation until the page has loaded and settled — everything Kefu does before an open —
 * against a baseline of the same page without the snippet, measured in the same run,
 * interleaved. Two visitors (the mount policy, docs/embedding.md):
 *
 * - firstVisit: never opened Kefu on this site. The loader draws the bubble and only prefetches
 *   its companion; nothing of the widget is evaluated. This is the budget.
 * - returningVisitor: the host's localStorage flag is fresh, so the widget mounts hidden on idle
 *   (for unread counts); reported, split into the loader's phase and the widget's background boot.
 *
 * Repeated at CPU ×1 and ×4 (a mid-range phone). Timing never fails: the bench only reports.
 */
import type { Browser } from 'playwright-core';
import { DEMO_HOST } from '../test/e2e/harness';
import fs from 'node:fs';
import path from 'node:path';
import { ACTIVE_FLAG_PREFIX, LOADER_EMBED_PATH } from '../protocol/embed';
import { median, round1 } from './lib/stats';
import { smokeOr } from './lib/smoke';
import type { Bench } from './lib/context';

const RUNS = smokeOr(5, 1);
const CPU_RATES = [1, 4];
/** after `load`: long enough for requestIdleCallback (5 s timeout at most) to mount a returning visitor's widget */
const SETTLE_MS = 3000;

type Variant = 'baseline' | 'firstVisit' | 'returningVisitor';

interface Tasks { count: number; totalMs: number; maxMs: number }
interface Run extends Tasks {
  /** long tasks that started before the companion was requested to run: the loader's own phase */
  loaderPhase: Tasks;
  /** from the companion's request on: mounting the widget in the background */
  widgetPhase: Tasks;
  /** the widget's custom element is defined: its bundle was evaluated */
  widgetEvaluated: boolean;
  widgetMounted: boolean;
}

const tally = (durations: number[]): Tasks => ({
  count: durations.length,
  totalMs: round1(durations.reduce((a, b) => a + b, 0)),
  maxMs: round1(Math.max(0, ...durations)),
});

/** The demo page without the two script tags of the snippet. */
function withoutSnippet(html: string): string {
  const out = html
    .replace(/<script>window\.KefuChat=[^<]*<\/script>/, '')
    .replace(/<script async src="[^"]*\/kefu\.js"[^>]*><\/script>/, '');
  if (out.includes('kefu.js') || out.includes('window.KefuChat=')) throw new Error('longtask bench: could not strip the snippet from demo-host/index.html');
  return out;
}

async function measure(browser: Browser, url: string, cpuRate: number, returning: boolean): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  if (cpuRate !== 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  }
  // Observe from before the first script runs.
  await page.addInitScript(() => {
    const tasks: [start: number, duration: number][] = [];
    Object.defineProperty(window, '__longTasks', { value: tasks });
    new PerformanceObserver((list) => { for (const e of list.getEntries()) tasks.push([e.startTime, e.duration]); })
      .observe({ type: 'longtask', buffered: true });
  });
  // A returning visitor: the demo page's channel was opened a day ago.
  if (returning) {
    await page.addInitScript((key) => { localStorage.setItem(key, String(Date.now() - 86_400_000)); }, `${ACTIVE_FLAG_PREFIX}demo`);
  }
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  const { tasks, embedStart, widgetEvaluated, widgetMounted } = await page.evaluate((embed) => ({
    tasks: (window as unknown as { __longTasks: [number, number][] }).__longTasks,
    embedStart: performance.getEntriesByType('resource').find((r) => r.name.endsWith(embed))?.startTime ?? Infinity,
    widgetEvaluated: customElements.get('kefu-chat') !== undefined,
    widgetMounted: !!document.querySelector('kefu-launcher')?.shadowRoot?.querySelector('kefu-chat, iframe'),
  }), LOADER_EMBED_PATH);
  await context.close();
  // A returning visitor's companion request starts the mount; a first visit only prefetches it.
  const split = returning ? embedStart : Infinity;
  return {
    ...tally(tasks.map(([, d]) => d)),
    loaderPhase: tally(tasks.filter(([s]) => s < split).map(([, d]) => d)),
    widgetPhase: tally(tasks.filter(([s]) => s >= split).map(([, d]) => d)),
    widgetEvaluated,
    widgetMounted,
  };
}

/** Medians of count and total, the worst single task over all runs. */
const summarise = (all: Tasks[]): Tasks => ({
  count: median(all.map((r) => r.count)),
  totalMs: round1(median(all.map((r) => r.totalMs))),
  maxMs: round1(Math.max(...all.map((r) => r.maxMs))),
});
const summary = (runs: Run[]) => ({
  ...summarise(runs),
  runs: runs.map(({ count, totalMs, maxMs }) => ({ count, totalMs, maxMs })),
});

export const longTaskBench: Bench = async (ctx) => {
  const host = await ctx.host();
  const browser = await ctx.browser();
  const demo = fs.readFileSync(path.join(DEMO_HOST, 'index.html'), 'utf8');
  host.page('/bench-baseline.html', withoutSnippet(demo));
  const pages: Record<Variant, string> = {
    baseline: `${host.origin}/bench-baseline.html`,
    firstVisit: `${host.origin}/`,
    returningVisitor: `${host.origin}/`,
  };

  const result: Record<string, unknown> = {};
  for (const rate of CPU_RATES) {
    const runs: Record<Variant, Run[]> = { baseline: [], firstVisit: [], returningVisitor: [] };
    for (let i = 0; i < RUNS; i++) {
      // interleaved, so drift in the machine's load hits all alike
      ctx.log(`longtask: cpu ×${rate}, run ${i + 1}/${RUNS}`);
      for (const variant of Object.keys(runs) as Variant[]) {
        runs[variant].push(await measure(browser, pages[variant], rate, variant === 'returningVisitor'));
      }
    }
    const base = summary(runs.baseline);
    const first = summary(runs.firstVisit);
    const back = summary(runs.returningVisitor);
    const added = (s: Tasks) => ({ count: s.count - base.count, totalMs: round1(s.totalMs - base.totalMs) });
    result[`cpu${rate}x`] = {
      baseline: base,
      firstVisit: {
        ...first,
        widgetEvaluatedBeforeOpen: runs.firstVisit.some((r) => r.widgetEvaluated),
        widgetMountedBeforeOpen: runs.firstVisit.some((r) => r.widgetMounted),
      },
      returningVisitor: {
        ...back,
        loaderPhase: summarise(runs.returningVisitor.map((r) => r.loaderPhase)),
        widgetPhase: summarise(runs.returningVisitor.map((r) => r.widgetPhase)),
        widgetMountedBeforeOpen: runs.returningVisitor.every((r) => r.widgetMounted),
      },
      /** what the snippet adds over the baseline (medians) */
      added: { firstVisit: added(first), returningVisitor: added(back) },
      /** the budget: a first-time visitor's page gets no long task from Kefu before open */
      withinBudget: first.count - base.count <= 0,
      returningLoaderPhaseWithinBudget: summarise(runs.returningVisitor.map((r) => r.loaderPhase)).count - base.count <= 0,
    };
  }
  return {
    page: 'demo-host/index.html (element mode)',
    window: `navigation → load + ${SETTLE_MS} ms, before open`,
    runsPerVariant: RUNS,
    ...result,
  };
};
