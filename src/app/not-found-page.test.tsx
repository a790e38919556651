import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '#src/app/routes.tsx';
import { NotFoundPage } from '#src/components/not-found-page.tsx';
import { renderWithProviders } from '#tests/support/render.tsx';

describe('NotFoundPage', () => {
  it('quotes the spec text, explains, and links home', () => {
    renderWithProviders(<NotFoundPage />, { path: '/nowhere' });
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Oops! The page you are looking for does not exist.',
      }),
    ).toBeVisible();
    expect(screen.getByText(/The link may be broken/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('takes a screen-specific explanation', () => {
    renderWithProviders(<NotFoundPage explanation="This dish is no longer on the menu." />);
    expect(screen.getByText('This dish is no longer on the menu.')).toBeVisible();
  });
});

describe('AppRoutes', () => {
  it('renders the not-found page for an unknown path', async () => {
    renderWithProviders(<AppRoutes />, { path: '/this/does/not/exist' });
    expect(
      await screen.findByRole('heading', {
        name: 'Oops! The page you are looking for does not exist.',
      }),
    ).toBeVisible();
  });

  it('renders the lazily loaded home screen at /', async () => {
    renderWithProviders(<AppRoutes />, { path: '/' });
    const orderNow = await screen.findByRole('link', { name: 'Order Now' });
    expect(orderNow).toHaveAttribute('href', '/search');
    expect(screen.queryByText(/Oops!/)).not.toBeInTheDocument();
  });

  it('renders the help page that the footer links to', async () => {
    renderWithProviders(<AppRoutes />, { path: '/help' });
    expect(await screen.findByRole('heading', { name: 'Refund' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Settings & privacy' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Terms & conditions' })).toBeVisible();
  });
});
