import { cancelOrder } from '../simulator-actions.ts';
import { eventKind, naira, orderBehaviour, orderWords } from './behaviour.ts';

const ODDS = { storeRefuses: 0.1 } as const;

export const refunded = eventKind({
  type: 'refunded',
  label: 'Refunded',
  badge: { background: '#fdecea', color: '#8a1c1c' },
  listed: 'refunded',
  text: (e) => `${orderWords(e)} refunded: ${naira(e.amountKobo)} back to ${e.buyer}`,
});

export const storeRefuses = orderBehaviour({
  name: 'the store refuses',
  does: 'the store refuses the paid order: the buyer is refunded',
  when: { phase: 'unaccepted', whose: 'simulated', words: 'a simulated paid order, not accepted' },
  odds: ODDS.storeRefuses,
  event: refunded,
  stat: 'refunded',
  async act({ ctx, order, done }) {
    await cancelOrder(ctx, order.storeId, order._id);
    done();
    return `order ${order._id} refused and refunded`;
  },
});
