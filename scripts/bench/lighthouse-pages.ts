// Lighthouse 13 (mobile defaults: simulated slow 4G, 4× CPU slowdown) with the system Chromium,
// no download: each run gets a fresh profile, Chromium started by Playwright with a DevTools port
// that Lighthouse connects to. Pages that need a signed-in buyer sign in through /signin first in
// the same profile (storage kept, HTTP cache cleared before the audited load).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import lighthouse from 'lighthouse';
import { markdownTable } from './report.ts';

export type LighthouseTarget = {
  name: string;
  url: string;
  /** Runs in the same profile before the audited load (e.g. sign in). */
  prepare?: (page: Page) => Promise<void>;
};

export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits below a perfect score in the categories other than performance, and the LCP element. */
  notes: string[];
};

const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** DevTools ports: each run its own, taken in turn from ten (a shared machine gives each user a
 * range of ports). */
const firstPort = Number(process.env.BENCH_DEVTOOLS_PORT ?? 9333);
let runsStarted = 0;

async function runOnce(target: LighthouseTarget): Promise<LighthouseFigures> {
  const profile = mkdtempSync(join(tmpdir(), 'bukka-lh-'));
  const port = firstPort + (runsStarted++ % 10);
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    if (target.prepare) {
      await target.prepare(page);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await page.goto('about:blank');
    }
    const result = await lighthouse(target.url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // A prepared page keeps its storage (the session); the cache was cleared above.
      disableStorageReset: target.prepare !== undefined,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${target.url}`);
    // BENCH_LH_DIR=/tmp/lh keeps each run's whole report (JSON), its trace and DevTools log.
    const keep = process.env.BENCH_LH_DIR;
    if (keep) {
      const stem = join(keep, `${target.name.replace(/\W+/g, '-')}-${port}`);
      writeFileSync(`${stem}.json`, String(result.report));
      // The trace and the DevTools log Lantern simulated from: each main-thread task and request
      // as observed (open the trace in DevTools' Performance panel).
      writeFileSync(`${stem}.trace.json`, JSON.stringify(result.artifacts.Trace));
      writeFileSync(`${stem}.devtoolslog.json`, JSON.stringify(result.artifacts.DevtoolsLog));
    }
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const notes: string[] = [];
    for (const id of ['accessibility', 'best-practices', 'seo']) {
      for (const ref of categories[id]?.auditRefs ?? []) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) notes.push(ref.id);
      }
    }
    // Lighthouse 13: the LCP element is the node item of the LCP breakdown insight's list.
    const lcpBreakdown = audits['lcp-breakdown-insight']?.details as
      | { items?: Array<{ type?: string; snippet?: string }> }
      | undefined;
    const snippet = lcpBreakdown?.items?.find((item) => item.type === 'node')?.snippet;
    if (snippet) notes.push(`LCP ${snippet.slice(0, 90)}`);
    if (result.lhr.runtimeError) notes.push(`error ${result.lhr.runtimeError.code}`);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      notes,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** The run whose performance score is the median of `runs` (Lighthouse's own advice). */
export async function medianRun(
  target: LighthouseTarget,
  runs: number,
): Promise<LighthouseFigures> {
  const all: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) all.push(await runOnce(target));
  all.sort((a, b) => a.performance - b.performance || a.lcpMs - b.lcpMs);
  const median = all[Math.floor((all.length - 1) / 2)];
  if (!median) throw new Error('no run');
  return { ...median, notes: [...median.notes, `perf runs ${all.map((r) => r.performance)}`] };
}

const GOAL = { performance: 95, accessibility: 100, bestPractices: 100, seo: 95 };

/** The markdown table: one row per page, `MISS` beside any figure short of its goal. */
export function lighthouseTable(rows: Array<{ name: string; figures: LighthouseFigures }>) {
  const mark = (ok: boolean) => (ok ? '' : ' MISS');
  const cells = rows.map(({ name, figures: f }) => [
    name,
    `${f.performance}${mark(f.performance >= GOAL.performance)}`,
    `${f.accessibility}${mark(f.accessibility >= GOAL.accessibility)}`,
    `${f.bestPractices}${mark(f.bestPractices >= GOAL.bestPractices)}`,
    `${f.seo}${mark(f.seo >= GOAL.seo)}`,
    `${(f.lcpMs / 1000).toFixed(2)} s${mark(f.lcpMs <= 2500)}`,
    `${Math.round(f.tbtMs)} ms${mark(f.tbtMs <= 200)}`,
    `${f.cls.toFixed(3)}${mark(f.cls <= 0.05)}`,
  ]);
  const head = [
    'page',
    'performance',
    'accessibility',
    'best practices',
    'SEO',
    'LCP',
    'TBT',
    'CLS',
  ];
  return markdownTable(head, cells, 'lrrrrrrr').join('\n');
}
