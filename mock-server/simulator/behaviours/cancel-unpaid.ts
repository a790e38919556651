import { cancelOrder } from '../simulator-actions.ts';
import { eventKind, orderBehaviour, orderWords } from './behaviour.ts';

const ODDS = {
  /** After a failed card, the buyer tries again at these odds; otherwise the store cancels. */
  retryAfterFailure: 0.5,
} as const;

const cancelled = eventKind({
  type: 'cancelled',
  label: 'Cancelled',
  badge: { background: '#fdecea', color: '#8a1c1c' },
  listed: 'cancelled',
  text: (e) => `${orderWords(e)} cancelled unpaid`,
});

export const cancelUnpaid = orderBehaviour({
  name: 'an unpaid order is cancelled',
  does: 'the store cancels the order its buyer never paid for',
  when: {
    phase: 'unpaid',
    whose: 'simulated',
    steps: ['cancel-unpaid'],
    words: 'a simulated order, unpaid 60–120 s after its card failed',
  },
  odds: { unless: ODDS.retryAfterFailure },
  event: cancelled,
  stat: 'cancelledUnpaid',
  async act({ ctx, order, done }) {
    await cancelOrder(ctx, order.storeId, order._id);
    done();
    return `order ${order._id} cancelled unpaid`;
  },
});
