import { demoStoreId, placeOrder, sellingStores, simulatedBuyers } from '../simulator-actions.ts';
import { arrivalBehaviour, eventKind, naira, orderWords, storeWords } from './behaviour.ts';
import { delayToAccept } from './timings.ts';

const ODDS = {
  /** Of the simulated orders, the share that goes to the presenter's store (when it sells). */
  demoVendorShare: 0.3,
  payAfter: [3_000, 15_000],
} as const;

const placed = eventKind({
  type: 'placed',
  label: 'Placed',
  badge: { background: '#e0ecff', color: '#1e3a8a' },
  listed: 'placed',
  text: (e) =>
    `${orderWords(e)} placed${e.byPerson ? ' in the app' : ''} by ${e.buyer} at ${storeWords(e)}: ${naira(e.amountKobo)}`,
});

export const arrive = arrivalBehaviour({
  name: 'a buyer orders',
  does: 'a simulated buyer orders one or two dishes from a store that sells (the presenter’s store at 30%), to a district of its city; paid at once by wallet (`--checkout wallet`), else paid by card 3–15 s later',
  when: { arrival: true, words: 'every 6–24 simulated s, divided by the demand' },
  event: placed,
  stat: 'placed',
  async act({ ctx, memory, follow }) {
    const buyers = simulatedBuyers(ctx, memory);
    const stores = sellingStores(ctx, memory);
    if (buyers.length === 0 || stores.length === 0) return null;
    const demoStore = demoStoreId(ctx);
    const toDemo = demoStore && stores.includes(demoStore) && ctx.rng.chance(ODDS.demoVendorShare);
    const storeId = toDemo ? demoStore : ctx.rng.pick(stores);
    const buyerId = ctx.rng.pick(buyers);
    const orderId = await placeOrder(ctx, buyerId, storeId);
    const order = ctx.db.orders.get(orderId);
    if (order?.isPaid === true) follow(orderId, 'decide', delayToAccept(ctx, order));
    else follow(orderId, 'pay', ODDS.payAfter);
    return `order ${orderId} placed`;
  },
});
