import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CartPage } from '#src/features/cart/cart-page.tsx';
import { announcerStore } from '#src/lib/announce.ts';
import { addToCart, cartStore, clearCart } from '#src/state/cart.ts';
import { clearShippingAddress, shippingStore } from '#src/state/shipping.ts';
import { installMockApi } from '#tests/support/mock-api.ts';
import { renderWithProviders } from '#tests/support/render.tsx';
import { toast } from '#tests/support/toast-fake.ts';

vi.mock('#src/lib/toast.ts', async (real) =>
  (await import('#tests/support/toast-fake.ts')).withToastSpies(await real()),
);

const jollof = {
  _id: 'p1',
  name: 'Jollof Rice',
  price: 2500,
  userId: 's1',
  extras: [{ _id: 'x1', item: 'Plantain', price: 300 }],
};
const amala = { _id: 'p2', name: 'Amala', price: 1500, userId: 's1' };

installMockApi();
beforeEach(() => {
  clearCart();
  clearShippingAddress();
  for (const fn of Object.values(toast)) fn.mockClear();
});

function summary() {
  const card = screen.getByRole('region', { name: 'Summary' });
  const value = (term: string) =>
    within(card).getByText(term).closest('div')?.querySelector('dd')?.textContent;
  return {
    subtotal: value('Subtotal'),
    fee: value('Delivery fee'),
    total: value('Total amount'),
  };
}

