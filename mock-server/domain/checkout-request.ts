import type { CreateOrderRequest, ShippingAddress } from '#src/api/schemas/orders.ts';
import { cartTotals, koboToNaira } from '#src/lib/money.ts';
import type { ProductRecord, UserRecord } from '../db/records.ts';
import type { Ctx } from './plumbing/context.ts';
import { productWire } from './plumbing/wire.ts';

/** A cart line as a buyer builds it: a product, how many, and the extras chosen with it. */
export type CartLine = {
  product: ProductRecord;
  quantity: number;
  extras?: { extra: ProductRecord['extras'][number]; quantity: number }[];
};

/**
 * The checkout body the client sends for a cart (`POST /api/orders/:deviceId/:buyerId/:storeId`):
 * the products as the API gave them plus quantities, per line the chosen extras, and the totals
 * by the client's own money rules. The seed and the simulator order through this, so what they
 * place is exactly what the route's schema accepts from a real client.
 */
export function checkoutRequest(
  lines: CartLine[],
  shippingAddress: ShippingAddress,
): CreateOrderRequest {
  const orderedItems = lines.map(({ product, quantity }) => ({
    ...productWire(product),
    quantity,
  }));
  const extras = lines.map((line) =>
    (line.extras ?? []).map(({ extra, quantity }) => ({
      _id: extra._id,
      item: extra.item,
      price: koboToNaira(extra.priceKobo),
      quantity,
    })),
  );
  const totals = cartTotals(
    orderedItems.map((item, i) => ({
      price: item.price,
      quantity: item.quantity,
      extras: extras[i],
    })),
  );
  return {
    orderedItems,
    shippingAddress,
    subtotal: koboToNaira(totals.subtotal),
    shippingFee: koboToNaira(totals.shippingFee),
    total: koboToNaira(totals.total),
    extras,
  };
}

/**
 * A buyer's checkout as the seed and the simulator place it: one or two of `products`, 1–3 of
 * each, the first with its first extra when `withExtra()` says so, delivered in Yaba.
 */
export function sampleCheckout(
  ctx: Ctx,
  buyer: UserRecord,
  products: ProductRecord[],
  opts: {
    withExtra: () => boolean;
    state: string;
    maxStreetNumber: number;
    /** Streets and districts to live in (the simulator's buyers live in the store's city). */
    city?: {
      districts: readonly string[];
      /** Each district's own streets: an address's street lies in its district. */
      streets: Readonly<Record<string, readonly string[]>>;
    };
  },
): CreateOrderRequest {
  const first = ctx.rng.pick(products);
  const second = ctx.rng.pick(products);
  const lines = second._id === first._id ? [first] : [first, second];
  const extra = opts.withExtra() ? first.extras[0] : undefined;
  const cart = lines.map((product, i) => ({
    product,
    quantity: ctx.rng.int(1, 3),
    extras: i === 0 && extra ? [{ extra, quantity: 1 }] : [],
  }));
  // One draw for the house number also picks the street and district (the same draws as ever).
  const house = ctx.rng.int(1, opts.maxStreetNumber);
  const city = opts.city;
  const district = city ? city.districts[Math.floor(house / 7) % city.districts.length]! : 'Yaba';
  const streets = city?.streets[district] ?? [];
  const street = streets.length > 0 ? streets[house % streets.length]! : 'Herbert Macaulay Way';
  return checkoutRequest(cart, {
    name: buyer.name,
    state: opts.state,
    country: 'Nigeria',
    street: `${house} ${street}`,
    localGvt: district,
    phoneNumber: `080${ctx.rng.digits(8)}`,
  });
}
