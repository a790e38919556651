import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '#src/components/dialog.tsx';
import {
  closeTopic,
  dismissToast,
  loadToasts,
  notifyError,
  notifySuccess,
} from '#src/lib/toast.ts';
import { ToastHost } from '#src/lib/toast-host.tsx';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add address
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Add a delivery address">
        <label>
          Search <input />
        </label>
        <button type="button">Search Location</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled modal dialog that takes focus and traps Tab', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a delivery address' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Search' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Search Location' }));
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Search Location' }));
  });

  it('closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Add address' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('messages while a dialog is open', () => {
  it('are said inside it (alert for errors), never as a toast over it; one said just before it closes is handed to the toast area', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Harness />
        <ToastHost />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a delivery address' });
    act(() => {
      notifyError('Your card was declined');
      notifySuccess('Shipping Info Updated');
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Your card was declined');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Shipping Info Updated');
    await loadToasts();
    expect(document.querySelectorAll('.Toastify__toast')).toHaveLength(0);
    // Its own × closes it.
    await user.click(within(dialog).getAllByRole('button', { name: 'Dismiss message' })[0]!);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    // Said, then the dialog closes at once: the message is not lost with it.
    act(() => {
      notifyError('The address was not saved');
    });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('The address was not saved')).toBeVisible();
    expect(
      screen.getByText('The address was not saved').closest('.Toastify__toast'),
    ).not.toBeNull();
    act(() => dismissToast());
  });

  it('go with their time', async () => {
    vi.useFakeTimers();
    try {
      render(<Harness />);
      fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
      act(() => {
        notifyError('something went wrong', 3000);
      });
      expect(screen.getByRole('alert')).toHaveTextContent('something went wrong');
      act(() => vi.advanceTimersByTime(3100));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a newer message on a topic replaces the older in place, and closing the topic closes it', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    act(() => {
      notifyError('Payment declined', undefined, { topic: 'payment:o1' });
      notifySuccess('Payment successful', undefined, { topic: 'payment:o1' });
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Payment successful');
    act(() => closeTopic('payment:o1'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
