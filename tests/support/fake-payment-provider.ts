// The payment provider component tests put in place of Paystack inline: the real module with
// `defaultPaymentProvider` answering an offline provider whose script is the test's fake popup.
import type * as PaymentProvider from '#src/lib/payment/payment-provider.ts';

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
