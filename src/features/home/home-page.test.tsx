import { existsSync } from 'node:fs';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from '#src/features/home/home-page.tsx';
import { PromoCarousel } from '#src/features/home/promo-carousel.tsx';
import { riderMailto } from '#src/features/home/rider-registration.ts';
import { addressDialogStore, closeAddressDialog } from '#src/state/address-dialog.ts';
import { clearSearchedLocation, setSearchedLocation } from '#src/state/searching.ts';
import { clearSession, setUserInfo } from '#src/state/session.ts';
import { installMockApi } from '#tests/support/mock-api.ts';
import { renderWithProviders } from '#tests/support/render.tsx';
import { toast } from '#tests/support/toast-fake.ts';

vi.mock('#src/features/home/lagos-map.tsx', () => ({ LagosMap: () => <div>map</div> }));
vi.mock('#src/lib/toast.ts', async (real) =>
  (await import('#tests/support/toast-fake.ts')).withToastSpies(await real()),
);

const api = installMockApi();
beforeEach(() => {
  clearSearchedLocation();
  closeAddressDialog();
  clearSession();
  toast.notifyError.mockClear();
});

describe('HomePage', () => {
  it('shows the hero, 6 skeletons per section while loading, then stores and suggestions', async () => {
    const { container } = renderWithProviders(<HomePage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Discover Delicious Deals' }),
    ).toBeVisible();
    expect(screen.getByPlaceholderText('Search your location here !')).toBeVisible();
    const loading = await screen.findByRole('status', { name: 'Loading stores' });
    expect(loading.querySelectorAll('.skeleton-cards__card')).toHaveLength(6);
    const stores = await screen.findByRole('region', { name: 'Popular stores' }, { timeout: 5000 });
    await waitFor(() => expect(within(stores).getAllByRole('article').length).toBeGreaterThan(0));
    expect(
      within(stores).getByRole('link', { name: 'See all available kitchens' }).getAttribute('href'),
    ).toBe('/search');
    const suggested = await screen.findByRole(
      'region',
      { name: 'Suggested for you' },
      { timeout: 5000 },
    );
    await waitFor(() =>
      expect(within(suggested).getAllByRole('article').length).toBeGreaterThan(0),
    );
    expect(within(suggested).getAllByRole('link')[1]?.getAttribute('href')).toMatch(/^\/product\//);
    expect(container.querySelector('.product-grid')).toBeInTheDocument();
  });

  it("says 'Popular stores' with no distances until a location is set, then lists the stores near it", async () => {
    const first = renderWithProviders(<HomePage />);
    const popular = await screen.findByRole(
      'region',
      { name: 'Popular stores' },
      { timeout: 5000 },
    );
    await waitFor(() => expect(within(popular).getAllByRole('article').length).toBeGreaterThan(0));
    expect(within(popular).queryByText(/km away$/)).not.toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Eateries / Restaurants near you' }),
    ).not.toBeInTheDocument();
    first.unmount();

    setSearchedLocation('Yaba');
    const before = api.requests.length;
    renderWithProviders(<HomePage />);
    const near = await screen.findByRole(
      'region',
      { name: 'Eateries / Restaurants near you' },
      { timeout: 5000 },
    );
    await waitFor(() => expect(within(near).getAllByRole('article').length).toBeGreaterThan(0));
    expect(within(near).getAllByText(/^[\d.]+km away$/).length).toBeGreaterThan(0);
    const sent = api.requests
      .slice(before)
      .find((r) => new URL(r.url).pathname === '/api/users/stores');
    expect(new URL(sent?.url ?? '').searchParams.get('searchedLocation')).toBe('Yaba');
  });

  it('counts the real stores (48 in the seeded world), with no random padding', async () => {
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('48 stores on Bukka are taking orders')).toBeVisible();
  });

  it("toasts 'something went wrong' when the stores fail to load", async () => {
    await api.fail('GET', '/api/users/stores');
    renderWithProviders(<HomePage />);
    await waitFor(() =>
      expect(toast.notifyError).toHaveBeenCalledWith('something went wrong', undefined, {
        once: true,
      }),
    );
  });

  it('with the API down, both sections say so with a Retry, and one toast', async () => {
    await api.fail('GET', '/api/users/stores');
    await api.fail('GET', '/api/products');
    renderWithProviders(<HomePage />);
    const stores = await screen.findByRole('region', { name: 'Popular stores' }, { timeout: 5000 });
    const suggested = await screen.findByRole(
      'region',
      { name: 'Suggested for you' },
      { timeout: 5000 },
    );
    expect(await within(stores).findByRole('alert')).toHaveTextContent('something went wrong');
    expect(await within(suggested).findByRole('alert')).toHaveTextContent('something went wrong');
    // Two failed sections, one message on screen: the toast is shown once per text.
    const texts = toast.notifyError.mock.calls.map(([text]) => text);
    expect(texts.every((text) => text === 'something went wrong')).toBe(true);
    expect(toast.notifyError.mock.calls.every(([, , options]) => options?.once === true)).toBe(
      true,
    );
    await api.call('DELETE', '/__mock/faults');
    await userEvent.setup().click(within(stores).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(stores).getAllByRole('article').length).toBeGreaterThan(0));
    expect(within(stores).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the six categories to /search?popularFilter=…, and Near me to the location', async () => {
    const user = userEvent.setup();
    const { location } = renderWithProviders(<HomePage />);
    const section = screen.getByRole('region', { name: 'Browse our categories' });
    const names = within(section)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual([
      'Grilled',
      'Sea-Food',
      'Dessert',
      'Local',
      'Ice-cream',
      'Swallow',
      'Near me',
    ]);
    await user.click(within(section).getByRole('button', { name: 'Sea-Food' }));
    expect(location.history?.at(-1)).toBe('/search?popularFilter=Sea-Food');
    await user.click(within(section).getByRole('button', { name: 'Near me' }));
    expect(addressDialogStore.open).toBe(true);
    act(() => setSearchedLocation('Ikeja'));
    await user.click(within(section).getByRole('button', { name: 'Near me' }));
    expect(location.history?.at(-1)).toBe('/search?searchedLocation=Ikeja');
  });

  it('opens the location picker from the read-only hero search', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HomePage />);
    await user.click(screen.getByPlaceholderText('Search your location here !'));
    expect(addressDialogStore.open).toBe(true);
  });

  it('links vendor registration to the profile upload (or sign-in) and opens the rider dialog', async () => {
    const user = userEvent.setup();
    setUserInfo({ user: { _id: 'u42', firstname: 'Ada' } });
    renderWithProviders(<HomePage />);
    expect(
      screen.getByRole('link', { name: 'Food vendor registration' }).getAttribute('href'),
    ).toBe('/profile/u42?openUpload=true');
    await user.click(screen.getByRole('button', { name: 'Dispatch rider registration' }));
    // The dialog's code loads on demand (not with the home page).
    const dialog = await screen.findByRole('dialog', { name: 'Dispatch rider registration' });
    expect(within(dialog).getByRole('button', { name: 'Send by e-mail' })).toBeDisabled();
    // Closing returns focus to the button; what was typed is still there when it opens again.
    await user.type(within(dialog).getByLabelText('Full name'), 'Ada');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'Dispatch rider registration' });
    expect(opener).toHaveFocus();
    await user.click(opener);
    expect(
      within(screen.getByRole('dialog', { name: 'Dispatch rider registration' })).getByLabelText(
        /name/i,
      ),
    ).toHaveValue('Ada');
    expect(riderMailto({ name: 'Ada', phone: '0801', area: 'Yaba' })).toBe(
      'mailto:customercare@bukka.ng?subject=Dispatch%20rider%20registration&body=I%20would%20like%20to%20register%20as%20a%20dispatch%20rider.%0AName%3A%20Ada%0APhone%3A%200801%0AArea%3A%20Yaba',
    );
  });
});

