import { describe, expect, it } from 'vitest';
import { checkInvariants } from '#tests/support/mock/invariants.ts';
import { orderBody } from '#tests/support/mock/order-body.ts';
import { createTestApp } from '#tests/support/mock/test-app.ts';
import { createRng } from './domain/plumbing/rng.ts';

// Control routes that change the rules of the game (a preset injects a 503 on the card check),
// and the event stream, which never ends by design (tested in panel/city-routes.test.ts).
const SKIP = [
  '/__mock/reset',
  '/__mock/faults',
  '/__mock/clock/advance',
  '/__mock/simulator',
  '/__mock/presets/:name',
  '/__mock/events',
];

describe('robustness', () => {
  it('thousands of random and malformed requests: no 5xx, invariants hold after each', async () => {
    const t = await createTestApp(3);
    const rng = createRng('fuzz');
    const buyer = await t.signIn('buyer@bukka.test');
    const vendor = await t.signIn('vendor@bukka.test');
    const routes = t.routes.filter((r) => !SKIP.includes(r.path));
    const orderIds = () => [...t.ctx.db.orders.values()].map((o) => o._id);
    const ids = () => [
      t.ids.buyer,
      t.ids.vendor,
      t.ids.rider,
      ...t.ids.stores.slice(0, 5),
      ...orderIds().slice(-5),
    ];
    const junk = (): unknown =>
      rng.pick<() => unknown>([
        () => null,
        () => rng.int(-5, 1e6),
        () => 'x'.repeat(rng.int(0, 3000)),
        () => '(.*+[',
        () => ({ $where: '1', __proto__: { admin: true } }),
        () => [1, 'a', null, { a: [] }],
        () => rng.pick(ids()),
        () => true,
        () => ({ reference: `T${rng.digits(15)}`, orderId: rng.pick(ids()) }),
        () => orderBody(t.ctx, t.ids.vendor, { lines: rng.int(1, 3), quantity: rng.int(1, 3) }),
        () => ({
          email: 'buyer@bukka.test',
          password: rng.hex(4),
          fingerprint: rng.hex(3),
          otpCode: rng.digits(6),
        }),
      ])();
    const segment = () => rng.pick([rng.pick(ids()), 'demo-device', '%00', '..', rng.hex(24), '']);
    let fiveHundreds = 0;
    for (let i = 0; i < 2500; i++) {
      const route = rng.pick(routes);
      const url = route.path.replace(/:([A-Za-z]+)/g, () => encodeURIComponent(segment()) || 'x');
      const query = rng.chance(0.5)
        ? `?${rng.pick(['page', 'query', 'userId', 'rating', 'searchedLocation', 'popularFilter', 'to'])}=${encodeURIComponent(String(junk()).slice(0, 50))}`
        : '';
      const cookie = rng.pick([buyer, vendor, 'auth_token=garbage', '']);
      const kind = rng.int(0, 3);
      const headers: Record<string, string> = cookie ? { cookie } : {};
      let payload: string | undefined;
      if (route.method !== 'GET') {
        if (kind === 0) {
          headers['content-type'] = 'application/json';
          payload = '{"broken": ';
        } else if (kind === 1) {
          headers['content-type'] = 'multipart/form-data; boundary=zz';
          payload =
            '--zz\r\nContent-Disposition: form-data; name="imgs"; filename="a.png"\r\n\r\nabc';
        } else {
          headers['content-type'] = 'application/json';
          payload = JSON.stringify(junk());
        }
      }
      const res = await t.app.inject({ method: route.method, url: url + query, headers, payload });
      // The card check answers a reference the provider does not know as the hosted API does,
      // 500 `Server error` (docs/hosted-divergences.md): a documented answer, not a crash.
      const documented =
        route.method === 'POST' &&
        url === '/api/pay' &&
        res.statusCode === 500 &&
        res.body === '{"success":false,"message":"Server error"}';
      if (res.statusCode >= 500 && !documented) {
        fiveHundreds++;
        throw new Error(`${route.method} ${url}${query} → ${res.statusCode} ${res.body}`);
      }
      if (i % 10 === 0 || route.method !== 'GET') expect(checkInvariants(t.ctx)).toEqual([]);
    }
    expect(fiveHundreds).toBe(0);
    const unknown = await t.app.inject({ method: 'DELETE', url: '/api/users/everything' });
    expect(unknown.statusCode).toBe(404);
    expect(JSON.parse(unknown.body)).toHaveProperty('message');
  }, 60_000);
});

describe('edge requests', () => {
  it('bad URLs, form bodies and oversized bodies answer 4xx { message }', async () => {
    const t = await createTestApp(1);
    for (const url of ['/api/users/find/%', '/api/users/find/%E0%A4%A']) {
      const r = await t.app.inject({ method: 'GET', url });
      expect(r.statusCode).toBe(400);
      expect(Object.keys(JSON.parse(r.body))).toEqual(['message']);
    }
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/users/signin',
      payload: 'x=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(400);
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/users/signin',
      payload: JSON.stringify({ a: 'x'.repeat(2_000_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(big.statusCode).toBe(413);
    expect(JSON.parse(big.body)).toHaveProperty('message');
  });
});
