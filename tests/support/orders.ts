// A real order placed through `src/api` in the mock world, from the signed-in buyer to the demo
// vendor's store.

import type { Product } from '#shared/schemas/products.ts';
import { createOrder } from '#src/api/orders.ts';
import { checkoutOf } from '#src/lib/checkout.ts';
import { cartLine } from '#src/state/cart.ts';
import { testAddress } from '#tests/support/addresses.ts';
import type { MockApi } from '#tests/support/mock-api.ts';

export async function placeTestOrder(api: MockApi, buyerId: string, quantity = 2) {
  const products = await api.call<Product[]>('GET', `/api/products?query=${api.world.ids.vendor}`);
  const product = products[0];
  if (!product) throw new Error('the demo vendor has no products');
  // One line of the dish with its first extra chosen once, as the cart screen would hold it.
  const line = cartLine(product, quantity);
  for (const [index, extra] of line.extras.entries()) extra.quantity = index === 0 ? 1 : 0;
  const checkout = checkoutOf([line], testAddress, buyerId);
  if (!checkout) throw new Error('empty order');
  const { _id } = await createOrder(checkout);
  return { orderId: _id, product, total: checkout.body.total };
}
