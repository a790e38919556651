import { z } from 'zod';
import { fail } from '../domain/errors.ts';
import { addFault } from '../domain/faults.ts';
import { deliverOrder } from '../domain/orders.ts';
import { createCompletedTransaction } from '../domain/provider.ts';
import { bankTransfer } from '../domain/wallet.ts';
import { panelRoutes } from '../panel/panel-routes.ts';
import type { RouteDef } from '../routes/route-types.ts';
import { bodyOf } from '../routes/run-route.ts';
import { DEMO_PASSWORD, demoAccounts } from '../seed/demo-accounts.ts';
import { resetWorld } from '../seed/reset.ts';
import { simulatorStatus } from '../simulator/simulator-memory.ts';

const tags = ['control'];
const ok = (body: unknown) => ({ status: 200, body });

export const controlRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/__mock/health',
    summary: 'Liveness, with the world seed and the checkout mode (card or wallet)',
    tags,
    handler: (ctx) => ok({ ok: true, seed: ctx.seed, checkout: ctx.options.checkout }),
  },
  {
    method: 'POST',
    path: '/__mock/reset',
    summary:
      'A fresh world from `seed` (default: the current seed); the clock returns to the present and `checkout` switches the money flow',
    tags,
    body: z.object({
      seed: z.union([z.string(), z.number()]).optional(),
      checkout: z.enum(['card', 'wallet']).optional(),
    }),
    handler: async (ctx, req) => {
      const { seed, checkout } = bodyOf(req) as {
        seed?: string | number;
        checkout?: 'card' | 'wallet';
      };
      await resetWorld(ctx, seed ?? ctx.seed, checkout);
      return ok({ ok: true, seed: ctx.seed, checkout: ctx.options.checkout });
    },
  },
  {
    method: 'GET',
    path: '/__mock/accounts',
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
  },
  {
    method: 'GET',
    path: '/__mock/outbox',
    summary: 'E-mails sent (optionally to one address), oldest first',
    tags,
    query: z.object({ to: z.string().optional() }),
    handler: (ctx, req) => {
      const to = req.query.to?.toLowerCase().trim();
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
  },
  {
    method: 'POST',
    path: '/__mock/payments',
    summary: 'A finished card payment at the emulated provider (amount in kobo) → { reference }',
    tags,
    body: z.object({
      email: z.string(),
      amount: z.number().int().positive(),
      status: z.enum(['success', 'failed', 'abandoned', 'pending']).optional(),
      reference: z.string().optional(),
    }),
    handler: async (ctx, req) => {
      const b = bodyOf(req) as {
        email: string;
        amount: number;
        status?: 'success';
        reference?: string;
      };
      const { reference, status } = await createCompletedTransaction(ctx, b);
      return ok({ reference, status });
    },
  },
  {
    method: 'POST',
    path: '/__mock/bank-transfer',
    summary:
      'A bank transfer into a generated wallet account (amount in kobo) → { balance } (naira)',
    tags,
    body: z.object({ accountNumber: z.string(), amount: z.number().int().positive() }),
    handler: async (ctx, req) => {
      const b = bodyOf(req);
      return ok(await bankTransfer(ctx, b.accountNumber, b.amount));
    },
  },
  {
    method: 'GET',
    path: '/__mock/faults',
    summary: 'Active faults',
    tags,
    handler: (ctx) => ok(ctx.faults),
  },
  {
    method: 'POST',
    path: '/__mock/faults',
    summary:
      'Inject a fault for method + path: { status, message } | { delayMs } | { networkError: true }, times?',
    tags,
    body: z.object({
      method: z.string().optional(),
      path: z.string(),
      status: z.number().int().optional(),
      message: z.string().optional(),
      delayMs: z.number().optional(),
      networkError: z.boolean().optional(),
      times: z.number().int().positive().optional(),
    }),
    handler: (ctx, req) => ok(addFault(ctx, bodyOf(req))),
  },
  {
    method: 'DELETE',
    path: '/__mock/faults',
    summary: 'Clear every fault',
    tags,
    handler: (ctx) => {
      ctx.faults.length = 0;
      return ok({ ok: true });
    },
  },
  {
    method: 'POST',
    path: '/__mock/clock/advance',
    summary: 'Move the mock clock forward by ms',
    tags,
    body: z.object({
      ms: z
        .number()
        .int()
        .nonnegative()
        .max(10 * 365 * 86_400_000),
    }),
    handler: (ctx, req) => {
      ctx.clock.advance(Number(bodyOf(req).ms));
      return ok({ now: new Date(ctx.clock.now()).toISOString() });
    },
  },
  {
    method: 'POST',
    path: '/__mock/orders/:id/deliver',
    summary: 'A rider delivered an accepted order',
    tags,
    handler: async (ctx, req) => {
      const o = await deliverOrder(ctx, req.params.id ?? '');
      return ok({
        _id: o._id,
        isDelivered: o.isDelivered,
        isDeliveredAt: new Date(o.isDeliveredAt ?? 0).toISOString(),
      });
    },
  },
  {
    method: 'GET',
    path: '/__mock/simulator',
    summary: 'Simulator state and counters { on, speed, ticks, placed, paid, … }',
    tags,
    handler: (ctx) => ok(simulatorStatus(ctx)),
  },
  {
    method: 'POST',
    path: '/__mock/simulator',
    summary: 'Turn the simulator on/off and set its speed',
    tags,
    body: z.object({
      on: z.boolean().optional(),
      speed: z.number().positive().max(100).optional(),
    }),
    handler: (ctx, req) => {
      const b = bodyOf(req);
      if (b.on === undefined && b.speed === undefined) fail(400, 'give on and/or speed');
      if (typeof b.on === 'boolean') ctx.simulator.on = b.on;
      if (typeof b.speed === 'number') ctx.simulator.speed = b.speed;
      return ok(simulatorStatus(ctx));
    },
  },
  ...panelRoutes,
];
