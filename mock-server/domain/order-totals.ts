import type { CreateOrderRequest } from '#shared/schemas/orders.ts';
import type { OrderRecord, ProductRecord } from '../db/records.ts';
import type { Ctx } from './plumbing/context.ts';
import { fail } from './plumbing/errors.ts';

// The order's schema (shared/schemas/orders.ts) has checked the shape, the counts (1–99, at most
// 50 lines) and that every address field is filled; these rules check what it cannot: that the
// dishes and extras exist, belong to the store, and stay within each extra's limit.

/** Maps the client's cart items to order lines priced from the mock's own catalogue. */
export function priceItems(
  ctx: Ctx,
  storeId: string,
  lines: CreateOrderRequest['orderedItems'],
): {
  items: OrderRecord['orderedItems'];
  products: ProductRecord[];
} {
  const products: ProductRecord[] = [];
  const items = lines.map((line, i) => {
    const product = ctx.db.products.get(line._id);
    if (!product || product.removed) fail(400, `orderedItems[${i}]: product not found`);
    if (product.storeId !== storeId) fail(401, 'something went wrong');
    products.push(product);
    return {
      _id: ctx.rng.objectId(),
      name: product.name,
      priceKobo: product.priceKobo,
      imgs: product.imgs.map((img) => img.url),
      category: product.category,
      quantity: line.quantity,
      productId: product._id,
    };
  });
  return { items, products };
}

type Offered = { extra: ProductRecord['extras'][number]; dish: ProductRecord };

const findExtra = (offered: Offered[], e: { _id?: string; item: string }) =>
  offered.find((o) => e._id !== undefined && o.extra._id === e._id) ??
  offered.find((o) => o.extra.item === e.item);

/**
 * Extras (V-B shape: per cart item a list of `{ _id?, item, price, quantity }`, nulls allowed),
 * priced from the catalogue. An extra's limit holds per dish for the whole order: the quantities
 * of one extra of one dish are added up over every line they appear on (ten lines of three of a
 * limit-3 extra are thirty, and refused).
 */
export function priceExtras(
  ctx: Ctx,
  products: ProductRecord[],
  extras: CreateOrderRequest['extras'],
): OrderRecord['extras'] {
  const offeredBy = (dish: ProductRecord): Offered[] =>
    dish.extras.map((extra) => ({ extra, dish }));
  const catalogue = products.flatMap(offeredBy);
  const perDish = new Map<string, number>();
  const out: OrderRecord['extras'] = [];
  let i = 0;
  for (const [line, group] of (extras ?? []).entries()) {
    for (const e of group ?? []) {
      const index = i++;
      const quantity = e.quantity;
      // The extras of a cart item belong to its dish; a client that lost the pairing still has
      // the extra found among the order's dishes.
      const own = products[line];
      const match = (own && findExtra(offeredBy(own), e)) ?? findExtra(catalogue, e);
      if (!match) fail(400, `extras[${index}]: "${e.item}" is not offered with these items`);
      const key = `${match.dish._id}:${match.extra._id}`;
      const total = (perDish.get(key) ?? 0) + quantity;
      if (total > match.extra.limit) {
        fail(
          400,
          `extras[${index}]: at most ${match.extra.limit} × ${match.extra.item} with ${match.dish.name} in one order (${total} asked)`,
        );
      }
      perDish.set(key, total);
      out.push({
        _id: ctx.rng.objectId(),
        item: match.extra.item,
        priceKobo: match.extra.priceKobo,
        quantity,
      });
    }
  }
  return out;
}

/** The address as the order keeps it: text, each field at most 200 characters. */
export function shippingAddressOf(
  address: CreateOrderRequest['shippingAddress'],
): OrderRecord['shippingAddress'] {
  const text = (value: string | number) => String(value).trim().slice(0, 200);
  return {
    name: text(address.name),
    state: text(address.state),
    country: text(address.country),
    street: text(address.street),
    localGvt: text(address.localGvt),
    phoneNumber: text(address.phoneNumber),
  };
}
