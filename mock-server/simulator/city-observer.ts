// Observing the city: order changes in the db become events (placed, paid, accepted, delivered,
// refunded, cancelled), whoever made them; so do a person's money moves that leave no mark on an
// order — a card declined at the provider's checkout, a bank transfer into a wallet (the panel's,
// a script's) — watched on the money tables. Who did it is the one rule of city-log.ts
// (`actedByPerson`): what the simulator does itself, inside `asSimulator`, is not a person's.
import type { OrderRecord } from '../db/records.ts';
import type { Ctx } from '../domain/plumbing/context.ts';
import { appendEvent, recordCityEvent } from './city-events.ts';
import { actedByPerson, type CityLog, type MoneyNews, type OrderFlags } from './city-log.ts';
import { simulatorMemory } from './simulator-memory.ts';

/** A person's money moves kept between two observations at most. */
const MONEY_NEWS_MAX = 100;

/**
 * Watches the money tables of the world's db (once per db: a reset or import brings a new one and
 * a new log): a card declined at the provider for an order (its `metadata.orderId`, which the app
 * sends and the simulator's charges lack) and a bank transfer into a wallet, unless the simulator
 * is the one acting, become news for the next observation.
 */
function watchMoney(ctx: Ctx, log: CityLog): void {
  if (log.watching === ctx.db) return;
  log.watching = ctx.db;
  const note = (news: MoneyNews) => {
    if (!actedByPerson(log) || log.moneyNews.length >= MONEY_NEWS_MAX) return;
    log.moneyNews.push(news);
  };
  ctx.db.providerTransactions.watch((change) => {
    const orderId = change.put?.metadata.orderId;
    if (change.put?.status === 'failed' && typeof orderId === 'string') {
      note({ kind: 'card-declined', orderId });
    }
  });
  ctx.db.transactions.watch((change) => {
    if (change.put?.kind === 'deposit' && change.put.deltaKobo > 0) {
      note({
        kind: 'wallet-transfer',
        userId: change.put.userId,
        amountKobo: change.put.deltaKobo,
      });
    }
  });
}

/** The money news since the last observation, as events (after the order events it follows). */
function reportMoneyNews(ctx: Ctx, log: CityLog): void {
  const news = log.moneyNews.splice(0);
  for (const item of news) {
    if (item.kind === 'card-declined') {
      const order = ctx.db.orders.get(item.orderId);
      if (order) {
        recordCityEvent(ctx, 'payment-failed', order, { detail: 'card declined in the app' });
      }
      continue;
    }
    const owner = ctx.db.users.get(item.userId);
    appendEvent(ctx, 'wallet-transfer', {
      at: new Date(ctx.clock.now()).toISOString(),
      simMs: simulatorMemory(ctx).simulatedMs,
      buyer: owner?.name || 'a user',
      ...(owner ? { buyerEmail: owner.email } : {}),
      amountKobo: item.amountKobo,
      byPerson: true,
    });
  }
}

const flagsOf = (o: OrderRecord): OrderFlags => ({
  paid: o.isPaid === true,
  // Accepted by the store (a cancel stamps `isTaken` too, as hosted).
  taken: o.acceptedAt != null || (o.isTaken != null && !o.isCancelled),
  delivered: o.isDelivered === true,
  cancelled: o.isCancelled === true,
});

const isFinal = (f: OrderFlags) => f.delivered || f.cancelled;

/**
 * Turns order changes since the last call into events (placed, paid, accepted, delivered,
 * refunded, cancelled). The first call of a world only takes stock: the seeded history is not
 * news. Cheap when nothing changed (the orders table's version).
 */
export function observeOrders(ctx: Ctx): void {
  const log = simulatorMemory(ctx).city;
  watchMoney(ctx, log);
  observeOrderChanges(ctx, log);
  reportMoneyNews(ctx, log);
}

/**
 * Runs `task` as the simulator's own act: what people did before it is observed first (theirs),
 * what it changes (orders, its buyers' top-ups and declines) is observed before it ends (the
 * city's). Call inside the write queue (`ctx.serial`), so no request's write happens meanwhile.
 */
export async function asSimulator<T>(ctx: Ctx, task: () => Promise<T>): Promise<T> {
  const log = simulatorMemory(ctx).city;
  observeOrders(ctx);
  log.simulatorActing = true;
  try {
    return await task();
  } finally {
    observeOrders(ctx);
    log.simulatorActing = false;
  }
}

function observeOrderChanges(ctx: Ctx, log: CityLog): void {
  const table = ctx.db.orders;
  if (table.version === log.version) return;
  const first = log.scanned < 0;
  log.version = table.version;
  const fresh: OrderRecord[] = [];
  if (table.size > log.scanned) {
    let index = 0;
    for (const order of table.values()) {
      if (index++ < log.scanned) continue;
      if (first) {
        const flags = flagsOf(order);
        if (!isFinal(flags)) log.open.set(order._id, flags);
      } else fresh.push(order);
    }
    log.scanned = index;
  }
  for (const [id, before] of log.open) {
    const order = table.get(id);
    if (order) reportChanges(ctx, log, order, before);
    else log.open.delete(id);
  }
  for (const order of fresh) {
    recordCityEvent(ctx, 'placed', order);
    reportChanges(ctx, log, order, NOTHING_YET);
  }
}

const NOTHING_YET: OrderFlags = { paid: false, taken: false, delivered: false, cancelled: false };

/** What became of `order` since it showed `before` (a new order: since it was placed). */
function reportChanges(ctx: Ctx, log: CityLog, order: OrderRecord, before: OrderFlags): void {
  const now = flagsOf(order);
  if (now.paid && !before.paid) recordCityEvent(ctx, 'paid', order);
  if (now.taken && !before.taken) recordCityEvent(ctx, 'accepted', order);
  if (now.delivered && !before.delivered)
    recordCityEvent(ctx, 'delivered', order, { rider: riderName(ctx, order) });
  if (now.cancelled && !before.cancelled)
    recordCityEvent(ctx, now.paid ? 'refunded' : 'cancelled', order);
  if (isFinal(now)) log.open.delete(order._id);
  else log.open.set(order._id, now);
}

const riderName = (ctx: Ctx, order: OrderRecord): string | undefined =>
  order.riderId ? ctx.db.users.get(order.riderId)?.name : undefined;
