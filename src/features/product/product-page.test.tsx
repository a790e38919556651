import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { Product } from '#shared/schemas/products.ts';
import { fetchStorePage } from '#src/api/products.ts';
import { ProductPage } from '#src/features/product/product-page.tsx';
import { onlineText, ratingText } from '#src/features/product/store-panel.tsx';
import { addToCart, cartStore, clearCart } from '#src/state/cart.ts';
import { installMockApi } from '#tests/support/mock-api.ts';
import { renderWithProviders } from '#tests/support/render.tsx';
import { toast } from '#tests/support/toast-fake.ts';

vi.mock('#src/lib/toast.ts', async (real) =>
  (await import('#tests/support/toast-fake.ts')).withToastSpies(await real()),
);

const api = installMockApi();
let products: Product[];
beforeAll(async () => {
  products = (
    await fetchStorePage(api.world.ids.vendor, { query: '', page: 1, price: '', category: '' })
  ).products;
});
beforeEach(() => {
  clearCart();
  for (const fn of Object.values(toast)) fn.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

const renderProduct = (id: string) =>
  renderWithProviders(
    <Route path="/product/:id">
      <ProductPage />
    </Route>,
    { path: `/product/${id}` },
  );

function wideScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width: 1200px'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('store panel rules', () => {
  it("shows online for 'available', else 'last seen: 5 minutes ago'; rating or 'none'", () => {
    expect(onlineText('available')).toBe('online');
    // Without the mock's lastSeenAt (the hosted API): the spec's text.
    expect(onlineText('offline')).toBe('last seen: 5 minutes ago');
    // With it: the real time since the owner's last activity.
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(onlineText('offline', '2026-11-24T11:35:00Z', now)).toBe('last seen: 25 minutes ago');
    expect(onlineText('offline', '2026-11-24T11:59:00Z', now)).toBe('last seen: 1 minute ago');
    expect(onlineText('offline', '2026-11-24T09:00:00Z', now)).toBe('last seen: 3 hours ago');
    expect(onlineText('offline', '2026-11-24T11:59:40Z', now)).toBe('last seen: just now');
    expect(ratingText(0)).toBe('none');
    expect(ratingText(4.56)).toBe('4.6');
  });
});

