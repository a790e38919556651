import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SpawnedServer, spawnServer } from '#tests/support/mock/spawn-server.ts';

// `npm start` and `npm run mock` run the bundled server (scripts/build-mock.ts) under plain node:
// it must start from the bundle alone and answer like the source does.
const root = resolve(import.meta.dirname, '..');
// Inside the project (under node_modules/.cache), so the bundle finds its packages.
const cache = join(root, 'node_modules', '.cache');
mkdirSync(cache, { recursive: true });
const dir = mkdtempSync(join(cache, 'bukka-bundle-'));
let bundled: SpawnedServer;
let source: SpawnedServer;

beforeAll(async () => {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-mock.ts', '--out', dir], {
    cwd: root,
  });
  [bundled, source] = await Promise.all([
    spawnServer(['--seed', '5', '--simulator', 'off'], { bundle: join(dir, 'server.mjs') }),
    spawnServer(['--seed', '5', '--simulator', 'off']),
  ]);
}, 120_000);
afterAll(async () => {
  await Promise.all([bundled?.stop(), source?.stop()]);
  rmSync(dir, { recursive: true, force: true });
});

describe('the bundled mock server (plain node)', () => {
  it('answers the same world as the source: health, the store list, a store', async () => {
    for (const path of ['/__mock/health', '/api/users/stores?page=1', '/__mock/accounts']) {
      const [a, b] = await Promise.all([
        fetch(`${bundled.baseUrl}${path}`),
        fetch(`${source.baseUrl}${path}`),
      ]);
      expect(a.status, path).toBe(200);
      expect(await a.text(), path).toBe(await b.text());
    }
  });

  it('serves the provider inline script with the parameter rules bundled in (no src/ at run time)', async () => {
    const res = await fetch(`${bundled.baseUrl}/__mock/paystack/inline.js`);
    expect(res.status).toBe(200);
    const text = await res.text();
    // The client's rules module is bundled into the script (esbuild names each module it bundles).
    expect(text).toContain('// shared/transaction-params.ts');
    const fromSource = await (await fetch(`${source.baseUrl}/__mock/paystack/inline.js`)).text();
    // The same script but for the server's own address.
    expect(text.replaceAll(bundled.baseUrl, 'BASE')).toBe(
      fromSource.replaceAll(source.baseUrl, 'BASE'),
    );
  });

  it('serves the provider checkout page with its script bundled in, as the source does', async () => {
    const path = '/__mock/paystack/checkout?access_code=unknown';
    const [a, b] = await Promise.all([
      fetch(`${bundled.baseUrl}${path}`),
      fetch(`${source.baseUrl}${path}`),
    ]);
    expect(a.status).toBe(404);
    const html = await a.text();
    expect(html).toContain('// mock-server/services/paystack/browser/checkout-script.ts');
    expect(html.replaceAll(bundled.baseUrl, 'BASE')).toBe(
      (await b.text()).replaceAll(source.baseUrl, 'BASE'),
    );
  });

  it('serves the simulator panel with its script bundled in, as the source does', async () => {
    const [a, b] = await Promise.all([
      fetch(`${bundled.baseUrl}/__mock/panel`),
      fetch(`${source.baseUrl}/__mock/panel`),
    ]);
    expect(a.status).toBe(200);
    const html = await a.text();
    expect(html).toContain('// mock-server/panel/browser/panel-script.ts');
    expect(html).toBe(await b.text());
  });
});
