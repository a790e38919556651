import { riderDelivers } from '../simulator-actions.ts';
import { eventKind, orderBehaviour, orderWords } from './behaviour.ts';

const delivered = eventKind({
  type: 'delivered',
  label: 'Delivered',
  badge: { background: '#d1fae5', color: '#065f46' },
  listed: 'delivered',
  cityStep: 'delivered',
  text: (e) => `${orderWords(e)} delivered to ${e.buyer}${e.rider ? ` by ${e.rider}` : ''}`,
});

export const deliver = orderBehaviour({
  name: 'the rider delivers',
  does: 'the rider hands the order over and is credited with the delivery',
  when: {
    phase: 'accepted',
    steps: ['deliver'],
    words: 'an order whose rider has arrived (a far drop-off: when its ride would have ended)',
  },
  event: delivered,
  stat: 'delivered',
  async act({ ctx, memory, order, done }) {
    done();
    const trip = memory.trips.get(order._id);
    memory.trips.delete(order._id);
    await riderDelivers(ctx, order._id, trip?.riderId);
    return `order ${order._id} delivered`;
  },
});
