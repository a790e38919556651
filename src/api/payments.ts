import { mutationOptions } from '@tanstack/react-query';
import {
  type OrderPayRequest,
  paymentEndpoints,
  type WalletPayRequest,
} from '../../shared/schemas/payments.ts';
import { type ApiError, apiRequest } from './client.ts';
import { orderQueries } from './orders.ts';
import { transactionQueries } from './transactions.ts';

/** `POST /api/pay` with `reference`: `{ success }` says whether the provider knows the payment. */
export function verifyPayment(reference: string) {
  return apiRequest(paymentEndpoints.verify, { body: { reference } });
}

/** `POST /api/orders/pay` with `reference, orderId`: answers `{ isPaid, isPaidAt }`. */
export function payOrder(body: OrderPayRequest) {
  return apiRequest(paymentEndpoints.payOrder, {
    body: { reference: body.reference, orderId: body.orderId },
  });
}

/**
 * The provider check did not confirm the payment: it answered `success: false` (`check`) or
 * refused the reference (`cause`, an `ApiError`). The order was not touched.
 */
export class PaymentNotVerifiedError extends Error {
  override readonly name = 'PaymentNotVerifiedError';
  constructor(
    readonly reference: string,
    readonly check: { success: boolean; message?: string } | null,
    cause?: ApiError | unknown,
  ) {
    super(`payment ${reference} was not confirmed by the provider check`, { cause });
  }
}

/**
 * The one card-payment confirmation, after the provider's checkout reported success: the provider
 * check (`POST /api/pay`) must say `success`, then the order is paid with the reference
 * (`POST /api/orders/pay`). A check that does not confirm throws `PaymentNotVerifiedError`; a
 * refused payment of the order throws the `ApiError` of that call.
 */
export async function confirmCardPayment(body: OrderPayRequest) {
  let check: Awaited<ReturnType<typeof verifyPayment>>;
  try {
    check = await verifyPayment(body.reference);
  } catch (error) {
    throw new PaymentNotVerifiedError(body.reference, null, error);
  }
  if (!check.success) throw new PaymentNotVerifiedError(body.reference, check);
  return payOrder(body);
}

/** Paying an order changes its details, the tabs it appears in and the store's balance. */
export const confirmCardPaymentMutation = () =>
  mutationOptions({
    mutationKey: ['payments', 'confirm'],
    mutationFn: confirmCardPayment,
    onSuccess: (_data, _body, _result, { client }) =>
      client.invalidateQueries({ queryKey: orderQueries.all() }),
  });

/**
 * Mock only (the hosted API has no such call; docs/hosted-divergences.md): `POST
 * /api/orders/wallet-pay` sets the part of the order's total the buyer's wallet pays — all of it
 * pays the order, a part leaves the rest to a card, 0 gives a held part back. Called only where the
 * order's answer carries `walletShare`. Answers `{ isPaid, walletShare, due, balance }`.
 */
function payFromWallet(body: WalletPayRequest) {
  return apiRequest(paymentEndpoints.walletPay, {
    body: { orderId: body.orderId, amount: body.amount },
  });
}

/** The wallet's part moves the order, both balances and both histories. */
export const walletPayMutation = () =>
  mutationOptions({
    mutationKey: ['payments', 'wallet'],
    mutationFn: payFromWallet,
    onSuccess: (_data, _body, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: orderQueries.all() }),
        client.invalidateQueries({ queryKey: transactionQueries.all() }),
      ]),
  });
