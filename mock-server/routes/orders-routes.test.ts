import { beforeEach, describe, expect, it } from 'vitest';
import { orderEndpoints } from '#shared/schemas/orders.ts';
import { paymentEndpoints } from '#shared/schemas/payments.ts';
import { transactionEndpoints } from '#shared/schemas/transactions.ts';
import { orderBody } from '#tests/support/mock/order-body.ts';
import { createTestApp, type TestApp } from '#tests/support/mock/test-app.ts';

let t: TestApp;
let buyer: string;
let vendor: string;
beforeEach(async () => {
  t = await createTestApp(1);
  buyer = await t.signIn('buyer@bukka.test');
  vendor = await t.signIn('vendor@bukka.test');
});

const place = async (body = orderBody(t.ctx, t.ids.vendor)) =>
  t.call('POST', `/api/orders/demo-device/${t.ids.buyer}/${t.ids.vendor}`, { body, cookie: buyer });

const pay = async (orderId: string, amountKobo: number, status = 'success') => {
  const p = await t.call('POST', '/__mock/payments', {
    body: { email: 'buyer@bukka.test', amount: amountKobo, status },
  });
  return {
    reference: p.body.reference as string,
    res: await t.call('POST', '/api/orders/pay', {
      body: { orderId, reference: p.body.reference },
    }),
  };
};

describe('checkout', () => {
  it('creates an unpaid order with totals recomputed from the mock prices (fee rule 1500/1200)', async () => {
    const body = orderBody(t.ctx, t.ids.vendor, { lines: 2, quantity: 1, withExtra: true });
    const r = await place(body);
    expect(r.status).toBe(200);
    const { _id } = orderEndpoints.create.response.parse(r.body);
    const order = t.ctx.db.orders.get(_id)!;
    expect(order.totalKobo).toBe(Math.round(body.total * 100));
    expect(order.isPaid).toBe(false);
    const items = order.orderedItems.reduce((s, i) => s + i.priceKobo * i.quantity, 0);
    expect(order.shippingFeeKobo).toBe(items > 500_000 ? 120_000 : 150_000);
  });

  it('rejects a client total that disagrees (400), buying from yourself (403), other buyers (403)', async () => {
    const body = { ...orderBody(t.ctx, t.ids.vendor), total: 1 };
    const r = await place(body);
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/does not match the computed total/);
    const self = await t.call('POST', `/api/orders/demo-device/${t.ids.vendor}/${t.ids.vendor}`, {
      body: orderBody(t.ctx, t.ids.vendor),
      cookie: vendor,
    });
    expect(self).toMatchObject({
      status: 403,
      body: { message: 'sorry! you can not buy from yourself' },
    });
    const other = await t.call(
      'POST',
      `/api/orders/demo-device/${t.ids.buyers[3]}/${t.ids.vendor}`,
      { body: orderBody(t.ctx, t.ids.vendor), cookie: buyer },
    );
    expect(other.status).toBe(403);
    const anon = await t.call('POST', `/api/orders/demo-device/${t.ids.buyer}/${t.ids.vendor}`, {
      body: orderBody(t.ctx, t.ids.vendor),
    });
    expect(anon).toMatchObject({ status: 401, body: { message: 'No token provided' } });
    const badDevice = await t.call(
      'POST',
      `/api/orders/other-device/${t.ids.buyer}/${t.ids.vendor}`,
      { body: orderBody(t.ctx, t.ids.vendor), cookie: buyer },
    );
    expect(badDevice).toMatchObject({
      status: 401,
      body: { message: 'verification fail, switch off VPN if active' },
    });
  });

  it('an item from another store → 401 something went wrong; an unknown product → 400', async () => {
    const body = orderBody(t.ctx, t.ids.vendor);
    const foreign = orderBody(t.ctx, t.ids.stores[5]!);
    const r = await place({ ...body, orderedItems: foreign.orderedItems });
    expect(r).toMatchObject({ status: 401, body: { message: 'something went wrong' } });
    const bad = await place({
      ...body,
      orderedItems: [{ ...body.orderedItems[0]!, _id: 'ffffffffffffffffffffffff' }],
    });
    expect(bad.status).toBe(400);
  });

  it('--checkout wallet debits the buyer wallet or answers 404 Insufficient funds', async () => {
    const w = await createTestApp(1, { checkout: 'wallet' });
    const cookie = await w.signIn('buyer@bukka.test');
    const before = w.ctx.db.users.get(w.ids.buyer)!.balanceKobo;
    const body = orderBody(w.ctx, w.ids.vendor);
    const r = await w.call('POST', `/api/orders/demo-device/${w.ids.buyer}/${w.ids.vendor}`, {
      body,
      cookie,
    });
    expect(r.status).toBe(200);
    expect(w.ctx.db.users.get(w.ids.buyer)!.balanceKobo).toBe(
      before - Math.round(body.total * 100),
    );
    expect(w.ctx.db.orders.get(r.body._id)!.isPaid).toBe(true);
    const poor = await w.signIn('rider@bukka.test');
    const r2 = await w.call('POST', `/api/orders/demo-device/${w.ids.rider}/${w.ids.vendor}`, {
      body,
      cookie: poor,
    });
    expect(r2).toMatchObject({ status: 404, body: { message: 'Insufficient funds' } });
    expect(w.ctx.db.users.get(w.ids.rider)!.balanceKobo).toBe(0);
  });
});

