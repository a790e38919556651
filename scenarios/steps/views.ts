// What an actor sees, read through the app's fetchers: order lists (tabs, counts, balance) and one
// order's flags. Kobo inside, as the client's rules do.

import { must } from '#scenarios/core/attempt.ts';
import type { Actor, StepContext } from '#scenarios/core/types.ts';
import { nairaToKobo } from '#shared/money.ts';
import type { OrderCounts, OrderTab } from '#shared/schemas/orders.ts';
import { fetchOrderDetails, fetchOrders } from '#src/api/orders.ts';

export interface TabView {
  ids: string[];
  counts: OrderCounts;
  balanceKobo: number;
}

export async function seeTab(ctx: StepContext, actor: Actor, tab: OrderTab): Promise<TabView> {
  const list = await ctx.as(actor, () =>
    must(`${actor.name} orders (${tab})`, () => fetchOrders(actor.userId, tab)),
  );
  return {
    ids: list.orders.map((o) => o._id),
    counts: list.counts,
    balanceKobo: nairaToKobo(list.bal),
  };
}

export async function seeBalanceKobo(ctx: StepContext, actor: Actor): Promise<number> {
  return (await seeTab(ctx, actor, 'all')).balanceKobo;
}

export interface OrderFlags {
  isPaid: boolean;
  isTaken: boolean;
  isCancelled: boolean;
  isDelivered: boolean;
  totalKobo: number;
}

export async function seeOrder(
  ctx: StepContext,
  actor: Actor,
  orderId: string,
): Promise<OrderFlags> {
  const { details } = await ctx.as(actor, () =>
    must(`${actor.name} order details`, () => fetchOrderDetails(orderId, actor.userId)),
  );
  return {
    isPaid: details.isPaid,
    isTaken: Boolean(details.isTaken),
    isCancelled: details.isCancelled,
    isDelivered: Boolean(details.isDelivered),
    totalKobo: nairaToKobo(details.total),
  };
}

/** Remembers the actor's balance (kobo) under its name. */
export async function rememberBalance(ctx: StepContext, actor: Actor): Promise<number> {
  const kobo = await seeBalanceKobo(ctx, actor);
  ctx.memory.balanceBefore = { ...ctx.memory.balanceBefore, [actor.name]: kobo };
  return kobo;
}

export function balanceBefore(ctx: StepContext, actor: Actor): number {
  const kobo = ctx.memory.balanceBefore?.[actor.name];
  if (kobo === undefined) throw new Error(`no balance remembered for ${actor.name}`);
  return kobo;
}

export function requireMemory<K extends keyof StepContext['memory']>(
  ctx: StepContext,
  key: K,
): NonNullable<StepContext['memory'][K]> {
  const value = ctx.memory[key];
  if (value === undefined || value === null)
    throw new Error(`no ${String(key)} from an earlier step`);
  return value as NonNullable<StepContext['memory'][K]>;
}
