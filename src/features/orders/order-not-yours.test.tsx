// An order opened by someone who is neither its buyer nor its store (the presenter following the
// panel's "View order" link): the page says whose it is not and what to do, instead
// of "We could not load this order" with the server's words and a Retry that cannot help. An order
// that does not exist (any more: the demo's world was reset since the link was made) says so.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { OrderDetailsPage } from '#src/features/orders/order-details-page.tsx';
import { clearSession } from '#src/state/session.ts';
import { DEMO, installMockApi } from '#tests/support/mock-api.ts';
import { placeTestOrder } from '#tests/support/orders.ts';
import { renderRoutes } from '#tests/support/render.tsx';

const routes = { '/order/:id': OrderDetailsPage };

const api = installMockApi();
beforeEach(() => {
  clearSession();
});

describe('an order that is not the reader’s', () => {
  it('says it belongs to another buyer and store, and to sign in as one of them', async () => {
    const buyer = await api.signInAs(DEMO.buyer);
    const { orderId } = await placeTestOrder(api, buyer._id);
    // The rider is neither the buyer nor the store of this order.
    await api.signInAs(DEMO.rider);
    renderRoutes(routes, `/order/${orderId}`);
    const said = await screen.findByText(/^This order is not one of yours/, {}, { timeout: 4000 });
    expect(said).toHaveTextContent(
      'This order is not one of yours: only its buyer and its store can see it.',
    );
    const alert = said.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('Sign in as its buyer or its store to see it.');
    expect(screen.queryByText('We could not load this order.')).not.toBeInTheDocument();
    expect(screen.queryByText('order not found')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Not your order');
  });

  it('an order that no longer exists says so, under a heading, and not that it is someone else’s', async () => {
    const buyer = await api.signInAs(DEMO.buyer);
    const { orderId } = await placeTestOrder(api, buyer._id);
    // The world is put back (a reset): the buyer's order is gone.
    await api.call('POST', '/__mock/reset', { seed: 1 });
    await api.signInAs(DEMO.buyer);
    renderRoutes(routes, `/order/${orderId}`);
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 4000 });
    expect(heading).toHaveTextContent('This order no longer exists');
    expect(
      screen.getByText(
        'There is no order at this address any more: it may have been removed, or the link may be wrong.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    expect(screen.queryByText(/not one of yours/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
