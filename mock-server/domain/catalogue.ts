import type { z } from 'zod/mini';
import { koboToNaira, nairaToKobo } from '#shared/money.ts';
import type { productEndpoints, RecommendedRequest } from '#shared/schemas/products.ts';
import type { ProductRecord } from '../db/records.ts';
import { setField } from './plumbing/behaviour-profile.ts';
import type { Ctx } from './plumbing/context.ts';
import { DomainError, fail } from './plumbing/errors.ts';
import { sampleOf } from './plumbing/sampling.ts';
import { productWire } from './plumbing/wire.ts';
import { storePresence } from './presence.ts';

/** Query of `GET /api/products`. */
type ProductSearch = z.output<typeof productEndpoints.list.query>;

/** Query of `GET /api/products/kitchen/:storeId` (`all` means no filter). */
type StorePageFilter = z.output<typeof productEndpoints.storePage.query>;

const lc = (s: string | undefined): string => (s ?? '').toLowerCase().trim();
const hidden = (p: ProductRecord) => p.removed || p.visibility.toLowerCase() === 'only me';
/** Listed: not removed and not `only me` (the hosted profile lists every product, as hosted). */
const listed = (ctx: Ctx) => (p: ProductRecord) => ctx.profile.listsHiddenProducts || !hidden(p);
/** A hosted 500 with the message the hosted handler's TypeError or catch answers. */
const hosted500 = (message: string): never => {
  throw new DomainError(500, { message });
};
const textMatch = (p: ProductRecord, term: string) =>
  lc(p.name).includes(term) ||
  lc(p.desc).includes(term) ||
  lc(p.category).includes(term) ||
  lc(p.type).includes(term);

/**
 * `GET /api/products?query=&category=&price=&pageSize=`: first `pageSize` matches, in world order
 * (the hosted profile: a random sample of `pageSize` matches, as hosted §4.1).
 */
export function listProducts(ctx: Ctx, q: ProductSearch) {
  const pageSize = Math.min(Math.max(Number.parseInt(q.pageSize ?? '', 10) || 12, 1), 100);
  const term = lc(q.query);
  const priceKobo = q.price ? nairaToKobo(Number.parseInt(q.price, 10)) : undefined;
  const source =
    term && ctx.db.users.get(q.query?.trim())
      ? ctx.db.products.lookup('store', q.query!.trim())
      : ctx.db.products.values();
  const sample = ctx.profile.randomSamples;
  const isListed = listed(ctx);
  const out: ProductRecord[] = [];
  for (const p of source) {
    if (!isListed(p)) continue;
    if (q.category && p.category !== q.category) continue;
    if (priceKobo !== undefined && p.priceKobo !== priceKobo) continue;
    if (term && !textMatch(p, term) && p.storeId !== q.query?.trim()) continue;
    out.push(p);
    if (!sample && out.length >= pageSize) break;
  }
  return (sample ? sampleOf(ctx.rng, out, pageSize) : out).map(productWire);
}

/**
 * `GET /api/products/find/:id`: the product and its store's fields. The hosted profile answers
 * the V-A shape (no `status`, no `extras` — no hosted version sends them) and an unknown id with
 * the hosted 500 (§4.2).
 */
export function findProduct(ctx: Ctx, id: string) {
  const p = ctx.db.products.get(id);
  const { profile } = ctx;
  if (!p && profile.hostedNotFound) hosted500("Cannot read properties of null (reading 'name')");
  if (!p || (p.removed && !profile.listsHiddenProducts)) fail(404, 'Product not found');
  const store = ctx.db.users.get(p.storeId);
  return {
    name: p.name,
    desc: p.desc,
    price: koboToNaira(p.priceKobo),
    _id: p._id,
    ...setField(profile, 'businessName', store?.businessName),
    rating: store?.rating ?? 0,
    verified: store?.verified ?? false,
    ...setField(profile, 'physicalAddress', store?.physicalAddress),
    ...(profile.hostedShapes ? {} : store ? storePresence(ctx, store) : { status: 'offline' }),
    userId: p.storeId,
    content: p.content,
    imgs: p.imgs,
    category: p.category,
    type: p.type,
    ...(profile.hostedShapes ? {} : { extras: productWire(p).extras }),
  };
}