describe('where the store delivers', () => {
  const toIkeja = () => {
    const body = orderBody(t.ctx, t.ids.vendor);
    return { ...body, shippingAddress: { ...body.shippingAddress, localGvt: 'Ikeja' } };
  };

  it('refuses an order to a place the store does not deliver to with 400 { message }, and places none', async () => {
    const before = t.ctx.db.orders.all().length;
    const r = await place(toIkeja());
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(
      'Mama Bukka Kitchen does not deliver to Ikeja. Choose an address in its delivery area.',
    );
    expect(t.ctx.db.orders.all()).toHaveLength(before);
    // Yaba is one of its places.
    expect((await place()).status).toBe(200);
  });

  it('--profile hosted takes it, as the hosted API does', async () => {
    const hosted = await createTestApp(1, { profile: 'hosted' });
    const cookie = await hosted.signIn('buyer@bukka.test');
    const body = orderBody(hosted.ctx, hosted.ids.vendor);
    const r = await hosted.call(
      'POST',
      `/api/orders/demo-device/${hosted.ids.buyer}/${hosted.ids.vendor}`,
      {
        body: { ...body, shippingAddress: { ...body.shippingAddress, localGvt: 'Ikeja' } },
        cookie,
      },
    );
    expect(r.status).toBe(200);
  });
});

