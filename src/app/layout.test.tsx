import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '#src/app/app.tsx';
import { ErrorBoundary } from '#src/app/error-boundary.tsx';
import { announce } from '#src/lib/announce.ts';
import { renderWithProviders } from '#tests/support/render.tsx';

function Broken(): never {
  throw new Error('boom');
}

/** A screen whose stylesheet the bundler could not fetch. */
function Unfetched(): never {
  throw new Error('Unable to preload CSS for /assets/cart-page-x.css');
}

describe('App shell', () => {
  it('has a skip link to the main landmark, the header, the footer and a live region', async () => {
    const { hook } = memoryLocation({ path: '/' });
    render(<App locationHook={hook} />);
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main').id).toBe('main-content');
    expect(screen.getByRole('banner')).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeVisible();
    // The home screen is a lazy chunk: on a loaded machine its first import can pass 1 s.
    await screen.findByRole('link', { name: 'Order Now' }, { timeout: 10_000 });
    act(() => announce('Jollof rice added to cart'));
    const region = document.getElementById('app-announcer');
    expect(region).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(region?.textContent).toBe('Jollof rice added to cart'));
  });
});

describe('ErrorBoundary', () => {
  it('shows a recovery screen instead of a blank page', () => {
    // React reports the caught error through console.error: expected here.
    vi.mocked(console.error).mockImplementation(() => {});
    renderWithProviders(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeVisible();
    expect(
      screen.getByRole('heading', { name: 'Sorry, this page could not be shown.' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('offline, a screen whose stylesheet or code did not arrive blames the connection, not the server', () => {
    vi.mocked(console.error).mockImplementation(() => {});
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(
      <ErrorBoundary>
        <Unfetched />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not reach Bukka — check your connection and try again',
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('Something went wrong on our side');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    onLine.mockRestore();
  });
});

describe('Navigation focus', () => {
  it('moves focus to the main content after a client-side navigation', async () => {
    const { hook, navigate } = memoryLocation({ path: '/' });
    render(<App locationHook={hook} />);
    // The home screen is a lazy chunk: on a loaded machine its first import can pass 1 s.
    await screen.findByRole('link', { name: 'Order Now' }, { timeout: 10_000 });
    act(() => navigate('/nowhere'));
    await screen.findByRole('heading', { name: /Oops!/ });
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