/** Products per page of the hosted store page's skip (§4.3). */
const HOSTED_KITCHEN_PAGE_SIZE = 3;

/**
 * `GET /api/products/kitchen/:storeId`: all the store's matching products (no paging), with the
 * store's fields. The hosted profile answers the V-A shape `{ products, businessName, verified,
 * businessImg }` with the hosted page quirk — it first skips `(page − 1) × 3` products of the whole
 * catalogue, then keeps the store's — and an unknown store with the hosted 500 (§4.3).
 */
export function storePage(ctx: Ctx, storeId: string, q: StorePageFilter) {
  const { profile } = ctx;
  const page = Math.max(Number.parseInt(q.page ?? '', 10) || 1, 1);
  const store = ctx.db.users.get(storeId);
  if (!store?.isBusinessOwner) {
    if (profile.hostedNotFound) hosted500('something went wrong');
    fail(404, 'something went wrong');
  }
  const term = q.query && q.query !== 'all' ? lc(q.query) : '';
  const category = q.category && q.category !== 'all' ? q.category : '';
  const priceKobo =
    q.price && q.price !== 'all' ? nairaToKobo(Number.parseInt(q.price, 10)) : undefined;
  const isListed = listed(ctx);
  const skipped = new Set<string>();
  if (profile.hostedShapes && page > 1) {
    let n = 0;
    for (const p of ctx.db.products.values()) {
      if (n++ >= (page - 1) * HOSTED_KITCHEN_PAGE_SIZE) break;
      skipped.add(p._id);
    }
  }
  const products = ctx.db.products
    .lookup('store', storeId)
    .filter(
      (p) =>
        !skipped.has(p._id) &&
        isListed(p) &&
        (!term || textMatch(p, term)) &&
        (!category || p.category === category) &&
        (priceKobo === undefined || p.priceKobo === priceKobo),
    );
  const hostedAnswer = {
    products: products.map(productWire),
    businessName: store.businessName,
    verified: store.verified,
    ...setField(profile, 'businessImg', store.businessImg),
  };
  if (profile.hostedShapes) return hostedAnswer;
  return {
    ...hostedAnswer,
    rating: store.rating,
    physicalAddress: store.physicalAddress,
    timeOpen: store.timeOpen,
    ...storePresence(ctx, store),
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
        .filter(listed(ctx))
        .map((p) => p.category),
    ),
  ];
}

/** `POST /api/products/recommended`: same-store products like the product or the cart. */
export function recommended(ctx: Ctx, { product, cartItems }: RecommendedRequest) {
  // Hosted: without a product type the search term is the array of cart item types, which
  // MongoDB rejects as a regex (§4.5).
  if (!product.type && ctx.profile.recommendedNeedsType) hosted500('something went wrong');
  const storeId = product.userId ?? cartItems[0]?.userId;
  if (storeId === undefined) return [];
  const excluded = new Set([product._id, ...cartItems.map((c) => c._id)]);
  // A cart item is a whole product on the client; only the fields above are in the schema.
  const typeOf = (item: Record<string, unknown>) =>
    typeof item.type === 'string' ? lc(item.type) : '';
  const terms = product.type ? [lc(product.type)] : cartItems.map(typeOf).filter(Boolean);
  const candidates = ctx.db.products
    .lookup('store', storeId)
    .filter((p) => listed(ctx)(p) && !excluded.has(p._id));
  const similar = candidates.filter((p) => terms.some((t) => textMatch(p, t)));
  return (similar.length > 0 ? similar : candidates.slice(0, 7)).map(productWire);
}
