import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/mock/test-app.ts';

describe('GET /__mock/panel', { timeout: 30_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(1);
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('serves a self-contained HTML page with the current seed', async () => {
    const res = await t.call('GET', '/__mock/panel');
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.raw.headers['cache-control']).toBe('no-store');
    const html = res.body as string;
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<title>Bukka mock — simulator panel</title>');
    expect(html).toContain('id="seed" name="seed" value="1"');
    expect(html).not.toMatch(/<(script|link)[^>]+(src|href)=/);
  });

  it('labels every control and has a live status region', async () => {
    const html = (await t.call('GET', '/__mock/panel')).body as string;
    expect(html).toContain('role="status" aria-live="polite"');
    const ids = [...html.matchAll(/<(?:input|select)[^>]*\bid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThanOrEqual(12);
    for (const id of ids) {
      const labelled =
        html.includes(`<label for="${id}">`) || new RegExp(`<label><input id="${id}"`).test(html);
      expect(labelled, id).toBe(true);
    }
    for (const name of [
      'Reset the world',
      'Set speed',
      'Start',
      'Stop',
      'Record',
      'Stop recording',
      'Send transfer',
      'Mark delivered',
      'Inject fault',
      'Clear all faults',
    ]) {
      expect(html).toMatch(new RegExp(`<button[^>]*>${name}</button>`));
    }
  });

  it('says in its recording section that a recording replays in any world', async () => {
    const html = (await t.call('GET', '/__mock/panel')).body as string;
    const section = /<section aria-labelledby="h-record">[\s\S]*?<\/section>/.exec(html)?.[0];
    expect(section).toContain(
      'Checks are relative to where the recording began: it replays in any world',
    );
  });

  it('names no two of its static buttons alike (a screen reader lists them by name)', async () => {
    const html = (await t.call('GET', '/__mock/panel')).body as string;
    const names = [...html.matchAll(/<button[^>]*>([^<]+)<\/button>/g)].map((m) => m[1]);
    expect(names.length).toBeGreaterThanOrEqual(10);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('its script parses and only calls control routes that exist', async () => {
    const html = (await t.call('GET', '/__mock/panel')).body as string;
    const script = /<script type="module">([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(() => new Function(script)).not.toThrow();
    // The script is bundled TypeScript (panel/browser): esbuild writes strings in double quotes.
    // Each endpoint the panel calls is named once, by method and path (panel-io.ts `panelApi`).
    const calls = [
      ...script.matchAll(
        /endpointAt\(\s*"(GET|POST|DELETE)",\s*"(\/__mock\/[a-z/:-]+[a-z])"\s*\)/g,
      ),
    ];
    expect(calls.length).toBeGreaterThanOrEqual(10);
    for (const [, method, path] of calls) {
      const known = t.routes.some((r) => r.method === method && r.path === path);
      expect(known, `${method} ${path}`).toBe(true);
    }
    expect(script).toContain('endpointAt("POST", "/__mock/orders/:id/deliver")');
    expect(
      t.routes.some((r) => r.method === 'POST' && r.path === '/__mock/orders/:id/deliver'),
    ).toBe(true);
  });

  it('shows the seed of the world after a reset, escaped', async () => {
    await t.call('POST', '/__mock/reset', { body: { seed: 'a"<b>' } });
    const html = (await t.call('GET', '/__mock/panel')).body as string;
    expect(html).toContain('value="a&#34;&#60;b&#62;"');
    await t.call('POST', '/__mock/reset', { body: { seed: 1 } });
  });

  it('writes a seed with $ patterns as it is (no replacement patterns)', async () => {
    await t.call('POST', '/__mock/reset', { body: { seed: "a$&b$'c" } });
    const html = (await t.call('GET', '/__mock/panel')).body as string;
    expect(html).toContain('value="a$&#38;b$&#39;c"');
    await t.call('POST', '/__mock/reset', { body: { seed: 1 } });
  });

  it('GET /__mock/panel/wallets lists wallet accounts with balances in naira', async () => {
    const res = await t.call('GET', '/__mock/panel/wallets');
    expect(res.status).toBe(200);
    const [first] = res.body;
    expect(first).toMatchObject({ email: 'buyer@bukka.test', bank: 'Wema Bank' });
    expect(first.accountNumber).toMatch(/^\d{10}$/);
    expect(first.balance).toBeGreaterThanOrEqual(50_000);
    const transfer = await t.call('POST', '/__mock/bank-transfer', {
      body: { accountNumber: first.accountNumber, amount: 1_500_00 },
    });
    expect(transfer.body).toEqual({ balance: first.balance + 1_500 });
    expect((await t.call('GET', '/__mock/panel/wallets')).body[0].balance).toBe(
      first.balance + 1_500,
    );
  });

  it('is left out of the OpenAPI document', async () => {
    const doc = (await t.call('GET', '/__mock/openapi.json')).body;
    expect(Object.keys(doc.paths)).not.toContain('/__mock/panel');
    expect(Object.keys(doc.paths)).toContain('/__mock/simulator');
  });
});
