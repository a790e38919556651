// A real order placed through `src/api` in the mock world, from the signed-in buyer to the demo
// vendor's store.
import { createOrder } from '#src/api/orders.ts';
import type { Product } from '#src/api/schemas/product.ts';
import { buildOrderInput } from '#src/features/cart/order-payload.ts';
import { testAddress } from '#tests/support/addresses.ts';
import type { MockApi } from '#tests/support/mock-api.ts';

export async function placeTestOrder(api: MockApi, buyerId: string, quantity = 2) {
  const products = await api.call<Product[]>('GET', `/api/products?query=${api.world.ids.vendor}`);
  const product = products[0];
  if (!product) throw new Error('the demo vendor has no products');
  const line = {
    ...product,
    quantity,
    extras: (product.extras ?? []).map((extra, index) => ({
      _id: extra._id,
      item: extra.item,
      price: extra.price,
      quantity: index === 0 ? 1 : 0,
    })),
  };
  const input = buildOrderInput([line], testAddress, buyerId);
  if (!input) throw new Error('empty order');
  const { _id } = await createOrder(input);
  return { orderId: _id, product, total: input.total };
}
