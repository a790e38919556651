import { createOrder, deliverOrder, refundOrder, takeOrder } from '../domain/orders.ts';
import { payOrder } from '../domain/payments.ts';
import type { Ctx } from '../domain/plumbing/context.ts';
import { createCompletedTransaction } from '../domain/provider.ts';
import { bankTransfer, createWalletAccount } from '../domain/wallet.ts';
import { demoAccounts } from '../seed/demo-accounts.ts';
import { cities } from '../seed/places.ts';
import { sampleCheckout } from '../seed/sample-checkout.ts';
import type { SimulatorMemory } from './simulator-memory.ts';

// Each action is one marketplace act done through the domain rules, as the actor would do it
// through the API (buyer places and pays, store accepts or refunds, rider delivers).

const SIM_BUYER_DOMAIN = '@buyers.bukka.test';
const demoEmails = new Set<string>(demoAccounts.map((a) => a.email));

/** The demo vendor's store (vendor@bukka.test). */
export const demoStoreId = (ctx: Ctx): string | undefined =>
  ctx.db.users.first('email', 'vendor@bukka.test')?._id;

/** Simulated buyers: the seeded buyer population (never the demo accounts or real sign-ups). */
export function simulatedBuyers(ctx: Ctx, memory: SimulatorMemory): string[] {
  if (memory.buyers) return memory.buyers;
  const seeded: string[] = [];
  const others: string[] = [];
  for (const u of ctx.db.users.values()) {
    if (u.isBusinessOwner || u.isDispatcher || demoEmails.has(u.email)) continue;
    (u.email.endsWith(SIM_BUYER_DOMAIN) ? seeded : others).push(u._id);
  }
  memory.buyers = seeded.length > 0 ? seeded : others;
  return memory.buyers;
}

/** Stores that sell something (the demo vendor first). */
export function sellingStores(ctx: Ctx, memory: SimulatorMemory): string[] {
  if (memory.stores) return memory.stores;
  memory.stores = ctx.db.users
    .lookup('store', 'yes')
    .filter((s) => ctx.db.products.lookup('store', s._id).some(orderable))
    .map((s) => s._id);
  return memory.stores;
}

const orderable = (p: { removed: boolean; visibility: string }) =>
  !p.removed && p.visibility === 'Public';

/** The seeded city a store is in (by its state), for the buyer's address; Lagos by default. */
const cityOf = (state: string | undefined) =>
  cities.find((c) => c.state === state || `${c.state} State` === state) ?? cities[0]!;

/** A buyer orders one or two dishes (with an extra sometimes) from a store, to a district of the store's city. */
export async function placeOrder(ctx: Ctx, buyerId: string, storeId: string): Promise<string> {
  const products = ctx.db.products.lookup('store', storeId).filter(orderable);
  const buyer = ctx.db.users.get(buyerId);
  if (products.length === 0 || !buyer) throw new Error('nothing to order');
  const city = cityOf(ctx.db.users.get(storeId)?.state);
  const body = sampleCheckout(ctx, buyer, products, {
    withExtra: () => ctx.rng.chance(0.5),
    state: city.state,
    maxStreetNumber: 120,
    city,
  });
  if (ctx.options.checkout === 'wallet') await topUpForWallet(ctx, buyerId, 40_000_00);
  const { _id } = await createOrder(ctx, { actorId: buyerId, buyerId, storeId, body });
  return _id;
}

/** `--checkout wallet`: the buyer keeps money in the wallet by bank transfer, as a person would. */
async function topUpForWallet(ctx: Ctx, buyerId: string, minimumKobo: number): Promise<void> {
  const buyer = ctx.db.users.get(buyerId);
  if (!buyer || buyer.balanceKobo >= minimumKobo) return;
  const { accountNumber } = await createWalletAccount(ctx, buyerId, buyerId);
  await bankTransfer(ctx, accountNumber, minimumKobo * 2);
}

/** The buyer pays by card at the emulated provider; true when the order is paid. */
export async function payByCard(ctx: Ctx, orderId: string, succeed: boolean): Promise<boolean> {
  const order = ctx.db.orders.get(orderId);
  const buyer = order ? ctx.db.users.get(order.buyerId) : undefined;
  if (!order || !buyer) return false;
  const { reference, status } = await createCompletedTransaction(ctx, {
    email: buyer.email,
    amount: order.totalKobo,
    status: succeed ? 'success' : 'failed',
  });
  if (status !== 'success') return false;
  await payOrder(ctx, { orderId, reference });
  return true;
}

export const acceptOrder = (ctx: Ctx, storeId: string, orderId: string) =>
  takeOrder(ctx, { actorId: storeId, storeId, orderId });

export const cancelOrder = (ctx: Ctx, storeId: string, orderId: string) =>
  refundOrder(ctx, { actorId: storeId, storeId, orderId });

export const riderDelivers = (ctx: Ctx, orderId: string, riderId?: string) =>
  deliverOrder(ctx, orderId, riderId);
