import { beforeEach, describe, expect, it } from 'vitest';
import { cartTotals, koboToNaira, nairaToKobo } from '#shared/money.ts';
import { vendorEndpoints } from '#shared/schemas/vendors.ts';
import { createTestApp, multipart, pngBytes, type TestApp } from '#tests/support/mock/test-app.ts';

let t: TestApp;
let vendor: string;
beforeEach(async () => {
  t = await createTestApp(1);
  vendor = await t.signIn('vendor@bukka.test');
});

const productFields = {
  name: 'Ofada Rice Special',
  type: 'Rice',
  desc: 'With ayamase and dodo',
  category: 'Food',
  price: '4500',
  content: JSON.stringify(['ofada rice', 'ayamase']),
  visibility: 'Public',
  extras: JSON.stringify([{ item: 'Boiled egg', price: 300, limit: 2 }]),
};

const post = async (
  fields: Record<string, string>,
  files: Parameters<typeof multipart>[1] = [],
  cookie = vendor,
  userId = t.ids.vendor,
) => {
  const { payload, contentType } = await multipart(fields, files);
  return t.call('POST', `/api/products/post/demo-device?userId=${userId}`, {
    payload,
    cookie,
    headers: { 'content-type': contentType },
  });
};

describe('product post (multipart)', () => {
  it('stores up to 4 images and serves them back by URL', async () => {
    const files = [0, 1].map((i) => ({
      field: 'imgs',
      name: `p${i}.png`,
      type: 'image/png',
      data: pngBytes(100 + i),
    }));
    const r = await post(productFields, files);
    expect(r.status).toBe(200);
    const product = vendorEndpoints.postProduct.response.parse(r.body);
    expect(product).toMatchObject({
      name: 'Ofada Rice Special',
      price: 4500,
      content: ['ofada rice', 'ayamase'],
    });
    expect(product.imgs).toHaveLength(2);
    const img = await t.call('GET', product.imgs[0]!.url);
    expect(img.status).toBe(200);
    expect(img.raw.headers['content-type']).toBe('image/png');
    expect(img.raw.rawPayload.byteLength).toBe(100);
    expect(t.ctx.db.products.get(product._id)?.extras[0]).toMatchObject({
      item: 'Boiled egg',
      priceKobo: 30_000,
    });
  });

  it('rejects 5 images, non-images, too-large images, bad fields, non-vendors and other users', async () => {
    const five = Array.from({ length: 5 }, (_, i) => ({
      field: 'imgs',
      name: `p${i}.png`,
      type: 'image/png',
      data: pngBytes(),
    }));
    expect((await post(productFields, five)).body.message).toMatch(/At most 4/);
    const text = [
      {
        field: 'imgs',
        name: 'x.png',
        type: 'image/png',
        data: new TextEncoder().encode('<svg onload=alert(1)>'),
      },
    ];
    expect((await post(productFields, text)).status).toBe(400);
    const big = [
      { field: 'imgs', name: 'big.png', type: 'image/png', data: pngBytes(2 * 1024 * 1024 + 1) },
    ];
    expect((await post(productFields, big)).body.message).toMatch(/2 MB/);
    expect((await post({ ...productFields, price: 'abc' })).status).toBe(400);
    expect((await post({ ...productFields, name: '' })).status).toBe(400);
    const buyer = await t.signIn('buyer@bukka.test');
    expect(await post(productFields, [], buyer, t.ids.buyer)).toMatchObject({
      status: 401,
      body: { message: 'unauthorized' },
    });
    expect((await post(productFields, [], buyer, t.ids.vendor)).status).toBe(403);
    expect((await post(productFields, [], '')).status).toBe(401);
  });

  // A price that is not whole kobo (₦1.005) is refused, never rounded to 101 kobo behind the
  // vendor's back; a two-decimal price is stored exactly and the client's total matches.
  it('refuses a price that is not whole kobo (1.005), stores 1.01 as 101 kobo and accepts the client’s total', async () => {
    const subKobo = await post({ ...productFields, price: '1.005', extras: '[]' });
    expect(subKobo.status).toBe(400);
    expect(subKobo.body.message).toMatch(/^price must be a whole number of kobo/);
    const r = await post({ ...productFields, price: '1.01', extras: '[]' });
    expect(r.status).toBe(200);
    const product = vendorEndpoints.postProduct.response.parse(r.body);
    expect(t.ctx.db.products.get(product._id)?.priceKobo).toBe(nairaToKobo(1.01));
    expect(product.price).toBe(1.01);
    const buyer = await t.signIn('buyer@bukka.test');
    const totals = cartTotals([{ price: 1.01, quantity: 3 }]);
    const order = await t.call('POST', `/api/orders/demo-device/${t.ids.buyer}/${t.ids.vendor}`, {
      cookie: buyer,
      body: {
        orderedItems: [{ ...product, quantity: 3 }],
        shippingAddress: {
          name: 'Ada',
          street: '1 Road',
          localGvt: 'Yaba',
          state: 'Lagos',
          country: 'Nigeria',
          phoneNumber: '08000000000',
        },
        subtotal: koboToNaira(totals.subtotal),
        shippingFee: koboToNaira(totals.shippingFee),
        total: koboToNaira(totals.total),
      },
    });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(t.ctx.db.orders.get(order.body._id)?.totalKobo).toBe(totals.total);
  });

  it('answers 400 for a malformed multipart body', async () => {
    const r = await t.call('POST', `/api/products/post/demo-device?userId=${t.ids.vendor}`, {
      payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated',
      cookie: vendor,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(r.status).toBe(400);
    expect(r.body).toHaveProperty('message');
  });
});

describe('vendor registration (multipart)', () => {
  it('makes a buyer a vendor with an image and delivery places; second time says already', async () => {
    const buyer = await t.signIn('buyer@bukka.test');
    const { payload, contentType } = await multipart(
      {
        businessName: 'Ada Foods',
        physicalAddress: '2 Bode Thomas Street, Surulere, Lagos',
        placesCanDeliverTo: JSON.stringify(['Surulere', 'Yaba']),
      },
      [{ field: 'businessImg', name: 'logo.png', type: 'image/png', data: pngBytes() }],
    );
    const url = `/api/users/vendor/demo-device/registration/${t.ids.buyer}`;
    const r = await t.call('POST', url, {
      payload,
      cookie: buyer,
      headers: { 'content-type': contentType },
    });
    expect(r.status).toBe(200);
    expect(vendorEndpoints.register.response.parse(r.body).message).toBe('successfully registered');
    const user = t.ctx.db.users.get(t.ids.buyer)!;
    expect(user).toMatchObject({ isBusinessOwner: true, placesCanDeliverTo: ['Surulere', 'Yaba'] });
    expect(user.businessImg).toMatch(/^\/__mock\/media\/uploads\//);
    const again = await t.call('POST', url, {
      payload,
      cookie: buyer,
      headers: { 'content-type': contentType },
    });
    expect(again.body).toEqual({ message: ' already a registered vendor' });
    expect(
      (await t.call('GET', '/api/users/stores?page=1&query=Ada%20Foods')).body.stores,
    ).toHaveLength(1);
    const otherUser = await t.call(
      'POST',
      `/api/users/vendor/demo-device/registration/${t.ids.rider}`,
      { payload, cookie: buyer, headers: { 'content-type': contentType } },
    );
    expect(otherUser.status).toBe(403);
  });
});
