// npm run bench:web — builds the client, prints every chunk's size (raw and gzip), the JavaScript
// the home route loads (entry + the home chunk's static imports), and the home page's LCP and CLS
// measured in Chromium against the mock server. A figure-printing script, not a timed test.
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
const assets = join(dist, 'assets');
const port = Number(process.env.BENCH_PORT ?? 4319);
const base = `http://localhost:${port}`;
const HOME_BUDGET_KB = 110;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

function build() {
  execSync('npx vite build', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

function printChunks() {
  const files = readdirSync(assets).filter((f) => f.endsWith('.js') || f.endsWith('.css'));
  const rows = files
    .map((f) => ({ f, raw: statSync(join(assets, f)).size, gzip: gz(join(assets, f)) }))
    .sort((a, b) => b.gzip - a.gzip);
  console.log('\nChunks (largest gzip first):');
  for (const r of rows) {
    console.log(
      `  ${r.f.padEnd(46)} ${kb(r.raw).padStart(11)} raw  ${kb(r.gzip).padStart(10)} gzip`,
    );
  }
}

/** Static imports of a chunk (`from"./x.js"`, `import"./x.js"`), followed transitively. */
function closure(start: string, seen = new Set<string>()): Set<string> {
  if (seen.has(start)) return seen;
  seen.add(start);
  const code = readFileSync(join(assets, start), 'utf8');
  for (const m of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
    if (m[1]) closure(m[1], seen);
  }
  return seen;
}

function chunk(prefix: string): string {
  const found = readdirSync(assets).find((f) => f.startsWith(`${prefix}-`) && f.endsWith('.js'));
  if (!found) throw new Error(`no ${prefix} chunk`);
  return found;
}

function report(title: string, files: Set<string>, already = new Set<string>()): number {
  let total = 0;
  console.log(`\n${title}:`);
  for (const f of files) {
    if (already.has(f)) continue;
    const size = gz(join(assets, f));
    total += size;
    console.log(`  ${f.padEnd(46)} ${kb(size).padStart(10)} gzip`);
  }
  console.log(`  subtotal ${kb(total)} gzip`);
  return total;
}

/**
 * The home route's JavaScript: what the first render needs (entry + home chunk + their static
 * imports), then the data sections it loads right after (store carousel and suggestions, with the
 * API layer and its zod schemas). Leaflet loads only when the map scrolls into view: not counted.
 */
function homeRouteJs() {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = /src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('no entry script in dist/index.html');
  const first = new Set([...closure(entry), ...closure(chunk('home-page'))]);
  const data = new Set([
    ...closure(chunk('stores-carousel')),
    ...closure(chunk('suggested-products')),
  ]);
  const firstTotal = report(
    'Home route, first render (entry + home chunk + static imports)',
    first,
  );
  const dataTotal = report('Home route, data sections loaded right after', data, first);
  const all = firstTotal + dataTotal;
  console.log(
    `\nHome route JS: first render ${kb(firstTotal)} gzip (budget ${HOME_BUDGET_KB} KB: ${
      firstTotal / 1024 <= HOME_BUDGET_KB ? 'within' : 'OVER'
    }); with data sections ${kb(all)} gzip (${all / 1024 <= HOME_BUDGET_KB ? 'within' : 'OVER'}).`,
  );
}

async function waitForHealth(server: ChildProcess) {
  for (let i = 0; i < 120; i++) {
    if (server.exitCode !== null) throw new Error('mock server exited');
    try {
      if ((await fetch(`${base}/__mock/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('mock server did not start');
}

async function measure(width: number, height: number) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp: number; __cls: number };
      w.__lcp = 0;
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__lcp = e.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as Array<{
          value: number;
          hadRecentInput: boolean;
        }>) {
          if (!e.hadRecentInput) w.__cls += e.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const { lcp, cls } = await page.evaluate(() => {
      const w = window as unknown as { __lcp: number; __cls: number };
      return { lcp: w.__lcp, cls: w.__cls };
    });
    console.log(`  ${width}×${height}: LCP ${lcp.toFixed(0)} ms, CLS ${cls.toFixed(3)}`);
  } finally {
    await browser.close();
  }
}

async function main() {
  build();
  printChunks();
  homeRouteJs();
  const server = spawn(
    'npx',
    [
      'tsx',
      'mock-server/server.ts',
      '--port',
      String(port),
      '--seed',
      '1',
      '--serve',
      'dist',
      '--simulator',
      'off',
    ],
    { cwd: root, stdio: 'ignore', detached: true },
  );
  try {
    await waitForHealth(server);
    console.log('\nHome page in Chromium (against the mock):');
    await measure(1280, 800);
    await measure(375, 812);
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