describe('PromoCarousel', () => {
  it('has 8 slides, moves every 5000 ms, pauses, and answers the arrow keys', async () => {
    vi.useFakeTimers();
    try {
      renderWithProviders(<PromoCarousel />);
      const carousel = screen.getByRole('region', { name: 'Promotions' });
      const visible = () =>
        within(carousel)
          .getAllByText(/!$/)
          .filter((el) => !el.closest('[hidden]'))
          .map((el) => el.textContent);
      expect(visible()).toEqual(['50% Off Your Next Order!']);
      act(() => vi.advanceTimersByTime(5000));
      expect(visible()).toEqual(['Fast Delivery!']);
      fireEvent.click(screen.getByRole('button', { name: 'Pause the slides' }));
      fireEvent.blur(carousel);
      act(() => vi.advanceTimersByTime(15000));
      expect(visible()).toEqual(['Fast Delivery!']);
      fireEvent.keyDown(carousel, { key: 'ArrowRight' });
      expect(visible()).toEqual(['Join Our Happy Family Today!']);
      fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
      fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
      expect(visible()).toEqual(['50% Off Your Next Order!']);
      fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
      expect(visible()).toEqual(['Pocket-Friendly and Delicious!']);
      expect(within(carousel).getAllByRole('button', { name: /^Slide \d of 8$/ })).toHaveLength(8);
      // Narrow screens (jsdom has no matchMedia): each slide carries 'Order Now' to /search.
      expect(
        within(carousel)
          .getAllByRole('link', { name: 'Order Now', hidden: true })[0]
          ?.getAttribute('href'),
      ).toBe('/search');
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives every slide its own picture, a static file from the licensed illustrations', () => {
    const { container } = renderWithProviders(<PromoCarousel />);
    const slides = container.querySelectorAll('[aria-roledescription="slide"]');
    expect(slides).toHaveLength(8);
    const sources = [...slides].map((slide) => slide.querySelector('img')?.getAttribute('src'));
    for (const src of sources) expect(src).toMatch(/^\/promo\/[a-z-]+\.svg$/);
    expect(new Set(sources).size).toBe(8);
    for (const src of sources) {
      expect(existsSync(`${process.cwd()}/public${src}`)).toBe(true);
    }
    // Decorative: the slide's title says what it is.
    for (const slide of slides) expect(slide.querySelector('img')).toHaveAttribute('alt', '');
  });
});
