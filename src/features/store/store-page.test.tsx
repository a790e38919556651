import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { fetchStorePage } from '#src/api/products.ts';
import { StorePage } from '#src/features/store/store-page.tsx';
import { readStoreParams, upToPrice } from '#src/features/store/store-params.ts';
import { productsFound } from '#src/features/store/store-texts.ts';
import { addToCart, cartStore, clearCart } from '#src/state/cart.ts';
import { clearSession } from '#src/state/session.ts';
import { DEMO, installMockApi } from '#tests/support/mock-api.ts';
import { renderWithProviders } from '#tests/support/render.tsx';
import { toast } from '#tests/support/toast-fake.ts';

vi.mock('#src/lib/toast.ts', async (real) =>
  (await import('#tests/support/toast-fake.ts')).withToastSpies(await real()),
);

const api = installMockApi();
let storeId: string;
let productCount: number;
beforeAll(async () => {
  storeId = api.world.ids.vendor;
  const page = await fetchStorePage(storeId, { query: '', page: 1, price: '', category: '' });
  productCount = page.products.length;
});
beforeEach(() => {
  clearCart();
  toast.notifyWarning.mockClear();
  toast.toastAdded.mockClear();
});

const renderStore = (search = '') =>
  renderWithProviders(
    <Route path="/kitchen/:id">
      <StorePage />
    </Route>,
    { path: `/kitchen/${storeId}${search}` },
  );

describe('store params', () => {
  it('defaults the price ceiling to the top end (no limit) and clamps it to 500–10000', () => {
    expect(readStoreParams('').price).toBe(10000);
    expect(readStoreParams('?price=20000').price).toBe(10000);
    expect(readStoreParams('?price=100').price).toBe(500);
    const dishes = [{ price: 300 }, { price: 2500 }, { price: 15000 }];
    expect(upToPrice(dishes, 10000)).toEqual(dishes);
    expect(upToPrice(dishes, 2500)).toEqual([{ price: 300 }, { price: 2500 }]);
    expect(upToPrice(dishes, 500)).toEqual([{ price: 300 }]);
  });
});

