import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PreCheckoutSheet } from '#src/features/cart/pre-checkout-sheet.tsx';
import { addToCart, clearCart } from '#src/state/cart.ts';
import { clearShippingAddress } from '#src/state/shipping.ts';

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
