// A static host the way GitHub Pages serves the static demo: text gzipped,
// `cache-control: max-age=600`, an unknown path answered with 404.html (status 404). `spa: true`
// answers it with status 200 instead (a host with an SPA rule): the same page, which Lighthouse
// can audit (it refuses a document answered 404), for the demo's deep links. The host runs in a
// process of its own, as the app's server does: on the bench's event loop it answered a chunk only once Lighthouse had done
// with what it was busy with (TTFB 40–220 ms under load), which Lighthouse's simulation reads as
// the host's own response time and adds to every request of the page.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startNode } from './children.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.map': 'application/json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.map']);

/**
 * Each file's gzip, made once before the first page and kept, as GitHub Pages' CDN keeps it: made
 * again on every request, a chunk waited behind the others' compression.
 */
const gzipped = new Map<string, { mtimeMs: number; body: Buffer }>();
function gzipOf(file: string): Buffer {
  const { mtimeMs } = statSync(file);
  const kept = gzipped.get(file);
  if (kept?.mtimeMs === mtimeMs) return kept.body;
  const body = gzipSync(readFileSync(file), { level: 6 });
  gzipped.set(file, { mtimeMs, body });
  return body;
}

/** Compresses every text file under `dir` ahead of the first page (source maps aside). */
function warm(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) warm(path);
    else if (COMPRESSIBLE.has(extname(path)) && !path.endsWith('.map')) gzipOf(path);
  }
}

type HostOptions = { root: string; port: number; spa: boolean };

function host({ root, port, spa }: HostOptions): void {
  warm(root);
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(root, path));
    if (!file.startsWith(root)) file = join(root, '404.html');
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    const found = existsSync(file);
    if (!found) file = join(root, '404.html');
    const type = extname(file);
    const gzip = COMPRESSIBLE.has(type) && /\bgzip\b/.test(String(req.headers['accept-encoding']));
    const body = gzip ? gzipOf(file) : readFileSync(file);
    const headers: Record<string, string> = {
      'content-type': TYPES[type] ?? 'application/octet-stream',
      'cache-control': 'max-age=600',
      vary: 'Accept-Encoding',
    };
    if (gzip) headers['content-encoding'] = 'gzip';
    res.writeHead(found || spa ? 200 : 404, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  server.listen(port, '127.0.0.1', () => console.log(`listening on ${port}`));
}

/** Serves `root` on `port` from a process of its own; `close()` stops it. */
export async function serveStatic(
  root: string,
  port: number,
  { spa = false } = {},
): Promise<{ close(): Promise<void> }> {
  const child = startNode(
    [fileURLToPath(import.meta.url), root, String(port), ...(spa ? ['--spa'] : [])],
    { tsx: true },
  );
  // Its line, not a fetch: Node's fetch refuses some ports a browser takes (4190, the bench's
  // default demo port, is on the Fetch standard's list of bad ports).
  const started = performance.now();
  while (!child.output().includes(`listening on ${port}`)) {
    if (child.proc.exitCode !== null || performance.now() - started > 60_000) {
      await child.stop();
      throw new Error(`the static host on ${port} did not start:\n${child.output()}`);
    }
    await new Promise((done) => setTimeout(done, 25));
  }
  return { close: child.stop };
}

// `node --import tsx static-gzip-server.ts ROOT PORT [--spa]`: the host itself.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [root = '', port = ''] = process.argv.slice(2);
  host({ root, port: Number(port), spa: process.argv.includes('--spa') });
}
