import { z } from 'zod';
import { endpoint } from '#shared/schemas/common.ts';
import { mockControlEndpoints } from '#shared/schemas/mock-control.ts';
import { CHECKOUT_MODES } from '#shared/schemas/mock-control-names.ts';
import { providerStatuses } from '../db/records.ts';
import { PROFILE_NAMES } from '../domain/plumbing/behaviour-profile.ts';
import type { FaultRule } from '../domain/plumbing/context.ts';
import { faultRequest } from '../domain/plumbing/faults.ts';
import { outcome } from '../domain/provider.ts';
import type { simulatorStatus } from '../simulator/simulator-memory.ts';

// The control API (`/__mock`), one endpoint per call: control-routes.ts serves them, the control
// client (control-client.ts) calls them. With city-endpoints.ts, world-endpoints.ts and
// snapshot-endpoints.ts beside it, every `/__mock` call is declared here, in mock-server/control/;
// the two the client calls in mock mode (health, bank transfer) are declared in
// shared/schemas/mock-control.ts (the client never imports the mock) and spread in below.

/**
 * An answer too big to describe honestly (the city snapshot, the recording document): typed as
 * `T`, checked only as a JSON object. Every smaller answer has its own schema below.
 */
export const answerOf = <T>() =>
  z.custom<T>((value) => typeof value === 'object' && value !== null);

/**
 * `schema`, checked at compile time to describe exactly `T`, the type its module owns: what it
 * parses is a `T` and a `T` is what it parses (a field added, dropped or retyped on either side
 * fails the typecheck).
 */
export const schemaOf =
  <T>() =>
  <S extends z.ZodType<T>>(schema: S & ([T] extends [z.output<S>] ? unknown : never)): S =>
    schema;

const seedSchema = z.union([z.string(), z.number()]);

const accountSchema = z.object({
  role: z.string(),
  email: z.string(),
  password: z.string(),
  _id: z.string(),
});

const mailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  code: z.string(),
  sentAt: z.string(),
});

const chargeSchema = z.looseObject({
  reference: z.string(),
  email: z.string(),
  amount: z.number(),
  status: z.enum(providerStatuses),
  paidAt: z.string().nullable(),
  orderId: z.string().nullable(),
  usedByOrderId: z.string().nullable(),
});

/** A wallet account as the panel lists it; `balance` in naira. */
const walletSchema = z.object({
  email: z.string(),
  bank: z.string(),
  accountNumber: z.string(),
  balance: z.number(),
});
export type PanelWallet = z.output<typeof walletSchema>;

const okSchema = z.looseObject({ ok: z.literal(true) });

/** A fault of `/__mock/faults` (`domain/plumbing/faults.ts`). */
export const faultRuleSchema = schemaOf<FaultRule>()(
  z.object({
    method: z.string(),
    path: z.string(),
    status: z.number().int().optional(),
    message: z.string().optional(),
    delayMs: z.number().optional(),
    networkError: z.boolean().optional(),
    remaining: z.number().int().nullable(),
  }),
);

/** `GET`/`POST /__mock/simulator`: its controls and counters (`simulatorStatus`). */
export const simulatorStatusSchema = schemaOf<ReturnType<typeof simulatorStatus>>()(
  z.object({
    on: z.boolean(),
    speed: z.number(),
    demand: z.number(),
    onTheRoad: z.number().int(),
    ticks: z.number().int(),
    simulatedMs: z.number(),
    placed: z.number().int(),
    paid: z.number().int(),
    paymentsFailed: z.number().int(),
    accepted: z.number().int(),
    ridersAssigned: z.number().int(),
    delivered: z.number().int(),
    refunded: z.number().int(),
    cancelledUnpaid: z.number().int(),
    skipped: z.number().int(),
    errors: z.number().int(),
    following: z.number().int(),
    lastEvent: z.string().nullable(),
  }),
);

export const controlEndpoints = {
  ...mockControlEndpoints,
  reset: endpoint({
    method: 'POST',
    path: '/__mock/reset',
    body: z.object({
      seed: seedSchema.optional(),
      checkout: z.enum(CHECKOUT_MODES).optional(),
      profile: z.enum(PROFILE_NAMES).optional(),
    }),
    response: mockControlEndpoints.health.response,
  }),
  accounts: endpoint({ method: 'GET', path: '/__mock/accounts', response: z.array(accountSchema) }),
  outbox: endpoint({
    method: 'GET',
    path: '/__mock/outbox',
    query: z.object({ to: z.string().optional() }),
    response: z.array(mailSchema),
  }),
  charges: endpoint({
    method: 'GET',
    path: '/__mock/payments',
    query: z.object({
      email: z.string().optional(),
      orderId: z.string().optional(),
      orphans: z.enum(['true', 'false']).optional(),
      status: z.enum(providerStatuses).optional(),
    }),
    response: z.array(chargeSchema),
  }),
  payment: endpoint({
    method: 'POST',
    path: '/__mock/payments',
    body: z.object({
      email: z.string(),
      amount: z.number().int().positive(),
      status: outcome.optional(),
      reference: z.string().optional(),
    }),
    response: z.object({ reference: z.string(), status: z.string() }),
  }),
  completePayment: endpoint({
    method: 'POST',
    path: '/__mock/payments/:reference/complete',
    body: z.object({ outcome: outcome.exclude(['pending']) }),
    response: z.looseObject({ reference: z.string(), status: z.enum(providerStatuses) }),
  }),
  faults: endpoint({ method: 'GET', path: '/__mock/faults', response: z.array(faultRuleSchema) }),
  addFault: endpoint({
    method: 'POST',
    path: '/__mock/faults',
    body: faultRequest,
    response: faultRuleSchema,
  }),
  clearFaults: endpoint({ method: 'DELETE', path: '/__mock/faults', response: okSchema }),
  advanceClock: endpoint({
    method: 'POST',
    path: '/__mock/clock/advance',
    body: z.object({
      ms: z
        .number()
        .int()
        .nonnegative()
        .max(10 * 365 * 86_400_000),
    }),
    response: z.object({ now: z.string() }),
  }),
  deliver: endpoint({
    method: 'POST',
    path: '/__mock/orders/:id/deliver',
    response: z.object({ _id: z.string(), isDelivered: z.boolean(), isDeliveredAt: z.string() }),
  }),
  simulator: endpoint({
    method: 'GET',
    path: '/__mock/simulator',
    response: simulatorStatusSchema,
  }),
  setSimulator: endpoint({
    method: 'POST',
    path: '/__mock/simulator',
    body: z.object({
      on: z.boolean().optional(),
      speed: z.number().positive().max(100).optional(),
      demand: z.number().min(0.05).max(10).optional(),
    }),
    response: simulatorStatusSchema,
  }),
  wallets: endpoint({
    method: 'GET',
    path: '/__mock/panel/wallets',
    response: z.array(walletSchema),
  }),
};
