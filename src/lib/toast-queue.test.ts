import { describe, expect, it, vi } from 'vitest';

// react-toastify arrives only when the test opens the gate, as a slow chunk would.
const lib = vi.hoisted(() => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const toast = Object.assign(
    vi.fn(() => 'library-id'),
    { dismiss: vi.fn() },
  );
  return { open, opened, toast };
});
vi.mock('react-toastify', async () => {
  await lib.opened;
  return { toast: lib.toast };
});

const { dismissToast, loadToasts, loadedToasts, notifyError, stickyToast, toastAdded } =
  await import('#src/lib/toast.ts');

describe('toasts asked for before the library has loaded', () => {
  it('are queued with their own ids and shown, in order, once it loads; a dismiss drops one', async () => {
    const error = notifyError('something went wrong');
    const sticky = stickyToast('error', 'Insufficient funds');
    const added = toastAdded();
    expect(new Set([error, sticky, added]).size).toBe(3);
    expect(loadedToasts()).toBeUndefined();
    expect(lib.toast).not.toHaveBeenCalled();

    dismissToast(sticky);
    lib.open();
    await loadToasts();

    expect(lib.toast.mock.calls).toEqual([
      ['something went wrong', { type: 'error', autoClose: 5000, toastId: error }],
      ['Added', { type: 'success', autoClose: 300, toastId: added }],
    ]);
    // Loaded: later toasts go straight to the library and return its id.
    expect(notifyError('again')).toBe('library-id');
    expect(lib.toast).toHaveBeenLastCalledWith('again', { type: 'error', autoClose: 5000 });
    dismissToast(error);
    expect(lib.toast.dismiss).toHaveBeenCalledWith(error);
  });
});
