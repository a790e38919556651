import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchPage } from '#src/features/search/search-page.tsx';
import { deliveryTimeText, kmAwayText } from '#src/lib/text-format.ts';
import { addressDialogStore, closeAddressDialog } from '#src/state/address-dialog.ts';
import { clearSearchedLocation, setSearchedLocation } from '#src/state/searching.ts';
import { installMockApi } from '#tests/support/mock-api.ts';
import { renderWithProviders } from '#tests/support/render.tsx';
import { toast } from '#tests/support/toast-fake.ts';

vi.mock('#src/lib/toast.ts', async (real) =>
  (await import('#tests/support/toast-fake.ts')).withToastSpies(await real()),
);

const api = installMockApi();
beforeEach(() => {
  toast.notifyError.mockClear();
  clearSearchedLocation();
  closeAddressDialog();
});

const storeQuery = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

describe('store card texts', () => {
  it("shows the delivery time in minutes ('35–40 min', never '0.6 hour') and 'Nkm away'", () => {
    expect(deliveryTimeText(37)).toBe('Delivery time: 35–40 min');
    expect(deliveryTimeText(36)).toBe('Delivery time: 35–40 min');
    expect(deliveryTimeText(60)).toBe('Delivery time: 60–65 min');
    expect(deliveryTimeText(45)).toBe('Delivery time: 45–50 min');
    expect(deliveryTimeText(1)).toBe('Delivery time: under 10 min');
    expect(deliveryTimeText(undefined)).toBe('Delivery time: not given');
    expect(kmAwayText(12)).toBe('12km away');
    expect(kmAwayText(2.44)).toBe('2.4km away');
    expect(kmAwayText(0.04)).toBe('under 0.1km away');
  });
});

describe('distances from the chosen place', () => {
  const distances = async () => {
    const list = await screen.findByRole('list');
    return within(list)
      .getAllByRole('article')
      .map((card) => within(card).queryByText(/km away$/)?.textContent ?? null);
  };

  it('no place chosen (Near me off): no store says how far it is', async () => {
    renderWithProviders(<SearchPage />, { path: '/search' });
    expect(await distances()).toEqual(expect.arrayContaining([null]));
    expect((await distances()).every((d) => d === null)).toBe(true);
  });

  it('from a place: every store near it, nearest first, none of another city', async () => {
    renderWithProviders(<SearchPage />, { path: '/search?searchedLocation=Yaba%2C+Lagos' });
    const kms = (await distances()).map((d) => Number(/^([\d.]+)km away$/.exec(d ?? '')?.[1]));
    expect(kms.length).toBeGreaterThan(0);
    expect(kms.every((km) => km >= 0 && km <= 50)).toBe(true);
    expect(kms).toEqual([...kms].sort((a, b) => a - b));
  });
});

