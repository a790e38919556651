import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showCheckoutError } from '#src/features/cart/use-place-order.ts';
import { dismissToast } from '#src/lib/toast.ts';
import { ToastHost } from '#src/lib/toast-host.tsx';

afterEach(() => act(() => dismissToast()));

const timerOf = async (text: string) =>
  (await screen.findByText(text))
    .closest('.Toastify__toast')
    ?.querySelector('.Toastify__progress-bar--wrp')
    ?.getAttribute('data-hidden');

describe('checkout failure messages', () => {
  it.each(['sorry! you can not buy from yourself', 'Insufficient funds', 'something went wrong'])(
    "keeps '%s' until dismissed",
    async (message) => {
      render(<ToastHost />);
      act(() => {
        showCheckoutError(message);
      });
      expect(await timerOf(message)).toBe('true');
    },
  );

  it('auto-closes any other server message', async () => {
    render(<ToastHost />);
    act(() => {
      showCheckoutError('the kitchen is closed');
    });
    expect(await timerOf('the kitchen is closed')).toBe('false');
  });
});
