import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type EntrySpec, har } from '#tests/support/contracts/har-builder.ts';
import { createRouteTable } from '../route-table.ts';
import { checkHar } from './har-check.ts';
import { parseHar } from './har-file.ts';

// The HAR check on small hand-made HARs: each `/api` exchange judged by the proxy's own drift
// check (a drifted field named by its path, a body that is not JSON, a path outside the spine),
// the rest of the HAR counted, the session recorded as the proxy's recorder records it, and no
// secret of the HAR — cookie, password, token — left in what it reports.

const routes = createRouteTable();
const check = (entries: EntrySpec[], record = false) =>
  checkHar({
    entries: parseHar(JSON.stringify(har(entries)), 'test.har'),
    routes,
    contractsDir: resolve('contracts'),
    source: 'test.har',
    record,
  });

const STORE = {
  businessName: 'Mama Put',
  _id: '6650a1b2c3d4e5f602000002',
  businessImg: 'https://img.example/store.png',
  verified: true,
  rating: 4.5,
  km: '3.2',
  deliveryRate: 30,
  physicalAddress: '12 Herbert Macaulay Way, Yaba',
  placesCanDeliverTo: ['Yaba'],
};
const BUYER = '6650a1b2c3d4e5f601000001';
const ORDERS = `/api/orders/demo-device/allorders/${BUYER}?query=all`;
const COOKIE = 'c2Vzc2lvbi10b2tlbi1mcm9tLXRoZS1yZWFsLXNpdGUtdGhhdC1pcy1sb25nZXItdGhhbi1zaXh0eQ';

describe('checkHar', () => {
  it('reports a drifted answer with its field path, per endpoint of the spine', () => {
    const result = check([
      {
        url: '/api/users/stores?page=1',
        answer: { stores: [STORE], totalPages: 1, page: 1 },
        at: '2026-11-28T09:30:00.000Z',
      },
      { url: ORDERS, status: 401, answer: { message: 'No token provided' } },
    ]);
    const stores = result.status.endpoints.find((e) => e.route === '/api/users/stores');
    expect(stores).toMatchObject({ method: 'GET', inSpine: true, seen: 1, drifted: 1 });
    expect(stores?.problems).toContainEqual(
      expect.objectContaining({
        source: 'spine',
        text: '$.stores[0].km: expected number, saw string "3.2"',
        status: 200,
        path: '/api/users/stores',
        firstAt: '2026-11-28T09:30:00.000Z',
      }),
    );
    // A refusal the contract gives (401 without a session) is no drift, and the contract covered it.
    const orders = result.status.endpoints.find(
      (e) => e.route === '/api/orders/:deviceId/allorders/:userId',
    );
    expect(orders).toMatchObject({ seen: 1, drifted: 0, contractChecked: 1, statuses: { 401: 1 } });
    expect(result.status.totals).toMatchObject({ forwarded: 2, drifted: 1, unreachable: 0 });
  });

  it('says an answer that is not JSON is not JSON', () => {
    const result = check([
      { url: '/api/users/stores', answer: '<html>Bad gateway</html>', answerType: 'text/html' },
    ]);
    expect(result.status.endpoints[0]?.problems.map((p) => p.text)).toContain(
      'body: expected JSON, saw a body that is not JSON',
    );
  });

  it('reports a path outside the spine as the proxy does, under the path itself', () => {
    const result = check([{ url: '/api/v2/feature-flags', answer: { flags: [] } }]);
    expect(result.status.endpoints).toEqual([
      expect.objectContaining({ method: 'GET', route: '/api/v2/feature-flags', inSpine: false }),
    ]);
    expect(result.status.endpoints[0]?.problems[0]?.text).toBe(
      'GET /api/v2/feature-flags is no endpoint of the spine (shared/schemas): the client never calls it',
    );
  });

  it('checks only the /api calls of their origin, and counts the rest', () => {
    const result = check([
      { url: '/', answer: '<html></html>', answerType: 'text/html' },
      { url: '/assets/app.js', answer: '', answerType: 'text/javascript' },
      { url: '/api/users/stores', answer: { stores: [], totalPages: 0, page: 1 } },
      { url: 'https://analytics.example/api/collect', answer: {} },
      { method: 'OPTIONS', url: '/api/users/stores', status: 204, answer: '' },
      { url: ORDERS, status: 0, answer: '' },
    ]);
    expect(result.selection).toMatchObject({
      origin: 'https://bukka.example',
      total: 6,
      ignored: { notApi: 2, otherOrigins: 1, otherMethods: 1 },
    });
    expect(result.exchanges).toBe(2);
    // Status 0: the browser got no answer (blocked, aborted): counted as the proxy counts it.
    expect(result.status.totals).toMatchObject({ forwarded: 1, drifted: 0, unreachable: 1 });
  });

  it('records the session as the proxy records one: the actor from the answers, secrets masked', () => {
    const result = check(
      [
        {
          method: 'POST',
          url: '/api/users/signin',
          body: {
            email: 'buyer@bukka.test',
            password: 'correct-horse-battery',
            fingerprint: 'demo-device',
          },
          answer: { user: { _id: BUYER, firstname: 'Adaeze' } },
          setCookie: `auth_token=${COOKIE}; Path=/; HttpOnly; Secure; SameSite=None`,
          at: '2026-11-28T08:00:00.000Z',
        },
        { url: ORDERS, cookies: { auth_token: COOKIE }, answer: { orders: [] } },
      ],
      true,
    );
    const entries = result.recording?.entries ?? [];
    expect(entries.map((e) => `${e.method} ${e.route}`)).toEqual([
      'POST /api/users/signin',
      'GET /api/orders/:deviceId/allorders/:userId',
    ]);
    expect(entries[0]?.body).toMatchObject({ email: 'buyer@bukka.test', password: '***' });
    expect(entries[1]?.actor).toMatchObject({ id: BUYER, email: 'buyer@bukka.test', demo: true });
    expect(result.recording).toMatchObject({ seed: 1, startedAt: '2026-11-28T08:00:00.000Z' });
    expect(JSON.stringify(result.recording)).not.toContain('correct-horse-battery');
    expect(JSON.stringify(result.recording)).not.toContain(COOKIE);
  });

  it('cuts every secret of the HAR out of its findings, whole or cut short', () => {
    const stores = (km: unknown) => ({ stores: [{ ...STORE, km }], totalPages: 1, page: 1 });
    const result = check([
      // A sign-in: its password and the session cookie are secrets of the HAR.
      {
        method: 'POST',
        url: '/api/users/signin',
        body: {
          email: 'buyer@bukka.test',
          password: 'pw-in-the-clear',
          fingerprint: 'demo-device',
        },
        answer: { user: { _id: BUYER, firstname: 'Adaeze' } },
        setCookie: `auth_token=${COOKIE}; Path=/; HttpOnly`,
      },
      // Drifted fields that happen to hold them: the check quotes what it saw.
      { url: '/api/users/stores', cookies: { auth_token: COOKIE }, answer: stores(COOKIE) },
      { url: '/api/users/stores?page=2', answer: stores('pw-in-the-clear') },
    ]);
    const texts = result.status.endpoints.flatMap((e) => e.problems.map((p) => p.text));
    // The cookie is longer than a quote: its first characters are cut out, the quote cut short.
    expect(texts).toContain('$.stores[0].km: expected number, saw string "***…');
    expect(texts).toContain('$.stores[0].km: expected number, saw string "***"');
    const text = JSON.stringify(result.status);
    expect(text).not.toContain(COOKIE.slice(0, 12));
    expect(text).not.toContain('pw-in-the-clear');
  });
});
