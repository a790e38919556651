import { z } from 'zod';
import { idSchema, isoDateSchema, nairaSchema } from './common.ts';

/** One record of `GET /api/transactions/:deviceId/history/:userId` (amount = order total). */
export const transactionSchema = z.looseObject({
  _id: idSchema.optional(),
  buyerId: idSchema,
  businessId: idSchema.optional(),
  orderId: idSchema.optional(),
  amount: nairaSchema,
  status: z.boolean().optional(),
  buyerName: z.string(),
  businessName: z.string(),
  createdAt: isoDateSchema,
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionsResponseSchema = z.array(transactionSchema);
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;
