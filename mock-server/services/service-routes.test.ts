import { describe, expect, it } from 'vitest';
import { createFixedClock } from '#mock/domain/plumbing/clock.ts';
import { createCtx } from '#mock/domain/plumbing/context.ts';
import type { HttpMethod, RouteRequest } from '#mock/routes/route-types.ts';
import { runRoute } from '#mock/routes/run-route.ts';
import { serviceRoutes } from './service-routes.ts';

const HOST = '127.0.0.1:4311';

function newCtx() {
  return createCtx({
    seed: 1,
    clock: createFixedClock(Date.UTC(2026, 10, 21, 12)),
    options: { checkAnswers: true },
  });
}

/** Finds the route like a router would and runs it through the shared runner. */
async function call(
  ctx: ReturnType<typeof newCtx>,
  method: HttpMethod,
  url: string,
  body?: unknown,
) {
  const [path = '', search = ''] = url.split('?');
  for (const route of serviceRoutes) {
    if (route.method !== method) continue;
    const names: string[] = [];
    const pattern = route.path.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
      names.push(name);
      return '([^/]+?)';
    });
    const match = new RegExp(`^${pattern.replace(/\./g, '\\.')}$`).exec(path);
    if (!match) continue;
    const params = Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(match[i + 1]!)]));
    const req: RouteRequest = {
      method,
      path,
      params,
      query: Object.fromEntries(new URLSearchParams(search)),
      body,
      files: [],
      cookies: {},
      headers: { host: HOST },
    };
    return runRoute(ctx, route, req);
  }
  throw new Error(`no route for ${method} ${url}`);
}

const order = { key: 'pk_test_bukka', email: 'buyer@bukka.test', amount: 250000 };

describe('geocoder routes', () => {
  it('searches with q, format and limit', async () => {
    const res = await call(newCtx(), 'GET', '/__mock/geo/search?q=Lekki&format=json&limit=2');
    expect(res.status).toBe(200);
    const body = res.body as { display_name: string }[];
    expect(body.length).toBeLessThanOrEqual(2);
    expect(body[0]?.display_name).toBe('Lekki, Eti-Osa, Lagos, Nigeria');
  });

  it('answers 400 { message } on bad input', async () => {
    const ctx = newCtx();
    for (const url of [
      '/__mock/geo/search?format=json',
      '/__mock/geo/search?q=Yaba&limit=abc',
      '/__mock/geo/search?q=Yaba&format=xml',
      '/__mock/geo/reverse?lat=abc&lon=3',
      '/__mock/geo/reverse?lat=6.5',
      '/__mock/geo/reverse?lat=95&lon=3',
    ]) {
      const res = await call(ctx, 'GET', url);
      expect(res.status, url).toBe(400);
      expect(typeof (res.body as { message: unknown }).message, url).toBe('string');
    }
  });

  it('returns nothing for another country and reverse-geocodes a point', async () => {
    const ctx = newCtx();
    expect((await call(ctx, 'GET', '/__mock/geo/search?q=Yaba&countrycodes=gh')).body).toEqual([]);
    const res = await call(ctx, 'GET', '/__mock/geo/reverse?lat=6.5244&lon=3.3792&format=json');
    expect(res.status).toBe(200);
    expect((res.body as { address: { state: string } }).address.state).toBe('Lagos');
    const none = await call(ctx, 'GET', '/__mock/geo/reverse?lat=51.5&lon=-0.1&format=json');
    expect(none.body).toEqual({ error: 'Unable to geocode' });
  });
});

describe('tile route', () => {
  it('serves image/svg+xml tiles and refuses bad numbers', async () => {
    const ctx = newCtx();
    const ok = await call(ctx, 'GET', '/__mock/tiles/13/4173/3948.svg');
    expect(ok.status).toBe(200);
    expect(ok.contentType).toBe('image/svg+xml');
    expect(ok.body as string).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect((await call(ctx, 'GET', '/__mock/tiles/1/5/0.svg')).status).toBe(404);
    expect((await call(ctx, 'GET', '/__mock/tiles/a/0/0.svg')).status).toBe(400);
  });
});

