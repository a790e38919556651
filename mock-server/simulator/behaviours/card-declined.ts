import { faultAhead } from '../../domain/plumbing/faults.ts';
import { CARD_CHECK } from '../../domain/provider.ts';
import { payByCard } from '../simulator-actions.ts';
import { eventKind, orderBehaviour, orderWords, storeWords } from './behaviour.ts';
import { pay } from './pay.ts';

const ODDS = { cancelUnpaidAfter: [60_000, 120_000] } as const;

const paymentFailed = eventKind({
  type: 'payment-failed',
  label: 'Card failed',
  badge: { background: '#fdecea', color: '#8a1c1c' },
  listed: 'card failed',
  text: (e) => `${orderWords(e)}: card payment failed at ${storeWords(e)}`,
});

export const cardDeclined = orderBehaviour({
  name: 'the card fails',
  does: 'the card is declined (charged and refused at the provider), or not tried while card checks are down; the buyer may try again, or the store cancels, 60–120 s later',
  when: {
    phase: 'unpaid',
    whose: 'simulated',
    words: 'a simulated order whose payment did not happen (10%, or card checks down)',
  },
  event: paymentFailed,
  stat: 'paymentsFailed',
  async act({ ctx, order, lostDraw, observe, record, later }) {
    const outage = faultAhead(ctx, CARD_CHECK.method, CARD_CHECK.path);
    // The declined card is charged at the provider (a failed charge) when the draw declined it;
    // with card checks down nothing reaches the provider.
    if (!outage && lostDraw(pay)) await payByCard(ctx, order._id, false);
    observe();
    record({
      detail: outage
        ? `card checks are down: ${outage.networkError ? 'no answer' : `${outage.status ?? ''} ${outage.message ?? ''}`.trim()}`
        : 'card declined',
    });
    later('cancel-unpaid', ODDS.cancelUnpaidAfter);
    return `order ${order._id} payment declined`;
  },
});
