import { z } from 'zod/mini';
import { idSchema, isoDateSchema, nairaSchema } from './common.ts';

/** One record of `GET /api/transactions/:deviceId/history/:userId` (amount = order total). */
const transactionSchema = z.looseObject({
  _id: z.optional(idSchema),
  buyerId: idSchema,
  businessId: z.optional(idSchema),
  orderId: z.optional(idSchema),
  amount: nairaSchema,
  status: z.optional(z.boolean()),
  buyerName: z.string(),
  businessName: z.string(),
  createdAt: isoDateSchema,
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionsResponseSchema = z.array(transactionSchema);
