import type { CreateOrderRequest, ShippingAddress } from '#src/api/schemas/order.ts';
import { deliveryFeeKobo } from '#src/lib/money.ts';
import type { OrderRecord, ProductRecord } from '../db/records.ts';
import type { Ctx } from './plumbing/context.ts';
import { fail } from './plumbing/errors.ts';

/** Order totals in kobo: the delivery fee follows the items subtotal (extras excluded). */
export function computeTotals(
  items: { priceKobo: number; quantity: number }[],
  extras: { priceKobo: number; quantity: number }[],
) {
  const itemsKobo = items.reduce((s, i) => s + i.priceKobo * i.quantity, 0);
  const extrasKobo = extras.reduce((s, e) => s + e.priceKobo * e.quantity, 0);
  const shippingFeeKobo = deliveryFeeKobo(itemsKobo);
  const subtotalKobo = itemsKobo + extrasKobo;
  return {
    itemsKobo,
    extrasKobo,
    subtotalKobo,
    shippingFeeKobo,
    totalKobo: subtotalKobo + shippingFeeKobo,
  };
}

const MAX_LINES = 50;
const MAX_QUANTITY = 99;

const quantityOf = (n: number, what: string): number => {
  if (!Number.isInteger(n) || n < 1 || n > MAX_QUANTITY) {
    fail(400, `${what}: quantity must be a whole number from 1 to ${MAX_QUANTITY}`);
  }
  return n;
};

/** Maps the client's cart items to order lines priced from the mock's own catalogue. */
export function priceItems(
  ctx: Ctx,
  storeId: string,
  lines: CreateOrderRequest['orderedItems'],
): {
  items: OrderRecord['orderedItems'];
  products: ProductRecord[];
} {
  if (lines.length > MAX_LINES) fail(400, `orderedItems: at most ${MAX_LINES} lines`);
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
      quantity: quantityOf(line.quantity, `orderedItems[${i}]`),
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
      const quantity = quantityOf(e.quantity, `extras[${index}]`);
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

const ADDRESS_FIELDS = ['name', 'state', 'country', 'street', 'localGvt', 'phoneNumber'] as const;

/** Every address field must hold text (the wire schema lets empty strings through). */
export function shippingAddressOf(address: ShippingAddress): OrderRecord['shippingAddress'] {
  const text = (k: (typeof ADDRESS_FIELDS)[number]) => String(address[k]).trim().slice(0, 200);
  const missing = ADDRESS_FIELDS.filter((k) => text(k) === '');
  if (missing.length > 0) fail(400, `shippingAddress: ${missing.join(', ')} required`);
  return {
    name: text('name'),
    state: text('state'),
    country: text('country'),
    street: text('street'),
    localGvt: text('localGvt'),
    phoneNumber: text('phoneNumber'),
  };
}
