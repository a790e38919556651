import { z } from 'zod/mini';
import { endpoint } from './common.ts';
import { CHECKOUT_MODES } from './mock-control-names.ts';

// The mock's own endpoints the client calls in mock mode (the control API under `/__mock` serves
// them; the hosted API has none of them). The rest of the control API is declared in
// mock-server/control/*-endpoints.ts (the client never calls it), with the names every caller
// shares in mock-control-names.ts.

/** How orders are paid (CHECKOUT_MODES). */
const checkoutModeSchema = z.enum(CHECKOUT_MODES);

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
