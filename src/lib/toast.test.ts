import { beforeEach, describe, expect, it, vi } from 'vitest';

const toastFn = vi.hoisted(() =>
  Object.assign(
    vi.fn(() => 'id-1'),
    { dismiss: vi.fn() },
  ),
);
vi.mock('react-toastify', () => ({ toast: toastFn }));

const {
  dismissToast,
  loadToasts,
  notifyError,
  notifySuccess,
  showToast,
  stickyToast,
  toastAdded,
  toastContainerDefaults,
} = await import('#src/lib/toast.ts');
// The library loads lazily; once it is there, every helper calls it directly (toast-queue.test.ts
// covers the toasts asked for before it arrives).
await loadToasts();

beforeEach(() => {
  toastFn.mockClear();
  toastFn.dismiss.mockClear();
});

describe('toast door', () => {
  it('places the container bottom-centre with a 5 s default', () => {
    expect(toastContainerDefaults.position).toBe('bottom-center');
    expect(toastContainerDefaults.autoClose).toBe(5000);
  });

  it('shows typed toasts for 5 s unless told otherwise', () => {
    notifyError('something went wrong');
    expect(toastFn).toHaveBeenLastCalledWith('something went wrong', {
      type: 'error',
      autoClose: 5000,
    });
    showToast('warning', 'something went wrong, try again later', 3000);
    expect(toastFn).toHaveBeenLastCalledWith('something went wrong, try again later', {
      type: 'warning',
      autoClose: 3000,
    });
  });

  it("shows 'Added' for 300 ms", () => {
    toastAdded();
    expect(toastFn).toHaveBeenLastCalledWith('Added', { type: 'success', autoClose: 300 });
  });

  it('keeps sticky toasts until dismissed', () => {
    stickyToast('error', 'Insufficient funds');
    expect(toastFn).toHaveBeenLastCalledWith('Insufficient funds', {
      type: 'error',
      autoClose: false,
    });
    notifySuccess('Payment successful', false);
    expect(toastFn).toHaveBeenLastCalledWith('Payment successful', {
      type: 'success',
      autoClose: false,
    });
  });

  it('dismisses one or all toasts', () => {
    dismissToast('id-1');
    dismissToast();
    expect(toastFn.dismiss).toHaveBeenCalledWith('id-1');
    expect(toastFn.dismiss).toHaveBeenCalledWith(undefined);
  });
});
