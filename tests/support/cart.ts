// The demo buyer signed in with a dish of the demo vendor in the cart (the mock world's products).
import type { Product } from '#shared/schemas/products.ts';
import { addToCart } from '#src/state/cart.ts';
import { DEMO, type MockApi } from '#tests/support/mock-api.ts';

export async function buyerWithDishInCart(api: MockApi) {
  const buyer = await api.signInAs(DEMO.buyer);
  const [product] = await api.call<Product[]>('GET', `/api/products?query=${api.world.ids.vendor}`);
  if (!product) throw new Error('the demo vendor has no products');
  addToCart(product);
  return { buyer, product };
}