describe('lists, details, take, refund, pay', () => {
  it('lists every tab with counts that agree with the lists (demo vendor has orders in every tab)', async () => {
    const all = await t.call('GET', `/api/orders/demo-device/allorders/${t.ids.vendor}?query=all`, {
      cookie: vendor,
    });
    expect(all.status).toBe(200);
    const parsed = orderEndpoints.list.response.parse(all.body);
    expect(parsed.isBusinessOwner).toBe(true);
    for (const tab of ['pending', 'dispatched', 'delivered', 'refunded'] as const) {
      const r = await t.call(
        'GET',
        `/api/orders/demo-device/allorders/${t.ids.vendor}?query=${tab}`,
        { cookie: vendor },
      );
      expect(r.body.orders.length).toBe(parsed.counts[tab]);
      expect(parsed.counts[tab]).toBeGreaterThan(0);
    }
    expect(parsed.orders.length).toBe(parsed.counts.all);
    const other = await t.call(
      'GET',
      `/api/orders/demo-device/allorders/${t.ids.buyer}?query=all`,
      { cookie: vendor },
    );
    expect(other.status).toBe(403);
  });

  it('details: store view has businessId on lines; buyer view false; email hidden once paid; strangers 404', async () => {
    const { _id } = (await place()).body;
    const asBuyer = await t.call('GET', `/api/orders/demo-device/find/${_id}/${t.ids.buyer}`, {
      cookie: buyer,
    });
    const b = orderEndpoints.details.response.parse(asBuyer.body);
    expect(b.products[0]!.businessId).toBe(false);
    expect(b.details.email).toBe('buyer@bukka.test');
    const asStore = await t.call('GET', `/api/orders/demo-device/find/${_id}/${t.ids.vendor}`, {
      cookie: vendor,
    });
    expect(asStore.body.products[0].businessId).toBe(t.ids.vendor);
    const rider = await t.signIn('rider@bukka.test');
    const stranger = await t.call('GET', `/api/orders/demo-device/find/${_id}/${t.ids.rider}`, {
      cookie: rider,
    });
    expect(stranger).toMatchObject({ status: 404, body: { message: 'order not found' } });
  });

  it('pay: needs a successful unused reference for exactly the total; credits the store once', async () => {
    const { _id } = (await place()).body;
    const order = t.ctx.db.orders.get(_id)!;
    const storeBefore = t.ctx.db.users.get(t.ids.vendor)!.balanceKobo;
    expect((await pay(_id, order.totalKobo, 'failed')).res.status).toBe(400);
    expect((await pay(_id, order.totalKobo + 100)).res.body.message).toMatch(/does not match/);
    const unknown = await t.call('POST', '/api/pay', { body: { reference: 'nope' } });
    expect(unknown).toMatchObject({
      status: 500,
      body: { success: false, message: 'Server error' },
    });
    const failed = await t.call('POST', '/__mock/payments', {
      body: { email: 'buyer@bukka.test', amount: order.totalKobo, status: 'failed' },
    });
    const failedCheck = await t.call('POST', '/api/pay', {
      body: { reference: failed.body.reference },
    });
    expect(failedCheck).toMatchObject({
      status: 400,
      body: { success: false, message: 'Payment failed' },
    });
    const good = await pay(_id, order.totalKobo);
    expect(good.res.status).toBe(200);
    expect(paymentEndpoints.payOrder.response.parse(good.res.body).isPaid).toBe(true);
    expect(
      (await t.call('POST', '/api/pay', { body: { reference: good.reference } })).body,
    ).toEqual({ success: true });
    const twice = await t.call('POST', '/api/orders/pay', {
      body: { orderId: _id, reference: good.reference },
    });
    expect(twice).toMatchObject({ status: 409, body: { message: 'order is already paid' } });
    const { _id: second } = (await place()).body;
    const reuse = await t.call('POST', '/api/orders/pay', {
      body: { orderId: second, reference: good.reference },
    });
    expect(reuse.status).toBe(409);
    expect(t.ctx.db.users.get(t.ids.vendor)!.balanceKobo).toBe(storeBefore + order.totalKobo);
    expect(
      (await t.call('POST', '/api/orders/pay', { body: { orderId: 'x', reference: 'y' } })).status,
    ).toBe(404);
  });

  it('take: 200 date string, then 400 already taken; 403 for another store; refund after take moves money back', async () => {
    const { _id } = (await place()).body;
    const total = t.ctx.db.orders.get(_id)!.totalKobo;
    await pay(_id, total);
    const otherStore = t.ctx.db.users.get(t.ids.stores[1]!)!;
    const other = await t.signIn(otherStore.email).catch(() => undefined);
    expect(other).toBeUndefined(); // seeded stores have no known device: they would need a code
    const taken = await t.call('PUT', `/api/orders/demo-device/takeorder/${t.ids.vendor}/${_id}`, {
      cookie: vendor,
    });
    expect(taken.status).toBe(200);
    expect(typeof taken.body).toBe('string');
    expect(Number.isNaN(Date.parse(taken.body))).toBe(false);
    const again = await t.call('PUT', `/api/orders/demo-device/takeorder/${t.ids.vendor}/${_id}`, {
      cookie: vendor,
    });
    expect(again).toMatchObject({ status: 400, body: { message: 'Order is already taken' } });
    const asBuyer = await t.call(
      'PUT',
      `/api/orders/demo-device/takeorder/${t.ids.vendor}/${_id}`,
      { cookie: buyer },
    );
    expect(asBuyer.status).toBe(403);
    const buyerBefore = t.ctx.db.users.get(t.ids.buyer)!.balanceKobo;
    const refund = await t.call('PUT', `/api/orders/demo-device/refund/${t.ids.vendor}/${_id}`, {
      cookie: vendor,
    });
    expect(refund).toMatchObject({ status: 200, body: true });
    expect(t.ctx.db.users.get(t.ids.buyer)!.balanceKobo).toBe(buyerBefore + total);
    const twice = await t.call('PUT', `/api/orders/demo-device/refund/${t.ids.vendor}/${_id}`, {
      cookie: vendor,
    });
    expect(twice).toMatchObject({ status: 403, body: { message: 'order already cancelled' } });
  });

  it('refund of an unpaid order moves nothing; take of a missing order 404', async () => {
    const { _id } = (await place()).body;
    const before = t.ctx.db.users.get(t.ids.buyer)!.balanceKobo;
    expect(
      (
        await t.call('PUT', `/api/orders/demo-device/refund/${t.ids.vendor}/${_id}`, {
          cookie: vendor,
        })
      ).status,
    ).toBe(200);
    expect(t.ctx.db.users.get(t.ids.buyer)!.balanceKobo).toBe(before);
    const missing = await t.call('PUT', `/api/orders/demo-device/takeorder/${t.ids.vendor}/nope`, {
      cookie: vendor,
    });
    expect(missing).toMatchObject({ status: 404, body: { message: 'order not found' } });
    const missingRefund = await t.call(
      'PUT',
      `/api/orders/demo-device/refund/${t.ids.vendor}/nope`,
      { cookie: vendor },
    );
    expect(missingRefund).toMatchObject({ status: 404, body: { message: 'order not found' } });
  });
});

