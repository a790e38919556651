import type { Scenario } from '#scenarios/core/types.ts';
import { signedIn, signUp, verifyWithMailCode } from '#scenarios/steps/auth-steps.ts';
import { checkout, DEFAULT_CHECKOUT, SHIPPING } from '#scenarios/steps/checkout-steps.ts';
import { orderInTab } from '#scenarios/steps/order-steps.ts';
import { addDishToCart, searchStoresStep } from '#scenarios/steps/shop-steps.ts';
import { postDish, productPageShows, registerShop } from '#scenarios/steps/vendor-steps.ts';

const SHOP = {
  businessName: 'Iya Bisi Firewood Kitchen',
  physicalAddress: '7 Ahmadu Bello Way, Gwarinpa, Abuja',
  placesCanDeliverTo: ['Gwarinpa', 'Jabi', 'Utako'],
};
const DISH = 'Firewood Jollof Special';
/** The buyer's address for this order: in Gwarinpa, where the new shop delivers. */
const IN_GWARINPA = {
  ...SHIPPING,
  street: '21 Gimbiya Street',
  localGvt: 'Gwarinpa',
  state: 'FCT',
};

export const vendorOnboarding: Scenario = {
  name: 'vendor-onboarding',
  title: '7. Vendor onboarding',
  description:
    'A new user registers a shop, posts a product with photos and extras; another buyer finds it by search and orders it with extras.',
  actors: {
    vendor: { role: 'vendor', account: { kind: 'new', fixture: 'vendor2' } },
    buyer: { role: 'buyer', account: { kind: 'demo', role: 'buyer' } },
  },
  steps: [
    signUp('vendor', 'Bisi'),
    verifyWithMailCode('vendor', { kind: 'account' }),
    registerShop('vendor', SHOP),
    postDish('vendor', {
      name: DISH,
      price: 3500,
      photos: 2,
      extras: [
        { item: 'Fried plantain', price: 500, limit: 2 },
        { item: 'Peppered turkey', price: 1500, limit: 1 },
      ],
    }),
    signedIn('buyer'),
    searchStoresStep('buyer', { location: 'Gwarinpa', query: SHOP.businessName }),
    productPageShows('buyer', DISH),
    addDishToCart('buyer', { productName: DISH, extras: 2 }),
    checkout('buyer', DEFAULT_CHECKOUT, IN_GWARINPA),
    orderInTab('vendor', 'pending'),
  ],
};
