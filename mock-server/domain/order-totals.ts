import type { CreateOrderRequest, ShippingAddress } from '#src/api/schemas/order.ts';
import { deliveryFeeKobo } from '#src/lib/money.ts';
import type { OrderRecord, ProductRecord } from '../db/records.ts';
import type { Ctx } from './context.ts';
import { fail } from './errors.ts';

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

/** Extras (V-B shape: per cart item a list of `{ _id?, item, price, quantity }`, nulls allowed). */
export function priceExtras(
  ctx: Ctx,
  products: ProductRecord[],
  extras: CreateOrderRequest['extras'],
): OrderRecord['extras'] {
  const chosen = (extras ?? []).flat().filter((e) => e !== null);
  const catalogue = products.flatMap((p) => p.extras);
  return chosen.map((e, i) => {
    const quantity = quantityOf(e.quantity, `extras[${i}]`);
    const match =
      catalogue.find((x) => x._id === e._id) ?? catalogue.find((x) => x.item === e.item);
    if (!match) fail(400, `extras[${i}]: "${e.item}" is not offered with these items`);
    if (quantity > match.limit) fail(400, `extras[${i}]: at most ${match.limit} × ${match.item}`);
    return { _id: ctx.rng.objectId(), item: match.item, priceKobo: match.priceKobo, quantity };
  });
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
