import type { Ctx } from '../domain/context.ts';
import { computeTotals } from '../domain/order-totals.ts';
import { productWire } from '../domain/wire.ts';

/** A client-shaped checkout body for `quantity` × the store's first products (extras optional). */
export function orderBody(
  ctx: Ctx,
  storeId: string,
  opts: { lines?: number; quantity?: number; withExtra?: boolean } = {},
) {
  const products = ctx.db.products.lookup('owner', storeId).slice(0, opts.lines ?? 1);
  const quantity = opts.quantity ?? 1;
  const extra = opts.withExtra ? products[0]?.extras[0] : undefined;
  const totals = computeTotals(
    products.map((p) => ({ priceKobo: p.priceKobo, quantity })),
    extra ? [{ priceKobo: extra.priceKobo, quantity: 1 }] : [],
  );
  return {
    orderedItems: products.map((p) => ({ ...productWire(p), quantity })),
    shippingAddress: {
      name: 'Adaeze Okafor',
      street: '14 Herbert Macaulay Way',
      localGvt: 'Yaba',
      state: 'Lagos',
      country: 'Nigeria',
      phoneNumber: '08031234567',
    },
    subtotal: totals.subtotalKobo / 100,
    shippingFee: totals.shippingFeeKobo / 100,
    total: totals.totalKobo / 100,
    extras: extra
      ? [[{ _id: extra._id, item: extra.item, price: extra.priceKobo / 100, quantity: 1 }]]
      : [],
  };
}
