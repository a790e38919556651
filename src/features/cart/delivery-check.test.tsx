// Before Place order: each field of the address says what is wrong with it, a phone
// number of '123' is not saved, and the cart's store must deliver to the address's local
// government (the demo store, in Lekki, delivers to Lekki Phase 1, Victoria Island, Ikoyi, Ajah
// and Yaba — not to Ikeja).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CartPage } from '#src/features/cart/cart-page.tsx';
import { dismissToast } from '#src/lib/toast.ts';
import { addToCart, clearCart } from '#src/state/cart.ts';
import { clearSession } from '#src/state/session.ts';
import { clearShippingAddress, setShippingAddress, shippingStore } from '#src/state/shipping.ts';
import { testAddress } from '#tests/support/addresses.ts';
import { buyerWithDishInCart } from '#tests/support/cart.ts';
import { installMockApi } from '#tests/support/mock-api.ts';
import { renderRoutes } from '#tests/support/render.tsx';

const routes = { '/cart': CartPage, '/order/:id': () => <p>order page</p> };

const api = installMockApi();
beforeEach(() => {
  clearSession();
  clearCart();
  clearShippingAddress();
});
afterEach(() => {
  act(() => dismissToast());
});

describe('the shipping form says what is wrong at each field', () => {
  it('a blank field gets its own message (aria-invalid, aria-describedby); a phone of 123 is refused', async () => {
    // A visitor (no last order to fill the form from) with a dish in the cart.
    addToCart({ _id: 'p1', name: 'Jollof Rice', price: 2500, userId: api.world.ids.vendor });
    const user = userEvent.setup();
    renderRoutes(routes, '/cart');
    await user.click(await screen.findByRole('button', { name: 'Add Shipping' }));
    await user.type(screen.getByLabelText('Name'), 'Ada Obi');
    await user.type(screen.getByLabelText('Phone number'), '123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const street = screen.getByLabelText('Street');
    expect(street).toHaveAttribute('aria-invalid', 'true');
    expect(street).toHaveAccessibleDescription('Enter the street and house number.');
    expect(street).toHaveFocus();
    expect(screen.getByLabelText('Local government')).toHaveAccessibleDescription(
      'Enter the local government area (for example Eti-Osa or Lagos Mainland).',
    );
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    const phone = screen.getByLabelText('Phone number');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(
      'Enter a Nigerian phone number of 11 digits, for example 0803 123 4567.',
    );
    expect(shippingStore.address).toBeNull();

    // Every other field filled: the phone alone still stops the save, with its message.
    await user.type(street, '14 Herbert Macaulay Way');
    await user.type(screen.getByLabelText('Local government'), 'Yaba');
    await user.type(screen.getByLabelText('State'), 'Lagos');
    await user.type(screen.getByLabelText('Country'), 'Nigeria');
    expect(street).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(shippingStore.address).toBeNull();
    expect(phone).toHaveFocus();
    await user.clear(phone);
    await user.type(phone, '0803 123 4567');
    expect(phone).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(shippingStore.address?.phoneNumber).toBe('08031234567');
  });
});

describe('the store must deliver to the address', () => {
  it('an order to a place the store does not serve is stopped before Place order, with why', async () => {
    await buyerWithDishInCart(api);
    setShippingAddress({ ...testAddress, street: '12 Allen Avenue', localGvt: 'Ikeja' });
    const user = userEvent.setup();
    renderRoutes(routes, '/cart');
    const said =
      'The store in your cart does not deliver to Ikeja. Change the shipping address, or order from a store that delivers there.';
    const box = screen.getByRole('region', { name: 'Shipping address' });
    expect(await within(box).findByRole('alert')).toHaveTextContent(said);
    await user.click(screen.getByRole('button', { name: 'Check out' }));
    const sheet = await screen.findByRole('dialog', { name: 'Order summary' });
    expect(within(sheet).getByText(said)).toBeVisible();
    expect(within(sheet).getByRole('button', { name: 'Place order' })).toBeDisabled();
    await user.click(within(sheet).getByRole('button', { name: 'Cancel' }));

    // A place it serves: nothing stops the order.
    act(() => setShippingAddress(testAddress));
    await waitFor(() => expect(within(box).queryByRole('alert')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Check out' }));
    const again = await screen.findByRole('dialog', { name: 'Order summary' });
    await waitFor(() =>
      expect(within(again).getByRole('button', { name: 'Place order' })).toBeEnabled(),
    );
  });

  it('the local government a buyer writes (Eti-Osa, where the Lekki store is) is served', async () => {
    await buyerWithDishInCart(api);
    setShippingAddress({ ...testAddress, street: '21 Admiralty Way', localGvt: 'Eti-Osa' });
    const user = userEvent.setup();
    renderRoutes(routes, '/cart');
    await user.click(screen.getByRole('button', { name: 'Check out' }));
    const sheet = await screen.findByRole('dialog', { name: 'Order summary' });
    await waitFor(() =>
      expect(within(sheet).getByRole('button', { name: 'Place order' })).toBeEnabled(),
    );
    const box = screen.getByRole('region', { name: 'Shipping address' });
    expect(within(box).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a saved address with a bad phone (kept from before) is stopped at the sheet too', async () => {
    await buyerWithDishInCart(api);
    setShippingAddress({ ...testAddress, phoneNumber: '123' });
    const user = userEvent.setup();
    renderRoutes(routes, '/cart');
    await user.click(screen.getByRole('button', { name: 'Check out' }));
    const sheet = await screen.findByRole('dialog', { name: 'Order summary' });
    expect(
      within(sheet).getByText(
        'Fix your shipping address before you order: Enter a Nigerian phone number of 11 digits, for example 0803 123 4567.',
      ),
    ).toBeVisible();
    expect(within(sheet).getByRole('button', { name: 'Place order' })).toBeDisabled();
  });
});
