import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestWorld } from '#tests/support/mock/test-world.ts';
import { precompressDir } from '../../scripts/build/precompress.ts';
import { createFastifyApp } from './fastify.ts';
import { IMMUTABLE, REVALIDATE } from './serve-client.ts';

// `npm start` serves the built client: a dist made like Vite's (hashed assets, index.html, the
// public files) and compressed by the build's precompress step.
const dist = mkdtempSync(join(tmpdir(), 'bukka-dist-'));
const script = `export const menu = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `dish ${i}`))};`;
const html = `<!doctype html><html><head><title>Bukka</title><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div>${' '.repeat(2000)}</body></html>`;
let app: Awaited<ReturnType<typeof createFastifyApp>>;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'index-AbC123.js'), script);
  writeFileSync(join(dist, 'index.html'), html);
  copyFileSync(new URL('../../public/robots.txt', import.meta.url), join(dist, 'robots.txt'));
  precompressDir(dist);
  const world = await createTestWorld(1);
  app = await createFastifyApp(world.mock, { serveDir: dist });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the built client as npm start serves it', () => {
  it('sends brotli to a browser that accepts it, gzip to one that only accepts gzip, plain otherwise', async () => {
    const br = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 2);

    const gz = await get('/assets/index-AbC123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('caches hashed assets for a year, immutable, and has index.html revalidated', async () => {
    expect((await get('/assets/index-AbC123.js', 'br')).headers['cache-control']).toBe(IMMUTABLE);
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html']) {
      const page = await get(url, 'br, gzip');
      expect(page.headers['cache-control']).toBe(REVALIDATE);
      expect(page.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(page.rawPayload).toString()).toBe(html);
    }
  });

  it('answers a deep link with the app (compressed, revalidated) and an unknown API path with JSON 404', async () => {
    const deep = await get('/kitchen/abc?tab=menu', 'gzip');
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['cache-control']).toBe(REVALIDATE);
    expect(deep.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(deep.rawPayload).toString()).toBe(html);
    const api = await get('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/json/);
  });

  it('answers /robots.txt with the robots file, not the app', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toBe(
      readFileSync(new URL('../../public/robots.txt', import.meta.url), 'utf8'),
    );
    expect(robots.body).toMatch(/^User-agent: \*$/m);
    expect(robots.body).not.toMatch(/<html/i);
  });
});
