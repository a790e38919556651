// The panel of a mock in proxy mode (`--proxy URL`): the app's data are the backend's, so the page
// shows the proxy — the backend, what it answered and how it drifted, the writes refused, the
// report and a Clear button — with recording and faults, and none of the world's sections. Served
// by a proxying mock in front of a tiny backend with a planted drift, then run in jsdom.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPanelDom, type PanelAnswer, type PanelDom } from '#tests/support/mock/panel-dom.ts';
import { createTestApp } from '#tests/support/mock/test-app.ts';
import { createMockServer } from '../create-mock.ts';
import type { ProxyStatus } from '../proxy/proxy-status.ts';

type Mock = Awaited<ReturnType<typeof createMockServer>>;

let upstream: FastifyInstance;
let proxy: Mock;

/** A request to the proxying mock, answered as the page would be. */
const send: PanelAnswer = async (method, path, body) => {
  const res = await proxy.app.inject({
    method: method as 'GET',
    url: path,
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });
  const json = String(res.headers['content-type'] ?? '').includes('application/json');
  return { status: res.statusCode, body: json ? JSON.parse(res.body) : res.body };
};
const pageHtml = async () => (await send('GET', '/__mock/panel', undefined)).body as string;

/** The world's sections' elements: none of them acts on what a proxying mock's app shows. */
const WORLD_IDS = [
  'conn',
  'presets',
  'f-rate',
  'map',
  'feed',
  'health',
  'reset-form',
  'sim-form',
  'bank-form',
  'wallets',
  'deliver-form',
  'clock-form',
  'orphans',
  'transfers',
  'accounts',
];
const WORLD_BUTTONS = ['Reset the world', 'Set speed', 'Send transfer', 'Mark delivered'];
const has = (html: string, id: string) => html.includes(` id="${id}"`);

beforeAll(async () => {
  upstream = Fastify();
  // `km` sent as a string: a drift the client's schema sees.
  upstream.get('/api/users/stores', async () => ({
    stores: [
      {
        businessName: 'Mama Put',
        _id: '6650a1b2c3d4e5f602000002',
        businessImg: 'https://img.example/store.png',
        verified: true,
        rating: 4.5,
        km: '3.2',
        deliveryRate: 30,
        physicalAddress: '12 Herbert Macaulay Way, Yaba',
        placesCanDeliverTo: ['Yaba'],
      },
    ],
    totalPages: 1,
    page: 1,
  }));
  const upstreamUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });
  proxy = await createMockServer({ seed: 1, proxy: { upstream: upstreamUrl, allowWrites: false } });
  await proxy.app.ready();
}, 60_000);

afterAll(async () => {
  await proxy?.app.close();
  await upstream?.close();
});