describe('the store and an unpaid or cancelled order', () => {
  const details = async (orderId: string, userId: string, cookie: string) =>
    (await t.call('GET', `/api/orders/demo-device/find/${orderId}/${userId}`, { cookie })).body
      .details;

  it('refuses to take an unpaid order (409 { message }); takes it once paid', async () => {
    const { _id } = (await place()).body;
    const take = () =>
      t.call('PUT', `/api/orders/demo-device/takeorder/${t.ids.vendor}/${_id}`, { cookie: vendor });
    expect(await take()).toMatchObject({ status: 409, body: { message: 'order is not paid yet' } });
    expect(t.ctx.db.orders.get(_id)!.isTaken).toBeNull();
    await pay(_id, t.ctx.db.orders.get(_id)!.totalKobo);
    expect((await take()).status).toBe(200);
  });

  it('a cancel without accepting: isTaken stamped (as hosted) but no acceptedAt; cancelledAt and what went back', async () => {
    const unpaid = (await place()).body._id;
    await t.call('POST', '/__mock/clock/advance', { body: { ms: 60_000 } });
    await t.call('PUT', `/api/orders/demo-device/refund/${t.ids.vendor}/${unpaid}`, {
      cookie: vendor,
    });
    const cancelled = await details(unpaid, t.ids.buyer, buyer);
    expect(cancelled).toMatchObject({ isCancelled: true, status: 'cancelled', refundedAmount: 0 });
    expect(cancelled.acceptedAt).toBeUndefined();
    expect(cancelled.cancelledAt).toBe(cancelled.isTaken);
    expect(Date.parse(cancelled.cancelledAt)).toBeGreaterThan(Date.parse(cancelled.createdAt));

    const paid = (await place()).body._id;
    const total = t.ctx.db.orders.get(paid)!.totalKobo;
    await pay(paid, total);
    await t.call('PUT', `/api/orders/demo-device/refund/${t.ids.vendor}/${paid}`, {
      cookie: vendor,
    });
    const refunded = await details(paid, t.ids.vendor, vendor);
    expect(refunded).toMatchObject({ refundedAmount: total / 100, isPaid: true });
    expect(refunded.acceptedAt).toBeUndefined();
    expect(refunded.cancelledAt).toEqual(expect.any(String));
  });

  it('rows say who, how much and when it was cancelled (mock-only fields)', async () => {
    const { _id } = (await place()).body;
    const total = t.ctx.db.orders.get(_id)!.totalKobo;
    await pay(_id, total);
    await t.call('PUT', `/api/orders/demo-device/refund/${t.ids.vendor}/${_id}`, {
      cookie: vendor,
    });
    const list = await t.call(
      'GET',
      `/api/orders/demo-device/allorders/${t.ids.vendor}?query=refunded`,
      {
        cookie: vendor,
      },
    );
    const row = list.body.orders.find((o: { _id: string }) => o._id === _id);
    expect(row).toMatchObject({
      total: total / 100,
      buyerId: t.ids.buyer,
      buyerName: expect.any(String),
      businessId: t.ids.vendor,
      refundedAmount: total / 100,
      cancelledAt: expect.any(String),
    });
    expect(orderEndpoints.list.response.safeParse(list.body).success).toBe(true);
  });

  it('a cancel after accepting keeps the acceptance time apart from the cancel time', async () => {
    const { _id } = (await place()).body;
    await pay(_id, t.ctx.db.orders.get(_id)!.totalKobo);
    const taken = await t.call('PUT', `/api/orders/demo-device/takeorder/${t.ids.vendor}/${_id}`, {
      cookie: vendor,
    });
    await t.call('POST', '/__mock/clock/advance', { body: { ms: 60_000 } });
    await t.call('PUT', `/api/orders/demo-device/refund/${t.ids.vendor}/${_id}`, {
      cookie: vendor,
    });
    const after = await details(_id, t.ids.buyer, buyer);
    expect(after.acceptedAt).toBe(taken.body);
    expect(Date.parse(after.cancelledAt)).toBe(Date.parse(taken.body) + 60_000);
  });

  it('--profile hosted takes an unpaid order, as the hosted API does (§6.4)', async () => {
    t = await createTestApp(1, { profile: 'hosted' });
    buyer = await t.signIn('buyer@bukka.test');
    vendor = await t.signIn('vendor@bukka.test');
    const { _id } = (await place()).body;
    const taken = await t.call('PUT', `/api/orders/demo-device/takeorder/${t.ids.vendor}/${_id}`, {
      cookie: vendor,
    });
    expect(taken.status).toBe(200);
  });
});

