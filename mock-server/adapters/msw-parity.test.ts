import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { orderBody } from '#tests/support/mock/order-body.ts';
import { seededSecrets } from '#tests/support/mock/seeded-secrets.ts';
import { createTestApp, multipart, pngBytes } from '#tests/support/mock/test-app.ts';

type Step = {
  method: string;
  url: string;
  body?: unknown;
  form?: boolean;
  auth?: 'buyer' | 'vendor';
};

/** One scripted session, run against two worlds of the same seed: Fastify inject and MSW. */
describe('MSW transport answers like Fastify', () => {
  it('byte-for-byte on a sample of routes (status, content type, body, cookies)', async () => {
    // Session tokens come from `ctx.secrets`: both worlds draw them from one repeatable stream.
    const fast = await createTestApp(7, {}, { secrets: seededSecrets('parity') });
    const msw = await createTestApp(7, {}, { secrets: seededSecrets('parity') });
    const cookieJar: Record<'fast' | 'msw', Record<string, string>> = { fast: {}, msw: {} };
    const { ids } = fast;
    const body = orderBody(fast.ctx, ids.vendor, { lines: 2, withExtra: true });
    const steps: Step[] = [
      {
        method: 'GET',
        url: '/api/users/stores?page=2&query=&searchedLocation=&popularFilter=&rating=',
      },
      { method: 'GET', url: '/api/users/stores?page=1&searchedLocation=Wuse&rating=3' },
      { method: 'GET', url: '/api/users/location?query=Bodija' },
      { method: 'GET', url: `/api/products?query=${ids.vendor}` },
      { method: 'GET', url: `/api/products/kitchen/${ids.vendor}?query=&page=1&price=&category=` },
      { method: 'GET', url: '/api/products/find/nope' },
      { method: 'GET', url: '/api/users/riders?query=&page=1' },
      { method: 'GET', url: `/api/users/find/${ids.rider}?page=1` },
      { method: 'GET', url: '/api/nothing/here' },
      {
        method: 'POST',
        url: '/api/users/signin',
        body: { email: 'buyer@bukka.test', password: 'bukka-demo', fingerprint: 'demo-device' },
        auth: 'buyer',
      },
      {
        method: 'POST',
        url: '/api/users/signin',
        body: { email: 'vendor@bukka.test', password: 'bukka-demo', fingerprint: 'demo-device' },
        auth: 'vendor',
      },
      {
        method: 'POST',
        url: '/api/users/signin',
        body: { email: 'buyer@bukka.test', password: 'x', fingerprint: 'demo-device' },
      },
      {
        method: 'POST',
        url: `/api/orders/demo-device/${ids.buyer}/${ids.vendor}`,
        body,
        auth: 'buyer',
      },
      {
        method: 'POST',
        url: `/api/orders/demo-device/${ids.buyer}/${ids.vendor}`,
        body: { ...body, total: 3 },
        auth: 'buyer',
      },
      {
        method: 'GET',
        url: `/api/orders/demo-device/allorders/${ids.vendor}?query=pending`,
        auth: 'vendor',
      },
      { method: 'GET', url: `/api/transactions/demo-device/history/${ids.buyer}`, auth: 'buyer' },
      { method: 'POST', url: '/api/pay', body: { reference: 'missing' } },
      {
        method: 'POST',
        url: `/api/products/post/demo-device?userId=${ids.vendor}`,
        form: true,
        auth: 'vendor',
      },
      { method: 'GET', url: '/__mock/accounts' },
    ];
    const form = await multipart(
      {
        name: 'Zobo',
        type: 'Zobo',
        desc: 'Cold zobo',
        category: 'Beverages',
        price: '700',
        content: '["zobo"]',
      },
      [{ field: 'imgs', name: 'z.png', type: 'image/png', data: pngBytes(80) }],
    );
    // Reset both so the world, rng and clock are identical before the script.
    await fast.reset(7);
    await msw.reset(7);
    for (const step of steps) {
      const headers: Record<string, string> = {};
      const cookieFor = (side: 'fast' | 'msw') =>
        step.auth ? cookieJar[side][step.auth] : undefined;
      let payload: string | Buffer | undefined;
      if (step.form) {
        headers['content-type'] = form.contentType;
        payload = form.payload;
      } else if (step.body !== undefined) {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(step.body);
      }
      const f = await fast.app.inject({
        method: step.method as 'GET',
        url: step.url,
        payload,
        headers: { ...headers, ...(cookieFor('fast') ? { cookie: cookieFor('fast')! } : {}) },
      });
      const request = new Request(`http://localhost${step.url}`, {
        method: step.method,
        body:
          payload === undefined
            ? undefined
            : new Uint8Array(payload instanceof Buffer ? payload : Buffer.from(payload)),
        headers: { ...headers, ...(cookieFor('msw') ? { cookie: cookieFor('msw')! } : {}) },
      });
      const m = (await getResponse(msw.handlers, request))!;
      const mText = await m.text();
      expect({
        step: step.url,
        status: m.status,
        type: m.headers.get('content-type'),
        body: mText,
      }).toEqual({
        step: step.url,
        status: f.statusCode,
        type: f.headers['content-type'],
        body: f.body,
      });
      const fCookie = ([] as string[]).concat(f.headers['set-cookie'] ?? []).join('\n');
      const mCookie = m.headers.getSetCookie().join('\n');
      expect(mCookie.split(';')[0]).toBe(fCookie.split(';')[0]);
      if (step.auth && fCookie.startsWith('auth_token=')) {
        cookieJar.fast[step.auth] = fCookie.split(';')[0]!;
        cookieJar.msw[step.auth] = mCookie.split(';')[0]!;
      }
    }
  }, 30_000);
});
