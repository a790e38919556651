import { koboToNaira } from '#shared/money.ts';
import type { ShippingAddressInput } from '#shared/schemas/address.ts';
import type { CreateOrderRequest } from '#shared/schemas/orders.ts';
import { checkoutOf } from '#src/lib/checkout.ts';
import type { CartItem } from '#src/state/cart.ts';
import type { ProductRecord, UserRecord } from '../db/records.ts';
import type { Ctx } from '../domain/plumbing/context.ts';

/** A cart line as a buyer builds it from the catalogue: a product, how many, the extras chosen. */
export type ProductLine = {
  product: ProductRecord;
  quantity: number;
  extras?: { extra: ProductRecord['extras'][number]; quantity: number }[];
};

/**
 * A product line as the client's cart holds it (the product's wire fields in naira, the chosen
 * extras with their quantities), for `checkoutOf` (`src/lib/checkout.ts`) — the client's one
 * checkout builder, through which the seed, the simulator and the tests order: what they place is
 * exactly what the cart screen sends.
 */
function cartItemOf({ product, quantity, extras = [] }: ProductLine): CartItem {
  return {
    _id: product._id,
    name: product.name,
    price: koboToNaira(product.priceKobo),
    userId: product.storeId,
    imgs: product.imgs,
    category: product.category,
    type: product.type,
    quantity,
    extras: extras.map(({ extra, quantity: count }) => ({
      _id: extra._id,
      item: extra.item,
      price: koboToNaira(extra.priceKobo),
      quantity: count,
    })),
  };
}

/**
 * The checkout body `checkoutOf` builds for these lines (at least one) and address. The buyer and
 * the store travel in the checkout's path, never in its body: only the body is kept.
 */
export function checkoutBody(
  lines: ProductLine[],
  address: ShippingAddressInput,
): CreateOrderRequest {
  const checkout = checkoutOf(lines.map(cartItemOf), address, '');
  if (!checkout) throw new Error('a checkout needs at least one line');
  return checkout.body;
}

/**
 * A buyer's checkout as the seed and the simulator place it: one or two of `products`, 1–3 of
 * each, the first with its first extra when `withExtra()` says so, delivered in Yaba (or in a
 * district of `city`), to the buyer's `phoneNumber` (drawn when none is given).
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
    /** The buyer's own number (the seed's buyers have one); none: a number is drawn. */
    phoneNumber?: string;
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
  return checkoutBody(cart, {
    name: buyer.name,
    state: opts.state,
    country: 'Nigeria',
    street: `${house} ${street}`,
    localGvt: district,
    phoneNumber: opts.phoneNumber ?? `080${ctx.rng.digits(8)}`,
  });
}
