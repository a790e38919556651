import { z } from 'zod/mini';
import { endpoint } from './common.ts';

// The mock's own endpoints the client calls in mock mode (the control API under `/__mock` serves
// them; the hosted API has none of them).

/** How orders are paid: `card` (the hosted V-A) or `wallet` (`--checkout wallet`: the buyer's
 * wallet is debited when the order is placed). */
const checkoutModeSchema = z.enum(['card', 'wallet']);
export type CheckoutMode = z.infer<typeof checkoutModeSchema>;

/** The mock's setup: its world, seed, money flow and behaviour profile. */
const healthSchema = z.looseObject({
  ok: z.literal(true),
  world: z.string(),
  seed: z.union([z.string(), z.number()]),
  checkout: checkoutModeSchema,
  profile: z.enum(['safe', 'hosted']),
  hostedVersion: z.optional(z.string()),
  hangMs: z.number(),
});

export const mockControlEndpoints = {
  /** Liveness with the world's setup (the client reads how orders are paid). */
  health: endpoint({ method: 'GET', path: '/__mock/health', response: healthSchema }),
  /** A bank transfer into a generated wallet account (amount in kobo) → `{ balance }` (naira). */
  bankTransfer: endpoint({
    method: 'POST',
    path: '/__mock/bank-transfer',
    body: z.object({
      accountNumber: z.string(),
      amount: z.number().check(z.int(), z.positive()),
    }),
    response: z.looseObject({ balance: z.number() }),
  }),
};
