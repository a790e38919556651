import type { OrderRecord, ProductRecord } from '../db/records.ts';
import type { Ctx } from './context.ts';
import { fail } from './errors.ts';

/** Spec §9: 1200 naira delivery when the items subtotal (extras excluded) is above 5000, else 1500. */
export function deliveryFeeKobo(itemsSubtotalKobo: number): number {
  return itemsSubtotalKobo > 5000_00 ? 1200_00 : 1500_00;
}

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

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

const quantityOf = (v: unknown, what: string): number => {
  const n = typeof v === 'string' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 99) {
    fail(400, `${what}: quantity must be a whole number from 1 to 99`);
  }
  return n;
};

/** Maps the client's cart items to order lines priced from the mock's own catalogue. */
export function priceItems(
  ctx: Ctx,
  storeId: string,
  raw: unknown,
): {
  items: OrderRecord['orderedItems'];
  products: ProductRecord[];
} {
  if (!Array.isArray(raw) || raw.length === 0) fail(400, 'orderedItems must be a non-empty list');
  if (raw.length > 50) fail(400, 'orderedItems: at most 50 lines');
  const products: ProductRecord[] = [];
  const items = raw.map((item, i) => {
    if (!isObj(item)) fail(400, `orderedItems[${i}] must be an object`);
    const productId = typeof item._id === 'string' ? item._id : item.productId;
    const product = typeof productId === 'string' ? ctx.db.products.get(productId) : undefined;
    if (!product || product.removed) fail(400, `orderedItems[${i}]: product not found`);
    if (product.userId !== storeId) fail(401, 'something went wrong');
    products.push(product);
    return {
      _id: ctx.rng.objectId(),
      name: product.name,
      priceKobo: product.priceKobo,
      imgs: product.imgs.map((img) => img.url),
      category: product.category,
      quantity: quantityOf(item.quantity ?? 1, `orderedItems[${i}]`),
      productId: product._id,
    };
  });
  return { items, products };
}

/** Extras (V-B shape: per cart item a list of `{ _id?, item, price, quantity }`, nulls allowed). */
export function priceExtras(
  ctx: Ctx,
  products: ProductRecord[],
  raw: unknown,
): OrderRecord['extras'] {
  if (raw == null) return [];
  if (!Array.isArray(raw)) fail(400, 'extras must be a list');
  const flat = (raw as unknown[]).flat(2).filter(isObj);
  const catalogue = products.flatMap((p) => p.extras);
  const out: OrderRecord['extras'] = [];
  for (const [i, e] of flat.entries()) {
    const quantity = e.quantity == null ? 1 : quantityOf(e.quantity, `extras[${i}]`);
    const match =
      catalogue.find((x) => x._id === e._id) ?? catalogue.find((x) => x.item === e.item);
    if (!match)
      fail(400, `extras[${i}]: "${String(e.item ?? e._id)}" is not offered with these items`);
    if (quantity > match.limit) fail(400, `extras[${i}]: at most ${match.limit} × ${match.item}`);
    out.push({ _id: ctx.rng.objectId(), item: match.item, priceKobo: match.priceKobo, quantity });
  }
  return out;
}

const ADDRESS_FIELDS = ['name', 'state', 'country', 'street', 'localGvt', 'phoneNumber'] as const;

export function shippingAddressOf(raw: unknown): OrderRecord['shippingAddress'] {
  const a = isObj(raw) ? raw : {};
  const missing = ADDRESS_FIELDS.filter((k) => a[k] == null || String(a[k]).trim() === '');
  if (missing.length > 0) fail(400, `shippingAddress: ${missing.join(', ')} required`);
  const pick = (k: (typeof ADDRESS_FIELDS)[number]) => String(a[k]).trim().slice(0, 200);
  return {
    name: pick('name'),
    state: pick('state'),
    country: pick('country'),
    street: pick('street'),
    localGvt: pick('localGvt'),
    phoneNumber: pick('phoneNumber'),
  };
}
