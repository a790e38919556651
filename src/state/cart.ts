// Cart store and rules (spec sections 4 and 5): one store per cart, add sets the quantity,
// extras count up by 1 and down never below 0.
import { proxy } from 'valtio';
import type { Product } from '#shared/schemas/products.ts';

export interface CartExtra {
  _id: string;
  item: string;
  /** Naira, as on the wire. */
  price: number;
  quantity: number;
  /** At most this many with the dish (the store's limit; none when it sets none). */
  limit?: number;
}

/** A picture of the dish, as the product carries it. */
type CartImage = { url: string; imgId?: string };

/**
 * What can be added: a product (a list's, a store page's or the product page's answer). Only the
 * fields a cart line keeps are read; a line already in the cart needs only its id and store.
 */
export type CartProduct = Pick<Product, '_id' | 'name' | 'price' | 'userId'> & {
  imgs?: ReadonlyArray<CartImage>;
  category?: string;
  type?: string;
  extras?: ReadonlyArray<{ _id: string; item: string; price: number; limit?: number }>;
};

/**
 * A cart line: the product fields the order and the cart screen use, plus quantity and extras;
 * `userId` is the store owner.
 */
export interface CartItem {
  _id: string;
  name: string;
  /** Naira, as on the wire. */
  price: number;
  userId: string;
  imgs: CartImage[];
  /** The product's category (food, meat or other). */
  category: string;
  /** The product's type (rice, soup…), for the recommendations. */
  type?: string;
  quantity: number;
  extras: CartExtra[];
}

export interface CartState {
  items: CartItem[];
}

/** A cart as a valtio snapshot or the live store (read-only is enough for the selectors). */
export interface CartView {
  readonly items: ReadonlyArray<{
    readonly userId: string;
    readonly quantity: number;
    readonly extras: ReadonlyArray<Readonly<CartExtra>>;
  }>;
}

export type AddToCartResult =
  | { ok: true; added: boolean; quantity: number }
  | { ok: false; reason: 'other-store'; storeId: string };

export const cartStore = proxy<CartState>({ items: [] });

/** The category a line gets when its product names none (the order requires one). */
export const DEFAULT_CATEGORY = 'food';

function wholeQuantity(quantity: number | undefined): number {
  if (quantity === undefined || !Number.isFinite(quantity)) return 1;
  return Math.max(1, Math.floor(quantity));
}

/** The store (owner userId) the cart belongs to, or null when empty. */
export function cartStoreId(state: CartView = cartStore): string | null {
  return state.items[0]?.userId ?? null;
}

/** Total number of units in the cart (sum of quantities), for the header badge. */
export function cartCount(state: CartView = cartStore): number {
  return state.items.reduce((sum, item) => sum + item.quantity, 0);
}

/**
 * Add a product or set its quantity. A product not yet in the cart goes in with `quantity`
 * (default 1); one already there gets its quantity set to `quantity`. A product from another
 * store than the first item's is refused: the caller shows its own message.
 */
export function addToCart(product: CartProduct, quantity?: number): AddToCartResult {
  const owner = cartStoreId();
  if (owner !== null && owner !== product.userId) {
    return { ok: false, reason: 'other-store', storeId: owner };
  }
  const wanted = wholeQuantity(quantity);
  const existing = cartStore.items.find((item) => item._id === product._id);
  if (existing) {
    existing.quantity = wanted;
    return { ok: true, added: false, quantity: wanted };
  }
  cartStore.items.push(cartLine(product, wanted));
  return { ok: true, added: true, quantity: wanted };
}

/** A new cart line for `product`: its fields, `quantity`, and each of its extras at 0. */
export function cartLine(product: CartProduct, quantity: number): CartItem {
  return {
    _id: product._id,
    name: product.name,
    price: product.price,
    userId: product.userId,
    imgs: (product.imgs ?? []).map(({ url, imgId }) => (imgId ? { url, imgId } : { url })),
    category: product.category || DEFAULT_CATEGORY,
    ...(product.type ? { type: product.type } : {}),
    quantity,
    extras: (product.extras ?? []).map((extra) => ({
      _id: extra._id,
      item: extra.item,
      price: extra.price,
      quantity: 0,
      ...(extra.limit !== undefined && extra.limit > 0 ? { limit: extra.limit } : {}),
    })),
  };
}

/** Delete a line. */
export function removeFromCart(productId: string): void {
  cartStore.items = cartStore.items.filter((item) => item._id !== productId);
}

/** Empty the cart (after a successful checkout, or by the user). */
export function clearCart(): void {
  cartStore.items = [];
}

/** The one-store warning's 'Start a new cart': the cart emptied, then `product` in it alone. */
export function startNewCart(product: CartProduct, quantity = 1): void {
  clearCart();
  addToCart(product, quantity);
}

function findExtra(productId: string, extraId: string): CartExtra | undefined {
  return cartStore.items
    .find((item) => item._id === productId)
    ?.extras.find((extra) => extra._id === extraId);
}

/** Extra add: quantity + 1, never above its limit. Returns the new quantity, or null if the line
 * or extra is unknown. */
export function addExtra(productId: string, extraId: string): number | null {
  const extra = findExtra(productId, extraId);
  if (!extra) return null;
  extra.quantity = Math.min(extra.limit ?? Number.POSITIVE_INFINITY, extra.quantity + 1);
  return extra.quantity;
}

/** Extras chosen with the dish (product page): each count added to the line's, within its limit. */
export function chooseExtras(productId: string, chosen: Readonly<Record<string, number>>): void {
  for (const [extraId, count] of Object.entries(chosen)) {
    const extra = findExtra(productId, extraId);
    if (!extra || count <= 0) continue;
    extra.quantity = Math.min(extra.limit ?? Number.POSITIVE_INFINITY, extra.quantity + count);
  }
}

/** Extra remove: quantity − 1, never below 0. Returns the new quantity, or null if unknown. */
export function removeExtra(productId: string, extraId: string): number | null {
  const extra = findExtra(productId, extraId);
  if (!extra) return null;
  extra.quantity = Math.max(0, extra.quantity - 1);
  return extra.quantity;
}

/** Extras worth sending with an order: those with a quantity above 0. */
export function chosenExtras(state: CartView = cartStore): CartExtra[] {
  return state.items.flatMap((item) =>
    item.extras.filter((extra) => extra.quantity > 0).map((extra) => ({ ...extra })),
  );
}

/** Replace the whole cart (used by rehydration). */
export function replaceCart(items: CartItem[]): void {
  cartStore.items = items;
}
