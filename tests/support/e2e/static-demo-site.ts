// The static demo (npm run build:demo → dist-demo) as a plain static host serves it: built when
// missing or older than its sources (once per run, whichever spec asks first), served on a free
// port (of E2E_SIDE_PORTS when given: side-ports.ts). Shared by the static demo's e2e specs.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { DEMO_SERVICE_WORKER } from '../../../demo/demo-protocol.ts';
import { listenOnSidePort } from './side-ports.ts';

export const root = resolve('dist-demo');
/** Held while one Playwright worker builds the demo; the others wait, then find it fresh. */
const lock = `${root}.lock`;
/** A lock older than this was left by a run that was killed mid-build. */
const STALE_LOCK_MS = 5 * 60_000;
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

function isFresh(): boolean {
  const index = join(root, 'index.html');
  return (
    existsSync(index) &&
    existsSync(join(root, '404.html')) &&
    existsSync(join(root, DEMO_SERVICE_WORKER)) &&
    statSync(index).mtimeMs >= Math.max(...sources.map(newestSource))
  );
}

function takeLock(): boolean {
  try {
    mkdirSync(lock);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
    return false;
  }
}

/**
 * Builds dist-demo when it is missing or stale. The specs that use it run in parallel workers:
 * two builds at once emptied each other's output (a missing 404.html), so one worker builds under
 * a lock while the others wait, and they then find it fresh: one build per run at most.
 */
export async function ensureBuilt(): Promise<void> {
  while (!takeLock()) await new Promise((done) => setTimeout(done, 250));
  try {
    if (!isFresh())
      await promisify(execFile)('npm', ['run', 'build:demo', '--silent'], { timeout: 180_000 });
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.map': 'application/json',
  '.png': 'image/png',
  '.txt': 'text/plain',
  '.woff2': 'font/woff2',
};

/**
 * A plain static server. `spa`: unknown paths get index.html with 200 (what hosts with an SPA
 * rule do); `pages`: they get 404.html with status 404, and nothing else (what GitHub Pages does).
 * `served` lists every path asked, in order: the demo's workers fetch their modules out of
 * Playwright's sight, but not out of the server's.
 */
export function serveStatic(
  mode: 'spa' | 'pages' = 'spa',
  /** Files served beside the build (path → file), as a host still serving an earlier demo's. */
  extra: Record<string, string> = {},
): Promise<{ server: Server; url: string; served: string[] }> {
  const served: string[] = [];
  const server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    served.push(path);
    let file = extra[path] ?? normalize(join(root, path));
    if (!extra[path] && !file.startsWith(root)) file = join(root, 'index.html');
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
  return listenOnSidePort(
    (port) =>
      new Promise((done, fail) => {
        server.once('error', fail);
        server.listen(port, '127.0.0.1', () => {
          server.off('error', fail);
          const address = server.address();
          const bound = typeof address === 'object' && address ? address.port : 0;
          done({ server, url: `http://localhost:${bound}`, served });
        });
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
