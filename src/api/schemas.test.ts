import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authEndpoints } from '#shared/schemas/auth.ts';
import { placeSearchResponseSchema } from '#shared/schemas/geocoder.ts';
import { orderEndpoints } from '#shared/schemas/orders.ts';
import { paymentEndpoints } from '#shared/schemas/payments.ts';
import { productEndpoints } from '#shared/schemas/products.ts';
import { reviewEndpoints } from '#shared/schemas/reviews.ts';
import { riderEndpoints } from '#shared/schemas/riders.ts';
import {
  placesCanDeliverToSchema,
  productPostContentSchema,
  productPostExtrasSchema,
  vendorEndpoints,
} from '#shared/schemas/vendors.ts';
import { checkoutOf } from '#src/lib/checkout.ts';
import { cartLine } from '#src/state/cart.ts';
import { testAddress } from '#tests/support/addresses.ts';
import { sample, sampleOrderDetails } from '#tests/support/api-samples.ts';
import { createFakeFetch, type FakeFetch, jsonResponse } from '#tests/support/fake-fetch.ts';
import { changePassword, register, resendOtp, resetPassword, signIn, verifyCode } from './auth.ts';
import { configureApi, resetApiConfig } from './client.ts';
import { setDeviceId } from './device-id.ts';
import { createOrder } from './orders.ts';
import { payOrder, verifyPayment } from './payments.ts';
import { createReview } from './reviews.ts';
import { postProduct, registerVendor } from './vendors.ts';

describe('response schemas follow the hosted reference', () => {
  it('sign-in answers either a session user or a user to verify', () => {
    const session = authEndpoints.signin.response.parse({ user: { firstname: 'Ada', _id: 'u1' } });
    expect(session.user).toEqual({ firstname: 'Ada', _id: 'u1' });
    const pending = authEndpoints.signin.response.parse({ user: { email: 'a@b.c', url: 'tok' } });
    expect(pending.user).toEqual({ email: 'a@b.c', url: 'tok' });
    expect(authEndpoints.signin.response.safeParse({ user: { email: 'a@b.c' } }).success).toBe(
      false,
    );
  });

  it('verification answers a session user or the reset user with urlf', () => {
    const reset = authEndpoints.verification.response.parse({
      user: { email: 'a@b.c', name: 'Ada Obi', img: 'x', urlf: 'tok' },
    });
    expect('urlf' in reset.user && reset.user.urlf).toBe('tok');
  });

  it('raw product documents keep unknown fields; a string price is refused', () => {
    const [product] = productEndpoints.list.response.parse([sample.product]);
    expect(product?.__v).toBe(0);
    const bad = productEndpoints.list.response.safeParse([{ ...sample.product, price: '2500' }]);
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual([0, 'price']);
  });

  it('order list, order details and the rider profile parse their hosted shapes', () => {
    const list = orderEndpoints.list.response.parse({
      orders: [sample.orderRow],
      counts: sample.counts,
      bal: 1500,
      isBusinessOwner: true,
      businessName: 'Mama Put',
      businessImg: 'https://img.test/s.jpg',
    });
    expect(list.counts.all).toBe(1);
    const details = orderEndpoints.details.response.parse({
      ...sampleOrderDetails,
      details: { ...sampleOrderDetails.details, isPaid: true, email: false, phoneNumber: false },
    });
    expect(details.details.email).toBe(false);
    expect(details.products[0]?.businessId).toBe(false);
    const profile = riderEndpoints.profile.response.parse({
      allReviews: [],
      user: { km: 57, deliveryRate: 1, rating: 0, balance: '' },
    });
    expect(profile.user.balance).toBe('');
  });

  it('Nominatim places carry display_name, lat, lon and place_id', () => {
    const places = placeSearchResponseSchema.parse([
      { display_name: 'Lekki, Lagos, Nigeria', lat: '6.44', lon: '3.47', place_id: 7, class: 'x' },
    ]);
    expect(places[0]?.place_id).toBe(7);
  });
});

