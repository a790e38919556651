// Texts of the cart page (spec "Cart", sections 5 and 8). Shared messages come from
// src/lib/texts.ts ('Cart is empty', 'Fill in the missing fields', 'Shipping Info Updated').

import { DELIVERY_FEE_RULE, formatNaira } from '#shared/money.ts';
import type { ShippingAddressInput } from '#shared/schemas/address.ts';

/** Focus hand-off key: removing a line moves focus to the cart's title (lib/focus-handoff). */
export const CART_TITLE_FOCUS = 'cart-title';

export const cartTexts = {
  title: 'Your cart',
  findFood: 'Find a kitchen',
  shipping: 'Shipping address',
  edit: 'Edit',
  addShipping: 'Add Shipping',
  save: 'Save',
  cancel: 'Cancel',
  noShipping: 'No shipping address yet.',
  lookingUpAddress: 'Looking up the address of your last order…',
  fromLastOrder: 'From your last order: check it, or Edit.',
  items: 'Items',
  extras: 'Extras',
  hideExtras: 'Hide the other extras',
  remove: 'Remove',
  summary: 'Summary',
  subtotal: 'Subtotal',
  deliveryFee: 'Delivery fee',
  totalAmount: 'Total amount',
  total: 'Total',
  quantity: 'Quantity',
} as const;

/**
 * Why the delivery fee is what it is, under the fee in the cart and the order summary (spec: 1200
 * when the dishes, extras excepted, come to more than 5000; otherwise 1500).
 */
export function deliveryFeeNote(feeKobo: number): string {
  const lower = formatNaira(DELIVERY_FEE_RULE.lowerKobo);
  const above = formatNaira(DELIVERY_FEE_RULE.dishesAboveKobo);
  return feeKobo === DELIVERY_FEE_RULE.lowerKobo
    ? `Delivery is ${lower}: your dishes come to more than ${above} (extras not counted).`
    : `Delivery is ${lower} instead of ${formatNaira(DELIVERY_FEE_RULE.standardKobo)} when the dishes come to more than ${above} (extras not counted).`;
}

export const shippingLabels: Record<keyof ShippingAddressInput, string> = {
  name: 'Name',
  street: 'Street',
  localGvt: 'Local government',
  state: 'State',
  country: 'Country',
  phoneNumber: 'Phone number',
};

/** The button to the extras not chosen: 'Add extras (3)'. */
export function moreExtrasText(count: number): string {
  return `Add extras (${count})`;
}

export function itemCountText(count: number): string {
  return `${count} item${count === 1 ? '' : 's'}`;
}

export function cartChanged(name: string, quantity: number): string {
  return quantity === 0 ? `${name} removed from the cart` : `${name}: ${quantity} in the cart`;
}

/** What stops an order before Place order: the address, or the store's area. */
export const deliveryTexts = {
  checking: (place: string) => `Checking that the store delivers to ${place}…`,
  fixAddress: (reason: string) => `Fix your shipping address before you order: ${reason}`,
  notDelivered: (place: string) =>
    `The store in your cart does not deliver to ${place}. Change the shipping address, or order from a store that delivers there.`,
} as const;
