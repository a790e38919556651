import { beforeEach, describe, expect, it, vi } from 'vitest';

const toastFn = vi.hoisted(() =>
  Object.assign(
    vi.fn((_message: unknown, options?: { toastId?: string }) => options?.toastId ?? 'id-1'),
    { dismiss: vi.fn(), update: vi.fn(), isActive: vi.fn((_id: unknown) => true) },
  ),
);
vi.mock('react-toastify', () => ({ toast: toastFn }));

const {
  closeTopic,
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
  toastFn.update.mockClear();
  toastFn.isActive.mockClear();
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

describe('topics', () => {
  it('a newer message on the same topic replaces the older one in place', () => {
    const first = showToast('error', 'Declined', 5000, { topic: 'payment:o1' });
    expect(toastFn).toHaveBeenCalledTimes(1);
    const second = showToast('success', 'Payment successful T1', 5000, { topic: 'payment:o1' });
    expect(second).toBe(first);
    expect(toastFn).toHaveBeenCalledTimes(1);
    expect(toastFn.update).toHaveBeenCalledWith(first, {
      render: 'Payment successful T1',
      type: 'success',
      autoClose: 5000,
    });
    closeTopic('payment:o1');
  });

  it('other topics and plain toasts are left alone', () => {
    const payment = showToast('error', 'Declined', 5000, { topic: 'payment:o2' });
    const shipping = showToast('success', 'Shipping Info Updated', 5000, { topic: 'shipping' });
    expect(shipping).not.toBe(payment);
    notifyError('something went wrong');
    expect(toastFn).toHaveBeenCalledTimes(3);
    expect(toastFn.update).not.toHaveBeenCalled();
    closeTopic('payment:o2');
    closeTopic('shipping');
  });

  it('closeTopic closes the topic’s message; the next one is a new toast', () => {
    const first = showToast('info', 'verify your email', 5000, { topic: 'auth:verify' });
    closeTopic('auth:verify');
    expect(toastFn.dismiss).toHaveBeenCalledWith(first);
    const next = showToast('info', 'verify your email', 5000, { topic: 'auth:verify' });
    expect(next).not.toBe(first);
    expect(toastFn).toHaveBeenCalledTimes(2);
    closeTopic('auth:verify');
  });

  it('a topic whose toast has closed starts a new one', () => {
    const first = showToast('error', 'Declined', 5000, { topic: 'payment:o3' });
    toastFn.isActive.mockReturnValueOnce(false);
    const next = showToast('success', 'Payment successful', 5000, { topic: 'payment:o3' });
    expect(next).not.toBe(first);
    expect(toastFn.update).not.toHaveBeenCalled();
    closeTopic('payment:o3');
  });
});