describe('what the fetchers send passes the request schemas the mock validates with', () => {
  let fake: FakeFetch;
  beforeEach(() => {
    fake = createFakeFetch();
    fake.fallback = () => jsonResponse('unused');
    configureApi({ baseUrl: 'http://api.test', fetch: fake.fetch });
    setDeviceId('dev-1');
  });
  afterEach(() => {
    resetApiConfig();
    setDeviceId(undefined);
  });

  const sentJson = async () => fake.last().json();

  it('auth bodies', async () => {
    const calls = [
      [() => signIn({ email: 'a@b.c', password: 'p' }), authEndpoints.signin.body],
      [
        () =>
          register({
            surname: 's',
            firstname: 'f',
            password: 'p',
            age: '2000-01-01',
            country: 'Nigeria',
            state: 'Lagos',
            email: 'a@b.c',
          }),
        authEndpoints.register.body,
      ],
      [() => verifyCode({ email: 'a@b.c', otpCode: '123456' }), authEndpoints.verification.body],
      [() => resendOtp('a@b.c'), authEndpoints.resendOtp.body],
      [() => resetPassword('a@b.c'), authEndpoints.resetPassword.body],
      [() => changePassword({ email: 'a@b.c', password: 'p' }), authEndpoints.changePassword.body],
    ] as const;
    for (const [call, schema] of calls) {
      await call().catch(() => undefined); // the answer does not matter here
      expect(schema.safeParse(await sentJson()).success).toBe(true);
    }
  });

  it('order, review and payment bodies', async () => {
    fake.queue.push(() => jsonResponse({ _id: 'o1' }));
    const line = cartLine(
      {
        _id: 'p1',
        name: 'Rice',
        price: 2500,
        userId: 's1',
        imgs: [{ url: 'u', imgId: 'i1' }],
        category: 'food',
        extras: [{ _id: 'e1', item: 'Egg', price: 200, limit: 3 }],
      },
      1,
    );
    for (const extra of line.extras) extra.quantity = 2;
    const checkout = checkoutOf([line], testAddress, 'u1');
    if (!checkout) throw new Error('empty cart');
    await createOrder(checkout);
    const order = orderEndpoints.create.body.parse(await sentJson());
    expect(order.extras).toEqual([[{ _id: 'e1', item: 'Egg', price: 200, quantity: 2 }]]);

    await createReview({ userId: 'u7', msg: 'ok', reviewerId: 'u1', positive: true }).catch(
      () => undefined,
    );
    expect(reviewEndpoints.create.body.safeParse(await sentJson()).success).toBe(true);
    await verifyPayment('ref').catch(() => undefined);
    expect(paymentEndpoints.verify.body.safeParse(await sentJson()).success).toBe(true);
    await payOrder({ reference: 'ref', orderId: 'o1' }).catch(() => undefined);
    expect(paymentEndpoints.payOrder.body.safeParse(await sentJson()).success).toBe(true);
  });

  it('multipart fields of the product post and the vendor registration', async () => {
    await postProduct('s1', {
      imgs: [new Blob(['x'])],
      name: 'Zobo',
      type: 'Zobo',
      desc: 'cold',
      category: 'Beverages',
      price: 800.5,
      content: ['hibiscus'],
      visibility: 'only me',
      extras: [{ item: 'Ice', price: 50, limit: 1 }],
    }).catch(() => undefined);
    const product = Object.fromEntries(
      [...(await fake.last().formData())].filter(([, v]) => typeof v === 'string'),
    );
    const fields = vendorEndpoints.postProduct.body.parse(product);
    expect(productPostContentSchema.parse(JSON.parse(fields.content))).toEqual(['hibiscus']);
    expect(productPostExtrasSchema.parse(JSON.parse(fields.extras ?? ''))).toHaveLength(1);

    await registerVendor('u1', {
      businessName: 'B',
      physicalAddress: 'A',
      placesCanDeliverTo: ['Lekki'],
    }).catch(() => undefined);
    const vendor = vendorEndpoints.register.body.parse(
      Object.fromEntries(await fake.last().formData()),
    );
    expect(placesCanDeliverToSchema.parse(JSON.parse(vendor.placesCanDeliverTo))).toEqual([
      'Lekki',
    ]);
  });
});
