// After delivery the buyer is asked to rate the store and the rider, through the
// shared review form and the real /api/reviews.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deliverOrder, takeOrder } from '#mock/domain/orders.ts';
import { OrderDetailsPage } from '#src/features/orders/order-details-page.tsx';
import { dismissToast } from '#src/lib/toast.ts';
import { clearSession } from '#src/state/session.ts';
import { DEMO, installMockApi } from '#tests/support/mock-api.ts';
import { placeTestOrder } from '#tests/support/orders.ts';
import { renderRoutes } from '#tests/support/render.tsx';

const routes = { '/order/:id': OrderDetailsPage };
const api = installMockApi();
beforeEach(() => clearSession());
afterEach(() => {
  act(() => dismissToast());
});

async function paidOrder() {
  const buyer = await api.signInAs(DEMO.buyer);
  const { orderId, total } = await placeTestOrder(api, buyer._id);
  const { reference } = await api.call<{ reference: string }>('POST', '/__mock/payments', {
    email: DEMO.buyer,
    amount: Math.round(total * 100),
    status: 'success',
  });
  await api.call('POST', '/api/orders/pay', { reference, orderId });
  return { orderId, buyer };
}

describe('rating after delivery', () => {
  it('is not asked before delivery', async () => {
    const { orderId } = await paidOrder();
    renderRoutes(routes, `/order/${orderId}`);
    await screen.findByRole('region', { name: 'Order progress' });
    expect(screen.queryByRole('region', { name: 'How was your order?' })).not.toBeInTheDocument();
  });

  it('asks for the store and the rider once delivered; a posted review reaches the API', async () => {
    const { orderId, buyer } = await paidOrder();
    const storeId = api.world.ids.vendor;
    await takeOrder(api.world.ctx, { actorId: storeId, storeId, orderId });
    const delivered = await deliverOrder(api.world.ctx, orderId);
    const rider = api.world.ctx.db.users.get(delivered.riderId ?? '');
    const store = api.world.ctx.db.users.get(storeId);
    renderRoutes(routes, `/order/${orderId}`);
    const prompt = await screen.findByRole('region', { name: 'How was your order?' });
    const storeForm = within(prompt).getByRole('form', { name: `Rate ${store?.businessName}` });
    expect(within(prompt).getByRole('form', { name: `Rate ${rider?.name}` })).toBeVisible();

    const user = userEvent.setup();
    await user.type(within(storeForm).getByLabelText('Your review'), 'Hot and on time');
    await user.click(within(storeForm).getByRole('button', { name: 'Post review' }));
    expect(
      await within(prompt).findByText(
        `Thank you — your review of ${store?.businessName} is posted`,
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(
        api.world.ctx.db.reviews
          .all()
          .some(
            (r) =>
              r.userId === storeId && r.reviewerId === buyer._id && r.msg === 'Hot and on time',
          ),
      ).toBe(true),
    );
  });
});
