import { z } from 'zod';
import type { RecommendedRequest } from '#src/api/schemas/product.ts';
import { koboToNaira, nairaToKobo } from '#src/lib/money.ts';
import type { ProductRecord } from '../db/records.ts';
import type { Ctx } from './context.ts';
import { fail } from './errors.ts';
import { productWire } from './wire.ts';

const text = z.string().optional();

/** Query of `GET /api/products`. */
export const productSearchQuery = z.object({
  query: text,
  category: text,
  price: text,
  pageSize: text,
});
type ProductSearch = z.output<typeof productSearchQuery>;

/** Query of `GET /api/products/kitchen/:storeId` (`all` means no filter). */
export const storePageQuery = z.object({ query: text, category: text, price: text });
type StorePageFilter = z.output<typeof storePageQuery>;

const lc = (s: string | undefined): string => (s ?? '').toLowerCase().trim();
const visible = (p: ProductRecord) => !p.removed && p.visibility.toLowerCase() !== 'only me';
const textMatch = (p: ProductRecord, term: string) =>
  lc(p.name).includes(term) ||
  lc(p.desc).includes(term) ||
  lc(p.category).includes(term) ||
  lc(p.type).includes(term);

/** `GET /api/products?query=&category=&price=&pageSize=`: first `pageSize` matches, in world order. */
export function listProducts(ctx: Ctx, q: ProductSearch) {
  const pageSize = Math.min(Math.max(Number.parseInt(q.pageSize ?? '', 10) || 12, 1), 100);
  const term = lc(q.query);
  const priceKobo = q.price ? nairaToKobo(Number.parseInt(q.price, 10)) : undefined;
  const source =
    term && ctx.db.users.get(q.query?.trim())
      ? ctx.db.products.lookup('store', q.query!.trim())
      : ctx.db.products.values();
  const out: ProductRecord[] = [];
  for (const p of source) {
    if (!visible(p)) continue;
    if (q.category && p.category !== q.category) continue;
    if (priceKobo !== undefined && p.priceKobo !== priceKobo) continue;
    if (term && !textMatch(p, term) && p.storeId !== q.query?.trim()) continue;
    out.push(p);
    if (out.length >= pageSize) break;
  }
  return out.map(productWire);
}

/** `GET /api/products/find/:id`: the product and its store's fields. */
export function findProduct(ctx: Ctx, id: string) {
  const p = ctx.db.products.get(id);
  if (!p || p.removed) fail(404, 'Product not found');
  const store = ctx.db.users.get(p.storeId);
  return {
    name: p.name,
    desc: p.desc,
    price: koboToNaira(p.priceKobo),
    _id: p._id,
    businessName: store?.businessName ?? '',
    rating: store?.rating ?? 0,
    verified: store?.verified ?? false,
    physicalAddress: store?.physicalAddress ?? '',
    status: store?.status ?? 'offline',
    userId: p.storeId,
    content: p.content,
    imgs: p.imgs,
    category: p.category,
    type: p.type,
    extras: productWire(p).extras,
  };
}

/** `GET /api/products/kitchen/:storeId`: all the store's matching products (no paging). */
export function storePage(ctx: Ctx, storeId: string, q: StorePageFilter) {
  const store = ctx.db.users.get(storeId);
  if (!store?.isBusinessOwner) fail(404, 'something went wrong');
  const term = q.query && q.query !== 'all' ? lc(q.query) : '';
  const category = q.category && q.category !== 'all' ? q.category : '';
  const priceKobo =
    q.price && q.price !== 'all' ? nairaToKobo(Number.parseInt(q.price, 10)) : undefined;
  const products = ctx.db.products
    .lookup('store', storeId)
    .filter(
      (p) =>
        visible(p) &&
        (!term || textMatch(p, term)) &&
        (!category || p.category === category) &&
        (priceKobo === undefined || p.priceKobo === priceKobo),
    );
  return {
    products: products.map(productWire),
    businessName: store.businessName,
    verified: store.verified,
    businessImg: store.businessImg,
    rating: store.rating,
    physicalAddress: store.physicalAddress,
    timeOpen: store.timeOpen,
    status: store.status,
    km: store.km,
    businessId: store._id,
  };
}

/** `GET /api/products/kitchen/cat/:storeId`: distinct categories, first-seen order. */
export function storeCategories(ctx: Ctx, storeId: string): string[] {
  return [
    ...new Set(
      ctx.db.products
        .lookup('store', storeId)
        .filter(visible)
        .map((p) => p.category),
    ),
  ];
}

/** `POST /api/products/recommended`: same-store products like the product or the cart. */
export function recommended(ctx: Ctx, { product, cartItems }: RecommendedRequest) {
  const storeId = product.userId ?? cartItems[0]?.userId;
  if (storeId === undefined) return [];
  const excluded = new Set([product._id, ...cartItems.map((c) => c._id)]);
  // A cart item is a whole product on the client; only the fields above are in the schema.
  const typeOf = (item: Record<string, unknown>) =>
    typeof item.type === 'string' ? lc(item.type) : '';
  const terms = product.type ? [lc(product.type)] : cartItems.map(typeOf).filter(Boolean);
  const candidates = ctx.db.products
    .lookup('store', storeId)
    .filter((p) => visible(p) && !excluded.has(p._id));
  const similar = candidates.filter((p) => terms.some((t) => textMatch(p, t)));
  return (similar.length > 0 ? similar : candidates.slice(0, 7)).map(productWire);
}
