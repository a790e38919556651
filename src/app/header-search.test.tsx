import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeaderSearch, searchTarget } from '#src/app/header-search.tsx';
import { renderWithShell } from '#src/app/test-shell.tsx';
import {
  addressDialogState,
  closeAddressDialog,
} from '#src/features/address/address-dialog-state.ts';
import {
  clearSearchedLocation,
  searchingStore,
  setSearchedLocation,
} from '#src/state/searching.ts';

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
    renderWithShell(<HeaderSearch />, '/');
    const input = screen.getByRole('searchbox');
    expect(input.getAttribute('placeholder')).toBe('Search your location here !');
    expect(input.hasAttribute('readonly')).toBe(true);
    expect((screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    await user.click(input);
    expect(addressDialogState.open).toBe(true);
  });

  it('searches stores by name elsewhere, disabled while empty', async () => {
    const user = userEvent.setup();
    const { location } = renderWithShell(<HeaderSearch />, '/cart');
    const input = screen.getByRole('searchbox');
    expect(input.getAttribute('placeholder')).toBe('search by store name!');
    const button = screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await user.type(input, 'Mama Bukka');
    expect(button.disabled).toBe(false);
    await user.click(button);
    expect(location.history?.at(-1)).toBe('/search?searchedLocation=&query=Mama+Bukka');
  });

  it("says 'write something here!' on small screens", () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width: 768px'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderWithShell(<HeaderSearch />, '/cart');
    expect(screen.getByRole('searchbox').getAttribute('placeholder')).toBe('write something here!');
  });

  it('shows the location chip whose red close icon clears the location and the text', async () => {
    const user = userEvent.setup();
    act(() => setSearchedLocation('Ikeja, Lagos'));
    renderWithShell(<HeaderSearch />, '/cart');
    expect(screen.getByText('You are viewing stores in Ikeja, Lagos')).toBeTruthy();
    await user.type(screen.getByRole('searchbox'), 'Suya');
    await user.click(screen.getByRole('button', { name: 'Clear the chosen location' }));
    expect(searchingStore.searchedLocation).toBe('');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
    expect(screen.queryByText(/You are viewing stores in/)).toBeNull();
  });
});

describe('HeaderSearch on the home page', () => {
  it('leaves the location chip to the other pages (the box itself picks the location here)', () => {
    act(() => setSearchedLocation('Ikeja, Lagos'));
    renderWithShell(<HeaderSearch />, '/');
    expect(screen.queryByText(/You are viewing stores in/)).toBeNull();
  });
});