describe('StorePage', () => {
  it('shows the store name, verified badge, products-found count, categories and a slider', async () => {
    renderStore();
    expect(await screen.findByText(`${productCount} products found`)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mama Bukka Kitchen');
    expect(screen.getByRole('img', { name: 'Verified store' })).toBeVisible();
    const slider = screen.getByRole('slider');
    expect(slider).toHaveAttribute('min', '500');
    expect(slider).toHaveAttribute('max', '10000');
    expect(slider).toHaveValue('10000');
    const categories = screen.getByRole('navigation', { name: 'Categories' });
    await waitFor(() =>
      expect(within(categories).getAllByRole('button').length).toBeGreaterThan(1),
    );
  });

  it('adds with quantity controls that never go below 1', async () => {
    const user = userEvent.setup();
    renderStore();
    await screen.findByText(`${productCount} products found`);
    const [add] = screen.getAllByRole('button', { name: /^Add to cart: / });
    const name = (add?.getAttribute('aria-label') ?? '').replace('Add to cart: ', '');
    await user.click(add as HTMLElement);
    expect(toast.toastAdded).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: `Remove one: ${name}` })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: `Add one: ${name}` }));
    expect(cartStore.items[0]?.quantity).toBe(2);
    await user.click(screen.getByRole('button', { name: `Remove one: ${name}` }));
    expect(cartStore.items[0]?.quantity).toBe(1);
  });

  it('one tap, one plate: the second click of a double-click on Add to cart is not a +', async () => {
    renderStore();
    await screen.findByText(`${productCount} products found`);
    const [add] = screen.getAllByRole('button', { name: /^Add to cart: / });
    const name = (add?.getAttribute('aria-label') ?? '').replace('Add to cart: ', '');
    // A double-click: the first click adds; the second lands on the + that took the button's place.
    fireEvent.click(add as HTMLElement, { detail: 1 });
    const plus = await screen.findByRole('button', { name: `Add one: ${name}` });
    fireEvent.click(plus, { detail: 2 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cartStore.items[0]?.quantity).toBe(1);
    // A deliberate tap on + afterwards counts.
    fireEvent.click(plus, { detail: 1 });
    await waitFor(() => expect(cartStore.items[0]?.quantity).toBe(2));
  });

  it("keyboard focus: 'Add to cart' hands it to the stepper's +, and − at 1 does too", async () => {
    const user = userEvent.setup();
    renderStore();
    await screen.findByText(`${productCount} products found`);
    const [add] = screen.getAllByRole('button', { name: /^Add to cart: / });
    const name = (add?.getAttribute('aria-label') ?? '').replace('Add to cart: ', '');
    (add as HTMLElement).focus();
    await user.keyboard('{Enter}');
    const plus = screen.getByRole('button', { name: `Add one: ${name}` });
    expect(plus).toHaveFocus();
    await user.keyboard('{Enter}');
    const minus = screen.getByRole('button', { name: `Remove one: ${name}` });
    minus.focus();
    await user.keyboard('{Enter}');
    expect(minus).toBeDisabled();
    expect(plus).toHaveFocus();
  });

  it('warns and refuses a dish from another store', async () => {
    const user = userEvent.setup();
    addToCart({ _id: 'other', name: 'Other dish', price: 1000, userId: 'another-store' });
    renderStore();
    await screen.findByText(`${productCount} products found`);
    await user.click(screen.getAllByRole('button', { name: /^Add to cart: / })[0] as HTMLElement);
    const [notice, ms] = toast.notifyWarning.mock.calls[0]!;
    expect(ms).toBe(false); // it carries an action: it stays until answered
    const shown = render(notice);
    expect(
      within(shown.container).getByText(
        'You can only add items from one store. you already have an item from another store in your cart.',
      ),
    ).toBeVisible();
    expect(cartStore.items.map((item) => item._id)).toEqual(['other']);
    // 'Start a new cart' empties the cart and adds the dish.
    await user.click(within(shown.container).getByRole('button', { name: 'Start a new cart' }));
    expect(cartStore.items).toHaveLength(1);
    expect(cartStore.items[0]?.userId).not.toBe('another-store');
    expect(cartStore.items[0]?.quantity).toBe(1);
    expect(toast.dismissToast).toHaveBeenCalledWith('toast-1');
    expect(toast.toastAdded).toHaveBeenCalled();
  });

  it('shows every dish by default, ₦300 Table Water too; the slider is a ceiling', async () => {
    const cheap = [...api.world.ctx.db.products.all()].find(
      (p) => p.priceKobo < 50_000 && !p.removed && p.visibility.toLowerCase() !== 'only me',
    );
    if (!cheap) throw new Error('the seeded world has no dish under ₦500');
    const all = await fetchStorePage(cheap.storeId, {
      query: '',
      page: 1,
      price: '',
      category: '',
    });
    renderWithProviders(
      <Route path="/kitchen/:id">
        <StorePage />
      </Route>,
      { path: `/kitchen/${cheap.storeId}?category=${encodeURIComponent(cheap.category)}` },
    );
    const inCategory = all.products.filter((p) => p.category === cheap.category);
    expect(await screen.findByText(productsFound(inCategory.length))).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: cheap.name })).toBeVisible();
    const slider = screen.getByRole('slider');
    expect(slider).toHaveValue('10000');
    expect(slider).toHaveAttribute('aria-valuetext', 'Any price');
    expect(screen.getByText('Any price')).toBeVisible();
  });

  it('shows the not-found page for an unknown or malformed store id', async () => {
    for (const id of ['0123456789abcdef01234567', 'no-such-store']) {
      const view = renderWithProviders(
        <Route path="/kitchen/:id">
          <StorePage />
        </Route>,
        { path: `/kitchen/${id}` },
      );
      expect(
        await screen.findByRole('heading', {
          name: 'Oops! The page you are looking for does not exist.',
        }),
      ).toBeVisible();
      expect(screen.queryByText('error fetching data')).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it("says 'error fetching data' when the store cannot be loaded, with a Retry", async () => {
    await api.fail('GET', '/api/products/kitchen/:storeId');
    renderStore();
    expect(await screen.findByRole('alert')).toHaveTextContent('error fetching data');
    expect(screen.queryByText(/products? found/)).not.toBeInTheDocument();
    await api.call('DELETE', '/__mock/faults');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(`${productCount} products found`)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mama Bukka Kitchen');
  });
});

describe('a store with no dish to show', () => {
  const newStore = async () => {
    const rider = await api.signInAs(DEMO.rider);
    await api.world.ctx.db.users.patch(rider._id, (u) => {
      u.isBusinessOwner = true;
      u.businessName = 'Emeka Grills';
    });
    return rider._id;
  };
  const renderKitchen = (id: string, search = '') =>
    renderWithProviders(
      <Route path="/kitchen/:id">
        <StorePage />
      </Route>,
      { path: `/kitchen/${id}${search}` },
    );

  it('welcomes its owner with the way to post the first dish, not "No dish matches these filters"', async () => {
    const id = await newStore();
    renderKitchen(id);
    expect(
      await screen.findByRole('heading', { name: 'Your shop is live — post your first dish' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Post a dish' })).toHaveAttribute(
      'href',
      `/profile/${id}?openPost=true`,
    );
    expect(screen.queryByText(/No dish matches these filters/)).not.toBeInTheDocument();
  });

  it('tells a buyer the kitchen has not posted a dish yet', async () => {
    const id = await newStore();
    await api.call('POST', '/api/users/logout');
    clearSession();
    renderKitchen(id);
    expect(await screen.findByText('This kitchen has not posted a dish yet.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Post a dish' })).not.toBeInTheDocument();
  });

  it('with filters set, says nothing matches and offers every dish again', async () => {
    renderStore('?query=zzzz-no-such-dish');
    expect(await screen.findByText('No dish matches these filters in this store.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Show every dish' })).toHaveAttribute(
      'href',
      `/kitchen/${storeId}`,
    );
  });
});
