// The web case (`npm run bench -- --only web`; its flags in cases.ts): builds the client (and the
// static demo), prints every chunk's size (raw, gzip, brotli), the JavaScript the home route loads
// measured in bytes as the server sends them (compressed), then Lighthouse 13 (mobile defaults)
// against `npm start`'s server on home, search, store, product, an order page (signed in as the
// demo buyer) and the static demo served gzip like GitHub Pages (its home, a store and a product
// page, with the simulator on, and the home without it): the median of --runs per page, as a
// table.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { startNode, waitForUrl } from './children.ts';
import {
  type LighthouseFigures,
  type LighthouseTarget,
  lighthouseTable,
  medianRun,
} from './lighthouse-pages.ts';
import { flag, has } from './report.ts';
import { serveStatic } from './static-gzip-server.ts';

const root = resolve(flag('root', new URL('../..', import.meta.url).pathname));
const dist = join(root, 'dist');
const assets = join(dist, 'assets');
const port = Number(flag('port', process.env.BENCH_PORT ?? '4319'));
const base = `http://localhost:${port}`;
const runs = Number(flag('runs', '3'));
const HOME_BUDGET_KB = 110;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const br = (file: string) =>
  existsSync(`${file}.br`)
    ? statSync(`${file}.br`).size
    : brotliCompressSync(readFileSync(file)).length;

