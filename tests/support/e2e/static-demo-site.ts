// The static demo (npm run build:demo → dist-demo) as a plain static host serves it: built when
// missing or older than its sources, served on a free port. Shared by the static demo's e2e specs.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import type { Page } from '@playwright/test';

export const root = resolve('dist-demo');
const sources = ['src', 'mock-server', 'demo', 'index.html', 'public', 'vite.config.ts'];

function newestSource(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx'))
      continue;
    newest = Math.max(newest, newestSource(join(path, entry)));
  }
  return newest;
}

export function ensureBuilt(): void {
  const index = join(root, 'index.html');
  const fresh =
    existsSync(index) &&
    existsSync(join(root, 'mockServiceWorker.js')) &&
    statSync(index).mtimeMs >= Math.max(...sources.map(newestSource));
  if (fresh && process.env.STATIC_DEMO_REBUILD !== '1') return;
  execFileSync('npm', ['run', 'build:demo', '--silent'], { stdio: 'pipe', timeout: 180_000 });
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.map': 'application/json',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/**
 * A plain static server. `spa`: unknown paths get index.html with 200 (what hosts with an SPA
 * rule do); `pages`: they get 404.html with status 404, and nothing else (what GitHub Pages does).
 */
export function serveStatic(
  mode: 'spa' | 'pages' = 'spa',
): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    let file = normalize(join(root, path));
    if (!file.startsWith(root)) file = join(root, 'index.html');
    let status = 200;
    if (!existsSync(file) || statSync(file).isDirectory()) {
      const index = join(file, 'index.html');
      const looksLikeFile = extname(path) !== '';
      if (existsSync(index)) file = index;
      else if (mode === 'pages' && existsSync(join(root, '404.html'))) {
        file = join(root, '404.html');
        status = 404;
      } else if (looksLikeFile || mode === 'pages') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      } else file = join(root, 'index.html');
    }
    res.writeHead(status, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      done({ server, url: `http://localhost:${port}` });
    }),
  );
}

/**
 * Resolves once none of the page's requests has been open for `quietMs` (what Playwright's
 * `networkidle` means), leaving out the demo's mock worker script: Chromium reports the shared
 * worker's script as the page's request and never its end. Call before the page loads.
 */
export function trackRequests(page: Page, quietMs = 500): { idle(): Promise<void> } {
  const open = new Set<object>();
  page.on('request', (request) => {
    if (!/\/mock-worker-[\w-]+\.js$/.test(request.url())) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return {
    async idle() {
      let quietSince = Date.now();
      while (Date.now() - quietSince < quietMs) {
        if (open.size > 0) quietSince = Date.now();
        await new Promise((done) => setTimeout(done, 50));
      }
    },
  };
}
