// The panel's script is the TypeScript in panel/browser, bundled (mock-server/browser-scripts) and
// inlined in the page: checked as text, then run in jsdom against a test world.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatNaira, formatNairaAmount } from '#shared/money.ts';
import { openPanelDom, type PanelDom } from '#tests/support/mock/panel-dom.ts';
import { createTestApp, type TestApp } from '#tests/support/mock/test-app.ts';
import { panelScript } from './panel-script-text.ts';

describe('the panel script', () => {
  it('is its modules bundled into one script, and Vitest loads the text bundled at build time', () => {
    const text = panelScript();
    expect(text).toMatch(/^"use strict";\n\(\(\) => \{\n/);
    for (const module of [
      'mock-server/panel/browser/panel-script.ts',
      'mock-server/panel/browser/panel-map.ts',
      'shared/web-mercator.ts',
      'shared/money.ts',
    ]) {
      expect(text).toContain(`// ${module}\n`);
    }
    // Inlined in a <script> element: nothing may end it early.
    expect(text).not.toMatch(/<\/script/i);
    // viteBrowserScripts replaced the text module (under Node it would bundle on first use).
    expect(String(panelScript)).not.toContain('bundleBrowserScript');
  });

  it('has no hand-written Web Mercator or naira formatting left', () => {
    const text = panelScript();
    // The projection once, from web-mercator.ts.
    expect(text.match(/Math\.log\(\(1 \+ s\) \/ \(1 - s\)\)/g)).toHaveLength(1);
    expect(text).toContain('function latToWorld(lat)');
    // One naira format, the app's (money.ts: `N1,500.00`): no naira sign of its own, no
    // toLocaleString on amounts or times.
    expect(text).not.toContain('₦');
    expect(text).not.toMatch(/maximumFractionDigits|\/ 100\)\.toLocaleString|toLocaleTimeString/);
  });
});

describe('the panel in jsdom', { timeout: 30_000 }, () => {
  let t: TestApp;
  let dom: PanelDom;
  let requests: string[] = [];
  const stream = () => dom.stream();

  beforeAll(async () => {
    t = await createTestApp(1);
    const html = (await t.call('GET', '/__mock/panel')).body as string;
    dom = openPanelDom(html, (method, path, body) => t.call(method, path, { body }));
    requests = dom.requests;
  });
  afterAll(async () => {
    dom?.close();
    await t?.app.close();
  });

  const $ = (id: string) => dom.$(id);

  it('asks the control API what it did before, in the same order, and opens the stream', async () => {
    await vi.waitFor(() => expect($('status').textContent).toBe('Connected to the mock.'));
    await vi.waitFor(() => expect($('accounts').textContent).toContain('buyer@bukka.test'));
    expect(requests.slice(0, 9)).toEqual([
      'GET /__mock/health',
      'GET /__mock/health',
      'GET /__mock/simulator',
      'GET /__mock/faults',
      'GET /__mock/accounts',
      'GET /__mock/panel/wallets',
      'GET /__mock/payments?orphans=true',
      'GET /__mock/payments?status=pending',
      'GET /__mock/presets',
    ]);
    expect(stream()?.url).toBe('/__mock/events');
    await vi.waitFor(() => expect($('presets').querySelectorAll('button').length).toBe(4));
  });

  it('on a mock that does not proxy, has no proxy section and never asks for its figures', async () => {
    await vi.waitFor(() => expect(requests).toContain('GET /__mock/worlds/default/recording'));
    expect(dom.window.document.body.dataset.panel).toBe('mock');
    expect(dom.window.document.getElementById('proxy-box')).toBeNull();
    expect(requests.filter((r) => r.includes('/__mock/proxy'))).toEqual([]);
  });

  it('writes naira as the app does (shared/money.ts: N plus two decimals)', async () => {
    const snapshot = (await t.call('GET', '/__mock/city')).body;
    snapshot.throughput.gmvKobo = 123_456_789;
    stream()!.emit('open', {});
    stream()!.emit('snapshot', snapshot);
    expect($('conn').textContent).toBe('Live (server-sent events)');
    expect($('f-gmv').textContent).toBe('N1,234,567.89');
    expect($('f-gmv').textContent).toBe(formatNaira(123_456_789));
    expect($('map').getAttribute('aria-label')).toMatch(
      /^Map of Lagos: 0 riders delivering, \d+ stores$/,
    );

    const wallets = (await t.call('GET', '/__mock/panel/wallets')).body;
    const { accountNumber, balance } = wallets[0];
    const balanceCell = () => $('wallets').querySelector('tbody td:last-child')?.textContent;
    expect(balanceCell()).toBe(formatNairaAmount(balance));
    expect(balanceCell()).toMatch(/^N\d{1,3}(,\d{3})+\.\d{2}$/);
    ($('account') as HTMLInputElement).value = accountNumber;
    ($('amount') as HTMLInputElement).value = '1500.5';
    $('bank-form').dispatchEvent(new dom.window.Event('submit', { cancelable: true }));
    const after = formatNairaAmount(balance + 1500.5);
    await vi.waitFor(() =>
      expect($('status').textContent).toBe(`Transfer received: the balance is now ${after}.`),
    );
    expect(requests).toContain('POST /__mock/bank-transfer');
    await vi.waitFor(() => expect(balanceCell()).toBe(after));
    expect(after).toMatch(/^N[\d,]+\.50$/);
  });

  it("lists a person's actions like the city's: transfers, and whom to sign in as for an order", async () => {
    // The transfer sent above is a person's news for the feed.
    const { events } = (await t.call('GET', '/__mock/city')).body as {
      events: Array<{ seq: number; type: string; byPerson?: boolean; orderId?: string }>;
    };
    const transfer = events.find((e) => e.type === 'wallet-transfer');
    expect(transfer).toMatchObject({ byPerson: true });
    expect(transfer?.orderId).toBeUndefined();
    stream()!.emit('order', transfer);
    stream()!.emit('order', {
      ...transfer,
      seq: transfer!.seq + 1,
      type: 'payment-failed',
      orderId: 'a1b2c3d4e5f6a1b2c3d4e5f6',
      storeId: 's1',
      store: 'Mama Bukka Kitchen',
      buyerEmail: 'buyer@bukka.test',
      storeEmail: 'vendor@bukka.test',
      text: 'Order d4e5f6: card payment failed at Mama Bukka Kitchen (card declined in the app)',
    });
    const [failed, sent] = Array.from($('feed').querySelectorAll('li')).slice(0, 2);
    expect(sent!.className).toBe('ev-wallet-transfer by-person');
    expect(sent!.textContent).toMatch(
      /^TransferpersonBank transfer of N1,500\.50 into .+'s wallet/,
    );
    expect(sent!.querySelector('a')).toBeNull();
    expect(failed!.className).toBe('ev-payment-failed by-person');
    expect(failed!.querySelector('a')?.getAttribute('href')).toBe(
      '/order/a1b2c3d4e5f6a1b2c3d4e5f6',
    );
    expect(failed!.querySelector('a')?.textContent).toBe('View order d4e5f6');
    expect(failed!.querySelector('.whose')?.textContent).toBe(
      'signed in as buyer@bukka.test (buyer) or vendor@bukka.test (store)',
    );
  });

  it('shows the charges no order took, and confirms a pending bank transfer', async () => {
    await vi.waitFor(() =>
      expect($('orphans').textContent).toBe('None: every successful charge paid an order.'),
    );
    const orphan = (
      await t.call('POST', '/__mock/payments', { body: { email: 'ada@b.ng', amount: 490_050 } })
    ).body.reference as string;
    const transfer = (
      await t.call('POST', '/__mock/payments', {
        body: { email: 'ada@b.ng', amount: 150_000, status: 'pending' },
      })
    ).body.reference as string;
    await t.call('POST', '/__mock/clock/advance', { body: { ms: 10_000 } });
    // The next refresh lists them (jsdom's page counts as hidden: an action refreshes it).
    ($('faults-clear') as HTMLButtonElement).click();
    await vi.waitFor(() => expect($('orphans').textContent).toContain(orphan), { timeout: 5000 });
    const row = $('orphans').querySelector('tbody tr')!;
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      orphan,
      'ada@b.ng',
      'N4,900.50',
      '—',
      // The app's one date format on the Lagos clock (shared/day-time.ts).
      expect.stringMatching(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/),
    ]);
    const confirm = await vi.waitFor(
      () => {
        const button = $('transfers').querySelector<HTMLButtonElement>(
          `[data-confirm="${transfer}"]`,
        );
        if (!button) throw new Error('not listed yet');
        return button;
      },
      { timeout: 5000 },
    );
    expect(confirm.textContent).toBe(`Confirm transfer ${transfer}`);
    confirm.click();
    await vi.waitFor(() =>
      expect($('status').textContent).toBe(`Bank transfer ${transfer} confirmed.`),
    );
    expect(requests).toContain(`POST /__mock/payments/${transfer}/complete`);
    await vi.waitFor(() => expect($('transfers').textContent).toBe('None.'));
  });
});
