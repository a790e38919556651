// A static host the way GitHub Pages serves the static demo: text gzipped on the fly,
// `cache-control: max-age=600`, an unknown path answered with 404.html (status 404). `spa: true`
// answers it with status 200 instead (a host with an SPA rule): the same page, which Lighthouse
// can audit (it refuses a document answered 404), for the demo's deep links.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

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

export function serveStatic(root: string, port: number, { spa = false } = {}): Promise<Server> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(root, path));
    if (!file.startsWith(root)) file = join(root, '404.html');
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    const found = existsSync(file);
    if (!found) file = join(root, '404.html');
    const type = extname(file);
    let body: Buffer = readFileSync(file);
    const headers: Record<string, string> = {
      'content-type': TYPES[type] ?? 'application/octet-stream',
      'cache-control': 'max-age=600',
      vary: 'Accept-Encoding',
    };
    if (COMPRESSIBLE.has(type) && /\bgzip\b/.test(String(req.headers['accept-encoding']))) {
      body = gzipSync(body, { level: 6 });
      headers['content-encoding'] = 'gzip';
    }
    res.writeHead(found || spa ? 200 : 404, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
