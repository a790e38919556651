// Checkout as the cart screen does it: the client's totals (shared/money.ts), the shipping
// form's address, then the order; what the buyer sees depends on the checkout mode.

import { attempt, seen } from '#scenarios/core/attempt.ts';
import type { Step } from '#scenarios/core/types.ts';
import { cartTotals } from '#shared/money.ts';
import type { ShippingAddressInput } from '#shared/schemas/address.ts';
import type { CheckoutMode } from '#shared/schemas/mock-control-names.ts';
import { createOrder } from '#src/api/orders.ts';
import { checkoutOf } from '#src/lib/checkout.ts';
import { clearCart } from '#src/state/cart.ts';
import { withCart } from './shop-steps.ts';
import { seeBalanceKobo, seeOrder } from './views.ts';

export const SHIPPING: ShippingAddressInput = {
  name: 'Ngozi Adeyemi',
  street: '12 Admiralty Way',
  localGvt: 'Lekki Phase 1',
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

/** Checkout as the cart screen does: the client's totals, then the order — to `shipping`, an
 * address in the store's delivery area (the mock refuses others). */
export function checkout(
  actor: string,
  expected: CheckoutExpect | CheckoutByMode = DEFAULT_CHECKOUT,
  shipping: ShippingAddressInput = SHIPPING,
): Step {
  const byMode: CheckoutByMode =
    'result' in expected ? { card: expected, wallet: expected } : expected;
  const same = describeExpect(byMode.card) === describeExpect(byMode.wallet);
  return {
    title: `${actor} checks out → ${same ? describeExpect(byMode.card) : `card: ${describeExpect(byMode.card)}, wallet: ${describeExpect(byMode.wallet)}`}`,
    actor,
    kind: 'checkout',
    args: { ...byMode, ...(shipping === SHIPPING ? {} : { shipping }) },
    async run(ctx) {
      const expect = byMode[ctx.target.checkout];
      const a = ctx.actor;
      const order = checkoutOf(a.cart, shipping, a.userId);
      if (!order) throw new Error(`${a.name}'s cart is empty`);
      const totals = cartTotals(a.cart);
      const balanceBefore = await seeBalanceKobo(ctx, a);
      const outcome = await attempt(() => createOrder(order));
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
      const placed = await seeOrder(ctx, a, outcome.value._id);
      ctx.observe('order', {
        isPaid: placed.isPaid,
        isTaken: placed.isTaken,
        isCancelled: placed.isCancelled,
      });
      ctx.check('order total = cart total (kobo)', placed.totalKobo, totals.total);
      const paid = expect.result === 'paid-from-wallet';
      ctx.check('order paid', placed.isPaid, paid);
      ctx.check('wallet change (kobo)', balanceAfter - balanceBefore, paid ? -totals.total : 0);
    },
  };
}
