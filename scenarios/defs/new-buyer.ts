import { onlyIn, relying, type Scenario } from '#scenarios/core/types.ts';
import { signUp, verifyWithMailCode } from '#scenarios/steps/auth-steps.ts';
import { checkout } from '#scenarios/steps/checkout-steps.ts';
import { orderInTab, orderShows } from '#scenarios/steps/order-steps.ts';
import { payByCard } from '#scenarios/steps/pay-steps.ts';
import {
  addDishToCart,
  addFromOtherStoreRefused,
  locationIsServed,
  searchStoresStep,
} from '#scenarios/steps/shop-steps.ts';
import { bankTransferStep, createWalletStep } from '#scenarios/steps/wallet-steps.ts';

export const newBuyer: Scenario = {
  name: 'new-buyer',
  title: '1. New buyer',
  description:
    'Sign up, verify by the mailed code, search by location, order from one store with extras, pay by card; a dish from a second store is refused with the spec message.',
  actors: { buyer: { role: 'buyer', account: { kind: 'new', fixture: 'buyer' } } },
  steps: [
    signUp('buyer'),
    verifyWithMailCode('buyer', { kind: 'account' }),
    onlyIn('wallet', createWalletStep('buyer')),
    onlyIn('wallet', bankTransferStep('buyer', 30_000)),
    locationIsServed('buyer', 'Lekki'),
    searchStoresStep('buyer', { location: 'Lekki' }),
    addDishToCart('buyer', { quantity: 2, extras: 2 }),
    searchStoresStep('buyer', { location: 'Lekki', as: 'other' }),
    addFromOtherStoreRefused('buyer'),
    checkout('buyer'),
    onlyIn('card', orderShows('buyer', { isPaid: false, isCancelled: false })),
    payByCard('buyer', { outcome: 'success' }),
    relying(['payments'], orderShows('buyer', { isPaid: true, isTaken: false })),
    relying(['payments'], orderInTab('buyer', 'pending')),
  ],
};
