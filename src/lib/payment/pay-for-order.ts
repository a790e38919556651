import { validateTransactionParams } from '../../../shared/transaction-params.ts';
import { defaultPaymentProvider, type PaymentProvider } from './payment-provider.ts';

const PAYMENT_CURRENCY = 'NGN';
/** How long a cancel waits for a bank-transfer "pending" that may follow it (Paystack fires
 * onCancel first and then onBankTransferConfirmationPending). */
const CANCEL_GRACE_MS = 300;

export interface OrderPayment {
  email: string;
  /** The order total in kobo (total × 100). */
  amountKobo: number;
  orderId: string;
  name?: string;
  phone?: string;
  /** The payment's own reference, made and kept by the client before the checkout opens (the
   * provider uses it, so a reload can check it even if no callback ever arrived). */
  reference?: string;
}

/** Exactly one of these is called per payment (plus `loaded` when the checkout shows). */
export interface PaymentCallbacks {
  success(reference: string): void;
  cancelled(): void;
  failed(message: string): void;
  /** A bank transfer awaiting confirmation: not a cancel. */
  pending(): void;
  loaded?(): void;
}

export interface PayOptions {
  provider?: PaymentProvider;
  /** The page address for `metadata.referrer` (default `location.href`). */
  href?: string;
  cancelGraceMs?: number;
}

function splitName(name: string | undefined): { firstName?: string; lastName?: string } {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (!parts.length) return {};
  return parts.length === 1
    ? { firstName: parts[0] }
    : { firstName: parts[0], lastName: parts.slice(1).join(' ') };
}

/**
 * Opens the provider's checkout for one order: currency NGN, amount in kobo, the order id in the
 * metadata. Outcomes: `success(reference)`, `cancelled()`, `failed(message)`, `pending()`.
 * Resolves once the checkout has been asked to open (or the attempt has failed).
 */
export async function payForOrder(
  order: OrderPayment,
  callbacks: PaymentCallbacks,
  options: PayOptions = {},
): Promise<void> {
  const provider = options.provider ?? defaultPaymentProvider();
  const grace = options.cancelGraceMs ?? CANCEL_GRACE_MS;
  let settled = false;
  let cancelTimer: ReturnType<typeof setTimeout> | undefined;
  const settle = (report: () => void) => {
    if (settled) return;
    settled = true;
    clearTimeout(cancelTimer);
    report();
  };

  const params = {
    key: provider.publicKey,
    email: order.email,
    amount: Math.round(order.amountKobo),
    currency: PAYMENT_CURRENCY,
    ...(order.reference ? { reference: order.reference } : {}),
    ...splitName(order.name),
    ...(order.phone ? { phone: order.phone } : {}),
    metadata: {
      orderId: order.orderId,
      custom_fields: [{ display_name: 'Order', variable_name: 'order_id', value: order.orderId }],
    },
    onLoad: () => callbacks.loaded?.(),
    onSuccess: (response: { reference?: string }) =>
      settle(() => callbacks.success(String(response?.reference ?? ''))),
    onError: (error: { message?: string }) =>
      settle(() => callbacks.failed(error?.message || 'Payment failed')),
    onBankTransferConfirmationPending: () => settle(() => callbacks.pending()),
    onCancel: () => {
      if (settled || cancelTimer !== undefined) return;
      cancelTimer = setTimeout(() => settle(() => callbacks.cancelled()), grace);
    },
  };
  const href = options.href ?? (globalThis as { location?: { href?: string } }).location?.href;
  const checked = validateTransactionParams(params, {
    href,
    hasElement: (id) => typeof document !== 'undefined' && document.getElementById(id) !== null,
  });
  if (!checked.ok) {
    settle(() => callbacks.failed(checked.error.issues.map((i) => i.message).join('; ')));
    return;
  }

  let PaystackPop: Awaited<ReturnType<PaymentProvider['load']>>;
  try {
    PaystackPop = await provider.load();
  } catch {
    settle(() => callbacks.failed('Could not load the payment provider'));
    return;
  }
  try {
    new PaystackPop().newTransaction(checked.params);
  } catch (error) {
    const issues = (error as { issues?: { message: string }[] } | null)?.issues;
    const message = issues?.length
      ? issues.map((i) => i.message).join('; ')
      : ((error as { message?: string } | null)?.message ?? 'Payment failed');
    settle(() => callbacks.failed(message));
  }
}
