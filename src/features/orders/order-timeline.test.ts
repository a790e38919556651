import { describe, expect, it } from 'vitest';
import type { OrderDetails } from '#shared/schemas/orders.ts';
import { refundOf, timelineOf } from '#src/features/orders/order-timeline.ts';

const base: OrderDetails = {
  _id: '6650f0a1b2c3d4e5f6a7b8c9',
  buyerId: '6650f0a1b2c3d4e5f6a7b8c1',
  businessId: '6650f0a1b2c3d4e5f6a7b8c2',
  shippingAddress: {
    name: 'Ada',
    street: '1 Allen Avenue',
    localGvt: 'Ikeja',
    state: 'Lagos',
    country: 'Nigeria',
    phoneNumber: 8031234567,
  },
  total: 4900,
  isPaid: false,
  isCancelled: false,
  createdAt: '2026-11-25T17:00:00.000Z',
};
const order = (over: Partial<OrderDetails>): OrderDetails => ({ ...base, ...over });
const keys = (details: OrderDetails) => timelineOf(details).map((step) => step.key);

describe('timelineOf: never invents a step, dates every one', () => {
  it('a refund without accepting (mock): no accepted step; cancelled with its time', () => {
    const details = order({
      status: 'cancelled',
      isPaid: true,
      isPaidAt: '2026-11-25T17:01:00.000Z',
      isCancelled: true,
      isTaken: '2026-11-25T17:05:00.000Z',
      cancelledAt: '2026-11-25T17:05:00.000Z',
      refundedAmount: 4900,
    });
    expect(timelineOf(details)).toEqual([
      { key: 'placed', at: '2026-11-25T17:00:00.000Z', state: 'done' },
      {
        key: 'paid',
        at: '2026-11-25T17:01:00.000Z',
        state: 'done',
        after: { minutes: 1, since: 'placed', clock: 'wall' },
      },
      { key: 'cancelled', at: '2026-11-25T17:05:00.000Z', state: 'done' },
    ]);
  });

  it('the hosted answer of a cancelled order: its isTaken is the cancel, not an acceptance', () => {
    const details = order({ isCancelled: true, isTaken: '2026-11-25T17:05:00.000Z' });
    expect(timelineOf(details)).toEqual([
      { key: 'placed', at: '2026-11-25T17:00:00.000Z', state: 'done' },
      { key: 'cancelled', at: '2026-11-25T17:05:00.000Z', state: 'done' },
    ]);
  });

  it('an order accepted, then cancelled (mock): accepted at its time, then cancelled at its own', () => {
    const details = order({
      status: 'cancelled',
      isPaid: true,
      isPaidAt: '2026-11-25T17:01:00.000Z',
      isCancelled: true,
      isTaken: '2026-11-25T17:09:00.000Z',
      acceptedAt: '2026-11-25T17:02:00.000Z',
      cancelledAt: '2026-11-25T17:09:00.000Z',
    });
    expect(timelineOf(details).slice(2)).toEqual([
      {
        key: 'accepted',
        at: '2026-11-25T17:02:00.000Z',
        state: 'done',
        after: { minutes: 1, since: 'paid', clock: 'wall' },
      },
      { key: 'cancelled', at: '2026-11-25T17:09:00.000Z', state: 'done' },
    ]);
  });

  it('an accepted order not cancelled (hosted): isTaken is the acceptance', () => {
    const details = order({
      isPaid: true,
      isPaidAt: '2026-11-25T17:01:00.000Z',
      isTaken: '2026-11-25T17:02:00.000Z',
    });
    expect(keys(details)).toEqual(['placed', 'paid', 'accepted']);
  });

  it('a delivery with no pick-up time leaves out the undated rider steps', () => {
    const details = order({
      status: 'delivered',
      isPaid: true,
      isPaidAt: '2026-11-25T17:01:00.000Z',
      isTaken: '2026-11-25T17:02:00.000Z',
      acceptedAt: '2026-11-25T17:02:00.000Z',
      isDelivered: true,
      deliveredAt: '2026-11-25T17:59:00.000Z',
      rider: { _id: '6650f0a1b2c3d4e5f6a7b8c3', name: 'Titi' },
    });
    const steps = timelineOf(details);
    expect(steps.map((step) => step.key)).toEqual(['placed', 'paid', 'accepted', 'delivered']);
    for (const step of steps) expect(step.at).toBeTruthy();
  });

  it('a tracked order waiting for payment: next is paid, the rest to come', () => {
    const details = order({ status: 'placed' });
    expect(timelineOf(details).map((step) => `${step.key}:${step.state}`)).toEqual([
      'placed:done',
      'paid:current',
      'accepted:upcoming',
      'rider:upcoming',
      'on-the-way:upcoming',
      'delivered:upcoming',
    ]);
  });
});

