// The payment provider component tests put in place of Paystack inline: the real module with
// `defaultPaymentProvider` answering an offline provider whose script is the test's fake popup.
import { act } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import type * as PaymentProvider from '#src/lib/payment/payment-provider.ts';
import { dismissToast } from '#src/lib/toast.ts';
import { PAYMENTS_KEY } from '#src/state/payments-in-flight.ts';
import { clearSession } from '#src/state/session.ts';

/** `vi.mock('#src/lib/payment/payment-provider.ts', …)` body: `real` with `Pop` as the popup. */
export function withFakePopup(real: typeof PaymentProvider, Pop: unknown): typeof PaymentProvider {
  return {
    ...real,
    defaultPaymentProvider: () => ({
      kind: 'offline' as const,
      publicKey: 'pk_test_component',
      scriptUrl: 'fake',
      load: async () => Pop,
    }),
  } as typeof PaymentProvider;
}

type Opened = Array<Record<string, unknown>>;

/** A checkout that stays open: what each was opened for is pushed onto `opened`. */
export function openPopup(opened: Opened) {
  return class OpenPop {
    newTransaction(params: Record<string, unknown>) {
      opened.push(params);
    }
  };
}

/**
 * The order page's payment tests each start signed out, with no payment stored and no checkout
 * opened (`opened` emptied), and leave no toast and no stored payment behind.
 */
export function freshPaymentEachTest(opened: Opened): void {
  beforeEach(() => {
    clearSession();
    localStorage.removeItem(PAYMENTS_KEY);
    opened.length = 0;
  });
  afterEach(() => {
    act(() => dismissToast());
    localStorage.removeItem(PAYMENTS_KEY);
  });
}
