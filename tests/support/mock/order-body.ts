import type { Ctx } from '#mock/domain/plumbing/context.ts';
import { checkoutBody } from '#mock/seed/sample-checkout.ts';

/** The address the mock's tests order to (a Yaba street). */
export const ORDER_ADDRESS = {
  name: 'Adaeze Okafor',
  street: '14 Herbert Macaulay Way',
  localGvt: 'Yaba',
  state: 'Lagos',
  country: 'Nigeria',
  phoneNumber: '08031234567',
};

/**
 * A client-shaped checkout body for `quantity` × the store's first products (extras optional), to
 * `ORDER_ADDRESS` — in the store's first delivery place instead when it does not deliver to Yaba
 * (the mock refuses an order outside a store's area).
 */
export function orderBody(
  ctx: Ctx,
  storeId: string,
  opts: { lines?: number; quantity?: number; withExtra?: boolean } = {},
) {
  const products = ctx.db.products.lookup('store', storeId).slice(0, opts.lines ?? 1);
  const extra = opts.withExtra ? products[0]?.extras[0] : undefined;
  return checkoutBody(
    products.map((product, i) => ({
      product,
      quantity: opts.quantity ?? 1,
      extras: i === 0 && extra ? [{ extra, quantity: 1 }] : [],
    })),
    addressServedBy(ctx, storeId),
  );
}

function addressServedBy(ctx: Ctx, storeId: string): typeof ORDER_ADDRESS {
  const store = ctx.db.users.get(storeId);
  const places = store?.placesCanDeliverTo ?? [];
  const yaba = places.some((place) => place.toLowerCase().includes('yaba'));
  const first = places[0];
  return yaba || !first ? ORDER_ADDRESS : { ...ORDER_ADDRESS, localGvt: first };
}
