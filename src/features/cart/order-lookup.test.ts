// Which order, if any, a Place order whose answer was lost made.
import { describe, expect, it } from 'vitest';
import type { OrderRow } from '#shared/schemas/orders.ts';
import { attemptOrder, type OrderAttempt } from '#src/features/cart/order-lookup.ts';

const id = (n: number) => n.toString(16).padStart(24, '0');
const startedAt = Date.parse('2026-05-01T12:00:00Z');

function row(n: number, dishes: Array<[string, number]>, extra: Partial<OrderRow> = {}): OrderRow {
  return {
    _id: id(n),
    content: dishes.map(([name, quantity]) => ({ name, quantity, category: 'food' })),
    isDelivered: false,
    isPaid: false,
    isCancelled: false,
    ...extra,
  };
}

function attempt(before: string[] | null): OrderAttempt {
  const item = (name: string, quantity: number) => ({
    _id: id(90),
    name,
    price: 1000,
    imgs: [],
    category: 'food',
    quantity,
    userId: id(80),
  });
  return {
    checkout: {
      buyerId: id(70),
      storeId: id(80),
      body: {
        orderedItems: [item('Jollof', 2), item('Suya', 1)],
        shippingAddress: {
          name: 'Ada',
          street: '1 Road',
          localGvt: 'Ikeja',
          state: 'Lagos',
          country: 'Nigeria',
          phoneNumber: '0803',
        },
        total: 3500,
        subtotal: 3000,
        shippingFee: 500,
      },
    },
    startedAt,
    before: before ? new Set(before) : null,
  };
}

describe('attemptOrder', () => {
  it('finds the new order with the same dishes and counts', () => {
    const rows = [
      row(3, [
        ['Suya', 1],
        ['Jollof', 2],
      ]),
      row(2, [
        ['Jollof', 2],
        ['Suya', 1],
      ]),
      row(1, [['Jollof', 1]]),
    ];
    expect(attemptOrder(rows, attempt([id(1), id(2)]))).toEqual({ kind: 'found', orderId: id(3) });
  });

  it('says absent when the only matching orders were there before, differ or are cancelled', () => {
    const rows = [
      row(
        4,
        [
          ['Jollof', 2],
          ['Suya', 1],
        ],
        { isCancelled: true },
      ),
      row(3, [
        ['Jollof', 3],
        ['Suya', 1],
      ]),
      row(2, [
        ['Jollof', 2],
        ['Suya', 1],
      ]),
    ];
    expect(attemptOrder(rows, attempt([id(2)]))).toEqual({ kind: 'absent' });
  });

  it('without the list from before, goes by the creation time', () => {
    const late = new Date(startedAt + 2000).toISOString();
    const old = new Date(startedAt - 86_400_000).toISOString();
    const dishes: Array<[string, number]> = [
      ['Jollof', 2],
      ['Suya', 1],
    ];
    expect(attemptOrder([row(2, dishes, { createdAt: late })], attempt(null))).toEqual({
      kind: 'found',
      orderId: id(2),
    });
    expect(attemptOrder([row(2, dishes, { createdAt: old })], attempt(null))).toEqual({
      kind: 'absent',
    });
    // A list without dates (the hosted API) cannot tell an old order from the new one.
    expect(attemptOrder([row(2, dishes)], attempt(null))).toEqual({ kind: 'unknown' });
  });

  it('with a list from a minute before, an order made in that minute elsewhere is not this one', () => {
    const dishes: Array<[string, number]> = [
      ['Jollof', 2],
      ['Suya', 1],
    ];
    const earlier = new Date(startedAt - 3_600_000).toISOString();
    const late = new Date(startedAt + 2000).toISOString();
    // Made an hour before the attempt, after the list was read (so not in it).
    expect(attemptOrder([row(3, dishes, { createdAt: earlier })], attempt([id(1)]))).toEqual({
      kind: 'absent',
    });
    expect(
      attemptOrder(
        [row(4, dishes, { createdAt: late }), row(3, dishes, { createdAt: earlier })],
        attempt([id(1)]),
      ),
    ).toEqual({ kind: 'found', orderId: id(4) });
  });
});
