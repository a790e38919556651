import { z } from 'zod/mini';
import { endpoint, idSchema, isoDateSchema } from './common.ts';

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

/** The card payment endpoints. */
export const paymentEndpoints = {
  /** The provider check: `{ success }` says whether the provider knows a successful payment. */
  verify: endpoint({
    method: 'POST',
    path: '/api/pay',
    body: verifyPaymentRequestSchema,
    response: verifyPaymentResponseSchema,
  }),
  /** Marks an order paid with a successful, unused provider reference for its exact total. */
  payOrder: endpoint({
    method: 'POST',
    path: '/api/orders/pay',
    body: orderPayRequestSchema,
    response: orderPayResponseSchema,
  }),
};
