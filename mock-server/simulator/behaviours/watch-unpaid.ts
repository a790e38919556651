import { orderBehaviour } from './behaviour.ts';
import { TIMINGS } from './timings.ts';

/** A person's unpaid order is theirs to pay: the city only looks at it again later. */
export const watchUnpaid = orderBehaviour({
  name: 'a person’s unpaid order waits',
  does: 'nothing: paying is the person’s call; the city looks again every 30 simulated s',
  when: { phase: 'unpaid', whose: 'person', words: 'a person’s order, unpaid' },
  async act({ later }) {
    later('decide', TIMINGS.watchEvery);
    return null;
  },
});
