import { z } from 'zod/mini';
import { idSchema, isoDateSchema } from './common.ts';

/** `POST /api/pay` body: the payment provider's reference. */
export const verifyPaymentRequestSchema = z.object({ reference: z.string().check(z.minLength(1)) });
export type VerifyPaymentRequest = z.infer<typeof verifyPaymentRequestSchema>;

/** `/api/pay` answers `{ success: true }` (errors carry `{ success: false, message }`). */
export const verifyPaymentResponseSchema = z.looseObject({
  success: z.boolean(),
  message: z.optional(z.string()),
});

/** `POST /api/orders/pay` body. */
export const orderPayRequestSchema = z.object({
  reference: z.string().check(z.minLength(1)),
  orderId: idSchema,
});
export type OrderPayRequest = z.infer<typeof orderPayRequestSchema>;

/** `/api/orders/pay` answers `{ isPaid, isPaidAt }`. */
export const orderPayResponseSchema = z.looseObject({
  isPaid: z.boolean(),
  isPaidAt: isoDateSchema,
});
