import { createOrder, deliverOrder, refundOrder, takeOrder } from '../domain/orders.ts';
import { payOrder } from '../domain/payments.ts';
import type { Ctx } from '../domain/plumbing/context.ts';
import { createCompletedTransaction } from '../domain/provider.ts';
import { noPace, type Pace } from './pace.ts';
import { sampleCheckout } from './sample-checkout.ts';

type Ids = { buyer: string; vendor: string; buyers: string[]; stores: string[] };
type Fate = 'unpaid' | 'paid' | 'dispatched' | 'delivered' | 'refunded' | 'cancelled-unpaid';

/**
 * Orders placed through the domain rules themselves, so the ledger and tabs agree; each shipped
 * to its buyer's phone number in `phones` (the world's faker made them).
 */
export async function seedOrders(
  ctx: Ctx,
  ids: Ids,
  extra: number,
  phones: ReadonlyMap<string, string>,
  pace: Pace = noPace,
): Promise<void> {
  const mode = ctx.options.checkout;
  ctx.options.checkout = 'card';
  try {
    const demoFates: [string, Fate][] = [
      [ids.buyer, 'unpaid'],
      [ids.buyers[1]!, 'unpaid'],
      [ids.buyers[2]!, 'paid'],
      [ids.buyer, 'dispatched'],
      [ids.buyers[3]!, 'dispatched'],
      [ids.buyer, 'delivered'],
      [ids.buyers[4]!, 'delivered'],
      [ids.buyer, 'refunded'],
      [ids.buyers[5]!, 'cancelled-unpaid'],
    ];
    let age = demoFates.length + extra;
    const place = async (buyerId: string, storeId: string, fate: Fate, hoursAgo: number) => {
      await pace();
      await placeOrder(ctx, buyerId, storeId, fate, hoursAgo, phones.get(buyerId));
    };
    for (const [buyerId, fate] of demoFates) await place(buyerId, ids.vendor, fate, age--);
    const pool = ids.stores.length > 1 ? ids.stores.slice(1, 40) : [ids.vendor];
    const fates: Fate[] = ['unpaid', 'paid', 'dispatched', 'delivered', 'delivered', 'refunded'];
    for (let i = 0; i < extra; i++) {
      const buyerId = ctx.rng.pick(ids.buyers);
      const storeId = ctx.rng.pick(pool);
      await place(buyerId, storeId, ctx.rng.pick(fates), age--);
    }
  } finally {
    ctx.options.checkout = mode;
  }
}

async function placeOrder(
  ctx: Ctx,
  buyerId: string,
  storeId: string,
  fate: Fate,
  hoursAgo: number,
  phone: string | undefined,
) {
  const products = ctx.db.products.lookup('store', storeId);
  const buyer = ctx.db.users.get(buyerId)!;
  const body = sampleCheckout(ctx, buyer, products, {
    withExtra: () => true,
    state: 'Lagos',
    maxStreetNumber: 80,
    phoneNumber: phone,
  });
  const { _id } = await createOrder(ctx, { actorId: buyerId, buyerId, storeId, body });
  const order = ctx.db.orders.get(_id)!;
  if (fate !== 'unpaid' && fate !== 'cancelled-unpaid') {
    const { reference } = await createCompletedTransaction(ctx, {
      email: buyer.email,
      amount: order.totalKobo,
      status: 'success',
    });
    await payOrder(ctx, { orderId: _id, reference });
  }
  if (fate === 'dispatched' || fate === 'delivered') {
    await takeOrder(ctx, { actorId: storeId, storeId, orderId: _id });
  }
  if (fate === 'delivered') await deliverOrder(ctx, _id);
  if (fate === 'refunded' || fate === 'cancelled-unpaid') {
    await refundOrder(ctx, { actorId: storeId, storeId, orderId: _id });
  }
  const when = ctx.clock.now() - hoursAgo * 3_600_000;
  await ctx.db.orders.patch(_id, (o) => {
    o.createdAt = when;
  });
}
