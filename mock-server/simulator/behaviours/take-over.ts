import { orderBehaviour } from './behaviour.ts';
import { TIMINGS } from './timings.ts';

/** An order someone accepted by hand meanwhile goes on to a rider. */
export const takeOver = orderBehaviour({
  name: 'an order accepted by hand goes on',
  does: 'nothing yet: a rider takes it 5–20 s later',
  when: {
    phase: 'accepted',
    steps: ['pay', 'decide', 'cancel-unpaid'],
    words: 'an order accepted by a person before the city decided it',
  },
  async act({ later }) {
    later('assign', TIMINGS.assignAfter);
    return null;
  },
});
