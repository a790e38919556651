import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from '#src/app/not-found-page.tsx';
import { AppRoutes } from '#src/app/routes.tsx';
import { renderWithShell } from '#src/app/test-shell.tsx';

describe('NotFoundPage', () => {
  it('quotes the spec text, explains, and links home', () => {
    renderWithShell(<NotFoundPage />, '/nowhere');
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Oops! The page you are looking for does not exist.',
      }),
    ).toBeTruthy();
    expect(screen.getByText(/The link may be broken/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('takes a screen-specific explanation', () => {
    renderWithShell(<NotFoundPage explanation="This dish is no longer on the menu." />);
    expect(screen.getByText('This dish is no longer on the menu.')).toBeTruthy();
  });
});

describe('AppRoutes', () => {
  it('renders the not-found page for an unknown path', async () => {
    renderWithShell(<AppRoutes />, '/this/does/not/exist');
    expect(
      await screen.findByRole('heading', {
        name: 'Oops! The page you are looking for does not exist.',
      }),
    ).toBeTruthy();
  });

  it('renders the lazily loaded home screen at /', async () => {
    renderWithShell(<AppRoutes />, '/');
    const orderNow = await screen.findByRole('link', { name: 'Order Now' });
    expect(orderNow.getAttribute('href')).toBe('/search');
    expect(screen.queryByText(/Oops!/)).toBeNull();
  });

  it('renders the help page that the footer links to', async () => {
    renderWithShell(<AppRoutes />, '/help');
    expect(await screen.findByRole('heading', { name: 'Refund' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Settings & privacy' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Terms & conditions' })).toBeTruthy();
  });
});
