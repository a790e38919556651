import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/mock/test-app.ts';

// The service routes as the real server serves them: Fastify (inject) over a seeded world.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(1);
});
afterAll(async () => {
  await t.app.close();
});

describe('service routes through Fastify', () => {
  it('serves SVG tiles at /__mock/tiles/{z}/{x}/{y}.svg', async () => {
    const res = await t.call('GET', '/__mock/tiles/13/4173/3948.svg');
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toBe('image/svg+xml');
    expect(res.raw.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.raw.payload).toMatch(/^<svg [^>]*viewBox="0 0 256 256"/);
    expect(res.raw.payload).toContain('</text>');
    expect((await t.call('GET', '/__mock/tiles/2/9/0.svg')).status).toBe(404);
  });

  it('serves no tile deeper than the maps may zoom (15): past it nothing more is drawn', async () => {
    expect((await t.call('GET', '/__mock/tiles/15/16460/15790.svg')).status).toBe(200);
    const deeper = await t.call('GET', '/__mock/tiles/16/32920/31580.svg');
    expect(deeper.status).toBe(404);
    expect(deeper.body).toEqual({ message: 'No tile 16/32920/31580' });
  });

  it('answers geocoder searches and reverse lookups as JSON', async () => {
    const search = await t.call('GET', '/__mock/geo/search?q=Wuse%20II&format=json&limit=3');
    expect(search.status).toBe(200);
    expect(search.body[0]).toMatchObject({
      display_name: 'Wuse II, Abuja Municipal, Federal Capital Territory, Nigeria',
    });
    const reverse = await t.call('GET', '/__mock/geo/reverse?lat=4.8156&lon=7.0498&format=json');
    expect(reverse.body.address.state).toBe('Rivers');
    const bad = await t.call('GET', '/__mock/geo/reverse?lat=x&lon=1');
    expect(bad.status).toBe(400);
    expect(typeof bad.body.message).toBe('string');
  });

  it('serves the inline script and the checkout page, and runs a payment to verify', async () => {
    const script = await t.call('GET', '/__mock/paystack/inline.js');
    expect(script.status).toBe(200);
    expect(script.raw.headers['content-type']).toMatch(/javascript/);
    expect(script.body).toContain('w.PaystackPop = PaystackPop');

    const init = await t.call('POST', '/__mock/paystack/transaction/initialize', {
      body: {
        key: 'pk_test_bukka_offline',
        email: 'buyer@bukka.test',
        amount: 320000,
        currency: 'NGN',
      },
    });
    expect(init.status).toBe(200);
    const { access_code, reference, authorization_url } = init.body.data;
    expect(authorization_url).toContain(`/__mock/paystack/checkout?access_code=${access_code}`);

    const page = await t.call('GET', `/__mock/paystack/checkout?access_code=${access_code}`);
    expect(page.status).toBe(200);
    expect(page.raw.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('N3,200.00');

    const done = await t.call('POST', `/__mock/paystack/checkout/${access_code}/complete`, {
      body: { outcome: 'pending' },
    });
    expect(done.body).toEqual({ reference, status: 'pending' });
    const verify = await t.call('GET', `/__mock/paystack/transaction/verify/${reference}`);
    expect(verify.status).toBe(200);
    expect(verify.body).toMatchObject({
      status: true,
      data: { status: 'pending', amount: 320000 },
    });
  });
});