describe('CartPage', () => {
  it("shows 'Cart is empty' with a link to the search", () => {
    renderWithProviders(<CartPage />, { path: '/cart' });
    expect(screen.getByRole('heading', { name: 'Cart is empty' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find a kitchen' })).toHaveAttribute('href', '/search');
  });

  it('charges 1500 up to an items subtotal of 5000 and 1200 above it (extras excluded)', async () => {
    const user = userEvent.setup();
    addToCart(jollof, 2);
    renderWithProviders(<CartPage />, { path: '/cart' });
    expect(summary()).toEqual({ subtotal: 'N5,000.00', fee: 'N1,500.00', total: 'N6,500.00' });
    // An extra raises the subtotal but not the items subtotal: the fee stays 1500.
    await user.click(screen.getByRole('button', { name: 'Add extras (1)' }));
    await user.click(screen.getByRole('button', { name: 'Add one: Plantain for Jollof Rice' }));
    expect(summary()).toEqual({ subtotal: 'N5,300.00', fee: 'N1,500.00', total: 'N6,800.00' });
    // One more dish: items 7500 > 5000 → 1200.
    await user.click(screen.getByRole('button', { name: 'Add one: Jollof Rice' }));
    expect(summary()).toEqual({ subtotal: 'N7,800.00', fee: 'N1,200.00', total: 'N9,000.00' });
    // The amount is its own unbreakable span (Money): the line is matched as a whole.
    const head = screen.getByText(
      (_, el) => el?.tagName === 'P' && el.textContent === '3 items · Total: N9,000.00',
    );
    expect(head).toBeVisible();
    expect(head.querySelector('.money')).toHaveTextContent('N9,000.00');
    // The fee's rule is said under it (the lower fee here).
    expect(
      screen.getByText(/^Delivery is N1,200.00: your dishes come to more than N5,000.00/),
    ).toBeVisible();
  });

  it('keeps quantities at least 1 and extras at least 0, removes lines and announces changes', async () => {
    const user = userEvent.setup();
    addToCart(jollof);
    addToCart(amala);
    renderWithProviders(<CartPage />, { path: '/cart' });
    expect(screen.getByRole('button', { name: 'Remove one: Jollof Rice' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add extras (1)' }));
    expect(
      screen.getByRole('button', { name: 'Remove one: Plantain for Jollof Rice' }),
    ).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add one: Amala' }));
    expect(announcerStore.message).toBe('Amala: 2 in the cart');
    await user.click(screen.getByRole('button', { name: 'Remove: Amala' }));
    expect(cartStore.items.map((item) => item._id)).toEqual(['p1']);
    expect(announcerStore.message).toBe('Amala removed from the cart');
  });

  it('lists only the chosen extras; the others wait behind Add extras', async () => {
    const user = userEvent.setup();
    const extras = ['Dodo', 'Egg', 'Coleslaw', 'Chicken'].map((item, i) => ({
      _id: `e${i}`,
      item,
      price: 300,
      limit: 2,
    }));
    addToCart({ ...jollof, extras });
    cartStore.items[0]!.extras[1]!.quantity = 1; // Egg chosen on the product page
    renderWithProviders(<CartPage />, { path: '/cart' });
    const steppers = () =>
      screen.queryAllByRole('button', { name: /^Add one: .+ for Jollof Rice$/ }).length;
    expect(steppers()).toBe(1);
    expect(screen.getByRole('button', { name: 'Add one: Egg for Jollof Rice' })).toBeVisible();
    const more = screen.getByRole('button', { name: 'Add extras (3)' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(steppers()).toBe(4);
    expect(screen.getByRole('button', { name: 'Hide the other extras' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // One chosen here, then hidden again: the two chosen stay, the untouched two go.
    const dodo = screen.getByRole('button', { name: 'Add one: Dodo for Jollof Rice' });
    await user.click(dodo);
    expect(dodo).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Hide the other extras' }));
    expect(steppers()).toBe(2);
    expect(screen.getByRole('button', { name: 'Add extras (2)' })).toBeVisible();
    // Back to 0 under the buyer's finger: the stepper stays where it is (no focus lost).
    const less = screen.getByRole('button', { name: 'Remove one: Dodo for Jollof Rice' });
    await user.click(less);
    expect(steppers()).toBe(2);
    expect(cartStore.items[0]?.extras.map((x) => x.quantity)).toEqual([0, 1, 0, 0]);
  });

  it('keyboard focus: Remove hands it to the cart title, − at 1 to +', async () => {
    const user = userEvent.setup();
    addToCart(jollof, 2);
    addToCart(amala);
    renderWithProviders(<CartPage />, { path: '/cart' });
    const minus = screen.getByRole('button', { name: 'Remove one: Jollof Rice' });
    minus.focus();
    await user.keyboard('{Enter}');
    expect(minus).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add one: Jollof Rice' })).toHaveFocus();
    screen.getByRole('button', { name: 'Remove: Amala' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart' })).toHaveFocus();
    screen.getByRole('button', { name: 'Remove: Jollof Rice' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 1, name: 'Cart is empty' })).toHaveFocus();
  });

  it("refuses an incomplete shipping form with 'Fill in the missing fields'", async () => {
    const user = userEvent.setup();
    addToCart(jollof);
    renderWithProviders(<CartPage />, { path: '/cart' });
    await user.click(screen.getByRole('button', { name: 'Add Shipping' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(toast.notifyError).toHaveBeenCalledWith('Fill in the missing fields', undefined, {
      topic: 'shipping',
    });
    await user.type(screen.getByLabelText('Name'), 'Ada Obi');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(toast.notifyError).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText('Street')).toHaveAttribute('aria-invalid', 'true');
    expect(shippingStore.address).toBeNull();
  });

  it("saves a complete address with 'Shipping Info Updated'; the phone keeps digits only", async () => {
    const user = userEvent.setup();
    addToCart(jollof);
    renderWithProviders(<CartPage />, { path: '/cart' });
    await user.click(screen.getByRole('button', { name: 'Add Shipping' }));
    await user.type(screen.getByLabelText('Name'), 'Ada Obi');
    await user.type(screen.getByLabelText('Street'), '1 Admiralty Way');
    await user.type(screen.getByLabelText('Local government'), 'Eti-Osa');
    await user.type(screen.getByLabelText('State'), 'Lagos');
    await user.type(screen.getByLabelText('Country'), 'Nigeria');
    await user.type(screen.getByLabelText('Phone number'), '0801-234 5678');
    expect(screen.getByLabelText('Phone number')).toHaveValue('08012345678');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(toast.notifySuccess).toHaveBeenCalledWith('Shipping Info Updated', undefined, {
      topic: 'shipping',
    });
    expect(shippingStore.address).toEqual({
      name: 'Ada Obi',
      street: '1 Admiralty Way',
      localGvt: 'Eti-Osa',
      state: 'Lagos',
      country: 'Nigeria',
      phoneNumber: '08012345678',
    });
    expect(screen.getByRole('button', { name: 'Edit' })).toBeVisible();
    expect(screen.getByText(/1 Admiralty Way, Eti-Osa/)).toBeVisible();
  });

  it('renders the Check out button (signed out → sign in, back to the cart)', async () => {
    const user = userEvent.setup();
    addToCart(jollof);
    const { location } = renderWithProviders(<CartPage />, { path: '/cart' });
    await user.click(screen.getByRole('button', { name: 'Check out' }));
    expect(location.history?.at(-1)).toBe('/signin?next=%2Fcart');
    act(() => clearCart());
  });
});
