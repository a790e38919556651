import type { Scenario } from '#scenarios/core/types.ts';
import { signedIn } from '#scenarios/steps/auth-steps.ts';
import { checkout } from '#scenarios/steps/checkout-steps.ts';
import { balanceMoved, noteTabsAndBalance, orderShows } from '#scenarios/steps/order-steps.ts';
import { payByCard } from '#scenarios/steps/pay-steps.ts';
import { addDishToCart, shopAtStoreOf } from '#scenarios/steps/shop-steps.ts';

export const paymentFailures: Scenario = {
  name: 'payment-failures',
  title: '5. Payment failures',
  description:
    'Card payment cancelled, failed and bank-transfer-pending, then a reused reference: the order stays unpaid, the wallet is untouched and the store is credited only once.',
  modes: ['card'],
  actors: {
    vendor: { role: 'vendor', account: { kind: 'demo', role: 'vendor' } },
    buyer: { role: 'buyer', account: { kind: 'demo', role: 'buyer' } },
  },
  steps: [
    signedIn('vendor'),
    noteTabsAndBalance('vendor'),
    signedIn('buyer'),
    noteTabsAndBalance('buyer'),
    shopAtStoreOf('buyer', 'vendor'),
    addDishToCart('buyer', { quantity: 2 }),
    checkout('buyer'),
    payByCard('buyer', { outcome: 'abandoned' }),
    payByCard('buyer', { outcome: 'failed' }),
    payByCard('buyer', { outcome: 'pending' }),
    orderShows('buyer', { isPaid: false, isCancelled: false }),
    payByCard('buyer', { outcome: 'success' }),
    addDishToCart('buyer', { quantity: 1 }),
    checkout('buyer'),
    payByCard('buyer', { outcome: 'success', reuseReference: true }),
    orderShows('buyer', { isPaid: false }),
    balanceMoved('buyer', 'unchanged'),
    balanceMoved('vendor', 'plus-paid-total'),
  ],
};
