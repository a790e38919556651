import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PaymentCallbacks, payForOrder } from './pay-for-order.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { PaystackPopConstructor } from './paystack-pop.ts';

type Options = Record<string, (...args: unknown[]) => void> & Record<string, unknown>;

function fakeProvider(behaviour: (options: Options) => void = () => {}) {
  const seen: Options[] = [];
  class FakePop {
    newTransaction(options: Record<string, unknown>) {
      seen.push(options as Options);
      behaviour(options as Options);
    }
  }
  const provider: PaymentProvider = {
    kind: 'offline',
    publicKey: 'pk_test_bukka_offline',
    scriptUrl: '/__mock/paystack/inline.js',
    load: vi.fn(async () => FakePop as unknown as PaystackPopConstructor),
  };
  return { provider, seen };
}

function spies() {
  return {
    success: vi.fn(),
    cancelled: vi.fn(),
    failed: vi.fn(),
    pending: vi.fn(),
    loaded: vi.fn(),
  } satisfies PaymentCallbacks;
}

const order = {
  email: 'buyer@bukka.test',
  amountKobo: 675000,
  orderId: 'o-42',
  name: 'Ada Obi Eze',
  phone: '08031234567',
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('payForOrder', () => {
  it('sends key, e-mail, amount in kobo, NGN, names, phone and the order id', async () => {
    const { provider, seen } = fakeProvider();
    await payForOrder(order, spies(), { provider, href: 'http://localhost:3000/order/o-42' });
    expect(provider.load).toHaveBeenCalledTimes(1);
    expect(seen[0]).toMatchObject({
      key: 'pk_test_bukka_offline',
      email: 'buyer@bukka.test',
      amount: 675000,
      currency: 'NGN',
      firstName: 'Ada',
      lastName: 'Obi Eze',
      phone: '08031234567',
      metadata: { orderId: 'o-42', referrer: 'http://localhost:3000/order/o-42' },
    });
  });

  it('maps success to success(reference)', async () => {
    const { provider } = fakeProvider((o) => {
      o.onLoad?.({ id: 1, customer: {}, accessCode: 'ac' });
      o.onSuccess?.({ reference: 'ref-1', message: 'Approved', status: 'success' });
    });
    const cb = spies();
    await payForOrder(order, cb, { provider });
    expect(cb.loaded).toHaveBeenCalled();
    expect(cb.success).toHaveBeenCalledWith('ref-1');
    vi.runAllTimers();
    expect(cb.cancelled).not.toHaveBeenCalled();
  });

  it('maps a close to cancelled after the grace period', async () => {
    const { provider } = fakeProvider((o) => o.onCancel?.());
    const cb = spies();
    await payForOrder(order, cb, { provider });
    expect(cb.cancelled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(300);
    expect(cb.cancelled).toHaveBeenCalledTimes(1);
  });

  it('treats cancel followed by bank-transfer pending as pending, not cancelled', async () => {
    const { provider } = fakeProvider((o) => {
      o.onCancel?.();
      o.onBankTransferConfirmationPending?.();
    });
    const cb = spies();
    await payForOrder(order, cb, { provider });
    vi.runAllTimers();
    expect(cb.pending).toHaveBeenCalledTimes(1);
    expect(cb.cancelled).not.toHaveBeenCalled();
  });

  it('also waits for a pending that arrives a little later', async () => {
    let later: Options | undefined;
    const { provider } = fakeProvider((o) => {
      o.onCancel?.();
      later = o;
    });
    const cb = spies();
    await payForOrder(order, cb, { provider });
    vi.advanceTimersByTime(100);
    later?.onBankTransferConfirmationPending?.();
    vi.runAllTimers();
    expect(cb.pending).toHaveBeenCalled();
    expect(cb.cancelled).not.toHaveBeenCalled();
  });

  it('maps onError to failed(message)', async () => {
    const { provider } = fakeProvider((o) => o.onError?.({ message: 'Declined' }));
    const cb = spies();
    await payForOrder(order, cb, { provider });
    expect(cb.failed).toHaveBeenCalledWith('Declined');
  });

  it('reports exactly one outcome', async () => {
    const { provider } = fakeProvider((o) => {
      o.onSuccess?.({ reference: 'r' });
      o.onError?.({ message: 'late' });
      o.onCancel?.();
    });
    const cb = spies();
    await payForOrder(order, cb, { provider });
    vi.runAllTimers();
    expect(cb.success).toHaveBeenCalledTimes(1);
    expect(cb.failed).not.toHaveBeenCalled();
    expect(cb.cancelled).not.toHaveBeenCalled();
  });

  it('fails with the rule texts before loading anything when parameters are wrong', async () => {
    const { provider } = fakeProvider();
    const cb = spies();
    await payForOrder({ ...order, email: '', amountKobo: 0 }, cb, { provider });
    expect(cb.failed).toHaveBeenCalledWith(
      'Required parameter missing: amount; Required parameter missing: email',
    );
    expect(provider.load).not.toHaveBeenCalled();
  });

  it('fails when the script cannot be loaded', async () => {
    const { provider } = fakeProvider();
    vi.mocked(provider.load).mockRejectedValueOnce(new Error('offline'));
    const cb = spies();
    await payForOrder(order, cb, { provider });
    expect(cb.failed).toHaveBeenCalledWith('Could not load the payment provider');
  });

  it('fails with the issues when the provider throws its validation error', async () => {
    const { provider } = fakeProvider(() => {
      throw {
        message: 'Invalid transaction parameters',
        issues: [{ message: 'Invalid parameter type: key' }],
      };
    });
    const cb = spies();
    await payForOrder(order, cb, { provider });
    expect(cb.failed).toHaveBeenCalledWith('Invalid parameter type: key');
  });
});
