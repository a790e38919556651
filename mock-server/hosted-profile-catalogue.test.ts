import { describe, expect, it } from 'vitest';
import { productEndpoints } from '#shared/schemas/products.ts';
import { eachHostedAndSafe } from '#tests/support/mock/hosted-and-safe.ts';
import { multipart, pngBytes, type TestApp } from '#tests/support/mock/test-app.ts';

// `--profile hosted` (see hosted-profile.test.ts): the catalogue and reviews. Each test shows the
// hosted behaviour and, where it differs, the safe profile's.

let hosted: TestApp;
let safe: TestApp;
eachHostedAndSafe((apps) => {
  ({ hosted, safe } = apps);
});

const DEVICE = 'demo-device';

describe('catalogue as hosted', () => {
  it('random samples of products and riders; hidden products listed', async () => {
    const vendor = await hosted.signIn('vendor@bukka.test');
    const form = await multipart(
      {
        name: 'Secret Stew',
        type: 'Stew',
        desc: 'Only for me',
        category: 'Food',
        price: '1500',
        content: '["stew","pepper"]',
        visibility: 'only me',
      },
      [{ field: 'imgs', name: 'a.png', type: 'image/png', data: pngBytes() }],
    );
    const posted = await hosted.call(
      'POST',
      `/api/products/post/${DEVICE}?userId=${hosted.ids.vendor}`,
      {
        cookie: vendor,
        payload: form.payload,
        headers: { 'content-type': form.contentType },
      },
    );
    expect(posted.status).toBe(200);
    // Hosted stores the JSON text of `content` as one line (§4.6).
    expect(posted.body.content).toEqual(['["stew","pepper"]']);
    const list = await hosted.call('GET', `/api/products?query=${hosted.ids.vendor}&pageSize=100`);
    expect(list.body.map((p: { name: string }) => p.name)).toContain('Secret Stew');
    const page = await hosted.call(
      'GET',
      `/api/products/kitchen/${hosted.ids.vendor}?query=&page=1&price=&category=`,
    );
    expect(page.body.products.map((p: { name: string }) => p.name)).toContain('Secret Stew');
    // A sample of 3 from the vendor's products, in a random order.
    const samples = await Promise.all(
      [1, 2, 3, 4].map(async () =>
        (
          (await hosted.call('GET', `/api/products?query=${hosted.ids.vendor}&pageSize=3`))
            .body as { _id: string }[]
        ).map((p) => p._id),
      ),
    );
    for (const s of samples) expect(s).toHaveLength(3);
    expect(new Set(samples.map((s) => s.join())).size).toBeGreaterThan(1);
    // Riders: a random sample, `page` ignored.
    const riders = await hosted.call('GET', '/api/users/riders?query=&page=2&pageSize=3');
    expect(riders.body).toHaveLength(3);
    expect(riders.body[0]).not.toHaveProperty('status');
  });

  it('V-A shapes: product page without extras/status, store page without the extra fields', async () => {
    const productId = hosted.ctx.db.products.lookup('store', hosted.ids.vendor)[0]!._id;
    const product = productEndpoints.find.response.parse(
      (await hosted.call('GET', `/api/products/find/${productId}`)).body,
    );
    expect(product).not.toHaveProperty('extras');
    expect(product).not.toHaveProperty('status');
    const page = await hosted.call(
      'GET',
      `/api/products/kitchen/${hosted.ids.vendor}?query=&page=1&price=&category=`,
    );
    expect(Object.keys(page.body).sort()).toEqual(
      ['businessImg', 'businessName', 'products', 'verified'].sort(),
    );
    const profile = await hosted.call('GET', `/api/users/find/${hosted.ids.rider}?page=1`);
    expect(profile.body.user).not.toHaveProperty('ridesCompleted');
  });

  it('the hosted 500s: unknown product, unknown store page, recommended without a type', async () => {
    const missing = '0123456789abcdef01234567';
    expect(await hosted.call('GET', `/api/products/find/${missing}`)).toMatchObject({
      status: 500,
      body: { message: "Cannot read properties of null (reading 'name')" },
    });
    expect((await safe.call('GET', `/api/products/find/${missing}`)).status).toBe(404);
    expect(await hosted.call('GET', `/api/products/kitchen/${missing}?page=1`)).toMatchObject({
      status: 500,
      body: { message: 'something went wrong' },
    });
    const noType = await hosted.call('POST', '/api/products/recommended', {
      body: { product: {}, cartItems: [{ _id: missing, userId: hosted.ids.vendor, type: 'Rice' }] },
    });
    expect(noType).toMatchObject({ status: 500, body: { message: 'something went wrong' } });
  });
});

describe('reviews as hosted', () => {
  it('no reviews: the call hangs (bounded by --hang-ms) without holding up other requests', async () => {
    const buyer = hosted.ids.buyers.find(
      (id) => hosted.ctx.db.reviews.lookup('user', id).length === 0,
    );
    expect(buyer).toBeDefined();
    const started = performance.now();
    const hanging = hosted.call('GET', `/api/users/reviews/${buyer}`);
    const meanwhile = await hosted.call('GET', '/api/users/stores?page=1');
    expect(meanwhile.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(300);
    const answer = await hanging;
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(answer.body).toEqual([]);
    const quick = performance.now();
    expect((await safe.call('GET', `/api/users/reviews/${buyer}`)).body).toEqual([]);
    expect(performance.now() - quick).toBeLessThan(250);
  });

  it('a vendor may review their own store', async () => {
    const vendor = await hosted.signIn('vendor@bukka.test');
    const own = {
      userId: hosted.ids.vendor,
      msg: 'Best in Yaba',
      reviewerId: hosted.ids.vendor,
      positive: true,
    };
    expect((await hosted.call('POST', '/api/reviews', { cookie: vendor, body: own })).status).toBe(
      200,
    );
    const safeVendor = await safe.signIn('vendor@bukka.test');
    const body = { ...own, userId: safe.ids.vendor, reviewerId: safe.ids.vendor };
    expect((await safe.call('POST', '/api/reviews', { cookie: safeVendor, body })).status).toBe(
      400,
    );
  });
});
