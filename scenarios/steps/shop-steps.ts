// Shopping steps: location check, store search, store page, cart (the client's own cart rules),
// checkout with the client's totals.

import { attempt, must, seen } from '#scenarios/core/attempt.ts';
import type { Actor, CheckoutMode, Step } from '#scenarios/core/types.ts';
import { createOrder, type OrderCartItem } from '#src/api/orders.ts';
import { fetchStorePage } from '#src/api/products.ts';
import type { ShippingAddress } from '#src/api/schemas/order.ts';
import type { Product } from '#src/api/schemas/product.ts';
import { STORE_EXISTS } from '#src/api/schemas/store.ts';
import { checkLocation, searchStores } from '#src/api/stores.ts';
import { cartTotals, koboToNaira } from '#src/lib/money.ts';
import { texts } from '#src/lib/texts.ts';
import { addExtra, addToCart, cartStore, clearCart, replaceCart } from '#src/state/cart.ts';
import { requireMemory, seeBalanceKobo, seeOrder } from './views.ts';

/** Runs a cart rule on the actor's own cart (the app keeps one cart per browser). */
function withCart<T>(actor: Actor, fn: () => T): T {
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

export const SHIPPING: ShippingAddress = {
  name: 'Ngozi Adeyemi',
  street: '12 Admiralty Way',
  localGvt: 'Eti-Osa',
  state: 'Lagos',
  country: 'Nigeria',
  phoneNumber: '08031234567',
};

export type CheckoutExpect =
  | { result: 'unpaid' }
  | { result: 'paid-from-wallet' }
  | { result: 'refused'; status: number; message: string };

export type CheckoutByMode = Record<CheckoutMode, CheckoutExpect>;

/** By default: card mode leaves the order unpaid, wallet mode pays it from the wallet. */
export const DEFAULT_CHECKOUT: CheckoutByMode = {
  card: { result: 'unpaid' },
  wallet: { result: 'paid-from-wallet' },
};

const describeExpect = (e: CheckoutExpect) =>
  e.result === 'refused' ? `refused: ${e.message}` : e.result;

/** Checkout as the cart screen does: the client's totals, then the order. */
export function checkout(
  actor: string,
  expected: CheckoutExpect | CheckoutByMode = DEFAULT_CHECKOUT,
): Step {
  const byMode: CheckoutByMode =
    'result' in expected ? { card: expected, wallet: expected } : expected;
  const same = describeExpect(byMode.card) === describeExpect(byMode.wallet);
  return {
    title: `${actor} checks out → ${same ? describeExpect(byMode.card) : `card: ${describeExpect(byMode.card)}, wallet: ${describeExpect(byMode.wallet)}`}`,
    actor,
    kind: 'checkout',
    args: { ...byMode },
    async run(ctx) {
      const expect = byMode[ctx.target.checkout];
      const a = ctx.actor;
      const storeOwnerId = a.cart[0]?.userId;
      if (!storeOwnerId) throw new Error(`${a.name}'s cart is empty`);
      const totals = cartTotals(a.cart);
      const balanceBefore = await seeBalanceKobo(ctx, a);
      const outcome = await attempt(() =>
        createOrder({
          userId: a.userId,
          storeOwnerId,
          orderedItems: a.cart as unknown as OrderCartItem[],
          shippingAddress: SHIPPING,
          total: koboToNaira(totals.total),
          subtotal: koboToNaira(totals.subtotal),
          shippingFee: koboToNaira(totals.shippingFee),
        }),
      );
      ctx.observe('answer', seen(outcome));
      ctx.observe('totalKobo', totals.total);
      const balanceAfter = await seeBalanceKobo(ctx, a);
      ctx.observe('balanceChangeKobo', balanceAfter - balanceBefore);
      if (expect.result === 'refused') {
        ctx.check('status', outcome.status, expect.status);
        ctx.check('message', outcome.ok ? '' : outcome.message, expect.message);
        ctx.check('balance unchanged', balanceAfter, balanceBefore);
        return;
      }
      if (!ctx.check('order created', seen(outcome), { status: 200 }) || !outcome.ok) return;
      withCart(a, () => clearCart());
      ctx.check('cart emptied', a.cart.length, 0);
      ctx.memory.orderId = outcome.value._id;
      ctx.memory.orderTotalKobo = totals.total;
      const order = await seeOrder(ctx, a, outcome.value._id);
      ctx.observe('order', {
        isPaid: order.isPaid,
        isTaken: order.isTaken,
        isCancelled: order.isCancelled,
      });
      ctx.check('order total = cart total (kobo)', order.totalKobo, totals.total);
      const paid = expect.result === 'paid-from-wallet';
      ctx.check('order paid', order.isPaid, paid);
      ctx.check('wallet change (kobo)', balanceAfter - balanceBefore, paid ? -totals.total : 0);
    },
  };
}
