/**
 * Long-task bench (loader/README.md goal 2: never blocks): long tasks (> 50 ms) on the demo
 * shop page from navigation until the page has loaded and Kefu has mounted its widget in the
 * background — i.e. everything the loader does before the visitor opens the chat — against a
 * baseline of the same page without the snippet, measured in the same run, interleaved.
 * Repeated at CPU ×1 and ×4 (a mid-range phone). Timing never fails: the bench only reports.
 */
import type { Browser } from 'playwright-core';
import { DEMO_HOST } from '../test/e2e/harness';
import fs from 'node:fs';
import path from 'node:path';
import { median, round1 } from './lib/stats';
import type { Bench } from './lib/context';

const RUNS = 5;
const CPU_RATES = [1, 4];
/** after `load`: long enough for requestIdleCallback (5 s timeout at most) to mount the widget */
const SETTLE_MS = 3000;

interface Tasks { count: number; totalMs: number; maxMs: number }
interface Run extends Tasks {
  /** long tasks that started before the widget bundle was requested: the loader's own phase */
  loaderPhase: Tasks;
  /** from the widget bundle's request on: evaluating and rendering the widget in the background */
  widgetPhase: Tasks;
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

async function measure(browser: Browser, url: string, cpuRate: number): Promise<Run> {
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
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  const { tasks, widgetStart, widgetMounted } = await page.evaluate(() => ({
    tasks: (window as unknown as { __longTasks: [number, number][] }).__longTasks,
    widgetStart: performance.getEntriesByType('resource').find((r) => r.name.endsWith('/chat_online/kefu-widget.js'))?.startTime ?? Infinity,
    widgetMounted: !!document.querySelector('kefu-launcher')?.shadowRoot?.querySelector('kefu-chat, iframe'),
  }));
  await context.close();
  return {
    ...tally(tasks.map(([, d]) => d)),
    loaderPhase: tally(tasks.filter(([s]) => s < widgetStart).map(([, d]) => d)),
    widgetPhase: tally(tasks.filter(([s]) => s >= widgetStart).map(([, d]) => d)),
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
  const pages = { baseline: `${host.origin}/bench-baseline.html`, withKefu: `${host.origin}/` };

  const result: Record<string, unknown> = {};
  for (const rate of CPU_RATES) {
    const runs: { baseline: Run[]; withKefu: Run[] } = { baseline: [], withKefu: [] };
    for (let i = 0; i < RUNS; i++) {
      // interleaved, so drift in the machine's load hits both alike
      ctx.log(`longtask: cpu ×${rate}, run ${i + 1}/${RUNS}`);
      runs.baseline.push(await measure(browser, pages.baseline, rate));
      runs.withKefu.push(await measure(browser, pages.withKefu, rate));
    }
    const base = summary(runs.baseline);
    const kefu = summary(runs.withKefu);
    result[`cpu${rate}x`] = {
      baseline: base,
      withKefu: {
        ...kefu,
        loaderPhase: summarise(runs.withKefu.map((r) => r.loaderPhase)),
        widgetPhase: summarise(runs.withKefu.map((r) => r.widgetPhase)),
        widgetMountedBeforeOpen: runs.withKefu.every((r) => r.widgetMounted),
      },
      /** what the snippet adds (medians): the budget is no long task at all */
      added: { count: kefu.count - base.count, totalMs: round1(kefu.totalMs - base.totalMs) },
      withinBudget: kefu.count - base.count <= 0,
      loaderPhaseWithinBudget: summarise(runs.withKefu.map((r) => r.loaderPhase)).count - base.count <= 0,
    };
  }
  return { page: 'demo-host/index.html (element mode)', window: `navigation → load + ${SETTLE_MS} ms, before open`, runsPerVariant: RUNS, ...result };
};
