// Order steps after checkout: tabs and counts, accept, refund, delivery, flags and balances.

import { attempt, seen } from '#scenarios/core/attempt.ts';
import { mockControl } from '#scenarios/core/mock-control.ts';
import type { Step, StepContext } from '#scenarios/core/types.ts';
import type { OrderCounts, OrderTab } from '#shared/schemas/orders.ts';
import { refundOrder, takeOrder } from '#src/api/orders.ts';
import {
  balanceBefore,
  type OrderFlags,
  rememberBalance,
  requireMemory,
  seeBalanceKobo,
  seeOrder,
  seeTab,
} from './views.ts';

const TABS: OrderTab[] = ['pending', 'dispatched', 'delivered', 'refunded'];

function countsKey(name: string) {
  return `counts:${name}`;
}

/** Remembers the actor's tab counts and balance (for later deltas). */
export function noteTabsAndBalance(actor: string): Step {
  return {
    title: `${actor} opens the account page (tab counts, balance)`,
    actor,
    kind: 'noteTabsAndBalance',
    async run(ctx) {
      const view = await seeTab(ctx, ctx.actor, 'all');
      ctx.memory[countsKey(ctx.actor.name)] = view.counts;
      await rememberBalance(ctx, ctx.actor);
      ctx.observe('seen', true);
    },
  };
}

/** The order is listed in `tab` (and in no other of the four tabs); counts moved as expected. */
export function orderInTab(actor: string, tab: OrderTab, countDeltas?: Partial<OrderCounts>): Step {
  return {
    title: `${actor} sees the order in the ${tab} tab`,
    actor,
    kind: 'orderInTab',
    args: { tab },
    async run(ctx) {
      const orderId = requireMemory(ctx, 'orderId');
      const where: string[] = [];
      let counts: OrderCounts | undefined;
      for (const t of TABS) {
        const view = await seeTab(ctx, ctx.actor, t);
        counts = view.counts;
        if (view.ids.includes(orderId)) where.push(t);
      }
      ctx.observe('tabs', where);
      ctx.check('tabs listing the order', where, [tab]);
      const before = ctx.memory[countsKey(ctx.actor.name)] as OrderCounts | undefined;
      if (countDeltas && before && counts) {
        const deltas: Record<string, number> = {};
        for (const key of Object.keys(countDeltas) as (keyof OrderCounts)[]) {
          deltas[key] = Number(counts[key] ?? 0) - Number(before[key] ?? 0);
        }
        ctx.observe('countDeltas', deltas);
        ctx.check('tab counts moved', deltas, countDeltas);
      }
    },
  };
}

export function orderShows(actor: string, flags: Partial<Omit<OrderFlags, 'totalKobo'>>): Step {
  const words = Object.entries(flags)
    .map(([k, v]) => `${k}=${v}`)
    .join(', ');
  return {
    title: `${actor} opens the order: ${words}`,
    actor,
    kind: 'orderShows',
    args: { ...flags },
    async run(ctx) {
      const order = await seeOrder(ctx, ctx.actor, requireMemory(ctx, 'orderId'));
      const shown = Object.fromEntries(
        Object.keys(flags).map((k) => [k, order[k as keyof OrderFlags]]),
      );
      ctx.observe('flags', shown);
      ctx.check('order flags', shown, flags);
    },
  };
}

export interface ActionExpect {
  status: number;
  message: string;
}

export function acceptOrder(actor: string, refused?: ActionExpect): Step {
  return {
    title: `${actor} accepts the order${refused ? ` again → refused: ${refused.message}` : ''}`,
    actor,
    kind: 'acceptOrder',
    args: { refused },
    async run(ctx) {
      const outcome = await attempt(() =>
        takeOrder({ storeId: ctx.actor.userId, orderId: requireMemory(ctx, 'orderId') }),
      );
      ctx.observe('answer', seen(outcome));
      if (refused) {
        ctx.check('refused', seen(outcome), refused);
        return;
      }
      ctx.check('accepted', outcome.status, 200);
      if (outcome.ok)
        ctx.checkThat(
          'answers the taken date',
          !Number.isNaN(Date.parse(outcome.value)),
          outcome.value,
          'an ISO date',
        );
    },
  };
}

export function refundAndCancel(actor: string, refused?: ActionExpect): Step {
  return {
    title: `${actor} chooses 'Refund & Cancel'${refused ? ` again → refused: ${refused.message}` : ''}`,
    actor,
    kind: 'refundAndCancel',
    args: { refused },
    async run(ctx) {
      const outcome = await attempt(() =>
        refundOrder({ storeId: ctx.actor.userId, orderId: requireMemory(ctx, 'orderId') }),
      );
      ctx.observe('answer', outcome.ok ? { status: 200, value: outcome.value } : seen(outcome));
      if (refused) {
        ctx.check('refused', seen(outcome), refused);
        return;
      }
      ctx.check('answer', outcome.ok ? outcome.value : seen(outcome), true);
    },
  };
}

export function riderDelivers(actor: string): Step {
  return {
    title: 'a rider delivers the order',
    actor,
    needs: ['deliver'],
    async run(ctx) {
      const answer = await mockControl(ctx.target).deliver(requireMemory(ctx, 'orderId'));
      ctx.observe('delivered', answer.isDelivered);
      ctx.check('delivered', answer.isDelivered, true);
    },
  };
}

export type BalanceChange =
  | 'plus-order-total'
  | 'minus-order-total'
  | 'plus-paid-total'
  | 'unchanged'
  | number;

function expectedDelta(ctx: StepContext, change: BalanceChange): number {
  if (typeof change === 'number') return change;
  if (change === 'unchanged') return 0;
  if (change === 'plus-paid-total') return (ctx.memory.paidKobo as number | undefined) ?? 0;
  const total = requireMemory(ctx, 'orderTotalKobo');
  return change === 'plus-order-total' ? total : -total;
}

/** The balance the actor sees moved by exactly this much since `noteTabsAndBalance`. */
export function balanceMoved(actor: string, change: BalanceChange): Step {
  const words = typeof change === 'number' ? `${change / 100} naira` : change.replaceAll('-', ' ');
  return {
    title: `${actor}'s balance: ${words}`,
    actor,
    kind: 'balanceMoved',
    args: { change },
    async run(ctx) {
      const now = await seeBalanceKobo(ctx, ctx.actor);
      const delta = now - balanceBefore(ctx, ctx.actor);
      ctx.observe('balanceChangeKobo', delta);
      ctx.check('balance change (kobo)', delta, expectedDelta(ctx, change));
    },
  };
}
