import { beforeEach, describe, expect, it } from 'vitest';
import type { ProductRecord } from '#mock/db/records.ts';
import { checkoutBody, type ProductLine } from '#mock/seed/sample-checkout.ts';
import { checkInvariants } from '#tests/support/mock/invariants.ts';
import { ORDER_ADDRESS } from '#tests/support/mock/order-body.ts';
import { createTestApp, multipart, pngBytes, type TestApp } from '#tests/support/mock/test-app.ts';

// The attacks as tests: an extra's limit checked per line (ten lines of three of a
// limit-3 extra made thirty), a price of ₦0.001 stored as ₦0, and a payment reference made for
// someone else's e-mail paying this buyer's order.

let t: TestApp;
let buyer: string;
beforeEach(async () => {
  t = await createTestApp(1);
  buyer = await t.signIn('buyer@bukka.test');
});

const vendorDishes = () =>
  t.ctx.db.products.lookup('store', t.ids.vendor).filter((p) => p.extras.length > 0);

const checkout = (lines: ProductLine[], patch: Record<string, unknown> = {}) =>
  t.call('POST', `/api/orders/demo-device/${t.ids.buyer}/${t.ids.vendor}`, {
    cookie: buyer,
    body: { ...checkoutBody(lines, ORDER_ADDRESS), ...patch },
  });

describe('rule bypasses', { timeout: 60_000 }, () => {
  it("an extra's limit holds per dish over the whole order, not per line", async () => {
    const dish = vendorDishes()[0]!;
    const extra = dish.extras[0]!;
    const line = (quantity: number): ProductLine => ({
      product: dish,
      quantity: 1,
      extras: [{ extra, quantity }],
    });
    const orders = t.ctx.db.orders.size;
    const tenLines = await checkout(Array.from({ length: 10 }, () => line(extra.limit)));
    expect(tenLines.status).toBe(400);
    expect(tenLines.body.message).toBe(
      `extras[1]: at most ${extra.limit} × ${extra.item} with ${dish.name} in one order (${extra.limit * 2} asked)`,
    );
    const twoLines = await checkout([line(1), line(extra.limit)]);
    expect(twoLines.status).toBe(400);
    expect(t.ctx.db.orders.size).toBe(orders);
    // Up to the limit is fine, also spread over lines.
    expect((await checkout([line(extra.limit)])).status).toBe(200);
    if (extra.limit > 1)
      expect((await checkout([line(1), line(extra.limit - 1)])).status).toBe(200);
  });

  it('the same extra with two different dishes counts per dish', async () => {
    const byItem = new Map<string, ProductRecord[]>();
    for (const p of vendorDishes()) {
      for (const x of p.extras) byItem.set(x.item, [...(byItem.get(x.item) ?? []), p]);
    }
    const [item, dishes] = [...byItem].find(([, ps]) => ps.length >= 2)!;
    const lines = dishes.slice(0, 2).map((product) => {
      const extra = product.extras.find((x) => x.item === item)!;
      return { product, quantity: 1, extras: [{ extra, quantity: extra.limit }] };
    });
    const res = await checkout(lines);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('a total that is not whole kobo does not pass for the computed one', async () => {
    const dish = vendorDishes()[0]!;
    const body = checkoutBody([{ product: dish, quantity: 1 }], ORDER_ADDRESS);
    const res = await checkout([{ product: dish, quantity: 1 }], { total: body.total + 0.004 });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Order total .* does not match the computed total/);
  });

  it('prices of ₦0.001, ₦0.004 or ₦10.005 are refused; ₦10.50 is 1,050 kobo', async () => {
    const vendor = await t.signIn('vendor@bukka.test');
    const post = async (price: string, extras = '[]') => {
      const form = await multipart(
        {
          name: 'Zobo',
          type: 'Zobo',
          desc: 'Cold',
          category: 'Beverages',
          price,
          content: '[]',
          extras,
        },
        [{ field: 'imgs', name: 'z.png', type: 'image/png', data: pngBytes(64) }],
      );
      return t.call('POST', `/api/products/post/demo-device?userId=${t.ids.vendor}`, {
        cookie: vendor,
        payload: form.payload,
        headers: { 'content-type': form.contentType },
      });
    };
    const products = t.ctx.db.products.size;
    for (const price of ['0.001', '0.004', '10.005', '0']) {
      const res = await post(price);
      expect(res.status, price).toBe(400);
      expect(res.body.message, price).toMatch(/^price must be/);
    }
    const subKoboExtra = await post(
      '500',
      JSON.stringify([{ item: 'Ice', price: 0.001, limit: 2 }]),
    );
    expect(subKoboExtra).toMatchObject({
      status: 400,
      body: { message: 'extras[0]: price must be a whole number of kobo (at most two decimals)' },
    });
    expect(t.ctx.db.products.size).toBe(products);
    const ok = await post('10.50', JSON.stringify([{ item: 'Ice', price: 0, limit: 2 }]));
    expect(ok.status).toBe(200);
    const stored = t.ctx.db.products.get(ok.body._id)!;
    expect(stored.priceKobo).toBe(1050);
    expect(stored.extras[0]!.priceKobo).toBe(0);
  });

  it("a payment reference made for another customer's e-mail does not pay this order", async () => {
    const dish = vendorDishes()[0]!;
    const placed = await checkout([{ product: dish, quantity: 1 }]);
    const orderId = placed.body._id as string;
    const total = t.ctx.db.orders.get(orderId)!.totalKobo;
    const theirs = await t.call('POST', '/__mock/payments', {
      body: { email: 'someone.else@example.ng', amount: total, status: 'success' },
    });
    const stolen = await t.call('POST', '/api/orders/pay', {
      cookie: buyer,
      body: { orderId, reference: theirs.body.reference },
    });
    expect(stolen).toMatchObject({
      status: 400,
      body: { message: "Payment reference was made for another customer's e-mail" },
    });
    expect(t.ctx.db.orders.get(orderId)!.isPaid).toBe(false);
    // The reference stays unused: its owner can still use it for their own order.
    expect(
      t.ctx.db.providerTransactions.first('reference', theirs.body.reference)?.usedByOrderId,
    ).toBeNull();
    const mine = await t.call('POST', '/__mock/payments', {
      body: { email: 'Buyer@Bukka.test ', amount: total, status: 'success' },
    });
    const paid = await t.call('POST', '/api/orders/pay', {
      cookie: buyer,
      body: { orderId, reference: mine.body.reference },
    });
    expect(paid.status).toBe(200);
    expect(checkInvariants(t.ctx)).toEqual([]);
  });
});
