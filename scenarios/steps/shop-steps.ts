// Shopping steps: location check, store search, store page, cart (the client's own cart rules),
// checkout with the client's totals.

import { attempt, must, seen } from '#scenarios/core/attempt.ts';
import type { Actor, Step } from '#scenarios/core/types.ts';
import type { Product } from '#shared/schemas/products.ts';
import { STORE_EXISTS } from '#shared/schemas/stores.ts';
import { fetchStorePage } from '#src/api/products.ts';
import { checkLocation, searchStores } from '#src/api/stores.ts';
import { texts } from '#src/lib/texts.ts';
import { addExtra, addToCart, cartStore, clearCart, replaceCart } from '#src/state/cart.ts';
import { requireMemory } from './views.ts';

/** Runs a cart rule on the actor's own cart (the app keeps one cart per browser). */
export function withCart<T>(actor: Actor, fn: () => T): T {
  replaceCart(structuredClone(actor.cart));
  try {
    return fn();
  } finally {
    actor.cart = JSON.parse(JSON.stringify(cartStore.items));
    clearCart();
  }
}

export function locationIsServed(actor: string, place: string): Step {
  return {
    title: `${actor} checks that stores serve ${place}`,
    actor,
    kind: 'locationIsServed',
    args: { place },
    async run(ctx) {
      const outcome = await attempt(() => checkLocation(place));
      ctx.observe('answer', outcome.ok ? outcome.value : seen(outcome));
      ctx.check('answer', outcome.ok ? outcome.value : outcome.message, STORE_EXISTS);
    },
  };
}

export interface SearchOptions {
  location?: string;
  query?: string;
  /** Remember the found store as the order's store (default) or as the "other" store. */
  as?: 'store' | 'other';
}

export function searchStoresStep(actor: string, options: SearchOptions): Step {
  const by = [
    options.location ? `location ${options.location}` : '',
    options.query ? `name "${options.query}"` : '',
  ]
    .filter(Boolean)
    .join(' and ');
  return {
    title: `${actor} searches stores by ${by}`,
    actor,
    kind: 'searchStores',
    args: { ...options },
    async run(ctx) {
      const result = await must('store search', () =>
        searchStores({ searchedLocation: options.location, query: options.query, page: 1 }),
      );
      ctx.observe('found', result.stores.length > 0);
      if (!ctx.checkThat('stores found', result.stores.length > 0, result.stores.length, '≥ 1'))
        return;
      ctx.checkThat(
        'at most 12 per page',
        result.stores.length <= 12,
        result.stores.length,
        '≤ 12',
      );
      if (options.query) {
        const named = result.stores.find((s) => s.businessName === options.query);
        ctx.checkThat(
          'the named store is found',
          Boolean(named),
          result.stores.map((s) => s.businessName),
          options.query,
        );
        if (named) ctx.memory.storeId = named._id;
        return;
      }
      const taken = ctx.memory.storeId;
      const pick =
        options.as === 'other' ? result.stores.find((s) => s._id !== taken) : result.stores[0];
      if (
        !ctx.checkThat('a store to pick', Boolean(pick), result.stores.length, 'a store') ||
        !pick
      )
        return;
      if (options.as === 'other') ctx.memory.otherStoreId = pick._id;
      else {
        ctx.memory.storeId = pick._id;
        ctx.memory.storeName = pick.businessName;
      }
    },
  };
}

/** The actor's store for the next order: a named actor's own store (a vendor). */
export function shopAtStoreOf(actor: string, vendor: string): Step {
  return {
    title: `${actor} goes to ${vendor}'s store`,
    actor,
    kind: 'shopAtStoreOf',
    args: { vendor },
    async run(ctx) {
      const store = ctx.actors[vendor];
      if (!store?.userId) throw new Error(`${vendor} has no known user id (sign in first)`);
      ctx.memory.storeId = store.userId;
    },
  };
}

function productWithMostExtras(products: Product[]): Product | undefined {
  return [...products].sort((a, b) => (b.extras?.length ?? 0) - (a.extras?.length ?? 0))[0];
}

export interface AddOptions {
  quantity?: number;
  /** How many different extras to add once each. */
  extras?: number;
  /** Pick the first product whose name is this (default: the one with most extras). */
  productName?: string;
  /** Raise the quantity until the cart total is above this many naira. */
  totalAbove?: number;
}

export function addDishToCart(actor: string, options: AddOptions = {}): Step {
  const extras = options.extras ?? 0;
  return {
    title: `${actor} adds a dish${extras ? ` with ${extras} extra(s)` : ''} to the cart`,
    actor,
    kind: 'addDishToCart',
    args: { ...options },
    async run(ctx) {
      const storeId = requireMemory(ctx, 'storeId');
      const page = await must('store page', () =>
        fetchStorePage(storeId, { query: '', page: 1, price: '', category: '' }),
      );
      const product = options.productName
        ? page.products.find((p) => p.name === options.productName)
        : productWithMostExtras(page.products);
      if (
        !ctx.checkThat(
          'the store shows the dish',
          Boolean(product),
          page.products.length,
          'a product',
        ) ||
        !product
      )
        return;
      ctx.memory.productId = product._id;
      let quantity = options.quantity ?? 1;
      if (options.totalAbove) {
        const fee = 1500;
        quantity = Math.max(
          quantity,
          Math.ceil((options.totalAbove + 1 - fee) / product.price) + 1,
        );
      }
      const added = withCart(ctx.actor, () => {
        const result = addToCart(product, quantity);
        const chosen = (product.extras ?? []).slice(0, extras);
        for (const extra of chosen) addExtra(product._id, extra._id);
        return result;
      });
      ctx.observe('added', added.ok);
      ctx.check('added to the cart', added.ok, true);
      ctx.checkThat(
        'extras available',
        (product.extras?.length ?? 0) >= extras,
        product.extras?.length ?? 0,
        `≥ ${extras}`,
      );
      const chosenExtras = ctx.actor.cart.flatMap((i) => i.extras.filter((e) => e.quantity > 0));
      ctx.check(
        'extras in the cart',
        chosenExtras.length,
        Math.min(extras, product.extras?.length ?? 0),
      );
    },
  };
}

/** A dish from another store is refused by the client's single-store rule (spec section 5). */
export function addFromOtherStoreRefused(actor: string): Step {
  return {
    title: `${actor} tries to add a dish from a second store → refused`,
    actor,
    kind: 'addFromOtherStoreRefused',
    async run(ctx) {
      const otherId = requireMemory(ctx, 'otherStoreId');
      const page = await must('other store page', () =>
        fetchStorePage(otherId, { query: '', page: 1, price: '', category: '' }),
      );
      const product = page.products[0];
      if (
        !ctx.checkThat(
          'the other store has a dish',
          Boolean(product),
          page.products.length,
          '≥ 1',
        ) ||
        !product
      )
        return;
      const before = ctx.actor.cart.length;
      const result = withCart(ctx.actor, () => addToCart(product, 1));
      const shown = result.ok ? '' : texts.otherStoreProductPage;
      ctx.observe('refused', !result.ok);
      ctx.check('refused', result.ok, false);
      ctx.check('message shown', shown, texts.otherStoreProductPage);
      ctx.check('cart unchanged', ctx.actor.cart.length, before);
    },
  };
}