describe('ProductPage', () => {
  it("loads in the product page's layout, then shows price, name, description, content and the store panel", async () => {
    const product = products[0] as Product;
    renderProduct(product._id);
    const loading = screen.getByRole('status', { name: 'Loading product' });
    // The picture, the details beside it and the store panel — not a grid of 18 cards.
    expect(loading.querySelector('.product-page__top .product-skeleton__picture')).not.toBeNull();
    expect(loading.querySelector('.product-page__info')).not.toBeNull();
    expect(loading.querySelector('.product-page__side .store-panel')).not.toBeNull();
    expect(loading.querySelectorAll('.skeleton-cards__card').length).toBeLessThanOrEqual(6);
    expect(await screen.findByRole('heading', { level: 1, name: product.name })).toBeVisible();
    expect(screen.getAllByText(/^N[\d,]+\.\d\d$/).length).toBeGreaterThan(0);
    const panel = screen.getByRole('complementary', { name: 'Mama Bukka Kitchen' });
    expect(
      within(panel).getByRole('link', { name: 'Mama Bukka Kitchen' }).getAttribute('href'),
    ).toBe(`/kitchen/${api.world.ids.vendor}`);
    expect(within(panel).getByRole('img', { name: /^Store rating: / })).toBeVisible();
    expect(
      within(panel).getByText(/^(online|last seen: .+ ago|last seen: just now)$/),
    ).toBeVisible();
    expect(within(panel).getByText(/^(verified|not verified)$/)).toBeVisible();
  });

  it("'Add To Tray' adds one more each time", async () => {
    const user = userEvent.setup();
    const product = products[0] as Product;
    renderProduct(product._id);
    const add = await screen.findByRole('button', { name: 'Add To Tray' });
    await user.click(add);
    await user.click(add);
    expect(cartStore.items).toHaveLength(1);
    expect(cartStore.items[0]?.quantity).toBe(2);
    expect(toast.toastAdded).toHaveBeenCalledTimes(2);
  });

  it('refuses a second store with the sticky toast and the Go to store / Cancel panel', async () => {
    const user = userEvent.setup();
    addToCart({ _id: 'x', name: 'Elsewhere', price: 900, userId: 'store-b' });
    renderProduct((products[0] as Product)._id);
    await user.click(await screen.findByRole('button', { name: 'Add To Tray' }));
    const message =
      'You can only add items from one store at a time. you already have an item from another store in your cart.';
    expect(toast.stickyToast).toHaveBeenCalledWith('warning', message);
    // The sentence is the toast's: the panel names the choice and does not say it again.
    const panel = screen.getByRole('group', {
      name: 'Your cart holds dishes from another store. What would you like to do?',
    });
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Go to store' })).toHaveAttribute(
      'href',
      '/kitchen/store-b',
    );
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(toast.dismissToast).toHaveBeenCalledWith('sticky-1');
    expect(
      screen.queryByRole('group', { name: /^Your cart holds dishes from another store/ }),
    ).not.toBeInTheDocument();
    expect(cartStore.items.map((item) => item._id)).toEqual(['x']);
  });

  it("offers 'Start a new cart': the other store's items go and this dish is the cart", async () => {
    const user = userEvent.setup();
    addToCart({ _id: 'x', name: 'Elsewhere', price: 900, userId: 'store-b' });
    const product = products[0] as Product;
    renderProduct(product._id);
    await user.click(await screen.findByRole('button', { name: 'Add To Tray' }));
    const panel = screen.getByRole('group', { name: /^Your cart holds dishes from another store/ });
    await user.click(within(panel).getByRole('button', { name: 'Start a new cart' }));
    expect(cartStore.items.map((item) => [item._id, item.quantity])).toEqual([[product._id, 1]]);
    expect(toast.dismissToast).toHaveBeenCalledWith('sticky-1');
    expect(toast.toastAdded).toHaveBeenCalledTimes(1);
    expect(
      screen.queryByRole('group', { name: /^Your cart holds dishes from another store/ }),
    ).not.toBeInTheDocument();
  });

  it("shows the first 3 cart items and 'See All' at 1200 px and wider", async () => {
    wideScreen();
    for (const product of products.slice(0, 4)) addToCart(product);
    renderProduct((products[0] as Product)._id);
    const aside = await screen.findByRole('complementary', { name: 'In your cart' });
    expect(within(aside).getAllByRole('listitem')).toHaveLength(3);
    expect(within(aside).getByRole('link', { name: 'See All' })).toHaveAttribute('href', '/cart');
  });

  it('hides the cart summary below 1200 px', async () => {
    addToCart(products[0] as Product);
    renderProduct((products[0] as Product)._id);
    await screen.findByRole('button', { name: 'Add To Tray' });
    expect(screen.queryByRole('complementary', { name: 'In your cart' })).not.toBeInTheDocument();
  });

  it('shows recommendations from the same store and the store reviews', async () => {
    renderProduct((products[0] as Product)._id);
    const recommended = await screen.findByRole('region', { name: 'Recommended for you' });
    await waitFor(() =>
      expect(within(recommended).getAllByRole('article').length).toBeGreaterThan(0),
    );
    expect(await screen.findByRole('region', { name: 'Store reviews' })).toBeVisible();
  });

  it('a server failure is a failure with Retry, not the not-found screen', async () => {
    const product = products[0] as Product;
    await api.fail('GET', '/api/products/find/:id');
    renderProduct(product._id);
    expect(await screen.findByRole('alert')).toHaveTextContent('something went wrong');
    expect(screen.queryByText(/Oops!/)).not.toBeInTheDocument();
    await api.call('DELETE', '/__mock/faults');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: product.name })).toBeVisible();
  });

  it('shows the not-found screen when the product fails to load', async () => {
    renderProduct('000000000000000000000000');
    expect(
      await screen.findByRole('heading', {
        name: 'Oops! The page you are looking for does not exist.',
      }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});

describe('extras chosen with the dish', () => {
  it('lets the buyer choose extras within their limits before Add To Tray; the cart keeps them', async () => {
    const product = products.find((p) => (p.extras ?? []).some((x) => (x.limit ?? 0) > 0));
    if (!product) throw new Error('the demo store has no dish with a limited extra');
    const extra = (product.extras ?? []).find((x) => (x.limit ?? 0) > 0)!;
    const user = userEvent.setup();
    renderProduct(product._id);
    const chooser = await screen.findByRole('region', { name: 'Add extras' });
    expect(
      within(chooser).getByText(`N${extra.price.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`),
    ).toBeVisible();
    const plus = within(chooser).getByRole('button', { name: `Add one: ${extra.item}` });
    for (let i = 0; i < (extra.limit ?? 0) + 2; i++) {
      if (plus.hasAttribute('disabled')) break;
      await user.click(plus);
    }
    // Never past the store's limit.
    expect(plus).toBeDisabled();
    expect(within(chooser).getByRole('group', { name: extra.item })).toHaveTextContent(
      String(extra.limit),
    );
    await user.click(screen.getByRole('button', { name: 'Add To Tray' }));
    const line = cartStore.items.find((item) => item._id === product._id);
    expect(line?.quantity).toBe(1);
    expect(line?.extras.find((x) => x._id === extra._id)?.quantity).toBe(extra.limit);
    // The choice stays on the page (it no longer starts again from none): the buyer
    // sees what went in with the plate.
    expect(within(chooser).getByRole('group', { name: extra.item })).toHaveTextContent(
      String(extra.limit),
    );
  });
});

describe('the product page after an add', () => {
  const withExtra = () => {
    const product = products.find((p) => (p.extras ?? []).length > 0);
    if (!product) throw new Error('the demo store has no dish with extras');
    return { product, extra: (product.extras ?? [])[0]! };
  };
  const naira = (value: number) => `N${value.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

  it('one tap, one plate: a double-click on Add To Tray adds one plate; a later tap another', async () => {
    const product = products[0] as Product;
    renderProduct(product._id);
    const add = await screen.findByRole('button', { name: 'Add To Tray' });
    fireEvent.click(add, { detail: 1 });
    fireEvent.click(add, { detail: 2 });
    expect(cartStore.items[0]?.quantity).toBe(1);
    expect(toast.toastAdded).toHaveBeenCalledTimes(1);
    // A keyboard press (detail 0) or a new single tap counts.
    fireEvent.click(add, { detail: 0 });
    fireEvent.click(add, { detail: 1 });
    expect(cartStore.items[0]?.quantity).toBe(3);
  });

  it('the price at the top adds the chosen extras; the cart aside shows them, the steppers keep them', async () => {
    wideScreen();
    const { product, extra } = withExtra();
    const user = userEvent.setup();
    renderProduct(product._id);
    const chooser = await screen.findByRole('region', { name: 'Add extras' });
    expect(screen.queryByText(/^With your extras:/)).not.toBeInTheDocument();
    await user.click(within(chooser).getByRole('button', { name: `Add one: ${extra.item}` }));
    expect(
      screen.getByText(`With your extras: ${naira(product.price + extra.price)}`),
    ).toBeVisible();
    expect(
      screen.getByText(naira(product.price), { selector: '.product-page__price' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add To Tray' }));
    const aside = await screen.findByRole('complementary', { name: 'In your cart' });
    expect(within(aside).getByText(`+ 1 × ${extra.item}`)).toBeVisible();
    expect(within(aside).getByText(naira(product.price + extra.price))).toBeVisible();
    // The stepper still says what went in with the plate.
    expect(within(chooser).getByRole('group', { name: extra.item })).toHaveTextContent('1');
    expect(
      screen.getByText(`With your extras: ${naira(product.price + extra.price)}`),
    ).toBeVisible();
  });
});
