import { demoStoreId } from '../simulator-actions.ts';
import { orderBehaviour } from './behaviour.ts';
import { TIMINGS } from './timings.ts';

/**
 * The presenter's store: accepting or refunding a person's order is the presenter's call. The
 * city looks again later: once accepted by hand, a rider delivers it.
 */
export const leaveToPresenter = orderBehaviour({
  name: 'the presenter decides',
  does: 'nothing: the presenter accepts or refunds it by hand; the city looks again every 30 simulated s',
  when: {
    phase: 'unaccepted',
    whose: 'person',
    also: ({ ctx, order }) => order.storeId === demoStoreId(ctx),
    words: 'a person’s paid order at the presenter’s store (vendor@bukka.test), not accepted',
  },
  async act({ later }) {
    later('decide', TIMINGS.watchEvery);
    return null;
  },
});
