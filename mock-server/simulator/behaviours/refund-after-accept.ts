import { cancelOrder } from '../simulator-actions.ts';
import { orderBehaviour } from './behaviour.ts';
import { refunded } from './store-refuses.ts';

const ODDS = { refundAfterAccept: 0.05 } as const;

export const refundAfterAccept = orderBehaviour({
  name: 'the store refunds on arrival',
  does: 'the store refunds the accepted order instead of its delivery',
  when: {
    phase: 'accepted',
    steps: ['deliver'],
    whose: 'simulated',
    words: 'a simulated order whose rider has arrived',
  },
  odds: ODDS.refundAfterAccept,
  event: refunded,
  stat: 'refunded',
  async act({ ctx, memory, order, done }) {
    done();
    memory.trips.delete(order._id);
    await cancelOrder(ctx, order.storeId, order._id);
    return `order ${order._id} refunded after acceptance`;
  },
});