describe('paystack routes', () => {
  it('serves the inline script pointing at the mock', async () => {
    const res = await call(newCtx(), 'GET', '/__mock/paystack/inline.js');
    expect(res.contentType).toMatch(/^application\/javascript/);
    expect(res.body).toContain(`"http://${HOST}"`);
    expect(res.body).toContain('PaystackPop');
  });

  it('initializes, shows the checkout, completes and verifies a payment', async () => {
    const ctx = newCtx();
    const init = await call(ctx, 'POST', '/__mock/paystack/transaction/initialize', {
      ...order,
      currency: 'NGN',
      metadata: { orderId: 'o1' },
    });
    expect(init.status).toBe(200);
    const { data } = init.body as {
      data: { authorization_url: string; access_code: string; reference: string };
    };
    expect(init.body).toMatchObject({ status: true, message: 'Authorization URL created' });
    expect(data.authorization_url).toBe(
      `http://${HOST}/__mock/paystack/checkout?access_code=${data.access_code}`,
    );

    const page = await call(
      ctx,
      'GET',
      `/__mock/paystack/checkout?access_code=${data.access_code}`,
    );
    expect(page.status).toBe(200);
    expect(page.contentType).toMatch(/^text\/html/);
    const html = page.body as string;
    for (const text of ['Bukka test checkout — no real money', 'N2,500.00', 'buyer@bukka.test']) {
      expect(html).toContain(text);
    }
    for (const label of [
      'Pay successfully',
      'Decline (failed)',
      'Cancel',
      'Bank transfer (pending)',
    ]) {
      expect(html).toContain(`>${label}</button>`);
    }

    const pending = await call(ctx, 'GET', `/__mock/paystack/transaction/verify/${data.reference}`);
    expect(pending.body).toMatchObject({
      status: true,
      data: { status: 'ongoing', amount: 250000 },
    });

    const done = await call(ctx, 'POST', `/__mock/paystack/checkout/${data.access_code}/complete`, {
      outcome: 'success',
    });
    expect(done).toMatchObject({
      status: 200,
      body: { reference: data.reference, status: 'success' },
    });
    const verify = await call(ctx, 'GET', `/__mock/paystack/transaction/verify/${data.reference}`);
    expect(verify.status).toBe(200);
    expect(verify.body).toMatchObject({
      status: true,
      data: { status: 'success', reference: data.reference, amount: 250000, currency: 'NGN' },
    });
    const closed = await call(
      ctx,
      'GET',
      `/__mock/paystack/checkout?access_code=${data.access_code}`,
    );
    expect(closed.body).toContain('This transaction is already success.');
  });

  it('records a failed charge with HTTP 200 on verify', async () => {
    const ctx = newCtx();
    const init = await call(ctx, 'POST', '/__mock/paystack/transaction/initialize', order);
    const { data } = init.body as { data: { access_code: string; reference: string } };
    await call(ctx, 'POST', `/__mock/paystack/checkout/${data.access_code}/complete`, {
      outcome: 'failed',
    });
    const verify = await call(ctx, 'GET', `/__mock/paystack/transaction/verify/${data.reference}`);
    expect(verify.status).toBe(200);
    expect(verify.body).toMatchObject({ status: true, data: { status: 'failed' } });
  });

  it('refuses bad input', async () => {
    const ctx = newCtx();
    const noKey = await call(ctx, 'POST', '/__mock/paystack/transaction/initialize', {
      email: 'a@b.c',
      amount: 100,
    });
    expect(noKey.status).toBe(400);
    const badAmount = await call(ctx, 'POST', '/__mock/paystack/transaction/initialize', {
      ...order,
      amount: 12.5,
    });
    expect(badAmount).toMatchObject({
      status: 400,
      body: { status: false, message: 'Invalid Amount Sent' },
    });
    const outcome = await call(ctx, 'POST', '/__mock/paystack/checkout/abc/complete', {
      outcome: 'maybe',
    });
    expect(outcome.status).toBe(400);
    const unknown = await call(ctx, 'POST', '/__mock/paystack/checkout/abc/complete', {
      outcome: 'success',
    });
    expect(unknown.status).toBe(404);
    const verify = await call(ctx, 'GET', '/__mock/paystack/transaction/verify/nope');
    expect(verify).toMatchObject({
      status: 400,
      body: { status: false, message: 'Transaction reference not found' },
    });
    const page = await call(ctx, 'GET', '/__mock/paystack/checkout?access_code=nope');
    expect(page.status).toBe(404);
    expect(page.body).toContain('Transaction not found');
  });
});