describe('wallet and transactions', () => {
  it('creates one account per user, bank transfer credits it and writes a transaction', async () => {
    const rider = await t.signIn('rider@bukka.test');
    expect(
      (await t.call('GET', `/api/users/account/find/${t.ids.rider}`, { cookie: rider })).body,
    ).toEqual({ message: 'Account not found' });
    const created = await t.call('POST', `/api/payment/create/${t.ids.rider}`, { cookie: rider });
    expect(created.status).toBe(200);
    expect(created.body.accountNumber).toMatch(/^\d{10}$/);
    const again = await t.call('POST', `/api/payment/create/${t.ids.rider}`, { cookie: rider });
    expect(again.body).toEqual(created.body);
    const found = await t.call('GET', `/api/users/account/find/${t.ids.rider}`, { cookie: rider });
    expect(found.body).toEqual(created.body);
    expect(
      (
        await t.call('GET', `/api/transactions/demo-device/history/${t.ids.rider}`, {
          cookie: rider,
        })
      ).body,
    ).toEqual({ message: 'no transactions' });
    const dep = await t.call('POST', '/__mock/bank-transfer', {
      body: { accountNumber: created.body.accountNumber, amount: 250_000 },
    });
    expect(dep).toMatchObject({ status: 200, body: { balance: 2500 } });
    const hist = await t.call('GET', `/api/transactions/demo-device/history/${t.ids.rider}`, {
      cookie: rider,
    });
    expect(transactionEndpoints.history.response.parse(hist.body)[0]).toMatchObject({
      amount: 2500,
      kind: 'deposit',
    });
    expect((await t.call('GET', `/api/users/acct/${t.ids.rider}`, { cookie: rider })).body).toBe(
      '2500.00',
    );
    expect(
      (await t.call('POST', `/api/payment/create/${t.ids.buyer}`, { cookie: rider })).status,
    ).toBe(403);
    expect(
      (
        await t.call('POST', '/__mock/bank-transfer', {
          body: { accountNumber: '0000000000', amount: 1 },
        })
      ).status,
    ).toBe(404);
  });
});
