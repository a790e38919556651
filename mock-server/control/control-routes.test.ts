import { beforeEach, describe, expect, it } from 'vitest';
import { flushCardWebhooks } from '#mock/domain/provider.ts';
import { orderBody } from '#tests/support/mock/order-body.ts';
import { createTestApp, type TestApp } from '#tests/support/mock/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp(1);
});

describe('control API', () => {
  it('health, accounts, outbox, reset to the same world', async () => {
    expect((await t.call('GET', '/__mock/health')).body).toEqual({
      ok: true,
      world: 'default',
      seed: 1,
      checkout: 'card',
      profile: 'safe',
      hangMs: 30_000,
    });
    const accounts = await t.call('GET', '/__mock/accounts');
    expect(accounts.body).toEqual([
      { role: 'buyer', email: 'buyer@bukka.test', password: 'bukka-demo', _id: t.ids.buyer },
      { role: 'vendor', email: 'vendor@bukka.test', password: 'bukka-demo', _id: t.ids.vendor },
      { role: 'rider', email: 'rider@bukka.test', password: 'bukka-demo', _id: t.ids.rider },
    ]);
    await t.call('POST', '/api/users/resetpassword', {
      body: { email: 'buyer@bukka.test', fingerprint: 'f' },
    });
    const outbox = await t.call('GET', '/__mock/outbox?to=buyer@bukka.test');
    expect(outbox.body).toHaveLength(1);
    expect(Object.keys(outbox.body[0]).sort()).toEqual(['code', 'sentAt', 'subject', 'text', 'to']);
    const storesBefore = (await t.call('GET', '/api/users/stores?page=2')).body;
    expect((await t.call('POST', '/__mock/reset', { body: { seed: 1 } })).status).toBe(200);
    expect((await t.call('GET', '/__mock/outbox')).body).toEqual([]);
    expect((await t.call('GET', '/api/users/stores?page=2')).body).toEqual(storesBefore);
    await t.call('POST', '/__mock/reset', { body: { seed: 2 } });
    expect((await t.call('GET', '/__mock/accounts')).body[0]._id).not.toBe(t.ids.buyer);
  });

  it('reset undoes clock advances and can switch the checkout mode and the profile', async () => {
    const before = Date.parse(
      (await t.call('POST', '/__mock/clock/advance', { body: { ms: 0 } })).body.now,
    );
    await t.call('POST', '/__mock/clock/advance', { body: { ms: 101 * 60_000 } });
    const reset = await t.call('POST', '/__mock/reset', { body: { checkout: 'wallet' } });
    expect(reset.body).toEqual({
      ok: true,
      world: 'default',
      seed: 1,
      checkout: 'wallet',
      profile: 'safe',
      hangMs: 30_000,
    });
    const after = Date.parse(
      (await t.call('POST', '/__mock/clock/advance', { body: { ms: 0 } })).body.now,
    );
    expect(after - before).toBeLessThan(60_000);
    expect((await t.call('GET', '/__mock/health')).body).toEqual({
      ok: true,
      world: 'default',
      seed: 1,
      checkout: 'wallet',
      profile: 'safe',
      hangMs: 30_000,
    });
    await t.call('POST', '/__mock/reset', { body: { checkout: 'card' } });
    expect((await t.call('GET', '/__mock/health')).body.checkout).toBe('card');
    // The hosted profile (V-A) by reset, and back; an unknown profile is refused.
    const hosted = await t.call('POST', '/__mock/reset', { body: { profile: 'hosted' } });
    expect(hosted.body).toMatchObject({ profile: 'hosted', hostedVersion: 'V-A', hangMs: 30_000 });
    expect((await t.call('GET', '/__mock/health')).body.profile).toBe('hosted');
    expect((await t.call('POST', '/__mock/reset', { body: { profile: 'odd' } })).status).toBe(400);
    await t.call('POST', '/__mock/reset', { body: { profile: 'safe' } });
    expect((await t.call('GET', '/__mock/health')).body).not.toHaveProperty('hostedVersion');
  });

  it('faults: status+message N times, delay, network error; DELETE clears', async () => {
    await t.call('POST', '/__mock/faults', {
      body: { method: 'GET', path: '/api/users/stores', status: 503, message: 'down', times: 2 },
    });
    expect((await t.call('GET', '/api/users/stores?page=1')).body).toEqual({ message: 'down' });
    expect((await t.call('GET', '/api/users/stores?page=1')).status).toBe(503);
    expect((await t.call('GET', '/api/users/stores?page=1')).status).toBe(200);
    await t.call('POST', '/__mock/faults', { body: { path: '/api/products*', delayMs: 30 } });
    const started = performance.now();
    expect((await t.call('GET', '/api/products')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
    await t.call('POST', '/__mock/faults', {
      body: { path: '/api/users/riders', networkError: true, times: 1 },
    });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    await expect(fetch(`${address}/api/users/riders`)).rejects.toThrow();
    expect((await fetch(`${address}/api/users/riders`)).status).toBe(200);
    expect((await t.call('GET', '/__mock/faults')).body).toHaveLength(1);
    await t.call('DELETE', '/__mock/faults');
    expect((await t.call('GET', '/__mock/faults')).body).toEqual([]);
    expect(
      (await t.call('POST', '/__mock/faults', { body: { path: '/__mock/health', status: 500 } }))
        .status,
    ).toBe(400);
    expect((await t.call('POST', '/__mock/faults', { body: { path: '/api/x' } })).status).toBe(400);
    await t.app.close();
  });

  it('refuses a drifted fault, simulator or presets answer: a 500 naming the field', async () => {
    // The answer check reads these answers with their own schemas (not just "a JSON object").
    t.ctx.faults.push({ method: 'GET', path: '/api/x', remaining: 'forever' } as never);
    const faults = await t.call('GET', '/__mock/faults');
    expect(faults.status).toBe(500);
    expect(faults.body.message).toMatch(
      /^The mock's answer to GET \/__mock\/faults does not match its response schema: 0\.remaining: /,
    );
    const preset = await t.call('POST', '/__mock/presets/normal');
    expect(preset.status).toBe(500);
    expect(preset.body.message).toMatch(/POST \/__mock\/presets\/:name .*faults\.0\.remaining: /);
    t.ctx.faults.length = 0;
    t.ctx.simulator.speed = 'fast' as never;
    const simulator = await t.call('GET', '/__mock/simulator');
    expect(simulator.status).toBe(500);
    expect(simulator.body.message).toMatch(
      /^The mock's answer to GET \/__mock\/simulator does not match its response schema: speed: /,
    );
  });

  it('clock/advance, deliver, simulator, payments', async () => {
    const now = await t.call('POST', '/__mock/clock/advance', { body: { ms: 60_000 } });
    expect(now.body.now).toBe('2026-11-21T12:01:00.000Z');
    const buyer = await t.signIn('buyer@bukka.test');
    const vendor = await t.signIn('vendor@bukka.test');
    const { _id } = (
      await t.call('POST', `/api/orders/demo-device/${t.ids.buyer}/${t.ids.vendor}`, {
        body: orderBody(t.ctx, t.ids.vendor),
        cookie: buyer,
      })
    ).body;
    expect((await t.call('POST', `/__mock/orders/${_id}/deliver`)).status).toBe(409);
    // Paid first: the store accepts only what it will be paid for.
    const paid = await t.call('POST', '/__mock/payments', {
      body: {
        email: 'buyer@bukka.test',
        amount: t.ctx.db.orders.get(_id)!.totalKobo,
        status: 'success',
      },
    });
    await t.call('POST', '/api/orders/pay', {
      body: { orderId: _id, reference: paid.body.reference },
    });
    await t.call('PUT', `/api/orders/demo-device/takeorder/${t.ids.vendor}/${_id}`, {
      cookie: vendor,
    });
    const d = await t.call('POST', `/__mock/orders/${_id}/deliver`);
    expect(d).toMatchObject({ status: 200, body: { _id, isDelivered: true } });
    expect((await t.call('POST', '/__mock/orders/nope/deliver')).status).toBe(404);
    expect((await t.call('GET', '/__mock/simulator')).body).toMatchObject({ on: false, speed: 1 });
    expect(
      (await t.call('POST', '/__mock/simulator', { body: { on: true, speed: 4 } })).body,
    ).toMatchObject({ on: true, speed: 4 });
    const p = await t.call('POST', '/__mock/payments', {
      body: { email: 'a@b.ng', amount: 150_000, status: 'success' },
    });
    expect(p.body.reference).toMatch(/^T\d{15}$/);
    expect(
      (await t.call('POST', '/api/pay', { body: { reference: p.body.reference } })).body,
    ).toEqual({ success: true });
    const failed = await t.call('POST', '/__mock/payments', {
      body: { email: 'a@b.ng', amount: 150_000, status: 'failed' },
    });
    expect(
      (await t.call('POST', '/api/pay', { body: { reference: failed.body.reference } })).status,
    ).toBe(400);
  });

  it('lists the emulated payments (GET /__mock/payments), optionally for one e-mail', async () => {
    const paid = await t.call('POST', '/__mock/payments', {
      body: { email: 'Ada@B.ng', amount: 150_000 },
    });
    await t.call('POST', '/__mock/payments', {
      body: { email: 'other@b.ng', amount: 2_000, status: 'failed' },
    });
    const all = await t.call('GET', '/__mock/payments');
    expect(all.status).toBe(200);
    expect(all.raw.headers['content-type']).toMatch(/application\/json/);
    const mine = await t.call('GET', '/__mock/payments?email=ada@b.ng');
    expect(mine.body).toEqual([
      {
        reference: paid.body.reference,
        email: 'Ada@B.ng',
        amount: 150_000,
        currency: 'NGN',
        status: 'success',
        channel: expect.any(String),
        paidAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        orderId: null,
        usedByOrderId: null,
        orphan: false,
      },
    ]);
    expect(all.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reference: paid.body.reference }),
        expect.objectContaining({ email: 'other@b.ng', status: 'failed', paidAt: null }),
      ]),
    );
    // Nothing a checkout could be hijacked with.
    expect(JSON.stringify(all.body)).not.toMatch(/accessCode|pk_test/);
  });

  it("lists one order's charges and the orphans; confirms a pending transfer", async () => {
    const buyer = await t.signIn('buyer@bukka.test');
    const placed = await t.call('POST', `/api/orders/demo-device/${t.ids.buyer}/${t.ids.vendor}`, {
      cookie: buyer,
      body: orderBody(t.ctx, t.ids.vendor),
    });
    expect(placed.status).toBe(200);
    const orderId = placed.body._id as string;
    const totalKobo = t.ctx.db.orders.get(orderId)!.totalKobo;
    const other = await t.call('POST', `/api/orders/demo-device/${t.ids.buyer}/${t.ids.vendor}`, {
      cookie: buyer,
      body: orderBody(t.ctx, t.ids.vendor),
    });
    const otherOrderId = other.body._id as string;
    /** A charge through the checkout, as the app's Pay Now makes it. */
    const checkout = async (outcome: string, forOrder = orderId) => {
      const started = await t.call('POST', '/__mock/paystack/transaction/initialize', {
        body: {
          key: 'pk_test_x',
          email: 'buyer@bukka.test',
          amount: t.ctx.db.orders.get(forOrder)!.totalKobo,
          metadata: { orderId: forOrder },
        },
      });
      const code = started.body.data.access_code;
      await t.call('POST', `/__mock/paystack/checkout/${code}/complete`, { body: { outcome } });
      return started.body.data.reference as string;
    };
    // The first charge pays the order through the provider's webhook; a second one of the paid
    // order is refunded to the card (`reversed`), so it is no orphan.
    const first = await checkout('success');
    const second = await checkout('success');
    const transfer = await checkout('pending', otherOrderId);
    await checkout('abandoned');
    await t.call('POST', '/__mock/payments', { body: { email: 'other@b.ng', amount: 2_000 } });
    await flushCardWebhooks(t.ctx);
    expect(t.ctx.db.orders.get(orderId)).toMatchObject({ isPaid: true, reference: first });
    expect(totalKobo).toBe(t.ctx.db.orders.get(orderId)!.paidKobo);

    const charges = (await t.call('GET', `/__mock/payments?orderId=${orderId}`)).body;
    expect(charges.map((c: { status: string }) => c.status)).toEqual([
      'success',
      'reversed',
      'abandoned',
    ]);
    expect(charges[0]).toMatchObject({
      reference: first,
      orderId,
      usedByOrderId: orderId,
      orphan: false,
    });
    expect(charges[1]).toMatchObject({ reference: second, usedByOrderId: null, orphan: false });
    // A charge confirming right now is not an orphan yet; 10 s of world clock later it is.
    expect((await t.call('GET', '/__mock/payments?orphans=true')).body).toEqual([]);
    await t.call('POST', '/__mock/clock/advance', { body: { ms: 10_000 } });
    const orphans = (await t.call('GET', '/__mock/payments?orphans=true')).body;
    expect(orphans).toEqual([
      expect.objectContaining({ email: 'other@b.ng', orderId: null, orphan: true }),
    ]);
    expect((await t.call('GET', '/__mock/payments?status=pending')).body).toEqual([
      expect.objectContaining({ reference: transfer, orderId: otherOrderId }),
    ]);

    // The bank confirms the transfer; a finished charge keeps its outcome; unknown → 404.
    const confirmed = await t.call('POST', `/__mock/payments/${transfer}/complete`, {
      body: { outcome: 'success' },
    });
    expect(confirmed.body).toEqual({ reference: transfer, status: 'success' });
    await flushCardWebhooks(t.ctx);
    expect(t.ctx.db.orders.get(otherOrderId)).toMatchObject({ isPaid: true, reference: transfer });
    const again = await t.call('POST', `/__mock/payments/${transfer}/complete`, {
      body: { outcome: 'failed' },
    });
    expect(again.body).toEqual({ reference: transfer, status: 'success' });
    expect(
      (await t.call('POST', '/__mock/payments/nope/complete', { body: { outcome: 'success' } }))
        .status,
    ).toBe(404);
    expect(
      (
        await t.call('POST', `/__mock/payments/${transfer}/complete`, {
          body: { outcome: 'pending' },
        })
      ).status,
    ).toBe(400);
    expect((await t.call('POST', '/api/pay', { body: { reference: transfer } })).body).toEqual({
      success: true,
    });
  });

  it('serves the OpenAPI document, the docs page and seed images', async () => {
    const doc = await t.call('GET', '/__mock/openapi.json');
    expect(doc.body.openapi).toBe('3.1.0');
    expect(Object.keys(doc.body.paths)).toContain('/api/orders/{deviceId}/{buyerId}/{storeId}');
    expect(doc.body.paths['/api/users/signin'].post.requestBody).toBeDefined();
    const html = await t.call('GET', '/__mock/docs');
    expect(html.raw.headers['content-type']).toMatch(/text\/html/);
    const ui = await t.app.inject({ method: 'GET', url: '/__mock/docs/ui/' });
    expect(ui.statusCode).toBe(200);
    const img = await t.call('GET', '/__mock/media/seed/dish/jollof-rice-chicken.svg');
    expect(img.raw.headers['content-type']).toBe('image/svg+xml');
    expect(img.body).toMatch(/^<svg/);
    expect((await t.call('GET', '/__mock/media/seed/evil/x.svg')).status).toBe(404);
  });

  it('answers preflight and CORS for http://localhost:3000 with credentials', async () => {
    const pre = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/users/signin',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-credentials']).toBe('true');
    expect(pre.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(pre.headers['access-control-allow-methods']).toBe('GET, POST, PUT, DELETE, PATCH');
    expect(pre.headers['access-control-allow-headers']).toBe(
      'Content-Type, Authorization, X-Mock-Token',
    );
    expect(pre.headers.vary).toBe('Origin');
    expect(pre.body).toBe('');
    const get = await t.app.inject({
      method: 'GET',
      url: '/__mock/health',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(get.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const evil = await t.app.inject({
      method: 'GET',
      url: '/__mock/health',
      headers: { origin: 'http://evil.test' },
    });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });
});
