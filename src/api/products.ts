import { queryOptions } from '@tanstack/react-query';
import { productEndpoints, type RecommendedRequest } from '../../shared/schemas/products.ts';
import { apiRequest, type RequestOpts } from './client.ts';

// Calls under /api/products: suggestions, one product, recommendations, a store's page and
// categories (a vendor's product post is in vendors.ts).

/** `GET /api/products?query={storeUserId}`: products matching the query (the home page passes a
 * store's user id to suggest that store's products). */
export function fetchProducts(query: string, opts: RequestOpts = {}) {
  return apiRequest(productEndpoints.list, { query: { query }, signal: opts.signal });
}

/** `GET /api/products/find/{id}`. */
export function fetchProduct(id: string, opts: RequestOpts = {}) {
  return apiRequest(productEndpoints.find, { params: { id }, signal: opts.signal });
}

/** `POST /api/products/recommended` with `cartItems, product`. */
export function fetchRecommendedProducts(body: RecommendedRequest, opts: RequestOpts = {}) {
  return apiRequest(productEndpoints.recommended, {
    body: { cartItems: body.cartItems, product: body.product },
    signal: opts.signal,
  });
}

/** `GET /api/products/kitchen/cat/{storeId}?category=` (the key is sent, empty). */
export function fetchStoreCategories(storeId: string, opts: RequestOpts = {}) {
  return apiRequest(productEndpoints.storeCategories, {
    params: { storeId },
    query: { category: '' },
    signal: opts.signal,
  });
}

export interface StorePageFilters {
  query: string;
  page: number;
  price: string;
  category: string;
}

/** `GET /api/products/kitchen/{storeId}?query=&page=&price=&category=` (all four keys sent). */
export function fetchStorePage(storeId: string, filters: StorePageFilters, opts: RequestOpts = {}) {
  return apiRequest(productEndpoints.storePage, {
    params: { storeId },
    query: {
      query: filters.query,
      page: String(filters.page),
      price: filters.price,
      category: filters.category,
    },
    signal: opts.signal,
  });
}

/** Keys (general to specific) and query options of the products, in one place. */
export const productQueries = {
  all: () => ['products'] as const,
  list: (query: string) =>
    queryOptions({
      queryKey: [...productQueries.all(), 'list', query] as const,
      queryFn: ({ signal }) => fetchProducts(query, { signal }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...productQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => fetchProduct(id, { signal }),
    }),
  /** Sent only when the product has a type or the cart is not empty (spec section 7). */
  recommended: (body: RecommendedRequest) =>
    queryOptions({
      queryKey: [
        ...productQueries.all(),
        'recommended',
        String(body.product._id ?? ''),
        body.cartItems.map((item) => String(item._id ?? '')),
      ] as const,
      queryFn: ({ signal }) => fetchRecommendedProducts(body, { signal }),
      enabled: Boolean(body.product.type) || body.cartItems.length > 0,
    }),
  /** Every filtered page of one store. */
  store: (storeId: string) => [...productQueries.all(), 'store', storeId] as const,
  storePage: (storeId: string, filters: StorePageFilters) =>
    queryOptions({
      queryKey: [...productQueries.store(storeId), filters] as const,
      queryFn: ({ signal }) => fetchStorePage(storeId, filters, { signal }),
    }),
  storeCategories: (storeId: string) =>
    queryOptions({
      queryKey: [...productQueries.all(), 'store-categories', storeId] as const,
      queryFn: ({ signal }) => fetchStoreCategories(storeId, { signal }),
    }),
};
