import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PreCheckoutSheet } from '#src/features/cart/pre-checkout-sheet.tsx';
import { addToCart, clearCart } from '#src/state/cart.ts';
import { clearShippingAddress, setShippingAddress } from '#src/state/shipping.ts';
import { testAddress } from '#tests/support/addresses.ts';

const noop = () => {};

beforeEach(() => {
  vi.useFakeTimers();
  clearCart();
  clearShippingAddress();
  addToCart({ _id: 'p1', name: 'Jollof rice', price: 2500, userId: 's1' }, 2);
});
afterEach(() => {
  vi.useRealTimers();
  clearCart();
});

describe('PreCheckoutSheet timing', () => {
  it('slides in 50 ms after opening and leaves the DOM 300 ms after closing', () => {
    const view = render(<PreCheckoutSheet open onClose={noop} onPlace={noop} placing={false} />);
    const sheet = screen.getByRole('dialog', { name: 'Order summary' });
    act(() => vi.advanceTimersByTime(49));
    expect(sheet.className).not.toContain('pre-checkout-sheet--open');
    act(() => vi.advanceTimersByTime(1));
    expect(sheet.className).toContain('pre-checkout-sheet--open');

    view.rerender(<PreCheckoutSheet open={false} onClose={noop} onPlace={noop} placing={false} />);
    expect(sheet.className).not.toContain('pre-checkout-sheet--open');
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByRole('dialog')).toBe(sheet);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the totals: subtotal, delivery fee (1500 up to 5000) and total', () => {
    render(<PreCheckoutSheet open onClose={noop} onPlace={noop} placing={false} />);
    expect(screen.getAllByText('N5,000.00')).toHaveLength(2);
    expect(screen.getByText('N1,500.00')).toBeVisible();
    expect(screen.getByText('N6,500.00')).toBeVisible();
  });
});

describe('PreCheckoutSheet, wallet checkout', () => {
  const sheet = (walletBalance: number) => {
    setShippingAddress(testAddress);
    return render(
      <PreCheckoutSheet
        open
        onClose={noop}
        onPlace={noop}
        placing={false}
        walletBalance={walletBalance}
        fundHref="/profile/u1?fund=wallet"
      />,
    );
  };
  const placeOrder = () => screen.getByRole('button', { name: 'Place order' });

  it('a balance below the total: says how much is missing, links to funding, no Place order', () => {
    // Total N6,500.00 (N5,000.00 + N1,500.00 delivery); balance N100.00.
    sheet(100);
    const line = screen.getByText(/^Paid from your wallet: balance N100\.00\./);
    expect(line).toHaveTextContent(
      'Paid from your wallet: balance N100.00. You need N6,400.00 more — Fund wallet',
    );
    expect(line).not.toHaveTextContent(/after this order|-N/);
    expect(screen.getByRole('link', { name: 'Fund wallet' })).toHaveAttribute(
      'href',
      '/profile/u1?fund=wallet',
    );
    expect(placeOrder()).toBeDisabled();
    expect(placeOrder()).toHaveAccessibleDescription(/You need N6,400\.00 more/);
  });

  it('a balance that covers the total: what is left after the order, Place order offered', () => {
    sheet(6500);
    expect(
      screen.getByText('Paid from your wallet: balance N6,500.00, N0.00 after this order.'),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Fund wallet' })).not.toBeInTheDocument();
    expect(placeOrder()).toBeEnabled();
  });
});