describe('refundOf: where a cancel’s money went', () => {
  it('the mock says it: what was paid, 0 for an unpaid order', () => {
    expect(refundOf(order({ isCancelled: true, refundedAmount: 0 }))).toBe(0);
    expect(refundOf(order({ isCancelled: true, isPaid: true, refundedAmount: 4900 }))).toBe(4900);
  });

  it('the hosted API credits the whole total, paid or not', () => {
    expect(refundOf(order({ isCancelled: true }))).toBe(4900);
  });

  it('nothing while the order is not cancelled', () => {
    expect(refundOf(order({ isPaid: true }))).toBeUndefined();
  });
});

describe('timelineOf: steps read as durations, the ride on the city’s clock when given', () => {
  // A simulated order: every wall-clock stamp in the same minute (the city runs at demo pace).
  const simulated = order({
    status: 'delivered',
    isPaid: true,
    isPaidAt: '2026-11-25T17:59:05.000Z',
    acceptedAt: '2026-11-25T17:59:15.000Z',
    isTaken: '2026-11-25T17:59:15.000Z',
    pickedUpAt: '2026-11-25T17:59:25.000Z',
    deliveredAt: '2026-11-25T17:59:50.000Z',
    isDelivered: true,
    rider: { _id: '6650f0a1b2c3d4e5f6a7b8c3', name: 'Emeka Eze' },
    createdAt: '2026-11-25T17:59:00.000Z',
  });
  const durationsOf = (details: OrderDetails) =>
    Object.fromEntries(timelineOf(details).map((s) => [s.key, s.after]));

  it('with the city’s minutes: the ride on the city’s clock, people’s steps by the wall clock', () => {
    const steps = durationsOf({
      ...simulated,
      cityMinutes: { accepted: 9, pickedUp: 15, delivered: 37 },
    });
    expect(steps).toEqual({
      placed: undefined,
      // Paid 5 s after ordering and accepted 10 s later, as the stamps beside them say.
      paid: { minutes: 0, since: 'placed', clock: 'wall' },
      accepted: { minutes: 0, since: 'paid', clock: 'wall' },
      rider: { minutes: 6, since: 'accepted', clock: 'city' },
      'on-the-way': { minutes: 0, since: 'rider', clock: 'city' },
      delivered: { minutes: 22, since: 'on-the-way', clock: 'city' },
    });
  });

  it('never tells a person’s step in the city’s minutes, even if an answer carries them', () => {
    const steps = durationsOf({
      ...simulated,
      cityMinutes: { placed: 0, paid: 20, accepted: 50, pickedUp: 63, delivered: 113 },
    } as OrderDetails);
    expect(steps.paid).toEqual({ minutes: 0, since: 'placed', clock: 'wall' });
    expect(steps.accepted).toEqual({ minutes: 0, since: 'paid', clock: 'wall' });
    expect(steps.delivered).toEqual({ minutes: 50, since: 'on-the-way', clock: 'city' });
  });

  it('without them: from the stamps (so a demo-pace order says “just after”, never a fake minute)', () => {
    expect(durationsOf(simulated).delivered).toEqual({
      minutes: 0,
      since: 'on-the-way',
      clock: 'wall',
    });
    const slow = order({
      isPaid: true,
      isPaidAt: '2026-11-25T17:12:00.000Z',
      isTaken: '2026-11-25T18:30:00.000Z',
    });
    expect(durationsOf(slow)).toEqual({
      placed: undefined,
      paid: { minutes: 12, since: 'placed', clock: 'wall' },
      accepted: { minutes: 78, since: 'paid', clock: 'wall' },
    });
  });

  it('an order the city took over already accepted: its clock from the acceptance on', () => {
    const steps = durationsOf({
      ...simulated,
      cityMinutes: { accepted: 0, pickedUp: 5, delivered: 29 },
    });
    expect(steps.rider).toEqual({ minutes: 5, since: 'accepted', clock: 'city' });
    expect(steps.delivered).toEqual({ minutes: 24, since: 'on-the-way', clock: 'city' });
    // Payment and acceptance are people's steps: the stamps tell those.
    expect(steps.paid).toEqual({ minutes: 0, since: 'placed', clock: 'wall' });
  });

  it('more than a day apart: no duration (the day and time are shown)', () => {
    const late = order({ isPaid: true, isPaidAt: '2026-11-27T09:00:00.000Z' });
    expect(durationsOf(late).paid).toBeUndefined();
  });
});
