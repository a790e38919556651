import { MatchersV3 } from '@pact-foundation/pact';
import { createOrder } from '#src/api/orders.ts';
import { checkoutOf } from '#src/lib/checkout.ts';
import type { CartItem } from '#src/state/cart.ts';
import { EXAMPLE, fromState } from './ids.ts';
import { naira, shippingAddressExample } from './shapes.ts';
import { DISH } from './states.ts';

const { like, eachLike, integer } = MatchersV3;

// The checkout request, shared by the card-checkout contract and the wallet-checkout contract:
// one dish with one extra, the address and the totals the client computes.

const E = EXAMPLE;

const extraLine = { _id: E.extraId, item: DISH.extra, price: DISH.extraPrice, quantity: 1 };
const cartItem: CartItem = {
  _id: E.productId,
  name: DISH.name,
  price: DISH.price,
  imgs: [{ url: '/__mock/media/uploads/pact-jollof.png' }],
  category: 'Food',
  quantity: 1,
  userId: E.vendorId,
  extras: [extraLine],
};
const subtotal = DISH.price + DISH.extraPrice;
const shippingFee = 1500; // items ≤ ₦5,000 (spec section 9)
const total = subtotal + shippingFee;

/**
 * The body the checkout sends: the cart item (what the API reads of it), its chosen extra — once,
 * in `extras`, where the hosted API reads it — the address and the totals.
 */
export function orderBody(storeKey: string) {
  const extra = {
    _id: fromState('extraId', E.extraId),
    item: like(DISH.extra),
    price: naira(DISH.extraPrice),
    quantity: integer(1),
  };
  return {
    orderedItems: [
      {
        _id: fromState('productId', E.productId),
        name: like(DISH.name),
        price: naira(DISH.price),
        imgs: eachLike({ url: like('/__mock/media/uploads/pact-jollof.png') }),
        category: like('Food'),
        quantity: integer(1),
        userId: fromState(storeKey, E.vendorId),
      },
    ],
    shippingAddress: like(shippingAddressExample),
    total: naira(total),
    subtotal: naira(subtotal),
    shippingFee: naira(shippingFee),
    extras: [[extra]],
  };
}
/** The checkout as the cart screen sends it (`checkoutOf`), with the contract's ids. */
export function checkout(userId: string, storeId: string) {
  const order = checkoutOf([{ ...cartItem, userId: storeId }], shippingAddressExample, userId);
  if (!order) throw new Error('empty cart');
  if (order.body.total !== total) throw new Error(`client total ${order.body.total} ≠ ${total}`);
  return createOrder(order);
}

/** The checkout path the client calls (`/api/orders/{deviceId}/{buyerId}/{storeOwnerId}`). */
export const ordersPath = `/api/orders/${E.deviceId}/${E.buyerId}/${E.vendorId}`;