describe('SearchPage', () => {
  it('shows skeletons, then store cards linking to /kitchen/{id}, sending all five parameters', async () => {
    renderWithProviders(<SearchPage />, { path: '/search?query=&popularFilter=swallow' });
    expect(screen.getByRole('status', { name: 'Loading stores' })).toBeVisible();
    const list = await screen.findByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    expect(links[0]?.getAttribute('href')).toMatch(/^\/kitchen\/[0-9a-f]{24}$/);
    const sent = api.requests.filter((r) => r.url.includes('/api/users/stores')).at(-1);
    expect(storeQuery(sent as Request)).toEqual({
      searchedLocation: '',
      query: '',
      page: '1',
      popularFilter: 'swallow',
      rating: '',
    });
  });

  it("'see more' loads the next page until totalPages, then disappears", async () => {
    const user = userEvent.setup();
    const before = api.requests.length;
    renderWithProviders(<SearchPage />, { path: '/search' });
    await screen.findByRole('button', { name: 'see more' });
    const firstCount = screen.getAllByRole('article').length;
    expect(firstCount).toBe(12);
    while (screen.queryByRole('button', { name: 'see more' })) {
      await user.click(screen.getByRole('button', { name: 'see more' }));
      await waitFor(() =>
        expect(screen.queryByRole('status', { name: 'Please wait' })).not.toBeInTheDocument(),
      );
    }
    const all = screen.getAllByRole('article').length;
    expect(all).toBeGreaterThan(firstCount);
    const pages = api.requests
      .slice(before)
      .filter((r) => r.url.includes('/api/users/stores'))
      .map((r) => storeQuery(r).page);
    expect(pages).toEqual(['1', '2', '3', '4']); // 48 stores, 12 a page
  });

  it("shows 'No kitchen found.' with 'Show All Stores' for an empty result", async () => {
    renderWithProviders(<SearchPage />, { path: '/search?query=zzzz-no-such-store' });
    expect(await screen.findByText('No kitchen found.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Show All Stores' })).toHaveAttribute(
      'href',
      '/search',
    );
  });

  it("toasts 'something went wrong, try again later' for 3 s when the search fails", async () => {
    await api.fail('GET', '/api/users/stores');
    renderWithProviders(<SearchPage />, { path: '/search' });
    await waitFor(() =>
      expect(toast.notifyError).toHaveBeenCalledWith(
        'something went wrong, try again later',
        3000,
        {
          once: true,
        },
      ),
    );
  });

  it("a failed search is a failure with Retry, never 'No kitchen found.'", async () => {
    await api.fail('GET', '/api/users/stores');
    renderWithProviders(<SearchPage />, { path: '/search' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'something went wrong, try again later',
    );
    expect(screen.queryByText('No kitchen found.')).not.toBeInTheDocument();
    await api.call('DELETE', '/__mock/faults');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(0));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('side panel: Rating sets rating=4, filters set popularFilter (local food is sent as burger)', async () => {
    renderWithProviders(<SearchPage />, { path: '/search?query=Bukka' });
    const panel = screen.getByRole('navigation', { name: 'Filters' });
    expect(within(panel).getByRole('link', { name: 'Rating' })).toHaveAttribute(
      'href',
      '/search?query=Bukka&rating=4',
    );
    expect(within(panel).getByRole('link', { name: 'local food' })).toHaveAttribute(
      'href',
      '/search?query=Bukka&popularFilter=burger',
    );
    expect(within(panel).getByRole('link', { name: 'Ice cream' })).toHaveAttribute(
      'href',
      '/search?query=Bukka&popularFilter=Ice+cream',
    );
  });

  it('Near me opens the location picker without a stored location, else searches there', async () => {
    const user = userEvent.setup();
    const { location } = renderWithProviders(<SearchPage />, { path: '/search' });
    await user.click(screen.getByRole('button', { name: 'Near me' }));
    expect(addressDialogStore.open).toBe(true);
    closeAddressDialog();
    setSearchedLocation('Lekki');
    await user.click(screen.getByRole('button', { name: 'Near me' }));
    expect(location.history?.at(-1)).toBe('/search?searchedLocation=Lekki');
  });

  it('Near me is drawn as chosen only while the search is near a place', async () => {
    setSearchedLocation('Lekki');
    const first = renderWithProviders(<SearchPage />, { path: '/search' });
    expect(screen.getByRole('button', { name: 'Near me' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    first.unmount();
    renderWithProviders(<SearchPage />, { path: '/search?searchedLocation=Lekki' });
    expect(screen.getByRole('button', { name: 'Near me' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a category chosen on the home page as the chosen filter', () => {
    renderWithProviders(<SearchPage />, { path: '/search?popularFilter=Rice' });
    const panel = screen.getByRole('navigation', { name: 'Filters' });
    expect(within(panel).getByRole('heading', { name: 'Category' })).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Rice' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(panel).getByRole('link', { name: 'Rice' })).toHaveAttribute('href', '/search');
  });
});

describe('SearchPage on a phone', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width: 768px'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    return () => vi.unstubAllGlobals();
  });

  it('keeps the filters behind a Filters button, so the results come first', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchPage />, { path: '/search' });
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Filters' })).not.toBeInTheDocument();
    expect(await screen.findByRole('list')).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('navigation', { name: 'Filters' });
    await user.click(within(panel).getByRole('link', { name: 'water' }));
    // Choosing a filter closes the panel; the button says one is on.
    expect(screen.queryByRole('navigation', { name: 'Filters' })).not.toBeInTheDocument();
  });

  it('says how many filters are on, and shows them chosen when opened', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchPage />, { path: '/search?popularFilter=swallow&rating=4' });
    await user.click(screen.getByRole('button', { name: 'Filters (2 on)' }));
    const panel = screen.getByRole('navigation', { name: 'Filters' });
    expect(within(panel).getByRole('link', { name: 'swallow' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(panel).getByRole('link', { name: 'Rating' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(panel).getByRole('link', { name: 'water' })).not.toHaveAttribute('aria-current');
  });
});

describe('a dish typed in the search box', () => {
  it('lists the stores around the place that sell it, each naming the dishes', async () => {
    renderWithProviders(<SearchPage />, { path: '/search?searchedLocation=Yaba&query=jollof' });
    const list = await screen.findByRole('list');
    const sells = within(list)
      .getAllByRole('article')
      .map((card) => within(card).queryByText(/^Sells /)?.textContent ?? null);
    expect(sells.some((line) => line !== null && /jollof/i.test(line))).toBe(true);
    expect(screen.queryByText(/Only store names were searched/)).not.toBeInTheDocument();
  });

  it('against an API that matches store names only, says how to find the dish', async () => {
    // The hosted API's answer: no `searchedDishes`, the text matched on store names alone.
    api.use(
      http.get('*/api/users/stores', () =>
        HttpResponse.json({ stores: [], totalPages: 0 }, { status: 200 }),
      ),
    );
    renderWithProviders(<SearchPage />, { path: '/search?searchedLocation=Yaba&query=jollof' });
    expect(
      await screen.findByText(/Only store names were searched for “jollof”\. Looking for a dish\?/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See stores that sell “jollof”' })).toHaveAttribute(
      'href',
      '/search?searchedLocation=Yaba&popularFilter=jollof',
    );
  });
});
