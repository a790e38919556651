import { TEXT_LIMITS } from '#shared/schemas/field-limits.ts';
import { PRICE_MAX, PRICE_MIN } from '#src/features/store/store-texts.ts';
import { pageParam } from '#src/lib/page-param.ts';

/** Store ids are MongoDB ObjectIds: anything else names no store (the hosted API answers such
 * ids with a 500, not a 404). */
export const STORE_ID = /^[0-9a-f]{24}$/i;

/** The slider's default is its top end: no ceiling. */
const PRICE_DEFAULT = PRICE_MAX;

/** The store page's query parameters (spec route table: query, price, category, page). */
export interface StoreParams {
  query: string;
  price: number;
  category: string;
  page: number;
}

export function readStoreParams(search: string): StoreParams {
  const params = new URLSearchParams(search);
  const price = Number.parseInt(params.get('price') ?? '', 10);
  return {
    // Cut at the search box's limit (the API refuses a longer query).
    query: (params.get('query') ?? '').slice(0, TEXT_LIMITS.search),
    price: Number.isFinite(price) ? Math.min(PRICE_MAX, Math.max(PRICE_MIN, price)) : PRICE_DEFAULT,
    category: params.get('category') ?? '',
    page: pageParam(params),
  };
}

/**
 * What the store page asks the API for (one key for the page and its prefetch): the price is
 * filtered in the page (`upToPrice`), never sent.
 */
export function storePageFilters(params: StoreParams) {
  return { query: params.query, page: params.page, price: '', category: params.category };
}

/** True when a filter narrows the dishes (the slider at its top end sets none). */
export function hasFilters(params: StoreParams): boolean {
  return params.query !== '' || params.category !== '' || params.price < PRICE_DEFAULT;
}

export function storeHref(
  base: string,
  current: StoreParams,
  change: Partial<StoreParams>,
): string {
  const next = { ...current, ...change };
  const params = new URLSearchParams();
  if (next.query) params.set('query', next.query);
  if (next.price !== PRICE_DEFAULT) params.set('price', String(next.price));
  if (next.category) params.set('category', next.category);
  if (next.page > 1) params.set('page', String(next.page));
  const text = params.toString();
  return text ? `${base}?${text}` : base;
}

/**
 * The slider is a price ceiling over the store's dishes ('up to ₦N'); at its top end (the
 * default) it sets no limit, so nothing is hidden until the buyer moves it. (The API's `price`
 * parameter matches one exact price only, hosted behaviour, so it is never sent.)
 */
export function upToPrice<T extends { price: number }>(products: readonly T[], price: number): T[] {
  if (price >= PRICE_MAX) return [...products];
  return products.filter((product) => product.price <= price);
}