describe("the panel's page in proxy mode", { timeout: 30_000 }, () => {
  it("has the proxy's section, recording and faults, and none of the world's", async () => {
    const html = await pageHtml();
    expect(html).toContain('<title>Bukka mock — proxy panel</title>');
    expect(html).toContain('<body data-panel="proxy">');
    expect(html).toMatch(/<section class="wide" id="proxy-box" aria-labelledby="h-proxy">/);
    for (const id of ['record-form', 'fault-form', 'proxy-clear', 'proxy-refused'])
      expect(has(html, id), id).toBe(true);
    expect(html).toContain('href="/__mock/proxy/report"');
    for (const id of WORLD_IDS) expect(has(html, id), id).toBe(false);
    for (const name of WORLD_BUTTONS) expect(html).not.toContain(`>${name}</button>`);
    const ids = [...html.matchAll(/<(?:input|select)[^>]*\bid="([^"]+)"/g)].map((m) => m[1]);
    for (const id of ids) {
      const labelled =
        html.includes(`<label for="${id}">`) || new RegExp(`<label><input id="${id}"`).test(html);
      expect(labelled, id).toBe(true);
    }
    const names = [...html.matchAll(/<button[^>]*>([^<]+)<\/button>/g)].map((m) => m[1]);
    expect(names).toContain('Clear the counts');
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it("is unchanged on a mock that does not proxy: the world's sections, no proxy's", async () => {
    const t = await createTestApp(1);
    try {
      const html = (await t.call('GET', '/__mock/panel')).body as string;
      expect(html).toContain('<title>Bukka mock — simulator panel</title>');
      for (const id of WORLD_IDS) expect(has(html, id), id).toBe(true);
      for (const name of WORLD_BUTTONS) expect(html).toContain(`>${name}</button>`);
      expect(has(html, 'proxy-box')).toBe(false);
    } finally {
      await t.app.close();
    }
  });
});

describe("the proxy's panel in jsdom", { timeout: 30_000 }, () => {
  let dom: PanelDom;
  /** An answer of `GET /__mock/proxy` to give the page instead of the mock's own, when set. */
  let status: ProxyStatus | undefined;
  const $ = (id: string) => dom.$(id);
  const figures = () =>
    [...$('proxy-figures').querySelectorAll('li')].map((li) =>
      [...li.querySelectorAll('span')].map((s) => s.textContent).join(': '),
    );

  beforeAll(async () => {
    expect((await send('GET', '/api/users/stores', undefined)).status).toBe(200);
    expect((await send('POST', '/api/reviews', { msg: 'Lovely', positive: true })).status).toBe(
      403,
    );
    dom = openPanelDom(await pageHtml(), (method, path, body) =>
      status && method === 'GET' && path === '/__mock/proxy'
        ? Promise.resolve({ status: 200, body: status })
        : send(method, path, body),
    );
    // jsdom's page counts as hidden, and a hidden page is not refreshed: this one is shown.
    Object.defineProperty(dom.window.document, 'visibilityState', { get: () => 'visible' });
    Object.defineProperty(dom.window.document, 'hidden', { get: () => false });
  });
  afterAll(() => dom?.close());

  it("shows the backend, its answers and drifts, and asks nothing of the world's", async () => {
    await vi.waitFor(() => expect($('status').textContent).toBe('Connected to the mock.'));
    await vi.waitFor(() => expect($('proxy').textContent).toContain('GET /api/users/stores'));
    const { upstream: backend } = proxy.proxy!.info();
    expect($('proxy-setup').textContent).toContain(`Backend${backend}`);
    expect($('proxy-setup').textContent).toContain('Writesrefused: read-only, nothing is sent');
    expect(figures()).toEqual(
      expect.arrayContaining(['Answers seen: 1', 'Did not match: 1', 'Writes refused: 1']),
    );
    expect($('proxy-summary').textContent).toBe(
      `${backend} (read-only): 1 answer, 1 did not match, on 1 of 1 endpoint; 1 write refused, 0 without an answer.`,
    );
    expect($('proxy').textContent).toContain('$.stores[0].km: expected number, saw string "3.2"');
    expect($('proxy').textContent).toContain("client's schema; status 200");
    await vi.waitFor(() => expect($('faults').textContent).toBe('None.'));
    // Recording stays: the backend's exchanges are recorded through the proxy.
    await vi.waitFor(() =>
      expect($('record-state').textContent).toBe('Stopped: 0 requests recorded.'),
    );
    ($('record-start') as HTMLButtonElement).click();
    await vi.waitFor(() => expect($('status').textContent).toBe('Recording world default.'));
    expect((await send('GET', '/api/users/stores', undefined)).status).toBe(200);
    await vi.waitFor(
      () => expect($('record-state').textContent).toBe('Recording: 1 request kept.'),
      { timeout: 5000 },
    );
    ($('record-stop') as HTMLButtonElement).click();
    await vi.waitFor(() => expect($('status').textContent).toBe('Recording stopped.'));
    const world = /simulator|accounts|wallets|payments|presets|city|events/;
    expect(dom.requests.filter((r) => world.test(r))).toEqual([]);
    expect(dom.stream()).toBeUndefined();
  });

  it('shows how each answer could be checked, the refused writes by route and the fields no check judges', async () => {
    const real = (await send('GET', '/__mock/proxy', undefined)).body as ProxyStatus;
    status = {
      ...real,
      totals: { ...real.totals, checkedByContract: 3, checkedBySchemaOnly: 5, notCheckable: 2 },
      refused: [
        { method: 'POST', route: '/api/reviews', times: 2, lastAt: '2026-05-01T10:00:00.000Z' },
      ],
      unjudged: [
        { method: 'GET', route: '/api/users/stores', field: '$.stores[].km', why: 'any number' },
      ],
    };
    await vi.waitFor(
      () =>
        expect(figures().slice(0, 4)).toEqual([
          'Answers seen: 2',
          'Checked against a contract interaction: 3',
          "Against the client's schema only: 5",
          'Not checkable: 2',
        ]),
      { timeout: 5000 },
    );
    const cells = [...$('proxy-refused').querySelectorAll('tbody td')].map((td) => td.textContent);
    expect(cells).toEqual(['POST', '/api/reviews', '2', expect.stringMatching(/^1 May 2026, /)]);
    expect(($('proxy-unjudged-box') as HTMLElement).hidden).toBe(false);
    expect($('proxy-unjudged').textContent).toContain('$.stores[].kmany number');

    // Nothing to list: the section of fields no check judges is hidden, no refusal reads None.
    status = { ...real, refused: [], unjudged: [] };
    await vi.waitFor(() => expect($('proxy-refused').textContent).toBe('None.'), {
      timeout: 5000,
    });
    expect(($('proxy-unjudged-box') as HTMLElement).hidden).toBe(true);
    status = undefined;
  });

  it('clears the counts with its button (DELETE /__mock/proxy)', async () => {
    ($('proxy-clear') as HTMLButtonElement).click();
    await vi.waitFor(() =>
      expect($('status').textContent).toBe('Proxy counts cleared: counting again from now.'),
    );
    expect(dom.requests).toContain('DELETE /__mock/proxy');
    expect($('proxy').textContent).toBe('No answer yet: use the app through this mock.');
    expect(figures()).toContain('Writes refused: 0');
    expect(proxy.proxy!.drift.totals()).toMatchObject({
      forwarded: 0,
      drifted: 0,
      refusedWrites: 0,
      unreachable: 0,
    });
  });
});
