import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { nairaToKobo } from '#shared/money.ts';
import { orderEndpoints } from '#shared/schemas/orders.ts';
import { createTestApp } from '#tests/support/mock/test-app.ts';
import { sampleCheckout } from './sample-checkout.ts';

// The seed and the simulator order through `sampleCheckout`: what they send must be what the
// checkout route's own schema accepts, with totals the order rules agree with.

describe('sampled checkouts', () => {
  it('parse with the route schema and are accepted over HTTP with their totals', async () => {
    const t = await createTestApp(5);
    const { ctx, ids } = t;
    const buyer = ctx.db.users.get(ids.buyer)!;
    const cookie = await t.signIn('buyer@bukka.test');
    let withExtras = 0;
    for (const [i, storeId] of ids.stores.slice(0, 24).entries()) {
      const products = ctx.db.products.lookup('store', storeId);
      const body = sampleCheckout(ctx, buyer, products, {
        withExtra: () => i % 2 === 0,
        state: 'Lagos',
        maxStreetNumber: 120,
      });
      // Over HTTP a buyer's order must go where the store delivers: one of its places.
      const store = ctx.db.users.get(storeId)!;
      body.shippingAddress.localGvt = store.placesCanDeliverTo[0] ?? body.shippingAddress.localGvt;
      const parsed = z.safeParse(orderEndpoints.create.body, body);
      expect(parsed.error, storeId).toBeUndefined();
      if (body.extras?.some((line) => (line?.length ?? 0) > 0)) withExtras++;
      const res = await t.call('POST', `/api/orders/demo-device/${ids.buyer}/${storeId}`, {
        body,
        cookie,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(ctx.db.orders.get(res.body._id)?.totalKobo).toBe(nairaToKobo(body.total));
    }
    expect(withExtras).toBeGreaterThan(0);
  });
});
