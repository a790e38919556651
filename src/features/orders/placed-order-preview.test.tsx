import { screen } from '@testing-library/react';
import { delay, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatNairaAmount } from '#shared/money.ts';
import type { Product } from '#shared/schemas/products.ts';
import { createOrder } from '#src/api/orders.ts';
import { OrderDetailsPage } from '#src/features/orders/order-details-page.tsx';
import { checkoutOf } from '#src/lib/checkout.ts';
import { cartLine } from '#src/state/cart.ts';
import { rememberPlacedOrder } from '#src/state/placed-orders.ts';
import { clearSession } from '#src/state/session.ts';
import { testAddress } from '#tests/support/addresses.ts';
import { DEMO, installMockApi } from '#tests/support/mock-api.ts';
import { renderRoutes } from '#tests/support/render.tsx';

const api = installMockApi();
beforeEach(() => clearSession());

/** An order placed by the signed-in buyer, as Place order sends it, with one extra chosen. */
async function placed(buyerId: string) {
  const products = await api.call<Product[]>('GET', `/api/products?query=${api.world.ids.vendor}`);
  const product = products.find((p) => (p.extras ?? []).length > 0) ?? products[0];
  if (!product) throw new Error('the demo vendor has no products');
  const line = cartLine(product, 2);
  for (const [index, extra] of line.extras.entries()) extra.quantity = index === 0 ? 1 : 0;
  const checkout = checkoutOf([line], testAddress, buyerId);
  if (!checkout) throw new Error('empty order');
  const { _id } = await createOrder(checkout);
  return { orderId: _id, checkout, product };
}

/** The order's own read never answers in this test. */
const detailsNeverAnswer = () =>
  api.use(http.get('*/api/orders/:deviceId/find/:orderId/:userId', () => delay('infinite')));

describe('the order page of an order just placed here', () => {
  it('shows the order as it was sent at once, while the server’s copy is on its way', async () => {
    const { _id } = await api.signInAs(DEMO.buyer);
    const { orderId, checkout, product } = await placed(_id);
    rememberPlacedOrder(orderId, checkout);
    detailsNeverAnswer();
    renderRoutes({ '/order/:id': OrderDetailsPage }, `/order/${orderId}`);
    const order = screen.getByRole('article');
    expect(order).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
    expect(screen.getByText(orderId)).toBeVisible();
    expect(screen.getByText(new RegExp(product.name))).toBeVisible();
    expect(screen.getByText(testAddress.name)).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Extras' })).toBeVisible();
    expect(screen.getByText(/^Total:/)).toHaveTextContent(
      `Total: ${formatNairaAmount(checkout.body.total)}`,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the order’s status');
  });

  it('is not shown to another reader: they wait for the server’s copy', async () => {
    const buyer = await api.signInAs(DEMO.buyer);
    const { orderId, checkout } = await placed(buyer._id);
    rememberPlacedOrder(orderId, checkout);
    clearSession();
    await api.signInAs(DEMO.vendor);
    detailsNeverAnswer();
    renderRoutes({ '/order/:id': OrderDetailsPage }, `/order/${orderId}`);
    expect(screen.getByRole('status')).toHaveTextContent('Loading order');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
