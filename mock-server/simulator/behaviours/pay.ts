import { faultAhead } from '../../domain/plumbing/faults.ts';
import { CARD_CHECK } from '../../domain/provider.ts';
import { payByCard } from '../simulator-actions.ts';
import { eventKind, naira, orderBehaviour, orderWords, storeWords } from './behaviour.ts';
import { delayToAccept } from './timings.ts';

const ODDS = { paymentSuccess: 0.9 } as const;

const paid = eventKind({
  type: 'paid',
  label: 'Paid',
  badge: { background: '#dcfce7', color: '#14532d' },
  listed: 'paid',
  text: (e) => `${orderWords(e)} paid: ${naira(e.amountKobo)} to ${storeWords(e)}`,
});

export const pay = orderBehaviour({
  name: 'the buyer pays by card',
  does: 'the buyer pays at the emulated card provider; the store decides 8–40 s later (45–120 s at the presenter’s store)',
  when: { phase: 'unpaid', whose: 'simulated', words: 'a simulated order, unpaid' },
  odds: ODDS.paymentSuccess,
  event: paid,
  stat: 'paid',
  async act({ ctx, order, later }) {
    // A fault on the card check (the payment-outage preset) fails simulated buyers' cards too.
    if (faultAhead(ctx, CARD_CHECK.method, CARD_CHECK.path)) return false;
    if (!(await payByCard(ctx, order._id, true))) return false;
    later('decide', delayToAccept(ctx, order));
    return `order ${order._id} paid`;
  },
});
