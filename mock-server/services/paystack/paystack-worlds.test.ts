import { afterEach, describe, expect, it } from 'vitest';
import { createMockServer } from '#mock/create-mock.ts';

// The emulated Paystack in a world entered by its link: the browser carries the
// world in its `bukka_world` cookie, which the provider's calls (credentials omitted, as Paystack's)
// never send. The script and the checkout page name the world they were served in, so the charge
// is made — and checked by /api/pay — in that world, not the default one.

type Mock = Awaited<ReturnType<typeof createMockServer>>;
let m: Mock | undefined;
afterEach(async () => {
  await m?.app.close();
  m = undefined;
});

async function call(method: string, url: string, opts: { cookie?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await m!.app.inject({
    method: method as 'GET',
    url,
    headers,
    payload: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const json = String(res.headers['content-type']).includes('json') ? res.json() : res.body;
  return { status: res.statusCode, body: json, headers: res.headers };
}

describe('the emulated Paystack in a world entered by its link', () => {
  it('names the world in its script and checkout page; the charge is made and checked there', async () => {
    m = await createMockServer({
      seed: 1,
      options: { checkAnswers: true },
      worlds: { sweepEveryMs: 0 },
    });
    const id = (await call('POST', '/__mock/worlds', { body: {} })).body.id as string;
    const cookie = `bukka_world=${id}`;

    const script = await call('GET', '/__mock/paystack/inline.js', { cookie });
    expect(script.body).toContain(`var WORLD = ${JSON.stringify(id)};`);
    expect(script.headers['cache-control']).toContain('private');
    const plain = await call('GET', '/__mock/paystack/inline.js');
    expect(plain.body).toContain('var WORLD = "";');

    // What the script then calls, without the cookie.
    const started = await call('POST', `/__mock/paystack/transaction/initialize?world=${id}`, {
      body: { key: 'pk_test_x', email: 'buyer@bukka.test', amount: 150000, reference: 'bukka-w-1' },
    });
    expect(started.body.data.reference).toBe('bukka-w-1');
    expect(started.body.data.authorization_url).toContain(`&world=${id}`);
    const code = started.body.data.access_code as string;
    const page = await call('GET', `/__mock/paystack/checkout?access_code=${code}&world=${id}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`"world":"${id}"`);
    // The default world knows nothing of it.
    expect((await call('GET', `/__mock/paystack/checkout?access_code=${code}`)).status).toBe(404);
    const done = await call('POST', `/__mock/paystack/checkout/${code}/complete?world=${id}`, {
      body: { outcome: 'success' },
    });
    expect(done.body).toEqual({ reference: 'bukka-w-1', status: 'success' });

    // The app's own call, with the cookie: the charge is known in the world.
    const check = await call('POST', '/api/pay', { cookie, body: { reference: 'bukka-w-1' } });
    expect(check).toMatchObject({ status: 200, body: { success: true } });
    const elsewhere = await call('POST', '/api/pay', { body: { reference: 'bukka-w-1' } });
    expect(elsewhere.status).toBe(500);
  });
});
