import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#src/api/client.ts';
import {
  type OrderPaymentState,
  type SettleCalls,
  settlePayment,
} from '#src/features/orders/settle-payment.ts';
import type { PaymentInFlight, PaymentStage } from '#src/state/payments-in-flight.ts';

const http = (status: number, message = 'no') =>
  new ApiError({ status, kind: 'http', message, body: { message } });
const offline = () => new ApiError({ status: 0, kind: 'network', message: 'Failed to fetch' });

const entry = (stage: PaymentStage): PaymentInFlight => ({
  reference: 'bukka-r1',
  orderId: 'o1',
  amountKobo: 490_000,
  stage,
  createdAt: 0,
  heldAt: 0,
});
const unpaid: OrderPaymentState = { isPaid: false, isCancelled: false };

/** Calls answering as told: a value, or an error to throw. */
function calls(
  verify: { success: boolean } | Error,
  pay: unknown = { isPaid: true },
  order: OrderPaymentState | Error = unpaid,
) {
  const answer = <T>(value: T | Error) =>
    value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
  return {
    verify: vi.fn(() => answer(verify)),
    payOrder: vi.fn(() => answer(pay)),
    readOrder: vi.fn(() => answer(order)),
  } satisfies SettleCalls;
}

describe('settlePayment', () => {
  it('a verified charge pays the order with its reference', async () => {
    const c = calls({ success: true });
    expect(await settlePayment(entry('succeeded'), unpaid, c)).toEqual({ kind: 'paid' });
    expect(c.payOrder).toHaveBeenCalledWith({ reference: 'bukka-r1', orderId: 'o1' });
  });

  it('an order already paid with this reference needs no call', async () => {
    const c = calls({ success: true });
    const paid = { isPaid: true, isCancelled: false, reference: 'bukka-r1' };
    expect(await settlePayment(entry('succeeded'), paid, c)).toEqual({
      kind: 'paid',
      earlier: true,
    });
    expect(c.verify).not.toHaveBeenCalled();
  });

  it.each([
    ['opened', { kind: 'drop' }],
    ['pending', { kind: 'wait' }],
    ['succeeded', { kind: 'declined' }],
  ] as const)('a check that says no (400): %s → %o', async (stage, expected) => {
    expect(await settlePayment(entry(stage), unpaid, calls(http(400, 'Payment failed')))).toEqual(
      expected,
    );
    expect(await settlePayment(entry(stage), unpaid, calls({ success: false }))).toEqual(expected);
  });

  it('an unknown reference (500) is a checkout that never started when it was only opened', async () => {
    expect(await settlePayment(entry('opened'), unpaid, calls(http(500)))).toEqual({
      kind: 'drop',
    });
    const outage = http(500, 'Server error');
    expect(await settlePayment(entry('succeeded'), unpaid, calls(outage))).toEqual({
      kind: 'wait',
      error: outage,
    });
  });

  it.each(['opened', 'succeeded', 'pending'] as const)(
    'an outage or no network waits (%s), and nothing is paid',
    async (stage) => {
      for (const error of [http(503), offline()]) {
        const c = calls(error);
        expect(await settlePayment(entry(stage), unpaid, c)).toEqual({ kind: 'wait', error });
        expect(c.payOrder).not.toHaveBeenCalled();
      }
    },
  );

  it('a charge of an order shown paid with another reference, or cancelled, is unapplied when the server only refuses it', async () => {
    const other = { isPaid: true, isCancelled: false, reference: 'bukka-r0' };
    // Still offered (the mock would refund it at once); the hosted API's refusal: unapplied, said
    // without the refusal's words, and no need to read the order again.
    const c = calls({ success: true }, http(404, 'order is already paid'));
    expect(await settlePayment(entry('succeeded'), other, c)).toEqual({
      kind: 'unapplied',
      reason: 'paid',
    });
    expect(c.payOrder).toHaveBeenCalledWith({ reference: 'bukka-r1', orderId: 'o1' });
    expect(c.readOrder).not.toHaveBeenCalled();
    const cancelled = { isPaid: false, isCancelled: true };
    const refusal = http(409, 'order already cancelled');
    expect(
      await settlePayment(entry('succeeded'), cancelled, calls({ success: true }, refusal)),
    ).toEqual({ kind: 'unapplied', reason: 'cancelled' });
    // No answer at all: the same.
    expect(
      await settlePayment(entry('succeeded'), other, calls({ success: true }, offline())),
    ).toEqual({ kind: 'unapplied', reason: 'paid' });
    // Nothing was charged: an abandoned checkout of a paid order is simply forgotten.
    expect(await settlePayment(entry('opened'), other, calls(http(400)))).toEqual({ kind: 'drop' });
  });

  it('a refused payment of the order asks the order why', async () => {
    const refusal = http(409, 'order is already paid');
    const paidElsewhere = { isPaid: true, isCancelled: false, reference: 'bukka-r0' };
    expect(
      await settlePayment(
        entry('succeeded'),
        unpaid,
        calls({ success: true }, refusal, paidElsewhere),
      ),
    ).toEqual({ kind: 'unapplied', reason: 'paid', error: refusal });
    // The earlier answer was lost: the order was paid with this very reference.
    const paidWithIt = { ...paidElsewhere, reference: 'bukka-r1' };
    expect(
      await settlePayment(
        entry('succeeded'),
        unpaid,
        calls({ success: true }, refusal, paidWithIt),
      ),
    ).toEqual({ kind: 'paid' });
    const cancelled = { isPaid: false, isCancelled: true };
    expect(
      await settlePayment(entry('pending'), unpaid, calls({ success: true }, http(409), cancelled)),
    ).toEqual({ kind: 'unapplied', reason: 'cancelled', error: http(409) });
  });

  it('a refusal on an open order: refused charge, waiting transfer, abandoned checkout', async () => {
    const refusal = http(400, 'Payment amount N1 does not match the order total N2');
    const c = () => calls({ success: true }, refusal, unpaid);
    expect(await settlePayment(entry('succeeded'), unpaid, c())).toEqual({
      kind: 'unapplied',
      reason: 'refused',
      error: refusal,
    });
    expect(await settlePayment(entry('pending'), unpaid, c())).toEqual({ kind: 'wait' });
    expect(await settlePayment(entry('opened'), unpaid, c())).toEqual({ kind: 'drop' });
  });

  it("a refusal that says the server refunded this charge (the mock's confirm) is refunded at once", async () => {
    const refusal = (reference: string, because: 'paid' | 'cancelled') =>
      new ApiError({
        status: 409,
        kind: 'http',
        message: 'order is already paid',
        body: {
          message: 'order is already paid',
          refundedCharge: {
            reference,
            amount: 4900,
            refundedAt: '2026-11-27T03:00:00.000Z',
            because,
          },
        },
      });
    // The page still shows the order unpaid: the refusal alone says why, no read needed.
    const c = calls({ success: true }, refusal('bukka-r1', 'paid'));
    expect(await settlePayment(entry('succeeded'), unpaid, c)).toEqual({
      kind: 'refunded',
      orderPaid: true,
    });
    expect(c.readOrder).not.toHaveBeenCalled();
    const shownPaid = { isPaid: true, isCancelled: false, reference: 'bukka-r0' };
    expect(
      await settlePayment(
        entry('succeeded'),
        shownPaid,
        calls({ success: true }, refusal('bukka-r1', 'paid')),
      ),
    ).toEqual({ kind: 'refunded', orderPaid: true });
    expect(
      await settlePayment(
        entry('succeeded'),
        unpaid,
        calls({ success: true }, refusal('bukka-r1', 'cancelled')),
      ),
    ).toEqual({ kind: 'refunded', orderPaid: false });
    // Another charge's refund is not this one's.
    expect(
      await settlePayment(
        entry('succeeded'),
        unpaid,
        calls({ success: true }, refusal('bukka-r9', 'paid'), shownPaid),
      ),
    ).toMatchObject({ kind: 'unapplied', reason: 'paid' });
  });

  it('a charge the server refunded to the card (its webhook) is refunded, wherever it is found', async () => {
    const refunded = {
      isPaid: true,
      isCancelled: false,
      reference: 'bukka-r0',
      refundedCharges: [{ reference: 'bukka-r1' }],
    };
    // The page already shows it: no call at all.
    const c = calls({ success: false });
    expect(await settlePayment(entry('succeeded'), refunded, c)).toEqual({
      kind: 'refunded',
      orderPaid: true,
    });
    expect(c.verify).not.toHaveBeenCalled();
    // The page is older than the refund: the check says no (reversed), the order says why.
    const stale = calls(http(400, 'Payment failed'), undefined, refunded);
    expect(await settlePayment(entry('succeeded'), unpaid, stale)).toEqual({
      kind: 'refunded',
      orderPaid: true,
    });
    expect(stale.payOrder).not.toHaveBeenCalled();
    // Paid by the server with this very charge while the check said no: paid.
    const applied = { isPaid: true, isCancelled: false, reference: 'bukka-r1' };
    expect(
      await settlePayment(
        entry('succeeded'),
        unpaid,
        calls({ success: false }, undefined, applied),
      ),
    ).toEqual({ kind: 'paid' });
    // After a refused payment of the order.
    expect(
      await settlePayment(
        entry('succeeded'),
        unpaid,
        calls({ success: true }, http(409), refunded),
      ),
    ).toEqual({ kind: 'refunded', orderPaid: true });
    // The order cannot be read after a no: the charge is kept and checked again.
    expect(
      await settlePayment(
        entry('succeeded'),
        unpaid,
        calls({ success: false }, undefined, offline()),
      ),
    ).toEqual({ kind: 'wait', error: offline() });
  });

  it('an outage while paying the order, or while reading it, waits', async () => {
    expect(
      await settlePayment(entry('succeeded'), unpaid, calls({ success: true }, http(502))),
    ).toEqual({ kind: 'wait', error: http(502) });
    expect(
      await settlePayment(
        entry('succeeded'),
        unpaid,
        calls({ success: true }, http(409), offline()),
      ),
    ).toEqual({ kind: 'wait', error: offline() });
  });
});
