import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeaderSearch, searchTarget } from '#src/app/header-search.tsx';
import { addressDialogStore, closeAddressDialog } from '#src/state/address-dialog.ts';
import {
  clearSearchedLocation,
  searchingStore,
  setSearchedLocation,
} from '#src/state/searching.ts';
import { renderWithProviders } from '#tests/support/render.tsx';

vi.mock('#src/features/address/address-dialog-host.tsx', () => ({ AddressDialogHost: () => null }));

beforeEach(() => {
  clearSearchedLocation();
  closeAddressDialog();
});
afterEach(() => vi.unstubAllGlobals());

describe('searchTarget', () => {
  it('keeps riders on /riders and sends the rest to /search', () => {
    expect(searchTarget('/riders', 'Ikeja', '')).toBe('/riders?query=Ikeja');
    expect(searchTarget('/riders', '  ', 'Yaba')).toBe('/riders');
    expect(searchTarget('/cart', 'Mama', 'Yaba')).toBe('/search?searchedLocation=Yaba&query=Mama');
    expect(searchTarget('/cart', '', '')).toBe('/search');
  });
});

describe('HeaderSearch', () => {
  it('is read-only on / and opens the location picker', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HeaderSearch />, { path: '/' });
    const input = screen.getByRole('searchbox');
    expect(input).toHaveAttribute('placeholder', 'Search your location here !');
    expect(input).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
    await user.click(input);
    expect(addressDialogStore.open).toBe(true);
  });

  it('searches stores by name elsewhere, disabled while empty', async () => {
    const user = userEvent.setup();
    const { location } = renderWithProviders(<HeaderSearch />, { path: '/cart' });
    const input = screen.getByRole('searchbox');
    expect(input).toHaveAttribute('placeholder', 'search by store name!');
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toBeDisabled();
    await user.type(input, 'Mama Bukka');
    expect(button).toBeEnabled();
    await user.click(button);
    expect(location.history?.at(-1)).toBe('/search?searchedLocation=&query=Mama+Bukka');
  });

  it('on /riders names what it searches: riders by name or area', async () => {
    const user = userEvent.setup();
    const { location } = renderWithProviders(<HeaderSearch />, { path: '/riders' });
    const input = screen.getByRole('searchbox', { name: 'Search riders by name or area' });
    expect(input).toHaveAttribute('placeholder', 'search riders by name or area!');
    await user.type(input, 'Emeka');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location.history?.at(-1)).toBe('/riders?query=Emeka');
  });

  it('keeps one placeholder at every width (no other words on small screens)', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width: 768px'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderWithProviders(<HeaderSearch />, { path: '/cart' });
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'search by store name!');
  });

  it('shows the location chip whose red close icon clears the location and the text', async () => {
    const user = userEvent.setup();
    act(() => setSearchedLocation('Ikeja, Lagos'));
    renderWithProviders(<HeaderSearch />, { path: '/search?searchedLocation=Ikeja%2C+Lagos' });
    expect(screen.getByText('You are viewing stores in Ikeja, Lagos')).toBeVisible();
    await user.type(screen.getByRole('searchbox'), 'Suya');
    await user.click(screen.getByRole('button', { name: 'Clear the chosen location' }));
    expect(searchingStore.searchedLocation).toBe('');
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.queryByText(/You are viewing stores in/)).not.toBeInTheDocument();
  });
});

describe('a search link opened here (shared, or reloaded in another browser)', () => {
  const YABA = 'Yaba, Lagos Mainland, Lagos, Nigeria';
  const link = `/search?${new URLSearchParams({ searchedLocation: YABA })}`;

  it('a dish typed in the box keeps the place the list shows', async () => {
    const user = userEvent.setup();
    const { location } = renderWithProviders(<HeaderSearch />, { path: link });
    await user.type(screen.getByRole('searchbox'), 'jollof{Enter}');
    expect(location.history?.at(-1)).toBe(
      `/search?${new URLSearchParams({ searchedLocation: YABA, query: 'jollof' })}`,
    );
  });

  it('the list’s place goes before the one this browser chose', async () => {
    const user = userEvent.setup();
    act(() => setSearchedLocation('Ikeja, Lagos'));
    const { location } = renderWithProviders(<HeaderSearch />, { path: link });
    expect(screen.getByText(`You are viewing stores in ${YABA}`)).toBeVisible();
    await user.type(screen.getByRole('searchbox'), 'jollof{Enter}');
    expect(location.history?.at(-1)).toBe(
      `/search?${new URLSearchParams({ searchedLocation: YABA, query: 'jollof' })}`,
    );
  });

  it('says which place the list shows, and its close icon drops the place from the list', async () => {
    const user = userEvent.setup();
    const { location } = renderWithProviders(<HeaderSearch />, { path: link });
    expect(screen.getByText(`You are viewing stores in ${YABA}`)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear the chosen location' }));
    expect(location.history?.at(-1)).toBe('/search');
    expect(screen.queryByText(/stores in/)).not.toBeInTheDocument();
  });
});

describe('the location chip says what the list shows', () => {
  it('with Near me off on /search, the stores are every area’s, and it says so', () => {
    act(() => setSearchedLocation('Lekki Phase 1, Lagos'));
    renderWithProviders(<HeaderSearch />, { path: '/search?query=suya' });
    expect(screen.queryByText(/You are viewing stores in/)).not.toBeInTheDocument();
    expect(
      screen.getByText('Showing stores in every area, not only Lekki Phase 1, Lagos'),
    ).toBeVisible();
  });

  it('with Near me on, the stores are the place’s', () => {
    act(() => setSearchedLocation('Lekki Phase 1, Lagos'));
    renderWithProviders(<HeaderSearch />, {
      path: '/search?searchedLocation=Lekki+Phase+1%2C+Lagos',
    });
    expect(screen.getByText('You are viewing stores in Lekki Phase 1, Lagos')).toBeVisible();
  });
});

describe('the location chip only where stores are listed', () => {
  it('is not on a page that lists no stores (the cart, a page that does not exist)', () => {
    act(() => setSearchedLocation('Yaba, Lagos'));
    for (const path of ['/cart', '/no-such-page', '/product/abc']) {
      const { unmount } = renderWithProviders(<HeaderSearch />, { path });
      expect(screen.queryByText(/stores in/)).not.toBeInTheDocument();
      unmount();
    }
  });
});

describe('HeaderSearch on the home page', () => {
  it('leaves the location chip to the other pages (the box itself picks the location here)', () => {
    act(() => setSearchedLocation('Ikeja, Lagos'));
    renderWithProviders(<HeaderSearch />, { path: '/' });
    expect(screen.queryByText(/You are viewing stores in/)).not.toBeInTheDocument();
  });
});
