// Small words of the screens, each as a person meets it: a dish card's description (cut at the
// spec's 15 characters, read whole by a screen reader), 'Dessert' where the API's category is
// spelt 'Desert', what a buyer's account offers to sell, the slides' badges once, and a busy
// button said once.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfilePage } from '#src/app/profile-page.tsx';
import { Button } from '#src/components/button.tsx';
import { ProductCard } from '#src/components/product-card.tsx';
import { HomeCategories } from '#src/features/home/home-categories.tsx';
import { PromoCarousel } from '#src/features/home/promo-carousel.tsx';
import { readSearchParams } from '#src/features/search/search-params.ts';
import { SearchSidePanel } from '#src/features/search/search-side-panel.tsx';
import { dismissToast } from '#src/lib/toast.ts';
import { clearSession } from '#src/state/session.ts';
import { DEMO, installMockApi } from '#tests/support/mock-api.ts';
import { renderRoutes, renderWithProviders } from '#tests/support/render.tsx';

const api = installMockApi();
beforeEach(() => {
  clearSession();
});
afterEach(() => {
  act(() => dismissToast());
});

describe('a dish card', () => {
  it('shows the spec’s 15 characters of the description and gives screen readers all of it', () => {
    const desc = 'Smoky party jollof with fried plantain';
    renderWithProviders(
      <ProductCard product={{ _id: 'p1', name: 'Party Jollof', desc, price: 2500, imgs: [] }} />,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByText('Smoky party jol...')).toHaveAttribute('aria-hidden', 'true');
    expect(within(card).getByText(desc)).toHaveClass('visually-hidden');
  });
});

describe('Dessert, sent as the API’s Desert', () => {
  it('the home category reads Dessert and searches popularFilter=Desert', async () => {
    const user = userEvent.setup();
    const { location } = renderWithProviders(<HomeCategories />);
    await user.click(screen.getByRole('button', { name: 'Dessert' }));
    expect(location.history?.at(-1)).toBe('/search?popularFilter=Desert');
    expect(screen.queryByText(/Desert/)).not.toBeInTheDocument();
  });

  it('the search filter reads dessert, and the home category chosen reads Dessert', () => {
    const navigate = vi.fn();
    const first = renderWithProviders(
      <SearchSidePanel params={readSearchParams('')} onNavigate={navigate} />,
    );
    expect(screen.getByRole('link', { name: 'dessert' })).toHaveAttribute(
      'href',
      '/search?popularFilter=desert',
    );
    first.unmount();
    renderWithProviders(
      <SearchSidePanel params={readSearchParams('?popularFilter=Desert')} onNavigate={navigate} />,
    );
    expect(screen.getByRole('link', { name: 'Dessert' })).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByText(/desert/i)).not.toBeInTheDocument();
  });

  it('a dish’s type list offers Dessert, stored as Desert', async () => {
    const vendor = await api.signInAs(DEMO.vendor);
    const user = userEvent.setup();
    renderRoutes({ '/profile/:userId': ProfilePage }, `/profile/${vendor._id}`);
    await user.click(await screen.findByRole('button', { name: 'Upload/Post' }));
    const dialog = screen.getByRole('dialog', { name: 'Create a post' });
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Food');
    const dessert = within(dialog).getByRole('option', { name: 'Dessert' });
    expect(dessert).toHaveValue('Desert');
    expect(within(dialog).queryByRole('option', { name: 'Desert' })).not.toBeInTheDocument();
  });
});

describe('a buyer’s account', () => {
  it('offers to sell on Bukka (the spec’s Vendor/Signup) rather than vendor tools', async () => {
    const buyer = await api.signInAs(DEMO.buyer);
    renderRoutes({ '/profile/:userId': ProfilePage }, `/profile/${buyer._id}`);
    const section = await screen.findByRole('region', { name: 'Sell on Bukka' });
    expect(section).toHaveTextContent('Open a store on Bukka and sell your dishes.');
    expect(within(section).getByRole('button', { name: 'Vendor/Signup' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Vendor tools' })).not.toBeInTheDocument();
  });

  it('a vendor’s account keeps its vendor tools', async () => {
    const vendor = await api.signInAs(DEMO.vendor);
    renderRoutes({ '/profile/:userId': ProfilePage }, `/profile/${vendor._id}`);
    expect(await screen.findByRole('region', { name: 'Vendor tools' })).toBeVisible();
  });
});

describe('the slides', () => {
  it('carry the spec’s badges once, as a list beside the credits, not on every slide', () => {
    renderWithProviders(<PromoCarousel />);
    const badges = screen.getByRole('list', { name: 'Bukka is' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['BDC approved', 'logistics']);
    expect(screen.getAllByText('BDC approved', { ignore: false })).toHaveLength(1);
  });
});

describe('a busy button', () => {
  it('says its busy label once: its name, with no second status inside it', () => {
    render(
      <Button loading busyLabel="Paying…">
        Pay Now
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Paying…' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(within(button).queryByRole('status')).not.toBeInTheDocument();
    expect(within(button).getAllByText('Paying…')).toHaveLength(1);
  });
});
