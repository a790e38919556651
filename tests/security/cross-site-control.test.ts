import { beforeEach, describe, expect, it } from 'vitest';
import { isControlPath } from '#mock/adapters/request-guard.ts';
import { createTestApp, multipart, type TestApp } from '#tests/support/mock/test-app.ts';

// The attack as a test: a page on another site (here http://evil.example) makes the
// victim's browser post a form to the mock on localhost. Browsers send such a form without asking
// (no CORS preflight) and add an Origin header; the control API must refuse it.

const EVIL = 'http://evil.example';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp(1);
});

const worldFingerprint = (app: TestApp) =>
  [app.ctx.seed, app.ctx.db.users.size, app.ctx.db.orders.version, app.ctx.db.outbox.size].join();

async function acceptedOrder(app: TestApp): Promise<string> {
  const order = app.ctx.db.orders
    .all()
    .find((o) => o.isTaken != null && !o.isDelivered && !o.isCancelled);
  if (!order) throw new Error('the seed has no accepted order');
  return order._id;
}

describe('cross-site requests to the control API', { timeout: 30_000 }, () => {
  it('a cross-origin form POST to /__mock/reset is refused and the world stays', async () => {
    await t.call('POST', '/api/users/resetpassword', {
      body: { email: 'buyer@bukka.test', fingerprint: 'f' },
    });
    const before = worldFingerprint(t);
    const form = await t.app.inject({
      method: 'POST',
      url: '/__mock/reset',
      headers: { origin: EVIL, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'seed=2',
    });
    expect(form.statusCode).toBe(403);
    expect(JSON.parse(form.body).message).toMatch(/does not accept requests from http:\/\/evil/);
    const data = await multipart({ seed: '2' });
    const multi = await t.app.inject({
      method: 'POST',
      url: '/__mock/reset',
      headers: { origin: EVIL, 'content-type': data.contentType },
      payload: data.payload,
    });
    expect(multi.statusCode).toBe(403);
    expect(worldFingerprint(t)).toBe(before);
  });

  it('a form POST without Origin (old browser, proxy) is refused: JSON only', async () => {
    const before = worldFingerprint(t);
    for (const type of [
      'application/x-www-form-urlencoded',
      'text/plain',
      'multipart/form-data; boundary=zz',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/__mock/reset',
        headers: { 'content-type': type },
        payload: type === 'text/plain' ? '{"seed":2}' : 'seed=2',
      });
      expect(res.statusCode, type).toBe(415);
      expect(JSON.parse(res.body).message).toMatch(/only JSON/);
    }
    // A body with no Content-Type at all is no JSON either.
    const bare = await t.app.inject({ method: 'POST', url: '/__mock/reset', payload: 'seed=2' });
    expect(bare.statusCode).toBe(415);
    expect(worldFingerprint(t)).toBe(before);
  });

  it('deliver, bank transfer, faults and every other control write: refused cross-site', async () => {
    const orderId = await acceptedOrder(t);
    const writes = t.routes.filter((r) => r.method !== 'GET' && isControlPath(r.path));
    expect(writes.length).toBeGreaterThanOrEqual(8);
    for (const route of writes) {
      const url = route.path
        .replace(':id', orderId)
        .replace(':name', 'lunch-rush')
        .replace(/:(\w+)/g, 'x');
      for (const headers of [
        { origin: EVIL },
        { origin: EVIL, 'content-type': 'application/x-www-form-urlencoded' },
        { origin: 'null', 'content-type': 'application/json' },
        { 'sec-fetch-site': 'cross-site' },
      ]) {
        const res = await t.app.inject({
          method: route.method,
          url,
          headers,
          payload: headers['content-type'] ? '{}' : undefined,
        });
        expect(res.statusCode, `${route.method} ${url} ${JSON.stringify(headers)}`).toBe(403);
      }
    }
    expect(t.ctx.db.orders.get(orderId)?.isDelivered).toBe(false);
    expect(t.ctx.faults).toEqual([]);
  });

  it('same-origin pages, the Vite dev server (Origin :3000) and scripts still drive it', async () => {
    const orderId = await acceptedOrder(t);
    const panel = await t.app.inject({
      method: 'POST',
      url: `/__mock/orders/${orderId}/deliver`,
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(panel.statusCode).toBe(200);
    const dev = await t.app.inject({
      method: 'POST',
      url: '/__mock/clock/advance',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: '{"ms":1000}',
    });
    expect(dev.statusCode).toBe(200);
    const script = await t.call('POST', '/__mock/reset', { body: { seed: 2 } });
    expect(script.status).toBe(200);
    expect(t.ctx.seed).toBe(2);
  });

  it('the hosted API routes keep working from the allowed origins', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/signin',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: JSON.stringify({
        email: 'buyer@bukka.test',
        password: 'bukka-demo',
        fingerprint: 'demo-device',
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });
});
