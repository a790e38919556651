import { relying, type Scenario } from '#scenarios/core/types.ts';
import { signedIn } from '#scenarios/steps/auth-steps.ts';
import { checkout } from '#scenarios/steps/checkout-steps.ts';
import {
  acceptOrder,
  noteTabsAndBalance,
  orderInTab,
  orderShows,
  riderDelivers,
} from '#scenarios/steps/order-steps.ts';
import { payByCard } from '#scenarios/steps/pay-steps.ts';
import { addDishToCart, shopAtStoreOf } from '#scenarios/steps/shop-steps.ts';

export const vendorAccepts: Scenario = {
  name: 'vendor-accepts',
  title: '2. Vendor accepts',
  description:
    "A paid order appears in the vendor's pending tab; the vendor accepts; it is dispatched for both sides; a rider delivers; it moves to the delivered tab.",
  actors: {
    vendor: { role: 'vendor', account: { kind: 'demo', role: 'vendor' } },
    buyer: { role: 'buyer', account: { kind: 'demo', role: 'buyer' } },
  },
  steps: [
    signedIn('vendor'),
    noteTabsAndBalance('vendor'),
    signedIn('buyer'),
    shopAtStoreOf('buyer', 'vendor'),
    addDishToCart('buyer', { extras: 1 }),
    checkout('buyer'),
    payByCard('buyer', { outcome: 'success' }),
    relying(['payments'], orderInTab('vendor', 'pending', { pending: 1, all: 1 })),
    relying(['payments'], orderShows('vendor', { isPaid: true, isTaken: false })),
    // The store accepts only a paid order: without the payments, none of this runs.
    relying(['payments'], acceptOrder('vendor')),
    relying(['payments'], orderInTab('vendor', 'dispatched', { pending: 0, dispatched: 1 })),
    relying(['payments'], orderInTab('buyer', 'dispatched')),
    relying(['payments'], orderShows('buyer', { isTaken: true, isDelivered: false })),
    relying(
      ['payments'],
      acceptOrder('vendor', { status: 400, message: 'Order is already taken' }),
    ),
    riderDelivers('vendor'),
    relying(['deliver'], orderInTab('vendor', 'delivered', { dispatched: 0, delivered: 1 })),
    relying(['deliver'], orderInTab('buyer', 'delivered')),
    relying(['deliver'], orderShows('buyer', { isDelivered: true })),
  ],
};
