import { z } from 'zod/mini';
import { endpoint, idSchema, isoDateSchema, nairaSchema, reads, writes } from './common.ts';

/** `POST /api/pay` body: the payment provider's reference. */
const verifyPaymentRequestSchema = z.object({ reference: z.string().check(z.minLength(1)) });
export type VerifyPaymentRequest = z.infer<typeof verifyPaymentRequestSchema>;

/** `/api/pay` answers `{ success: true }` (errors carry `{ success: false, message }`). */
const verifyPaymentResponseSchema = z.looseObject({
  success: z.boolean(),
  message: z.optional(z.string()),
});

/** `POST /api/orders/pay` body. */
const orderPayRequestSchema = z.object({
  reference: z.string().check(z.minLength(1)),
  orderId: idSchema,
});
export type OrderPayRequest = z.infer<typeof orderPayRequestSchema>;

/** `/api/orders/pay` answers `{ isPaid, isPaidAt }`. */
const orderPayResponseSchema = z.looseObject({
  isPaid: z.boolean(),
  isPaidAt: isoDateSchema,
});

/**
 * A refusal of `/api/orders/pay` for an order already paid or cancelled (`{ message }`). The mock
 * (not the hosted API) also gives the charge back to the card at once and says so here, in
 * `refundedCharge`: optional, and out of the contract.
 */
export const orderPayRefusalSchema = z.looseObject({
  message: z.optional(z.string()),
  refundedCharge: z.optional(
    z.looseObject({
      reference: z.string(),
      amount: nairaSchema,
      refundedAt: isoDateSchema,
      because: z.enum(['paid', 'cancelled']),
    }),
  ),
});

/**
 * `POST /api/orders/wallet-pay` body (mock only: the hosted API has no such call): the part of
 * the order's total, in naira, the buyer's wallet pays — all of it pays the order, less leaves the
 * rest to a card, 0 gives a part already taken back to the wallet. Setting the same part again
 * changes nothing, so a repeated request never pays twice.
 */
const walletPayRequestSchema = z.object({
  orderId: idSchema,
  amount: z.number().check(z.gte(0)),
});
export type WalletPayRequest = z.infer<typeof walletPayRequestSchema>;

/** What the wallet pays of the order now, what is left for a card, and the buyer's balance. */
const walletPayResponseSchema = z.looseObject({
  isPaid: z.boolean(),
  isPaidAt: z.optional(isoDateSchema),
  walletShare: nairaSchema,
  due: nairaSchema,
  balance: nairaSchema,
});

/** The card payment endpoints. */
export const paymentEndpoints = {
  /** The provider check: `{ success }` says whether the provider knows a successful payment. */
  verify: endpoint({
    method: 'POST',
    path: '/api/pay',
    effect: reads,
    body: verifyPaymentRequestSchema,
    response: verifyPaymentResponseSchema,
  }),
  /** Marks an order paid with a successful, unused provider reference for its exact total. */
  payOrder: endpoint({
    method: 'POST',
    path: '/api/orders/pay',
    effect: writes('marks the order paid with a card reference'),
    body: orderPayRequestSchema,
    response: orderPayResponseSchema,
  }),
  /** Mock only (optional in the client, out of the contract): the wallet pays part or all. */
  walletPay: endpoint({
    method: 'POST',
    path: '/api/orders/wallet-pay',
    effect: writes("moves money from the buyer's wallet to the order"),
    body: walletPayRequestSchema,
    response: walletPayResponseSchema,
  }),
};
