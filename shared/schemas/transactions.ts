import { z } from 'zod/mini';
import { endpoint, idSchema, isoDateSchema, nairaSchema, reads } from './common.ts';

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

/** The wallet's history. */
export const transactionEndpoints = {
  /** Own balance changes, newest first. */
  history: endpoint({
    method: 'GET',
    path: '/api/transactions/:deviceId/history/:userId',
    effect: reads,
    response: z.array(transactionSchema),
  }),
};
