import { acceptOrder } from '../simulator-actions.ts';
import { eventKind, orderBehaviour, orderWords, storeWords } from './behaviour.ts';
import { TIMINGS } from './timings.ts';

const accepted = eventKind({
  type: 'accepted',
  label: 'Accepted',
  badge: { background: '#fff4d6', color: '#6b4a00' },
  listed: 'accepted',
  // The city's clock starts the ride when it first sees the order accepted.
  cityStep: 'accepted',
  text: (e) => `${orderWords(e)} accepted by ${storeWords(e)}`,
});

export const accept = orderBehaviour({
  name: 'the store accepts',
  does: 'the store accepts the order; a rider takes it 5–20 s later',
  when: { phase: 'unaccepted', words: 'any paid order not accepted (the others above aside)' },
  event: accepted,
  stat: 'accepted',
  async act({ ctx, order, later }) {
    await acceptOrder(ctx, order.storeId, order._id);
    later('assign', TIMINGS.assignAfter);
    return `order ${order._id} accepted`;
  },
});