function build() {
  const run = (command: string) =>
    execSync(command, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  run('npx vite build');
  run('npx vite build --config demo/vite.demo.config.ts --mode demo');
  run('npx tsx scripts/build-mock.ts');
}

function printChunks() {
  const files = readdirSync(assets).filter((f) => f.endsWith('.js') || f.endsWith('.css'));
  const rows = files
    .map((f) => ({
      f,
      raw: statSync(join(assets, f)).size,
      gzip: gz(join(assets, f)),
      br: br(join(assets, f)),
    }))
    .sort((a, b) => b.gzip - a.gzip);
  console.log('\nChunks (largest gzip first):');
  for (const r of rows) {
    console.log(
      `  ${r.f.padEnd(46)} ${kb(r.raw).padStart(11)} raw  ${kb(r.gzip).padStart(10)} gzip  ${kb(r.br).padStart(10)} br`,
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

/** The body's bytes as the server sends them to a browser (Accept-Encoding: br, gzip). */
function sentBytes(path: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((done, fail) => {
    const req = request(`${base}${path}`, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (d: Buffer) => {
        bytes += d.length;
      });
      res.on('end', () =>
        done({ bytes, encoding: String(res.headers['content-encoding'] ?? 'none') }),
      );
    });
    req.on('error', fail);
    req.end();
  });
}

async function report(title: string, files: Set<string>, already = new Set<string>()) {
  let total = 0;
  let gzipTotal = 0;
  console.log(`\n${title}:`);
  for (const f of files) {
    if (already.has(f)) continue;
    const sent = await sentBytes(`/assets/${f}`);
    const gzip = gz(join(assets, f));
    total += sent.bytes;
    gzipTotal += gzip;
    console.log(
      `  ${f.padEnd(46)} ${kb(sent.bytes).padStart(10)} sent (${sent.encoding})  ${kb(gzip).padStart(10)} gzip -9`,
    );
  }
  console.log(`  subtotal ${kb(total)} as sent (${kb(gzipTotal)} gzip -9)`);
  return { total, gzipTotal };
}

/**
 * The home route's JavaScript, in bytes as sent: what the first render needs (entry + home chunk
 * + their static imports), then the data sections it loads right after (store carousel and
 * suggestions, with the API layer and its zod schemas). Leaflet loads after the first paint, with
 * the map: not counted.
 */
async function homeRouteJs() {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = /src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('no entry script in dist/index.html');
  const first = new Set([...closure(entry), ...closure(chunk('home-page'))]);
  const data = new Set([
    ...closure(chunk('stores-carousel')),
    ...closure(chunk('suggested-products')),
  ]);
  const a = await report('Home route, first render (entry + home chunk + static imports)', first);
  const b = await report('Home route, data sections loaded right after', data, first);
  const within = (bytes: number) => (bytes / 1024 <= HOME_BUDGET_KB ? 'within' : 'OVER');
  const all = a.total + b.total;
  console.log(
    `\nHome route JS as sent: first render ${kb(a.total)} (budget ${HOME_BUDGET_KB} KB: ${within(a.total)}); with data sections ${kb(all)} (${within(all)}). gzip -9 of the same files: ${kb(a.gzipTotal)} / ${kb(a.gzipTotal + b.gzipTotal)}.`,
  );
}

/** Signs the demo buyer in through the page, as a person would (the session is kept in storage). */
async function signInBuyer(page: Page) {
  // The demo accounts' device is already verified (as in the e2e tests).
  await page.addInitScript(() => localStorage.setItem('bukka.deviceId', 'demo-device'));
  await page.goto(`${base}/signin`);
  await page.getByLabel('Email').fill('buyer@bukka.test');
  await page.getByLabel('Password').fill('bukka-demo');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText(/^Signed in as /).waitFor({ timeout: 30_000 });
}

/** Ids of the seed's first store, its first product and one of the demo buyer's orders. */
async function pageIds() {
  const stores = (await (await fetch(`${base}/api/users/stores`)).json()) as {
    stores: Array<{ _id: string }>;
  };
  const store = stores.stores[0]?._id ?? '';
  const products = (await (await fetch(`${base}/api/products/kitchen/${store}`)).json()) as
    | Array<{ _id: string }>
    | { products?: Array<{ _id: string }> };
  const product = (Array.isArray(products) ? products : (products.products ?? []))[0]?._id ?? '';
  const signin = await fetch(`${base}/api/users/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'buyer@bukka.test',
      password: 'bukka-demo',
      fingerprint: 'demo-device',
    }),
  });
  const { user } = (await signin.json()) as { user: { _id: string } };
  const cookie = (signin.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const orders = (await (
    await fetch(`${base}/api/orders/demo-device/allorders/${user._id}`, { headers: { cookie } })
  ).json()) as { orders: Array<{ _id: string }> };
  return { store, product, order: orders.orders[0]?._id ?? '' };
}

async function lighthouseRows() {
  const ids = await pageIds();
  const demoPort = Number(flag('demo-port', String(port + 50)));
  const targets: LighthouseTarget[] = [
    { name: 'home `/`', url: `${base}/` },
    { name: 'search `/search`', url: `${base}/search` },
    { name: 'store `/kitchen/:id`', url: `${base}/kitchen/${ids.store}` },
    { name: 'product `/product/:id`', url: `${base}/product/${ids.product}` },
    {
      name: 'order `/order/:id` (signed in)',
      url: `${base}/order/${ids.order}`,
      prepare: signInBuyer,
    },
    { name: 'static demo home (gzip, as GitHub Pages)', url: `http://localhost:${demoPort}/` },
    // The same without the simulated city: what the page itself costs, apart from the simulator.
    {
      name: 'static demo home, `?simulator=off`',
      url: `http://localhost:${demoPort}/?simulator=off`,
    },
    // The demo's world is made from seed 1 at build time, as the server's: the same ids. A deep
    // link on GitHub Pages is answered 404 (with the app), which Lighthouse refuses to audit: these
    // two come from the same files on a host that answers them 200.
    {
      name: 'static demo store `/kitchen/:id`',
      url: `http://localhost:${demoPort + 1}/kitchen/${ids.store}`,
    },
    {
      name: 'static demo product `/product/:id`',
      url: `http://localhost:${demoPort + 1}/product/${ids.product}`,
    },
  ];
  // `--pages home,order`: the pages whose name starts with one of these words.
  const only = flag('pages', '').split(',').filter(Boolean);
  const chosen = only.length
    ? targets.filter((t) => only.some((w) => t.name.startsWith(w)))
    : targets;
  const demo = await serveStatic(join(root, 'dist-demo'), demoPort);
  const demoDeepLinks = await serveStatic(join(root, 'dist-demo'), demoPort + 1, { spa: true });
  const rows: Array<{ name: string; figures: LighthouseFigures }> = [];
  try {
    for (const target of chosen) {
      const figures = await medianRun(target, runs);
      console.log(`  ${target.name}: ${figures.performance} — ${figures.notes.join('; ')}`);
      rows.push({ name: target.name, figures });
    }
  } finally {
    await demo.close();
    await demoDeepLinks.close();
  }
  return rows;
}

async function main() {
  if (!has('no-build')) build();
  printChunks();
  const server = startNode(
    [
      '--enable-source-maps',
      'dist-mock/server.mjs',
      '--port',
      String(port),
      '--seed',
      '1',
      '--serve',
      'dist',
      '--simulator',
      'off',
    ],
    { cwd: root },
  );
  try {
    await waitForUrl(`${base}/__mock/health`, server);
    await homeRouteJs();
    if (has('no-lighthouse')) return;
    const load = (await import('node:os')).loadavg()[0]?.toFixed(2);
    console.log(
      `\nLighthouse 13, mobile defaults, median of ${runs} runs (load average ${load} at the start):`,
    );
    const rows = await lighthouseRows();
    const end = (await import('node:os')).loadavg()[0]?.toFixed(2);
    console.log(`\n${lighthouseTable(rows)}\n\n(load average ${end} at the end)`);
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
