import { relying, type Scenario } from '#scenarios/core/types.ts';
import { signedIn } from '#scenarios/steps/auth-steps.ts';
import { checkout } from '#scenarios/steps/checkout-steps.ts';
import {
  acceptOrder,
  balanceMoved,
  noteTabsAndBalance,
  orderInTab,
  orderShows,
  refundAndCancel,
} from '#scenarios/steps/order-steps.ts';
import { payByCard } from '#scenarios/steps/pay-steps.ts';
import { addDishToCart, shopAtStoreOf } from '#scenarios/steps/shop-steps.ts';

export const vendorRefunds: Scenario = {
  name: 'vendor-refunds',
  title: '3. Vendor refunds',
  description:
    "A paid order is refunded and cancelled by the vendor: the buyer's order shows cancelled and the wallet gets exactly the amount paid; a second refund is refused with 'order already cancelled'.",
  actors: {
    vendor: { role: 'vendor', account: { kind: 'demo', role: 'vendor' } },
    buyer: { role: 'buyer', account: { kind: 'demo', role: 'buyer' } },
  },
  steps: [
    signedIn('vendor'),
    signedIn('buyer'),
    shopAtStoreOf('buyer', 'vendor'),
    addDishToCart('buyer', { quantity: 3, extras: 1 }),
    checkout('buyer'),
    payByCard('buyer', { outcome: 'success' }),
    noteTabsAndBalance('buyer'),
    noteTabsAndBalance('vendor'),
    refundAndCancel('vendor'),
    relying(['payments'], orderShows('buyer', { isCancelled: true, isPaid: true })),
    orderInTab('buyer', 'refunded', { refunded: 1, pending: -1 }),
    relying(['payments'], balanceMoved('buyer', 'plus-order-total')),
    relying(['payments'], balanceMoved('vendor', 'minus-order-total')),
    refundAndCancel('vendor', { status: 403, message: 'order already cancelled' }),
    acceptOrder('vendor', { status: 400, message: 'Order is already taken' }),
    relying(['payments'], balanceMoved('buyer', 'plus-order-total')),
  ],
};
