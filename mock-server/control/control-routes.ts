import { deliverOrder } from '../domain/orders.ts';
import type { Ctx } from '../domain/plumbing/context.ts';
import { fail } from '../domain/plumbing/errors.ts';
import { addFault } from '../domain/plumbing/faults.ts';
import { isoOf } from '../domain/plumbing/wire.ts';
import { completeByReference, createCompletedTransaction } from '../domain/provider.ts';
import { listCharges } from '../domain/provider-charges.ts';
import { bankTransfer } from '../domain/wallet.ts';
import { defineRoute, ok, type RouteDef } from '../routes/route-types.ts';
import { DEMO_PASSWORD, demoAccounts } from '../seed/demo-accounts.ts';
import { resetWorld } from '../seed/reset.ts';
import { clearPreset } from '../simulator/presets.ts';
import { simulatorStatus } from '../simulator/simulator-memory.ts';
import { controlEndpoints as api } from './control-endpoints.ts';
import { snapshotRoutes } from './snapshot-routes.ts';

const tags = ['control'];

/**
 * Health and reset answer the mock's setup: seed, money flow, behaviour profile. Two literals
 * rather than a conditional spread (a spread builds the object through V8's slow generic copy on
 * every health request).
 */
const healthOf = (ctx: Ctx) => {
  const { name, hostedVersion, hangMs } = ctx.profile;
  const checkout = ctx.options.checkout;
  return hostedVersion
    ? {
        ok: true as const,
        world: ctx.worldId,
        seed: ctx.seed,
        checkout,
        profile: name,
        hostedVersion,
        hangMs,
      }
    : { ok: true as const, world: ctx.worldId, seed: ctx.seed, checkout, profile: name, hangMs };
};

export const controlRoutes: RouteDef[] = [
  defineRoute({
    ...api.health,
    summary:
      'Liveness, with the world seed, the checkout mode (card or wallet) and the behaviour profile (safe or hosted, with its hang bound)',
    tags,
    readOnly: true,
    handler: (ctx) => ok(healthOf(ctx)),
  }),
  defineRoute({
    ...api.reset,
    summary:
      'A fresh world from `seed` (default: the current seed); the clock returns to the present, `checkout` switches the money flow and `profile` the behaviour profile',
    tags,
    handler: async (ctx, { body }) => {
      await resetWorld(ctx, body.seed ?? ctx.seed, body.checkout, body.profile);
      return ok(healthOf(ctx));
    },
  }),
  defineRoute({
    ...api.accounts,
    summary: 'Demo accounts with their password and _id',
    tags,
    handler: (ctx) =>
      ok(
        demoAccounts.map((a) => ({
          role: a.role,
          email: a.email,
          password: DEMO_PASSWORD,
          _id: ctx.db.users.first('email', a.email)?._id ?? '',
        })),
      ),
  }),
  defineRoute({
    ...api.outbox,
    summary: 'E-mails sent (optionally to one address), oldest first',
    tags,
    handler: (ctx, { query }) => {
      const to = query.to?.toLowerCase().trim();
      const messages = to ? ctx.db.outbox.lookup('to', to) : ctx.db.outbox.all();
      return ok(
        messages.map(({ to, subject, text, code, sentAt }) => ({
          to,
          subject,
          text,
          code,
          sentAt,
        })),
      );
    },
  }),
  defineRoute({
    ...api.charges,
    summary:
      'Charges at the emulated provider, oldest first (optionally for one e-mail, one order — the `orderId` of the checkout — one `status`, or only `orphans=true`: successful charges no order took, 10 s after they succeeded): reference, amount in kobo, status, the order it was made for and the order that used it',
    tags,
    handler: (ctx, { query }) =>
      ok(
        listCharges(ctx, {
          email: query.email,
          orderId: query.orderId,
          orphans: query.orphans === 'true',
          status: query.status,
        }),
      ),
  }),
  defineRoute({
    ...api.payment,
    summary: 'A finished card payment at the emulated provider (amount in kobo) → { reference }',
    tags,
    handler: async (ctx, { body }) => {
      const { reference, status } = await createCompletedTransaction(ctx, body);
      return ok({ reference, status });
    },
  }),
  defineRoute({
    ...api.completePayment,
    summary:
      'Finish an open charge as the provider would: a pending bank transfer confirmed (`success`) or failed; a finished one keeps its outcome → { reference, status }',
    tags,
    handler: async (ctx, { params, body }) =>
      ok(await completeByReference(ctx, params.reference, body.outcome)),
  }),
  defineRoute({
    ...api.bankTransfer,
    summary:
      'A bank transfer into a generated wallet account (amount in kobo) → { balance } (naira)',
    tags,
    handler: async (ctx, { body }) => ok(await bankTransfer(ctx, body.accountNumber, body.amount)),
  }),
  defineRoute({
    ...api.faults,
    summary: 'Active faults',
    tags,
    handler: (ctx) => ok(ctx.faults),
  }),
  defineRoute({
    ...api.addFault,
    summary:
      'Inject a fault for method + path: { status, message } | { delayMs } | { networkError: true }, times?',
    tags,
    handler: (ctx, { body }) => ok(addFault(ctx, body)),
  }),
  defineRoute({
    ...api.clearFaults,
    summary: 'Clear every fault',
    tags,
    handler: (ctx) => {
      ctx.faults.length = 0;
      return ok({ ok: true });
    },
  }),
  defineRoute({
    ...api.advanceClock,
    summary: 'Move the mock clock forward by ms',
    tags,
    handler: (ctx, { body }) => {
      ctx.clock.advance(body.ms);
      return ok({ now: isoOf(ctx.clock.now()) });
    },
  }),
  defineRoute({
    ...api.deliver,
    summary: 'A rider delivered an accepted order',
    tags,
    handler: async (ctx, { params }) => {
      const o = await deliverOrder(ctx, params.id);
      return ok({
        _id: o._id,
        isDelivered: o.isDelivered,
        isDeliveredAt: isoOf(o.isDeliveredAt ?? 0),
      });
    },
  }),
  defineRoute({
    ...api.simulator,
    summary: 'Simulator state and counters { on, speed, ticks, placed, paid, … }',
    tags,
    handler: (ctx) => ok(simulatorStatus(ctx)),
  }),
  defineRoute({
    ...api.setSimulator,
    summary:
      'Turn the simulator on/off, set its speed (simulated seconds per second, up to 100) and demand (how often buyers order: 1 normal, 0.05–10)',
    tags,
    handler: (ctx, { body }) => {
      if (body.on === undefined && body.speed === undefined && body.demand === undefined)
        fail(400, 'give on, speed and/or demand');
      if (body.on !== undefined) ctx.simulator.on = body.on;
      if (body.speed !== undefined) ctx.simulator.speed = body.speed;
      if (body.demand !== undefined) ctx.simulator.demand = body.demand;
      if (body.speed !== undefined || body.demand !== undefined) clearPreset(ctx);
      return ok(simulatorStatus(ctx));
    },
  }),
  ...snapshotRoutes,
];
